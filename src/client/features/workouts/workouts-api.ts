/** The workout endpoints: per-user favorites and recorded sessions. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WorkoutSessionInput } from "../../../shared/wellness";
import { api } from "../../lib/api";
import { notify } from "../../lib/notify";

export const favoriteWorkoutsKey = ["favorites", "workout"] as const;

export function useFavoriteWorkouts() {
  return useQuery({
    queryKey: favoriteWorkoutsKey,
    queryFn: () => api<string[]>("/api/favorites?kind=workout"),
  });
}

/**
 * Save or unsave a workout. The heart changes at once; a failure puts it back and says so.
 */
export function useToggleFavoriteWorkout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, favorite }: { slug: string; favorite: boolean }) =>
      api<null>(`/api/favorites/workout/${encodeURIComponent(slug)}`, {
        method: favorite ? "PUT" : "DELETE",
      }),
    onMutate: async ({ slug, favorite }) => {
      await client.cancelQueries({ queryKey: favoriteWorkoutsKey });
      const previous = client.getQueryData<string[]>(favoriteWorkoutsKey);
      client.setQueryData<string[]>(favoriteWorkoutsKey, (list = []) =>
        favorite ? [slug, ...list.filter((s) => s !== slug)] : list.filter((s) => s !== slug),
      );
      return { previous };
    },
    onError: (_error, { favorite }, context) => {
      client.setQueryData(favoriteWorkoutsKey, context?.previous);
      notify.error(
        "Error",
        favorite
          ? "Could not add this workout to your favorites."
          : "Could not remove this workout from your favorites.",
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: favoriteWorkoutsKey }),
  });
}

export function recordWorkoutSession(input: WorkoutSessionInput) {
  return api<unknown>("/api/workouts/sessions", { method: "POST", json: input });
}
