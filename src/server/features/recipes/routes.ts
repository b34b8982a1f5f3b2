/**
 * Recipe nutrition and meal-plan shopping lists, computed from the catalogue's ingredients through
 * the USDA data (server-only: the data set never reaches the browser).
 *
 * Mounted at the API root because it serves two resources, /recipes/... and /meal-plans/...;
 * both need a signed-in user.
 */
import { Hono } from "hono";
import { findMealPlan } from "../../../content/meal-plans";
import { findRecipe, RECIPES } from "../../../content/recipes";
import { ingredientLine, type Recipe } from "../../../content/recipes/schema";
import {
  type AllRecipeNutrition,
  isValidServings,
  MAX_SERVINGS,
  MIN_SERVINGS,
  type NutritionPerServing,
  type RecipeNutritionResponse,
  type ShoppingAisle,
  type ShoppingListResponse,
} from "../../../shared/recipes";
import type { AppEnv } from "../../http/context";
import { badRequest, notFound } from "../../http/errors";
import { requireUser } from "../../http/require-user";
import { ingredientGrams, recipeNutrition, scaleIngredients } from "../../nutrition/recipes";
import { sumShoppingList } from "./shopping-list";

function perServing(recipe: Recipe, servings = recipe.servings): NutritionPerServing {
  const { calories, protein, carbs, fat, fiber, fiberPartial } = recipeNutrition(recipe, servings);
  return { calories, protein, carbs, fat, fiber, fiberPartial };
}

// The catalogue is static, so its figures are computed once, on first use, and kept.
let allNutrition: AllRecipeNutrition | undefined;
function allRecipeNutrition(): AllRecipeNutrition {
  allNutrition ??= Object.fromEntries(RECIPES.map((r) => [r.slug, perServing(r)]));
  return allNutrition;
}

const shoppingLists = new Map<string, ShoppingAisle[]>();
function shoppingListFor(slug: string, recipes: readonly string[]): ShoppingAisle[] {
  let list = shoppingLists.get(slug);
  if (!list) {
    const lines = recipes.flatMap((s) => {
      const recipe = findRecipe(s);
      if (!recipe) throw new Error(`Meal plan ${slug} lists unknown recipe ${s}`);
      return recipe.ingredients.map((ingredient) => ({ ...ingredient, recipe: recipe.slug, ingredient }));
    });
    list = sumShoppingList(lines, (line) => ingredientGrams(line.ingredient));
    shoppingLists.set(slug, list);
  }
  return list;
}

function servingsParam(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!isValidServings(n))
    throw badRequest(`servings must be a whole number from ${MIN_SERVINGS} to ${MAX_SERVINGS}.`);
  return n;
}

export const recipeRoutes = new Hono<AppEnv>()
  .use("/recipes/*", requireUser)
  .use("/meal-plans/*", requireUser)
  .get("/recipe-nutrition", requireUser, (c) => c.json(allRecipeNutrition()))
  .get("/recipes/:slug/nutrition", (c) => {
    const recipe = findRecipe(c.req.param("slug"));
    if (!recipe) throw notFound("Recipe not found");
    const servings = servingsParam(c.req.query("servings"), recipe.servings);
    const body: RecipeNutritionResponse = {
      slug: recipe.slug,
      servings,
      perServing: perServing(recipe, servings),
      ingredients: scaleIngredients(recipe, servings).map((ing) => ({
        quantity: ing.quantity,
        unit: ing.unit,
        food: ing.food,
        ...(ing.note ? { note: ing.note } : {}),
        line: ingredientLine(ing),
      })),
    };
    return c.json(body);
  })
  .get("/meal-plans/:slug/shopping-list", (c) => {
    const plan = findMealPlan(c.req.param("slug"));
    if (!plan) throw notFound("Meal plan not found");
    const body: ShoppingListResponse = { slug: plan.slug, aisles: shoppingListFor(plan.slug, plan.recipes) };
    return c.json(body);
  });
