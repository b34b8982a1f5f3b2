/** The recipe screens' server calls: computed nutrition, shopping lists and favourite recipes. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AllRecipeNutrition,
  RecipeNutritionResponse,
  ShoppingListResponse,
} from "../../../shared/recipes";
import { api, messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";

/** Per-serving nutrition of every recipe (for the cards); the catalogue is static, so keep it long. */
export function useAllRecipeNutrition() {
  return useQuery({
    queryKey: ["recipes", "nutrition"],
    queryFn: () => api<AllRecipeNutrition>("/api/recipes/nutrition"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** One recipe's per-serving nutrition and its ingredients scaled to `servings`. */
export function useRecipeNutrition(slug: string, servings: number) {
  return useQuery({
    queryKey: ["recipes", slug, "nutrition", servings],
    queryFn: () =>
      api<RecipeNutritionResponse>(`/api/recipes/${encodeURIComponent(slug)}/nutrition?servings=${servings}`),
    staleTime: Number.POSITIVE_INFINITY,
    // Keep the last figures on screen while the new servings load, so nothing jumps.
    placeholderData: keepPreviousData,
  });
}

export function useShoppingList(slug: string) {
  return useQuery({
    queryKey: ["meal-plans", slug, "shopping-list"],
    queryFn: () => api<ShoppingListResponse>(`/api/meal-plans/${encodeURIComponent(slug)}/shopping-list`),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const FAVORITES = ["favorites", "recipe"] as const;

/** The signed-in mother's saved recipe slugs, newest first. */
export function useFavoriteRecipes() {
  return useQuery({ queryKey: FAVORITES, queryFn: () => api<string[]>("/api/favorites?kind=recipe") });
}

/**
 * Save or unsave a recipe. The list changes at once; if the server refuses, it goes back and a
 * toast says why.
 */
export function useToggleFavorite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, save }: { slug: string; save: boolean }) =>
      api<null>(`/api/favorites/recipe/${encodeURIComponent(slug)}`, { method: save ? "PUT" : "DELETE" }),
    onMutate: async ({ slug, save }) => {
      await qc.cancelQueries({ queryKey: FAVORITES });
      const previous = qc.getQueryData<string[]>(FAVORITES);
      qc.setQueryData<string[]>(FAVORITES, (old = []) =>
        save ? [slug, ...old.filter((s) => s !== slug)] : old.filter((s) => s !== slug),
      );
      return { previous };
    },
    onError: (error, { save }, context) => {
      qc.setQueryData(FAVORITES, context?.previous);
      notify.error(
        save ? "Could not save the recipe" : "Could not remove the recipe",
        messageOf(error, "Please try again."),
      );
    },
    onSettled: () => qc.invalidateQueries({ queryKey: FAVORITES }),
  });
}
