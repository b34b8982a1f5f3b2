import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findMealPlan, MEAL_PLANS } from "../../src/content/meal-plans";
import { findRecipe } from "../../src/content/recipes";
import { recipeNutrition } from "../../src/server/nutrition/recipes";
import type {
  AllRecipeNutrition,
  RecipeNutritionResponse,
  ShoppingListResponse,
} from "../../src/shared/recipes";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.signUp());
});
afterAll(() => t.close());

const OATS = "blueberry-walnut-overnight-oats";

describe("recipe nutrition", () => {
  it("gives the per-serving figures computed from the ingredients", async () => {
    const res = await t.request(`/api/recipes/${OATS}/nutrition`, { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as RecipeNutritionResponse;
    const recipe = findRecipe(OATS)!;
    const { fiberPartial, ...expected } = recipeNutrition(recipe);
    expect(body.servings).toBe(recipe.servings);
    expect(body.perServing).toEqual({ ...expected, fiberPartial });
    expect(body.ingredients[0]).toMatchObject({
      quantity: 1,
      unit: "cup",
      food: "rolled oats",
      line: "1 cup rolled oats",
    });
  });

  it("doubles the ingredients with twice the servings and keeps the per-serving figures", async () => {
    const recipe = findRecipe(OATS)!;
    const base = (await (
      await t.request(`/api/recipes/${OATS}/nutrition`, { cookie })
    ).json()) as RecipeNutritionResponse;
    const res = await t.request(`/api/recipes/${OATS}/nutrition?servings=${recipe.servings * 2}`, { cookie });
    expect(res.status).toBe(200);
    const doubled = (await res.json()) as RecipeNutritionResponse;
    expect(doubled.servings).toBe(recipe.servings * 2);
    expect(doubled.ingredients.map((i) => i.quantity)).toEqual(base.ingredients.map((i) => i.quantity * 2));
    expect(doubled.ingredients[0]!.line).toBe("2 cups rolled oats");
    expect(doubled.perServing.calories).toBeCloseTo(base.perServing.calories, 0);
    expect(doubled.perServing.protein).toBeCloseTo(base.perServing.protein, 1);
  });

  it("refuses servings outside 1-24 and unknown recipes", async () => {
    for (const bad of ["0", "25", "2.5", "-1", "lots"]) {
      const res = await t.request(`/api/recipes/${OATS}/nutrition?servings=${bad}`, { cookie });
      expect(res.status, bad).toBe(400);
    }
    const missing = await t.request("/api/recipes/moon-cheese/nutrition", { cookie });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe("Recipe not found");
  });

  it("lists every recipe's per-serving nutrition for the cards", async () => {
    const res = await t.request("/api/recipe-nutrition", { cookie });
    expect(res.status).toBe(200);
    const all = (await res.json()) as AllRecipeNutrition;
    expect(all[OATS]!.calories).toBe(recipeNutrition(findRecipe(OATS)!).calories);
    expect(Object.keys(all).length).toBeGreaterThanOrEqual(60);
    // Its address before it moved (a tab opened before an update) answers the same.
    const old = await t.request("/api/recipes/nutrition", { cookie });
    expect(old.status).toBe(200);
    expect(await old.json()).toEqual(all);
  });

  it("needs a signed-in user", async () => {
    expect((await t.request(`/api/recipes/${OATS}/nutrition`)).status).toBe(401);
    expect((await t.request("/api/recipe-nutrition")).status).toBe(401);
    expect((await t.request("/api/recipes/nutrition")).status).toBe(401);
    expect((await t.request("/api/meal-plans/vegan-mama-plan/shopping-list")).status).toBe(401);
  });
});

describe("meal plan shopping list", () => {
  it("sums a food used by two of the plan's recipes, by aisle", async () => {
    const plan = findMealPlan("toddler-family-table")!;
    const res = await t.request(`/api/meal-plans/${plan.slug}/shopping-list`, { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ShoppingListResponse;
    expect(body.aisles[0]!.aisle).toBe("produce");

    // Bananas: every recipe of the plan that uses them counts "medium" bananas, so they add up.
    const usingBanana = plan.recipes
      .map((s) => findRecipe(s)!)
      .flatMap((r) => r.ingredients.filter((i) => i.food === "banana").map((i) => ({ recipe: r.slug, i })));
    expect(new Set(usingBanana.map((u) => u.recipe)).size).toBeGreaterThanOrEqual(2);
    const banana = body.aisles.flatMap((a) => a.items).find((i) => i.food === "banana")!;
    expect(banana.recipes).toBe(new Set(usingBanana.map((u) => u.recipe)).size);
    expect(banana.unit).toBe("medium");
    expect(banana.count).toBeCloseTo(usingBanana.reduce((sum, u) => sum + u.i.quantity, 0));
    // ...and she buys whole bananas.
    expect(banana.buy?.text).toBe(`${Math.ceil(banana.count! - 0.05)} bananas`);
  });

  it("says what to buy of every food in shop units, with no fractions and no tap water", async () => {
    for (const plan of MEAL_PLANS) {
      const res = await t.request(`/api/meal-plans/${plan.slug}/shopping-list`, { cookie });
      const items = ((await res.json()) as ShoppingListResponse).aisles.flatMap((a) => a.items);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.buy, `${plan.slug}: ${item.food}`).toBeDefined();
        expect(Number.isInteger(item.buy!.quantity)).toBe(true);
        expect(item.food).not.toBe("water");
      }
      const stock = items.find((i) => i.food === "vegetable stock");
      if (stock) expect(stock.buy!.text).toMatch(/^\d+ cartons? \(1 l( each)?\)$/);
    }
  });

  it("answers 404 for an unknown plan", async () => {
    const res = await t.request("/api/meal-plans/moon-diet/shopping-list", { cookie });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe("Meal plan not found");
  });
});
