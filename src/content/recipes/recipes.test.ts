import { describe, expect, it } from "vitest";
import { getFood } from "../../server/nutrition/usda";
import { STAGE_VALUES, toContentStage } from "../../shared/journeys";
import { PANTRY } from "./foods";
import { findRecipe, RECIPES } from "./index";
import { ingredientGrams, recipeNutrition, scaleIngredients } from "./nutrition";
import {
  CONTENT_STAGES,
  dietaryFromContains,
  FORBIDDEN_PATTERNS,
  ingredientLine,
  RECIPE_CATEGORIES,
  RECIPE_JOURNEYS,
  type Recipe,
  recipeContains,
  recipeSchema,
  slugify,
} from "./schema";

const byCategory = (c: string) => RECIPES.filter((r) => r.category === c);

describe("recipe catalogue", () => {
  it("every recipe passes the schema", () => {
    for (const r of RECIPES) {
      const result = recipeSchema.safeParse(r);
      expect(result.success, `${r.slug}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });

  it("has enough recipes across categories, journeys and diets", () => {
    expect(RECIPES.length).toBeGreaterThanOrEqual(60);
    expect(byCategory("Breakfast").length).toBeGreaterThanOrEqual(10);
    expect(byCategory("Lunch").length).toBeGreaterThanOrEqual(10);
    expect(byCategory("Dinner").length).toBeGreaterThanOrEqual(10);
    expect(byCategory("Snacks").length).toBeGreaterThanOrEqual(8);
    for (const c of RECIPE_CATEGORIES) expect(byCategory(c).length, c).toBeGreaterThanOrEqual(3);
    for (const j of RECIPE_JOURNEYS) {
      expect(RECIPES.filter((r) => r.journeys.includes(j)).length, j).toBeGreaterThanOrEqual(10);
    }
    expect(RECIPES.filter((r) => r.dietary.vegan).length).toBeGreaterThanOrEqual(8);
    expect(RECIPES.filter((r) => r.dietary.vegetarian).length).toBeGreaterThanOrEqual(10);
    // Every stage has at least one recipe.
    for (const s of CONTENT_STAGES)
      expect(
        RECIPES.some((r) => r.stages.includes(s)),
        s,
      ).toBe(true);
  });

  it("slugs and ids are unique, and slugs follow the title", () => {
    expect(new Set(RECIPES.map((r) => r.slug)).size).toBe(RECIPES.length);
    expect(new Set(RECIPES.map((r) => r.id)).size).toBe(RECIPES.length);
    for (const r of RECIPES) expect(r.slug).toBe(slugify(r.title));
    expect(slugify("Mom's  Quick & Easy Oats!")).toBe("mom-s-quick-easy-oats");
    expect(findRecipe("banana-oat-pancakes")?.title).toBe("Banana Oat Pancakes");
  });

  it("catalogue stages are the journey picker's stages in hyphen spelling", () => {
    expect([...CONTENT_STAGES]).toEqual(STAGE_VALUES.map(toContentStage));
  });

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

  it("dietary flags agree with what the ingredients contain", () => {
    for (const r of RECIPES) expect(r.dietary, r.slug).toEqual(dietaryFromContains(recipeContains(r)));
    const wrong = structuredClone(
      RECIPES.find((r) => r.ingredients.some((i) => i.contains.includes("dairy")))!,
    );
    wrong.dietary.dairyFree = true;
    expect(recipeSchema.safeParse(wrong).success).toBe(false);
  });

  it("contains no forbidden pregnancy items", () => {
    const forbiddenUsda =
      /alcoholic|wine|beer|swordfish|shark|mackerel, king|tilefish|marlin|roughy|liver|raw milk/i;
    for (const r of RECIPES) {
      const text = [
        r.title,
        r.description,
        r.notes,
        ...r.instructions,
        ...r.ingredients.map((i) => i.food),
      ].join("\n");
      for (const p of FORBIDDEN_PATTERNS) expect(p.test(text), `${r.slug} matches ${p}`).toBe(false);
      for (const i of r.ingredients) expect(getFood(i.ndb)!.name, r.slug).not.toMatch(forbiddenUsda);
    }
    const base = RECIPES[0]!;
    const brie: Recipe = {
      ...base,
      ingredients: [...base.ingredients, { ...base.ingredients[0]!, food: "brie" }],
    };
    expect(recipeSchema.safeParse(brie).success).toBe(false);
    const wine: Recipe = { ...base, notes: "Deglaze the pan with a splash of white wine." };
    expect(recipeSchema.safeParse(wine).success).toBe(false);
  });

  it("recipes with eggs, meat or fish cook them and say how to tell", () => {
    const eggs = RECIPES.find((r) => r.slug === "spinach-and-feta-scrambled-eggs")!;
    const uncooked: Recipe = { ...eggs, instructions: ["Whisk the eggs.", "Pour into the pan and serve."] };
    expect(recipeSchema.safeParse(uncooked).success).toBe(false);
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

  it("formats ingredient lines for display", () => {
    const oats = findRecipe("blueberry-walnut-overnight-oats")!;
    expect(ingredientLine(oats.ingredients[0]!)).toBe("1 cup rolled oats");
    expect(ingredientLine({ quantity: 0.5, unit: "tsp", food: "ground cinnamon" })).toBe(
      "½ tsp ground cinnamon",
    );
    expect(ingredientLine({ quantity: 2, unit: "cup", food: "milk", note: "warm" })).toBe(
      "2 cups milk, warm",
    );
  });
});
