/** The Food Calorie Checker's calls: fetcher, query key and hook for each call. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FoodLogUpdate, FoodPlateCreate } from "../../../shared/food";
import { call } from "../../lib/api";
import { client } from "../../lib/client";
import { todayLocal, userTimeZone } from "../../lib/time-zone";

/**
 * A fresh Idempotency-Key: 128 random bits as hex. getRandomValues works on plain http too, where
 * crypto.randomUUID does not (it needs a secure context).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export const foodKeys = {
  all: ["food"] as const,
  search: (q: string) => ["food", "search", q] as const,
  // Her own log: under its own prefix, emptied with the rest of the cache when she signs out.
  day: (date: string) => ["food", "log", date] as const,
  log: () => ["food", "log"] as const,
  meals: () => ["food", "log", "meals"] as const,
};

const food = client.food;
export const foodApi = {
  analyze: (image: string) => call(food.analyze.$post({ json: { image } })),
  /** A meal described in words → USDA foods with her amounts (nothing is stored). */
  describe: (text: string) => call(food.words.$post({ json: { text } })),
  search: (q: string, signal?: AbortSignal) => call(food.search.$get({ query: { q } }, { init: { signal } })),
  /** Today's log on her calendar. */
  day: (date = todayLocal()) => call(food.logs.$get({ query: { tz: userTimeZone, date } })),
  /** Logs a whole plate in one request; a retry with the same key answers as the first time. */
  logPlate: (plate: FoodPlateCreate, idempotencyKey: string) =>
    call(food.logs.$post({ json: plate }, { headers: { "Idempotency-Key": idempotencyKey } })),
  update: (id: string, patch: FoodLogUpdate) => call(food.logs[":id"].$patch({ param: { id }, json: patch })),
  remove: (id: string) => call(food.logs[":id"].$delete({ param: { id } })),
  /** Her usual meals, learned from the photos she confirmed. */
  meals: () => call(food.meals.$get()),
  /** "Something else": the meal offered is not this photo (kept so Bloom learns). */
  somethingElse: (id: string, picture: string) =>
    call(food.meals[":id"]["something-else"].$post({ param: { id }, json: { picture } })),
  renameMeal: (id: string, name: string) => call(food.meals[":id"].$patch({ param: { id }, json: { name } })),
  forgetMeal: (id: string) => call(food.meals[":id"].$delete({ param: { id } })),
};

/** Today's log for a signed-in user (nothing is fetched for a visitor). */
export function useFoodDay(enabled: boolean) {
  const date = todayLocal();
  return useQuery({ queryKey: foodKeys.day(date), queryFn: () => foodApi.day(date), enabled });
}

/** Foods matching what she typed (already debounced by the caller); nothing for an empty box. */
export function useFoodSearch(q: string) {
  return useQuery({
    queryKey: foodKeys.search(q),
    queryFn: ({ signal }) => foodApi.search(q, signal),
    enabled: q !== "",
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** "2 eggs and a slice of toast" → foods she can adjust before logging them. */
export function useDescribeMeal() {
  return useMutation({ mutationFn: foodApi.describe });
}

export function useAnalyzeFood() {
  return useMutation({ mutationFn: foodApi.analyze });
}

/** Every change to her log refetches the day. */
function useLogMutation<A, R>(fn: (args: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: foodKeys.log() }) });
}

export const useLogPlate = () =>
  useLogMutation(({ plate, key }: { plate: FoodPlateCreate; key: string }) => foodApi.logPlate(plate, key));
export const useUpdateFoodEntry = () =>
  useLogMutation(({ id, patch }: { id: string; patch: FoodLogUpdate }) => foodApi.update(id, patch));
export const useRemoveFoodEntry = () => useLogMutation((id: string) => foodApi.remove(id));

/** Her usual meals (signed in only). */
export function useUsualMeals(enabled: boolean) {
  return useQuery({ queryKey: foodKeys.meals(), queryFn: foodApi.meals, enabled });
}
export const useSomethingElse = () =>
  useMutation({
    mutationFn: ({ id, picture }: { id: string; picture: string }) => foodApi.somethingElse(id, picture),
  });
export const useRenameMeal = () =>
  useLogMutation(({ id, name }: { id: string; name: string }) => foodApi.renameMeal(id, name));
export const useForgetMeal = () => useLogMutation((id: string) => foodApi.forgetMeal(id));
