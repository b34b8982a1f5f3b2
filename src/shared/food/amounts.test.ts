import { describe, expect, it } from "vitest";
import { amountFromWords, describeAmount, gramsOf } from "./amounts";
import { foodWithPortion, plainFoodName, plainPortion } from "./common-names";
import { analysisStatus, SURE_CONFIDENCE } from "./confidence";
import { parseMeal } from "./meal-words";

// SR28 household weights, as the server sends them.
const EGG = [
  { label: "1 large", grams: 50 },
  { label: "1 extra large", grams: 56 },
];
const TOAST = [
  { label: "1 slice", grams: 25 },
  { label: "1 oz", grams: 28.35 },
];
const RICE = [{ label: "1 cup", grams: 158 }];
const MILK = [
  { label: "1 cup", grams: 244 },
  { label: "1 fl oz", grams: 30.5 },
];
const HONEY = [
  { label: "1 cup", grams: 339 },
  { label: "1 tbsp", grams: 21 },
];
const MAC = [{ label: "1 serving", grams: 244 }];
const NUTS = [{ label: "1 cup, whole", grams: 143 }];

const from = (text: string, portions: { label: string; grams: number }[]) => {
  const [part] = parseMeal(text);
  const start = amountFromWords(part!, portions);
  return { ...start, grams: gramsOf(start.amount, portions), said: describeAmount(start.amount) };
};

describe("amountFromWords: her words as an amount of the food", () => {
  it("2 eggs are two large eggs, 100 g", () => {
    expect(from("2 eggs", EGG)).toMatchObject({ grams: 100, said: "2 large", estimated: false });
    expect(from("2 extra large eggs", EGG)).toMatchObject({ grams: 112 });
  });

  it("a slice of toast is its slice; a food's weight measure is not its usual portion", () => {
    expect(from("a slice of toast", TOAST)).toMatchObject({ grams: 25, said: "1 slice" });
    expect(from("toast", [...TOAST].reverse())).toMatchObject({ grams: 25 });
  });

  it("weights are exact", () => {
    expect(from("150 g rice", RICE)).toMatchObject({ grams: 150, said: "150 g", estimated: false });
    expect(from("0.2 kg rice", RICE).grams).toBe(200);
    expect(from("8 oz rice", RICE).grams).toBeCloseTo(226.8, 1);
    expect(from("1 lb rice", RICE).grams).toBeCloseTo(453.6, 1);
  });

  it("volumes go through the food's own cup", () => {
    expect(from("2 cups of rice", RICE)).toMatchObject({ grams: 316, said: "2 cup" });
    expect(from("half a cup of rice", RICE).grams).toBe(79);
    expect(from("250 ml milk", MILK).grams).toBeCloseTo(257.8, 0);
    expect(from("2 tbsp honey", HONEY)).toMatchObject({ grams: 42, said: "2 tbsp" });
  });

  it("a plate or a bowl is the food's serving, and says it is an estimate", () => {
    expect(from("mac and cheese, one plate", MAC)).toMatchObject({
      grams: 244,
      said: "1 serving",
      estimated: true,
    });
    expect(from("a serving of mac and cheese", MAC)).toMatchObject({ estimated: false });
    // No serving measure: the usual portion stands in, still an estimate.
    expect(from("a bowl of rice", RICE)).toMatchObject({ grams: 158, estimated: true });
  });

  it("a glass is a cup; a handful is an ounce; both estimates", () => {
    expect(from("a glass of milk", MILK)).toMatchObject({ estimated: true });
    expect(from("a glass of milk", MILK).grams).toBeCloseTo(244, 0);
    expect(from("a handful of almonds", NUTS)).toMatchObject({ said: "1 oz", estimated: true });
  });

  it("what came with the food starts at its smallest measure", () => {
    const [, honey] = parseMeal("porridge with honey");
    expect(honey?.food).toBe("honey");
    expect(amountFromWords(honey!, HONEY).amount).toEqual({ quantity: 1, unit: "1 tbsp" });
  });

  it("a unit the food cannot be weighed in falls back to its usual portion, as an estimate", () => {
    expect(from("3 slices of rice", RICE)).toMatchObject({ grams: 474, estimated: true });
  });

  it("a food without any household measure is counted in grams, per 100 g", () => {
    expect(from("2 mystery bars", [])).toMatchObject({ grams: 200, estimated: true });
  });
});

describe("gramsOf and describeAmount", () => {
  it("weighs an amount, and refuses a portion the food does not have", () => {
    expect(gramsOf({ quantity: 3, unit: "1 large" }, EGG)).toBe(150);
    expect(gramsOf({ quantity: 2, unit: "oz" }, EGG)).toBeCloseTo(56.7, 1);
    expect(gramsOf({ quantity: 2, unit: "1 cup" }, EGG)).toBeNull();
    expect(gramsOf({ quantity: -1, unit: "g" }, EGG)).toBeNull();
  });

  it("says an amount as she would", () => {
    expect(describeAmount({ quantity: 2, unit: "1 large" })).toBe("2 large");
    expect(describeAmount({ quantity: 1.5, unit: '1 fruit,  (2-7/8" dia)' })).toBe("1.5 fruit");
    expect(describeAmount({ quantity: 2, unit: "6 fl oz" })).toBe("2 × 6 fl oz");
    expect(describeAmount({ quantity: 150, unit: "g" })).toBe("150 g");
  });
});

describe("never headline a guess", () => {
  it(`is sure from ${SURE_CONFIDENCE} up, unsure below, and says when nothing was seen`, () => {
    expect(SURE_CONFIDENCE).toBe(0.7);
    expect(analysisStatus({ confidence: 0.92 })).toBe("sure");
    expect(analysisStatus({ confidence: 0.7 })).toBe("sure");
    expect(analysisStatus({ confidence: 0.69 })).toBe("unsure");
    // The two wrong answers: a meat dish as "cake" at 56 %, a Thai plate as "pizza" at 19 %.
    expect(analysisStatus({ confidence: 0.56 })).toBe("unsure");
    expect(analysisStatus({ confidence: 0.19 })).toBe("unsure");
    expect(analysisStatus(undefined)).toBe("nothing");
  });
});

describe("food names people use", () => {
  it("uses Bloom's everyday name for a food it knows, by its USDA number", () => {
    expect(plainFoodName("21299", 'Fast Food, Pizza Chain, 14" pizza, cheese topping, regular crust')).toBe(
      "Pizza, cheese",
    );
    expect(plainFoodName("01129", "Egg, whole, cooked, hard-boiled")).toBe("Egg, hard-boiled");
  });

  it("tidies any other USDA description", () => {
    expect(plainFoodName("99999", "Beverages, coffee, instant, mocha, sweetened")).toBe(
      "Coffee, instant, mocha",
    );
    expect(
      plainFoodName(null, "Crustaceans, shrimp, mixed species, raw (may have been previously frozen)"),
    ).toBe("Shrimp, mixed species, raw");
    expect(plainFoodName(null, "Bread, white, commercially prepared (includes soft bread crumbs)")).toBe(
      "Bread, white",
    );
    expect(plainFoodName(null, "Milk, whole, 3.25% milkfat, with added vitamin D")).toBe(
      "Milk, whole, 3.25% milkfat",
    );
    expect(plainFoodName(null, "Honey")).toBe("Honey");
  });

  it("puts the portion after the name, as in 'Pizza, cheese, 1 slice'", () => {
    expect(foodWithPortion("Pizza, cheese", "1 slice")).toBe("Pizza, cheese, 1 slice");
    expect(foodWithPortion("Orange", '1 fruit,  (2-7/8" dia)')).toBe("Orange, 1 fruit");
    expect(foodWithPortion("Rice", null)).toBe("Rice");
    expect(plainPortion('1 medium (7" to 7-7/8" long)')).toBe("1 medium");
  });
});
