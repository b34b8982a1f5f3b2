/**
 * Per-serving nutrition computed from a recipe's ingredients through the USDA SR28 data and unit
 * conversion. Server-only: it reads the USDA data set (the catalogue itself stays plain data).
 */
import type { Ingredient, Recipe } from "../../content/recipes/schema";
import { toGrams } from "../../shared/nutrition/units";
import type { NutritionPerServing } from "../../shared/recipes";
import { getFood, micronutrientsOf, nutrientsFor } from "./usda";

/** Grams of an ingredient, through its USDA record's household portions. */
export function ingredientGrams(ing: Ingredient): number {
  const food = getFood(ing.ndb);
  if (!food) throw new Error(`Unknown USDA food ${ing.ndb} (${ing.food})`);
  return toGrams(ing.quantity, ing.unit, food.portions, ing.densityGPerMl);
}

/** The ingredients for `servings` servings (quantities scaled exactly; round for display only). */
export function scaleIngredients(
  recipe: Pick<Recipe, "ingredients" | "servings">,
  servings: number,
): Ingredient[] {
  if (!(servings > 0)) throw new RangeError("servings must be positive");
  const factor = servings / recipe.servings;
  return recipe.ingredients.map((ing) => ({ ...ing, quantity: ing.quantity * factor }));
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Nutrition per serving: whole kcal, grams to one decimal. With `servings`, the recipe is first
 * scaled to that many servings (per-serving figures stay the same).
 */
export function recipeNutrition(
  recipe: Pick<Recipe, "ingredients" | "servings">,
  servings: number = recipe.servings,
): NutritionPerServing {
  const ingredients = scaleIngredients(recipe, servings);
  let calories = 0;
  let protein = 0;
  let carbs = 0;
  let fat = 0;
  let fiber = 0;
  let fiberPartial = false;
  for (const ing of ingredients) {
    const food = getFood(ing.ndb);
    if (!food) throw new Error(`Unknown USDA food ${ing.ndb} (${ing.food})`);
    const n = nutrientsFor(food, toGrams(ing.quantity, ing.unit, food.portions, ing.densityGPerMl));
    calories += n.kcal;
    protein += n.protein;
    carbs += n.carbs;
    fat += n.fat;
    if (n.fiber === null) fiberPartial = true;
    else fiber += n.fiber;
  }
  return {
    calories: Math.round(calories / servings),
    protein: round1(protein / servings),
    carbs: round1(carbs / servings),
    fat: round1(fat / servings),
    fiber: round1(fiber / servings),
    fiberPartial,
  };
}

export interface RecipeMicronutrients {
  /** mg of iron per serving. */
  ironMg: number;
  /** µg of folate per serving, as dietary folate equivalents (folic acid counts 1.7 times). */
  folateDfeUg: number;
  /** True when some ingredient has no USDA value for one of them: the figure counts only the known ones. */
  partial: boolean;
}

/** Iron and folate per serving, from the ingredients' USDA values. */
export function recipeMicronutrients(recipe: Pick<Recipe, "ingredients" | "servings">): RecipeMicronutrients {
  let ironMg = 0;
  let folateDfeUg = 0;
  let partial = false;
  for (const ing of recipe.ingredients) {
    const grams = ingredientGrams(ing);
    const micros = micronutrientsOf(ing.ndb);
    if (micros?.ironMg == null || micros.folateDfeUg == null) partial = true;
    ironMg += ((micros?.ironMg ?? 0) * grams) / 100;
    folateDfeUg += ((micros?.folateDfeUg ?? 0) * grams) / 100;
  }
  return {
    ironMg: round1(ironMg / recipe.servings),
    folateDfeUg: Math.round(folateDfeUg / recipe.servings),
    partial,
  };
}
