import { describe, expect, it } from "vitest";
import { BREAKFAST } from "./breakfast";
import { recipeSchema } from "./checks";
import { findRecipe, RECIPES } from "./index";
import {
  CONTENT_STAGES,
  dietaryFromContains,
  FORBIDDEN_PATTERNS,
  ingredientLine,
  RECIPE_CATEGORIES,
  RECIPE_JOURNEYS,
  type Recipe,
  recipeContains,
  restNote,
  slugify,
  statedRestMinutes,
  totalMinutes,
} from "./schema";

const byCategory = (c: string) => RECIPES.filter((r) => r.category === c);

describe("recipe catalogue", () => {
  it("every recipe passes the schema", () => {
    for (const r of RECIPES) {
      const result = recipeSchema.safeParse(r);
      expect(result.success, `${r.slug}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });

  it("keeps every breakfast in breakfast.ts (the dashboard's ideas read that file alone)", () => {
    expect(RECIPES.filter((r) => r.category === "Breakfast")).toEqual(BREAKFAST);
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
    for (const r of RECIPES) expect(findRecipe(r.slug)).toBe(r);
    expect(findRecipe("no-such-dish")).toBeUndefined();
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
    for (const r of RECIPES) {
      const text = [
        r.title,
        r.description,
        r.notes,
        ...r.instructions,
        ...r.ingredients.map((i) => i.food),
      ].join("\n");
      for (const p of FORBIDDEN_PATTERNS) expect(p.test(text), `${r.slug} matches ${p}`).toBe(false);
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

  it("counts every wait the method states in the total time", () => {
    for (const r of RECIPES) {
      expect(r.rest?.minutes ?? 0, r.slug).toBeGreaterThanOrEqual(statedRestMinutes(r.instructions));
      expect(totalMinutes(r)).toBe(r.prepMinutes + r.cookMinutes + (r.rest?.minutes ?? 0));
    }
    const oats = findRecipe("blueberry-walnut-overnight-oats")!;
    expect(totalMinutes(oats)).toBe(365);
    expect(restNote(oats, (m) => `${m / 60} hr`)).toBe("6 hr in the fridge");
    expect(
      statedRestMinutes(["Cover and chill for at least 4 hours or overnight.", "Chill for 20 minutes."]),
    ).toBe(260);
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
