import { describe, expect, it } from "vitest";
import type { FoodAnalysis } from "../../../shared/food";
import { figuresOf, itemForFood, plateFromAnalysis, plateTotals, servingOf, usdaFood } from "./plate";

const banana = usdaFood({
  ndb: "09040",
  name: "Bananas, raw",
  per100g: { kcal: 89, protein: 1.09, carbs: 22.84, fat: 0.33, fiber: 2.6, sugar: 12.23 },
  portions: [
    { label: '1 medium (7" to 7-7/8" long)', grams: 118 },
    { label: '1 large (8" to 8-7/8" long)', grams: 136 },
  ],
});

describe("plate maths", () => {
  it("works out an item's figures per gram from its USDA values", () => {
    const item = itemForFood(banana);
    expect(item.amount).toBe(118);
    expect(figuresOf(item)).toEqual({ calories: 105, protein: 1.3, carbs: 27, fat: 0.4 });
    expect(figuresOf({ ...item, amount: 200, portionLabel: null })?.calories).toBe(178);
    expect(servingOf(item)).toBe('1 medium (7" to 7-7/8" long) (118 g)');
    expect(servingOf({ ...item, amount: 200, portionLabel: null })).toBe("200 g");
  });

  it("sums the items whose figures are known", () => {
    const a = itemForFood(banana);
    const b = { ...itemForFood(banana), amount: 136 };
    const unknown = { ...a, id: "x", food: null };
    const recipe = itemForFood({ kind: "recipe", slug: "soup", name: "Soup", caloriesPerServing: 250 });
    const t = plateTotals([a, b, unknown, { ...recipe, amount: 2 }]);
    expect(t.known).toBe(3);
    expect(t.calories).toBe(105 + 121 + 500);
  });

  it("starts from the analysis' items, or one item without figures when nothing matched", () => {
    const none: FoodAnalysis = {
      status: "sure",
      detectedFood: "teapot",
      confidence: 0.4,
      nutritionalInfo: null,
      message: "x",
      items: [],
      candidates: [],
      recognizer: "detector",
      elapsedMs: 1,
    };
    const [only] = plateFromAnalysis(none);
    expect(only?.food).toBeNull();
    expect(only?.detectedLabel).toBe("teapot");
    expect(figuresOf(only!)).toBeNull();
  });

  it("puts nothing on the plate while the recogniser is unsure", () => {
    const unsure: FoodAnalysis = {
      status: "unsure",
      detectedFood: null,
      confidence: 0.56,
      nutritionalInfo: null,
      message: "Not sure — is it one of these?",
      items: [],
      candidates: [{ label: "cake", confidence: 0.56, ndb: "18141", name: "Cake", food: null }],
      recognizer: "detector",
      elapsedMs: 1,
    };
    expect(plateFromAnalysis(unsure)).toEqual([]);
  });
});
