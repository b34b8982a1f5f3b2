import { describe, expect, it } from "vitest";
import { COMMON_FOODS, gramsOf, parseMeal, plainFoodName } from "../../../shared/food";
import { foodWithPortions } from "./labels";
import { matchWords, mealWordsItem } from "./meal-words";

const items = (text: string) => parseMeal(text).map(mealWordsItem);

describe("everyday food names", () => {
  it("every everyday food is a real USDA record with figures, and its usual portion exists", () => {
    for (const f of COMMON_FOODS) {
      const r = foodWithPortions(f.ndb);
      expect(r?.food.ndb, f.name).toBe(f.ndb);
      if (f.portion)
        expect(
          r!.portions.map((p) => p.label),
          f.name,
        ).toContain(f.portion);
    }
  });

  it("no two everyday foods claim the same words", () => {
    const words = COMMON_FOODS.flatMap((f) => f.words);
    expect(words.length).toBe(new Set(words).size);
  });
});

describe("meal words → USDA foods", () => {
  it("2 eggs and a slice of toast: two whole eggs and one slice of toast, with USDA figures", () => {
    const [eggs, toast] = items("2 eggs and a slice of toast");
    expect(eggs!.match!.ndb).toBe("01123"); // Egg, whole, raw, fresh — not the yolk a name search ranks first
    expect(eggs!.amount).toEqual({ quantity: 2, unit: "1 large" });
    expect(gramsOf(eggs!.amount!, eggs!.match!.portions)).toBe(100);
    expect(toast!.match!.ndb).toBe("18076");
    expect(toast!.amount).toEqual({ quantity: 1, unit: "1 slice" });
    expect(toast!.estimated).toBe(false);
  });

  it("150 g rice is cooked white rice, 150 g", () => {
    const [rice] = items("150 g rice");
    expect(plainFoodName(rice!.match!.ndb, rice!.match!.name)).toBe("Rice, white, cooked");
    expect(rice!.amount).toEqual({ quantity: 150, unit: "g" });
    expect(rice!.alternatives.length).toBeGreaterThan(0);
    expect(rice!.alternatives.map((a) => a.ndb)).not.toContain(rice!.match!.ndb);
  });

  it("pad thai with shrimp, one plate: no USDA food matches it all, so nothing is headlined, only what is closest", () => {
    const [dish] = items("pad thai with shrimp, one plate");
    expect(dish!.part).toMatchObject({ food: "pad thai with shrimp", quantity: 1, unit: "plate" });
    expect(dish!.match).toBeNull();
    expect(dish!.amount).toBeNull();
    expect(dish!.alternatives.map((a) => a.ndb)).toContain("15271"); // Shrimp, cooked
  });

  it("a food USDA names in its own words is found by a name search", () => {
    const { match } = matchWords("macaroni and cheese");
    expect(match?.name).toMatch(/Macaroni and cheese/i);
  });

  it("a plate of something is its serving, marked as an estimate", () => {
    const [mac] = items("mac and cheese, one plate");
    expect(mac!.match).not.toBeNull();
    expect(mac!.estimated).toBe(true);
  });

  it("coffee is a 6 fl oz cup, and the milk in it a little", () => {
    const [coffee, milk] = items("a coffee with milk");
    expect(coffee!.amount).toEqual({ quantity: 1, unit: "6 fl oz" });
    expect(milk!.match!.ndb).toBe("01077");
    expect(milk!.amount).toEqual({ quantity: 1, unit: "1 fl oz" });
  });

  it("plurals find the everyday food", () => {
    expect(matchWords("bagels").match?.ndb).toBe("18001");
    expect(matchWords("strawberries").match?.ndb).toBe("09316");
  });
});
