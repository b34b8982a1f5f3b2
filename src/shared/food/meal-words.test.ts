import { describe, expect, it } from "vitest";
import { parseMeal } from "./meal-words";

/** [quantity, unit, food] of each part, the shape most phrasings are checked in. */
const parts = (text: string) => parseMeal(text).map((p) => [p.quantity, p.unit, p.food]);

describe("parseMeal: the issue's phrasings", () => {
  it("reads 'pad thai with shrimp, one plate' as one dish, one plate", () => {
    expect(parts("pad thai with shrimp, one plate")).toEqual([[1, "plate", "pad thai with shrimp"]]);
    expect(parseMeal("pad thai with shrimp, one plate")[0]).toMatchObject({
      text: "pad thai with shrimp, one plate",
      counted: true,
    });
  });

  it("reads '2 eggs and a slice of toast' as two foods", () => {
    expect(parts("2 eggs and a slice of toast")).toEqual([
      [2, null, "eggs"],
      [1, "slice", "toast"],
    ]);
  });

  it("reads '150 g rice' with or without the space", () => {
    expect(parts("150 g rice")).toEqual([[150, "g", "rice"]]);
    expect(parts("150g rice")).toEqual([[150, "g", "rice"]]);
    expect(parts("150 grams of rice")).toEqual([[150, "g", "rice"]]);
  });
});

describe("parseMeal: quantities", () => {
  it.each([
    ["an apple", 1],
    ["a banana", 1],
    ["one banana", 1],
    ["two bananas", 2],
    ["three bananas", 3],
    ["twelve grapes", 12],
    ["a dozen grapes", 12],
    ["a couple of eggs", 2],
    ["couple of eggs", 2],
    ["half an avocado", 0.5],
    ["half a sandwich", 0.5],
    ["½ avocado", 0.5],
    ["1/2 avocado", 0.5],
    ["1 1/2 bagels", 1.5],
    ["1½ bagels", 1.5],
    ["¾ cup of milk", 0.75],
    ["one and a half cups of milk", 1.5],
    ["2 and a half cups of milk", 2.5],
    ["1.5 cups of milk", 1.5],
    ["2x bagel", 2],
    ["2 x bagel", 2],
    ["eggs x2", 2],
    ["banana", 1],
  ])("%s → %d", (text, quantity) => {
    const [part] = parseMeal(text);
    expect(part?.quantity).toBe(quantity);
  });

  it("knows when she gave no amount", () => {
    expect(parseMeal("banana")[0]).toMatchObject({ quantity: 1, unit: null, counted: false });
    expect(parseMeal("a banana")[0]).toMatchObject({ quantity: 1, counted: true });
  });
});

describe("parseMeal: units", () => {
  it.each([
    ["150 g rice", "g"],
    ["0.2 kg rice", "kg"],
    ["1.5 kg watermelon", "kg"],
    ["8 oz steak", "oz"],
    ["8 ounces of steak", "oz"],
    ["1 lb ground beef", "lb"],
    ["250 ml milk", "ml"],
    ["1 cup of rice", "cup"],
    ["2 cups rice", "cup"],
    ["3 tbsp peanut butter", "tbsp"],
    ["2 tablespoons of peanut butter", "tbsp"],
    ["1 tsp sugar", "tsp"],
    ["a teaspoon of sugar", "tsp"],
    ["2 slices of toast", "slice"],
    ["a slice of pizza", "slice"],
    ["three pieces of sushi", "piece"],
    ["a plate of spaghetti", "plate"],
    ["a bowl of porridge", "bowl"],
    ["two bowls of soup", "bowl"],
    ["a portion of lasagna", "serving"],
    ["a serving of lasagna", "serving"],
    ["a handful of almonds", "handful"],
    ["a glass of orange juice", "glass"],
    ["a mug of tea", "mug"],
    ["a can of coke", "can"],
    ["2 rashers of bacon", "slice"],
  ])("%s → %s", (text, unit) => {
    const [part] = parseMeal(text);
    expect(part?.unit).toBe(unit);
  });

  it("takes the food's own words after the unit, without 'of'", () => {
    expect(parts("half a cup of rice")).toEqual([[0.5, "cup", "rice"]]);
    expect(parts("a bowl of oatmeal")).toEqual([[1, "bowl", "oatmeal"]]);
  });

  it("reads an amount written after the food", () => {
    expect(parts("rice 150 g")).toEqual([[150, "g", "rice"]]);
    expect(parts("rice, 150g")).toEqual([[150, "g", "rice"]]);
    expect(parts("toast, 2 slices")).toEqual([[2, "slice", "toast"]]);
  });

  it("keeps sizes apart from the food", () => {
    expect(parseMeal("2 large eggs")[0]).toMatchObject({
      quantity: 2,
      unit: null,
      size: "large",
      food: "eggs",
    });
    expect(parseMeal("a small banana")[0]).toMatchObject({ size: "small", food: "banana" });
    expect(parseMeal("a big bowl of soup")[0]).toMatchObject({ size: "large", unit: "bowl", food: "soup" });
  });

  it("does not take a food for a unit", () => {
    expect(parts("a cake")).toEqual([[1, null, "cake"]]);
    expect(parts("2 bagels")).toEqual([[2, null, "bagels"]]);
    expect(parts("chicken breast")).toEqual([[1, null, "chicken breast"]]);
  });
});

describe("parseMeal: several foods", () => {
  it("splits on commas, 'and', 'plus', '&', '+' and new lines", () => {
    expect(parseMeal("granola, yogurt and blueberries").map((p) => p.food)).toEqual([
      "granola",
      "yogurt",
      "blueberries",
    ]);
    expect(parseMeal("toast & jam + tea\nan apple plus a banana").map((p) => p.food)).toEqual([
      "toast",
      "jam",
      "tea",
      "apple",
      "banana",
    ]);
  });

  it("keeps dishes whose name has an 'and'", () => {
    expect(parts("mac and cheese, 1 bowl")).toEqual([[1, "bowl", "mac and cheese"]]);
    expect(parts("fish and chips and a coke")).toEqual([
      [1, null, "fish and chips"],
      [1, null, "coke"],
    ]);
  });

  it("splits 'X with Y' into two foods only when both are everyday foods", () => {
    expect(parseMeal("toast with butter")).toMatchObject([
      { food: "toast", side: false },
      { food: "butter", side: true, quantity: 1 },
    ]);
    expect(parts("pad thai with shrimp")).toEqual([[1, null, "pad thai with shrimp"]]);
  });

  it("drops how she introduces the meal", () => {
    expect(parts("I had 2 eggs and toast")).toEqual([
      [2, null, "eggs"],
      [1, null, "toast"],
    ]);
    expect(parts("For breakfast: porridge")).toEqual([[1, null, "porridge"]]);
  });

  it("gives an amount on its own to the food before it, if that one had none", () => {
    expect(parts("rice, 2 cups, chicken")).toEqual([
      [2, "cup", "rice"],
      [1, null, "chicken"],
    ]);
    // The first food already had an amount: the stray one is ignored rather than guessed.
    expect(parts("2 eggs, one plate")).toEqual([[2, null, "eggs"]]);
  });

  it("finds nothing in nothing", () => {
    expect(parseMeal("")).toEqual([]);
    expect(parseMeal(" , and , ")).toEqual([]);
  });

  it("reads at most 12 foods of at most 500 characters", () => {
    expect(parseMeal(Array.from({ length: 30 }, () => "apple").join(", "))).toHaveLength(12);
    expect(parseMeal(`${"x".repeat(600)} banana`)).toHaveLength(1);
  });
});

describe("parseMeal: joining words", () => {
  it("takes no joining word for a food", () => {
    expect(parseMeal("and, then")).toEqual([]);
    expect(parts("an apple, and then a banana")).toEqual([
      [1, null, "apple"],
      [1, null, "banana"],
    ]);
  });
});
