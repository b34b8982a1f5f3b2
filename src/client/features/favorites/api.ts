/** Her saved recipes and workouts: fetcher, query key and hook for each call. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, messageOf } from "../../lib/api";
import { client } from "../../lib/client";
import { notify } from "../../lib/notify";

export type FavoriteKind = "recipe" | "workout";

export const favoriteKeys = {
  all: ["favorites"] as const,
  list: (kind: FavoriteKind) => ["favorites", kind] as const,
};

const favorites = client.favorites;
export const fetchFavorites = (kind: FavoriteKind) => call(favorites.$get({ query: { kind } }));
export const setFavorite = (kind: FavoriteKind, slug: string, save: boolean) => {
  const args = { param: { kind, slug } };
  return call(save ? favorites[":kind"][":slug"].$put(args) : favorites[":kind"][":slug"].$delete(args));
};

/** Her saved slugs of a kind, newest first. */
export function useFavorites(kind: FavoriteKind) {
  return useQuery(favoritesQuery(kind));
}

/** The list's query options, for the hook and for a page that starts it early. */
export const favoritesQuery = (kind: FavoriteKind) =>
  queryOptions({ queryKey: favoriteKeys.list(kind), queryFn: () => fetchFavorites(kind) });

// What each screen says when the server refuses (the spec's words for each).
const failure: Record<FavoriteKind, (save: boolean, error: unknown) => [string, string]> = {
  recipe: (save, error) => [
    save ? "Could not save the recipe" : "Could not remove the recipe",
    messageOf(error, "Please try again."),
  ],
  workout: (save) => [
    "Error",
    save
      ? "Could not add this workout to your favorites."
      : "Could not remove this workout from your favorites.",
  ],
};

/** Save or unsave one item. The list changes at once; if the server refuses, it goes back and a toast says why. */
export function useToggleFavorite(kind: FavoriteKind) {
  const qc = useQueryClient();
  const key = favoriteKeys.list(kind);
  return useMutation({
    mutationFn: ({ slug, save }: { slug: string; save: boolean }) => setFavorite(kind, slug, save),
    onMutate: async ({ slug, save }) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<string[]>(key);
      qc.setQueryData<string[]>(key, (old = []) =>
        save ? [slug, ...old.filter((s) => s !== slug)] : old.filter((s) => s !== slug),
      );
      return { previous };
    },
    onError: (error, { save }, context) => {
      qc.setQueryData(key, context?.previous);
      notify.error(...failure[kind](save, error));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}
