import { describe, expect, it } from "vitest";
import { defaultPortion, getFood, isExcludedFood, micronutrientsOf, nutrientsFor, searchFoods } from "./usda";

describe("USDA SR28 foods", () => {
  it("loads thousands of foods with names from FOOD_DES", () => {
    const banana = getFood("09040");
    expect(banana?.name).toBe("Bananas, raw");
    expect(banana?.per100g.kcal).toBe(89);
    expect(getFood("9040")?.ndb).toBe("09040");
    expect(getFood("99999")).toBeUndefined();
  });

  it("knows iron and folate (as DFE) per 100 g, and says when SR28 has none", () => {
    // Spinach, raw: 2.71 mg iron, 194 µg DFE (SR28).
    expect(micronutrientsOf("11457")).toEqual({ ironMg: 2.71, folateDfeUg: 194 });
    // Lemon juice from concentrate (Concord) has folate but no DFE figure in SR28.
    expect(micronutrientsOf("09523")).toEqual({ ironMg: 0.06, folateDfeUg: null });
  });

  it("one medium banana is about 105 kcal", () => {
    const banana = getFood("09040")!;
    const portion = defaultPortion(banana);
    expect(portion.label).toMatch(/^1 medium/);
    expect(portion.grams).toBe(118);
    expect(Math.abs(nutrientsFor(banana, portion.grams).kcal - 105)).toBeLessThanOrEqual(3);
  });

  it("one medium apple is about 95 kcal", () => {
    const apple = getFood("09003")!;
    expect(apple.name).toBe("Apples, raw, with skin");
    const portion = defaultPortion(apple);
    expect(portion).toEqual({ label: '1 medium (3" dia)', grams: 182 });
    expect(Math.abs(nutrientsFor(apple, portion.grams).kcal - 95)).toBeLessThanOrEqual(3);
  });

  it("one slice of cheese pizza matches the record's own per-slice figure", () => {
    // Fast Food, Pizza Chain, 14" pizza, cheese topping, regular crust: 266 kcal/100 g, 1 slice = 107 g,
    // which SR28 itself lists as 285 kcal per slice.
    const pizza = getFood("21299")!;
    const slice = pizza.portions.find((p) => p.label === "1 slice")!;
    expect(slice.grams).toBe(107);
    const n = nutrientsFor(pizza, slice.grams);
    expect(Math.abs(n.kcal - 285)).toBeLessThanOrEqual(1);
    expect(n.protein).toBeCloseTo(11.39 * 1.07, 5);
  });

  it("search 'banana' returns raw bananas first", () => {
    const results = searchFoods("banana", 10);
    expect(results[0]?.name).toBe("Bananas, raw");
    expect(results.length).toBe(10);
    expect(searchFoods("BANANA")[0]?.ndb).toBe("09040");
    expect(searchFoods("apple raw")[0]?.name).toMatch(/^Apples, raw/);
    expect(searchFoods("   ")).toEqual([]);
    expect(searchFoods("zzzzqqq")).toEqual([]);
  });

  it("missing fiber and sugar are null, not 0", () => {
    // Lemon juice from concentrate, bottled, Concord: SR28 has no fiber value for it.
    const lemon = getFood("09523")!;
    expect(lemon.per100g.fiber).toBeNull();
    expect(lemon.per100g.sugar).toBe(1.42);
    expect(nutrientsFor(lemon, 50).fiber).toBeNull();
    // A genuine 0 stays 0: butter has 0 g fiber recorded.
    expect(getFood("01001")!.per100g.fiber).toBe(0);
    expect(isExcludedFood("09523")).toBe(false);
  });

  it("scales nutrients linearly and falls back to 100 g when a food has no portions", () => {
    const banana = getFood("09040")!;
    expect(nutrientsFor(banana, 200).kcal).toBeCloseTo(178, 5);
    expect(nutrientsFor(banana, 0).kcal).toBe(0);
    expect(() => nutrientsFor(banana, -1)).toThrow();
    expect(defaultPortion({ ...banana, portions: [] })).toEqual({ label: "100 g", grams: 100 });
  });
});
