import { describe, expect, it } from "vitest";
import { MEAL_PLANS } from "../content/meal-plans";
import { findRecipe, RECIPES } from "../content/recipes";
import { PANTRY, type PantryKey } from "../content/recipes/foods";
import { isCountUnit, normalizeUnit } from "./nutrition/units";
import { PURCHASE_UNITS, purchaseFor, purchaseText, unitsToBuy } from "./shopping-units";

const ndb = (key: PantryKey) => PANTRY[key].ndb;

describe("what to buy", () => {
  it("rounds whole items up: 2.5 avocados in the recipes is 3 avocados", () => {
    expect(purchaseFor(ndb("avocado"), { count: 2.5, unit: "whole" })?.text).toBe("3 avocados");
    expect(purchaseFor(ndb("avocado"), { count: 1, unit: "whole" })?.text).toBe("1 avocado");
    expect(purchaseFor(ndb("banana"), { count: 0.5, unit: "medium" })?.text).toBe("1 banana");
  });

  it("buys stock by the carton, not by the kilogram", () => {
    expect(purchaseFor(ndb("vegBroth"), { grams: 2000 })?.text).toBe("2 cartons (1 l each)");
    expect(purchaseFor(ndb("vegBroth"), { grams: 885 })?.text).toBe("1 carton (1 l)");
    expect(purchaseFor(ndb("vegBroth"), { grams: 4900 })).toMatchObject({ quantity: 5, unit: "cartons" });
  });

  it("buys beans and tomatoes by the can, drained weight for beans", () => {
    expect(purchaseFor(ndb("chickpeas"), { grams: 610 })?.text).toBe("3 cans (400 g each)");
    expect(purchaseFor(ndb("cannedTomatoes"), { grams: 1200 })?.text).toBe("3 cans (400 g each)");
  });

  it("buys herbs by the bunch, eggs by the box and garlic by the bulb", () => {
    expect(purchaseFor(ndb("parsley"), { grams: 46 })?.text).toBe("1 bunch (about 50 g)");
    expect(purchaseFor(ndb("egg"), { count: 9, unit: "large" })?.text).toBe("2 boxes (6 eggs each)");
    expect(purchaseFor(ndb("garlic"), { count: 22, unit: "clove" })?.text).toBe(
      "3 bulbs (about 10 cloves each)",
    );
    expect(purchaseFor(ndb("wwBread"), { count: 7, unit: "slice" })?.text).toBe("1 loaf (about 20 slices)");
  });

  it("allows 5 % over a unit for the rounding of gram estimates", () => {
    expect(unitsToBuy(245, 240)).toBe(1);
    expect(unitsToBuy(260, 240)).toBe(2);
    expect(unitsToBuy(480, 240)).toBe(2);
    expect(unitsToBuy(1, 1000)).toBe(1);
    expect(unitsToBuy(0, 240)).toBe(0);
  });

  it("buys nothing for tap water, and leaves a food it does not know to the amount used", () => {
    expect(purchaseFor(ndb("water"), { grams: 295 })).toBeNull();
    expect(purchaseFor("99999", { grams: 100 })).toBeNull();
  });

  it("writes one unit without 'each'", () => {
    expect(purchaseText(1, PURCHASE_UNITS.oats)).toBe("1 bag (1 kg)");
    expect(purchaseText(2, PURCHASE_UNITS.onion)).toBe("2 onions");
  });
});

describe("the catalogue", () => {
  it("knows how to buy every food a recipe counts (eggs, cloves, slices) by its count", () => {
    for (const recipe of RECIPES) {
      for (const ing of recipe.ingredients) {
        const unit = normalizeUnit(ing.unit) ?? ing.unit;
        if (!isCountUnit(unit)) continue;
        const buy = purchaseFor(ing.ndb, { count: ing.quantity, unit });
        expect(buy, `${recipe.slug}: ${ing.quantity} ${ing.unit} ${ing.food}`).not.toBeNull();
      }
    }
  });

  it("gives every food of every meal plan a whole number of shop units", () => {
    for (const plan of MEAL_PLANS) {
      for (const slug of plan.recipes) {
        for (const ing of findRecipe(slug)!.ingredients) {
          if (ing.food === "water") continue;
          const buy = purchaseFor(ing.ndb, { grams: 100 });
          expect(buy, `${plan.slug}: ${ing.food}`).not.toBeNull();
          expect(Number.isInteger(buy!.quantity)).toBe(true);
        }
      }
    }
  });
});
