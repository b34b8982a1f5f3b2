import { describe, expect, it } from "vitest";
import { findRecipe, RECIPES } from "../../content/recipes";
import { PANTRY } from "../../content/recipes/foods";
import { ingredientLine } from "../../content/recipes/schema";
import { ingredientGrams, recipeNutrition, scaleIngredients } from "./recipes";
import { getFood } from "./usda";

/** The catalogue checked against USDA SR28: every ingredient resolves, converts and adds up. */
describe("recipe nutrition", () => {
  it("every ndb resolves in USDA SR28, pantry included", () => {
    for (const [key, food] of Object.entries(PANTRY)) expect(getFood(food.ndb), key).toBeDefined();
    for (const r of RECIPES) {
      for (const i of r.ingredients) expect(getFood(i.ndb), `${r.slug}: ${i.food}`).toBeDefined();
    }
  });

  it("every ingredient converts to grams", () => {
    for (const r of RECIPES) {
      for (const i of r.ingredients) {
        const grams = ingredientGrams(i);
        expect(grams, `${r.slug}: ${ingredientLine(i)}`).toBeGreaterThan(0);
        expect(grams, `${r.slug}: ${ingredientLine(i)}`).toBeLessThan(3000);
      }
    }
  });

  it("uses no USDA food that is a forbidden pregnancy item", () => {
    const forbiddenUsda =
      /alcoholic|wine|beer|swordfish|shark|mackerel, king|tilefish|marlin|roughy|liver|raw milk/i;
    for (const r of RECIPES) {
      for (const i of r.ingredients) expect(getFood(i.ndb)!.name, r.slug).not.toMatch(forbiddenUsda);
    }
  });

  it("computed calories per serving are plausible", () => {
    for (const r of RECIPES) {
      const n = recipeNutrition(r);
      expect(n.calories, r.slug).toBeGreaterThanOrEqual(50);
      expect(n.calories, r.slug).toBeLessThanOrEqual(1200);
      // Energy from macros (4/4/9) should be near the USDA energy value.
      const fromMacros = 4 * n.protein + 4 * n.carbs + 9 * n.fat;
      expect(Math.abs(fromMacros - n.calories) / n.calories, r.slug).toBeLessThan(0.15);
    }
  });

  it("matches a hand calculation for Peanut Butter Banana Toast", () => {
    // USDA SR28 per 100 g and household weights:
    //   Bread, whole-wheat (18075): 252 kcal; 1 slice = 32 g   -> 2 slices = 64 g   -> 161.28 kcal
    //   Peanut butter, smooth (16098): 598 kcal; 2 tbsp = 32 g -> 2 tbsp = 32 g     -> 191.36 kcal
    //   Bananas, raw (09040): 89 kcal; 1 medium = 118 g                              -> 105.02 kcal
    //   Cinnamon, ground (02010): 247 kcal; 1 tsp = 2.6 g      -> 1/4 tsp = 0.65 g  ->   1.6055 kcal
    //   total for 1 serving = 459.2655 kcal -> 459
    expect(getFood("18075")!.per100g.kcal).toBe(252);
    expect(getFood("16098")!.per100g.kcal).toBe(598);
    expect(getFood("09040")!.per100g.kcal).toBe(89);
    expect(getFood("02010")!.per100g.kcal).toBe(247);
    const toast = findRecipe("peanut-butter-banana-toast")!;
    expect(toast.servings).toBe(1);
    const hand = (252 * 64) / 100 + (598 * 32) / 100 + (89 * 118) / 100 + (247 * 0.65) / 100;
    expect(hand).toBeCloseTo(459.2655, 4);
    expect(recipeNutrition(toast).calories).toBe(Math.round(hand));
    // Protein the same way, from the records' own per-100 g values (banana: 1.09 g).
    const p = getFood("18075")!.per100g.protein * 0.64 + getFood("16098")!.per100g.protein * 0.32;
    const handProtein = p + 1.09 * 1.18 + getFood("02010")!.per100g.protein * 0.0065;
    expect(recipeNutrition(toast).protein).toBe(Math.round(handProtein * 10) / 10);
  });

  it("doubling servings doubles quantities and keeps per-serving nutrition", () => {
    for (const r of RECIPES) {
      const doubled = scaleIngredients(r, r.servings * 2);
      doubled.forEach((ing, k) => {
        expect(ing.quantity).toBeCloseTo(r.ingredients[k]!.quantity * 2, 10);
        expect(ing.ndb).toBe(r.ingredients[k]!.ndb);
      });
      expect(recipeNutrition(r, r.servings * 2)).toEqual(recipeNutrition(r));
    }
    const oats = findRecipe("blueberry-walnut-overnight-oats")!;
    expect(scaleIngredients(oats, 4)[0]!.quantity).toBe(2);
    expect(() => scaleIngredients(oats, 0)).toThrow();
  });
});
