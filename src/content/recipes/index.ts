/**
 * The recipe catalogue (content as data). Nutrition is never typed in: it is computed from the
 * ingredients by src/server/nutrition/recipes.ts, server-side, because that reads the USDA data set.
 */
import { BEVERAGES } from "./beverages";
import { BREAKFAST } from "./breakfast";
import { DESSERTS } from "./desserts";
import { DINNER } from "./dinner";
import { LUNCH } from "./lunch";
import type { Recipe } from "./schema";
import { SMOOTHIES } from "./smoothies";
import { SNACKS } from "./snacks";
import { SOUPS } from "./soups";

export type { Ingredient, Recipe, RecipeCategory } from "./schema";

export const RECIPES: readonly Recipe[] = [
  ...BREAKFAST,
  ...LUNCH,
  ...DINNER,
  ...SNACKS,
  ...SMOOTHIES,
  ...SOUPS,
  ...BEVERAGES,
  ...DESSERTS,
];

/** A recipe by slug or id (they are the same; the dashboard links by id, the recipes page by slug). */
export function findRecipe(slugOrId: string): Recipe | undefined {
  return RECIPES.find((r) => r.slug === slugOrId || r.id === slugOrId);
}
