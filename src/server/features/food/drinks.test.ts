import { describe, expect, it } from "vitest";
import { DRINKS, findDrink } from "../../../content/drinks";
import { recipeNutrition } from "../../nutrition/recipes";
import { getFood } from "../../nutrition/usda";
import {
  drinkBySlug,
  drinkFood,
  drinkGrams,
  drinkNutrientsFor,
  drinkNutrition,
  searchDrinks,
} from "./drinks";

describe("drinks made from USDA foods", () => {
  it("matches a hand calculation from the USDA records for a 12 fl oz whole-milk latte", () => {
    // USDA SR28 per 100 g and household weights:
    //   Coffee, brewed, espresso, restaurant-prepared (14210): 9 kcal, protein 0.12 g, fat 0.18 g,
    //     carbohydrate 1.67 g; 1 fl oz = 29.6 g -> 2 fl oz = 59.2 g
    //     -> 5.328 kcal, 0.07104 g protein, 0.10656 g fat, 0.98864 g carbohydrate
    //   Milk, whole, 3.25% milkfat (01077): 61 kcal, protein 3.15 g, fat 3.25 g, carbohydrate 4.80 g;
    //     1 fl oz = 30.5 g -> 10 fl oz = 305 g
    //     -> 186.05 kcal, 9.6075 g protein, 9.9125 g fat, 14.64 g carbohydrate
    //   one cup: 364.2 g, 191.378 kcal -> 191; protein 9.67854 -> 9.7; fat 10.01906 -> 10.0;
    //   carbohydrate 15.62864 -> 15.6
    const espresso = getFood("14210")!;
    const milk = getFood("01077")!;
    expect(espresso.per100g).toMatchObject({ kcal: 9, protein: 0.12, fat: 0.18, carbs: 1.67 });
    expect(espresso.portions).toContainEqual({ label: "1 fl oz", grams: 29.6 });
    expect(milk.per100g).toMatchObject({ kcal: 61, protein: 3.15, fat: 3.25, carbs: 4.8 });
    expect(milk.portions).toContainEqual({ label: "1 fl oz", grams: 30.5 });

    const latte = findDrink("latte-whole-milk")!;
    expect(latte.ingredients.map((i) => [i.quantity, i.unit, i.ndb])).toEqual([
      [2, "fl oz", "14210"],
      [10, "fl oz", "01077"],
    ]);
    const hand = {
      kcal: (9 * 59.2) / 100 + (61 * 305) / 100,
      protein: (0.12 * 59.2) / 100 + (3.15 * 305) / 100,
      fat: (0.18 * 59.2) / 100 + (3.25 * 305) / 100,
      carbs: (1.67 * 59.2) / 100 + (4.8 * 305) / 100,
    };
    expect(hand.kcal).toBeCloseTo(191.378, 6);
    expect(drinkGrams(latte)).toBeCloseTo(364.2, 6);
    const n = drinkNutrition(latte);
    expect(n).toMatchObject({ calories: 191, protein: 9.7, carbs: 15.6, fat: 10 });
    expect(n.calories).toBe(Math.round(hand.kcal));
    expect(n.protein).toBe(Math.round(hand.protein * 10) / 10);
    expect(n.fat).toBe(Math.round(hand.fat * 10) / 10);
    expect(n.carbs).toBe(Math.round(hand.carbs * 10) / 10);

    // The search's food: the defined cup first, and its figures are the recipe figures exactly.
    const food = drinkFood(latte);
    expect(food.portions[0]).toEqual({ label: "12 fl oz cup", grams: 364.2 });
    const cup = drinkNutrientsFor(food, food.portions[0]!.grams);
    expect(cup.kcal).toBeCloseTo(191, 9);
    expect(cup.protein).toBeCloseTo(9.7, 9);
    // A 16 fl oz cup is the same mix scaled to the cup.
    const large = food.portions.find((p) => p.label === "16 fl oz cup")!;
    expect(large.grams).toBeCloseTo((364.2 * 16) / 12, 1);
    expect(drinkNutrientsFor(food, large.grams).kcal).toBeCloseTo((191 * 16) / 12, 0);
    // The note names the USDA records, so the figure can be traced.
    expect(food.note).toMatch(/14210/);
    expect(food.note).toMatch(/01077/);
    expect(food.ingredients.map((i) => i.ndb)).toEqual(["14210", "01077"]);
  });

  it("every drink is a one-serving recipe of USDA foods, each named in its note", () => {
    const slugs = new Set<string>();
    for (const d of DRINKS) {
      expect(slugs.has(d.slug), d.slug).toBe(false);
      slugs.add(d.slug);
      expect(d.slug, d.slug).toMatch(/^[a-z0-9-]{1,80}$/);
      for (const i of d.ingredients) {
        expect(getFood(i.ndb), `${d.slug}: ${i.food}`).toBeDefined();
        expect(d.note, `${d.slug} names USDA ${i.ndb}`).toContain(`USDA ${i.ndb}`);
      }
      expect(d.note, d.slug).toContain(`${d.size.flOz} fl oz`);
      const n = drinkNutrition(d);
      expect(n, d.slug).toEqual(recipeNutrition({ ingredients: d.ingredients, servings: 1 }));
      expect(n.calories, d.slug).toBeLessThan(400);
      // Energy from macros (4/4/9) near the USDA energy, for drinks with energy to speak of.
      if (n.calories > 50) {
        const fromMacros = 4 * n.protein + 4 * n.carbs + 9 * n.fat;
        expect(Math.abs(fromMacros - n.calories) / n.calories, d.slug).toBeLessThan(0.15);
      }
      expect(drinkBySlug(d.slug)?.name).toBe(d.name);
    }
    expect(drinkBySlug("not-a-drink")).toBeUndefined();
  });

  it("is found by the names people use, as she types", () => {
    const slugs = (q: string) => searchDrinks(q).map((d) => d.slug);
    expect(slugs("latte")).toEqual(["latte-whole-milk", "latte-2-percent-milk", "chai-latte-2-percent-milk"]);
    expect(slugs("Lat")[0]).toBe("latte-whole-milk");
    expect(slugs("cappuccino")).toEqual(["cappuccino-whole-milk", "cappuccino-2-percent-milk"]);
    expect(slugs("flat white")).toEqual(["flat-white-whole-milk"]);
    expect(slugs("americano")).toEqual(["americano"]);
    expect(slugs("mocha")).toEqual(["mocha-whole-milk"]);
    expect(slugs("chai")).toEqual(["chai-latte-2-percent-milk"]);
    expect(slugs("banana")).toEqual([]);
    expect(slugs("  ")).toEqual([]);
  });
});
