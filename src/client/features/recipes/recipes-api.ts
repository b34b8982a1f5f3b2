/** The recipe screens' server calls: computed nutrition and shopping lists (favourites: features/favorites). */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call, withQuery } from "../../lib/api";
import { client } from "../../lib/client";

export const recipeKeys = {
  allNutrition: () => ["recipes", "nutrition"] as const,
  nutrition: (slug: string, servings: number) => ["recipes", slug, "nutrition", servings] as const,
  shoppingList: (slug: string) => ["meal-plans", slug, "shopping-list"] as const,
};

export const fetchAllRecipeNutrition = () => call(client["recipe-nutrition"].$get());
export const fetchRecipeNutrition = (slug: string, servings: number) =>
  call(
    client.recipes[":slug"].nutrition.$get(withQuery({ param: { slug } }, { servings: String(servings) })),
  );
export const fetchShoppingList = (slug: string) =>
  call(client["meal-plans"][":slug"]["shopping-list"].$get({ param: { slug } }));

/** Per-serving nutrition of every recipe (for the cards); the catalogue is static, so keep it long. */
export const allRecipeNutritionQuery = () =>
  queryOptions({
    queryKey: recipeKeys.allNutrition(),
    queryFn: fetchAllRecipeNutrition,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAllRecipeNutrition() {
  return useQuery(allRecipeNutritionQuery());
}

/** One recipe's per-serving nutrition and its ingredients scaled to `servings`. */
export function useRecipeNutrition(slug: string, servings: number) {
  return useQuery({
    queryKey: recipeKeys.nutrition(slug, servings),
    queryFn: () => fetchRecipeNutrition(slug, servings),
    staleTime: Number.POSITIVE_INFINITY,
    // Keep the last figures on screen while the new servings load, so nothing jumps.
    placeholderData: keepPreviousData,
  });
}

export function useShoppingList(slug: string) {
  return useQuery({
    queryKey: recipeKeys.shoppingList(slug),
    queryFn: () => fetchShoppingList(slug),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
