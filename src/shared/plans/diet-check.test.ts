import { describe, expect, it } from "vitest";
import { dietAllows, dietConflicts } from "./diet-check";

describe("dietConflicts", () => {
  it("finds the eggs, meat and fish a vegan plan must not mention", () => {
    expect(dietConflicts("Cook eggs, meat and fish all the way through.", ["vegan"]).sort()).toEqual([
      "egg",
      "fish",
      "meat",
    ]);
    expect(dietConflicts("Drizzle with honey and serve with Greek yogurt.", ["vegan"]).sort()).toEqual([
      "dairy",
      "honey",
    ]);
  });

  it("lets a vegetarian plan talk about eggs and cheese but not chicken or prawns", () => {
    expect(dietConflicts("Stir in the eggs and the feta.", ["vegetarian"])).toEqual([]);
    expect(dietConflicts("Add the chicken stock.", ["vegetarian"])).toEqual(["meat"]);
    expect(dietConflicts("Fry the prawns until pink.", ["vegetarian"])).toEqual(["shellfish"]);
  });

  it("does not mistake plant foods named after animal ones", () => {
    const vegan = ["vegan", "dairy-free"] as const;
    expect(dietConflicts("Warm the almond milk and stir in the peanut butter.", vegan)).toEqual([]);
    expect(dietConflicts("Whisk the coconut milk with coconut cream.", vegan)).toEqual([]);
    expect(dietConflicts("Mix the flax egg and rest it for 5 minutes.", vegan)).toEqual([]);
    expect(dietConflicts("A creamy, buttery-smooth soup.", vegan)).toEqual([]);
    expect(dietConflicts("Stir in the whole milk.", vegan)).toEqual(["dairy"]);
  });

  it("finds wheat, bread and oats in a gluten-free plan, but not cornflour", () => {
    expect(dietConflicts("Serve on wholemeal toast with oats.", ["gluten-free"])).toEqual(["gluten"]);
    expect(dietConflicts("Thicken with a teaspoon of cornflour.", ["gluten-free"])).toEqual([]);
    expect(dietConflicts("Toss with the cooked pasta.", ["gluten-free"])).toEqual(["gluten"]);
  });

  it("lets everything through without a diet", () => {
    expect(dietConflicts("Cook eggs, meat and fish all the way through.", [])).toEqual([]);
    expect(dietConflicts("Cook eggs, meat and fish all the way through.", ["none"])).toEqual([]);
  });
});

describe("dietAllows", () => {
  it("says whether a diet has room for each kind of food", () => {
    expect(dietAllows(["vegetarian"], ["egg"])).toBe(true);
    expect(dietAllows(["vegan"], ["egg"])).toBe(false);
    expect(dietAllows(["dairy-free"], ["meat", "fish"])).toBe(true);
    expect(dietAllows([], ["meat"])).toBe(true);
  });
});
