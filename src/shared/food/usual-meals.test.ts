import { describe, expect, it } from "vitest";
import {
  cosine,
  matchMeals,
  mealNameFromFoods,
  NEAREST_MEALS,
  nextThreshold,
  USUAL_CEILING,
  USUAL_PRECISION_FLOOR,
  USUAL_THRESHOLD,
} from "./usual-meals";

/** A unit vector at `angle` radians in the plane of the first two axes. */
const at = (angle: number) => [Math.cos(angle), Math.sin(angle), 0];
/** The angle whose cosine with at(0) is `c`. */
const withCosine = (c: number) => at(Math.acos(c));

describe("her usual meal", () => {
  it("offers the meal whose best photo is closest, at or above the threshold", () => {
    const pictures = [
      { mealId: "oats", embedding: at(0), negative: false },
      { mealId: "oats", embedding: withCosine(0.5), negative: false },
      { mealId: "salad", embedding: at(Math.PI / 2), negative: false },
    ];
    const match = matchMeals(withCosine(0.95), pictures, 0.9);
    expect(match.usual?.mealId).toBe("oats");
    expect(match.usual?.score).toBeCloseTo(0.95, 5);
    expect(match.nearest).toEqual([]);
  });

  it("below the threshold offers at most three nearest meals, closest first, and none that look like nothing she ate", () => {
    const pictures = ["a", "b", "c", "d", "e"].map((mealId, i) => ({
      mealId,
      embedding: withCosine(0.85 - i * 0.06),
      negative: false,
    }));
    const match = matchMeals(at(0), pictures, 0.9);
    expect(match.usual).toBeNull();
    expect(match.nearest.map((m) => m.mealId)).toEqual(["a", "b", "c"].slice(0, NEAREST_MEALS));
    expect(matchMeals(at(Math.PI), pictures, 0.9).nearest).toEqual([]);
  });

  it("asks instead of answering when two of her meals are almost as close", () => {
    const pictures = [
      { mealId: "oats", embedding: withCosine(0.95), negative: false },
      { mealId: "porridge", embedding: at(-Math.acos(0.94)), negative: false },
    ];
    const match = matchMeals(at(0), pictures, 0.9);
    expect(match.usual).toBeNull();
    expect(match.nearest.map((m) => m.mealId)).toEqual(["oats", "porridge"]);
    expect(matchMeals(at(0), pictures, 0.9, 0.005).usual?.mealId).toBe("oats");
    expect(matchMeals(at(0), pictures.slice(0, 1), 0.9).usual?.mealId).toBe("oats");
  });

  it("does not offer a meal when a photo she turned down for it is closer than its own photos", () => {
    const pictures = [
      { mealId: "oats", embedding: at(0), negative: false },
      { mealId: "oats", embedding: withCosine(0.99), negative: true },
    ];
    expect(matchMeals(withCosine(0.99), pictures, 0.9).usual).toBeNull();
    expect(matchMeals(at(0.01), pictures, 0.9).usual?.mealId).toBe("oats");
  });

  it("never mixes meals it was not given (an empty list offers nothing)", () => {
    expect(matchMeals(at(0), [], USUAL_THRESHOLD)).toEqual({ usual: null, nearest: [] });
  });

  it("compares directions, not lengths", () => {
    expect(cosine([2, 0], [5, 0])).toBeCloseTo(1);
    expect(cosine([1, 0], [0, 3])).toBeCloseTo(0);
    expect(cosine([0, 0], [1, 0])).toBe(0);
  });
});

describe("her threshold learns from her taps", () => {
  it("rises just above a photo she said was something else, up to a ceiling", () => {
    expect(nextThreshold(0.9, { kind: "something-else", score: 0.93 })).toBeCloseTo(0.94, 4);
    expect(nextThreshold(0.9, { kind: "something-else", score: 0.995 })).toBe(USUAL_CEILING);
    // A refusal below her threshold was never offered: nothing to learn.
    expect(nextThreshold(0.9, { kind: "something-else", score: 0.7 })).toBe(0.9);
    expect(USUAL_THRESHOLD).toBeGreaterThanOrEqual(USUAL_PRECISION_FLOOR);
  });

  it("falls halfway towards a chip she confirmed, never below the precision floor", () => {
    expect(nextThreshold(0.96, { kind: "yes", score: 0.9 })).toBeCloseTo(0.93, 4);
    let t = USUAL_THRESHOLD;
    for (let i = 0; i < 20; i++) t = nextThreshold(t, { kind: "yes", score: 0.5 });
    expect(t).toBe(USUAL_PRECISION_FLOOR);
    // A Yes to what was offered changes nothing.
    expect(nextThreshold(0.9, { kind: "yes", score: 0.97 })).toBe(0.9);
  });
});

describe("a meal's name", () => {
  it("is the food's everyday name for one food, and 'X with Y and Z' for several", () => {
    expect(
      mealNameFromFoods([
        { ndb: "18141", name: "Cake, yellow, commercially prepared, with vanilla frosting" },
      ]),
    ).toBe("Cake, vanilla, frosted");
    expect(
      mealNameFromFoods([
        { ndb: null, name: "Oatmeal, cooked" },
        { ndb: null, name: "Blueberries, raw" },
      ]),
    ).toBe("Oatmeal with blueberries");
    expect(
      mealNameFromFoods([
        { ndb: null, name: "Toast" },
        { ndb: null, name: "Butter" },
        { ndb: null, name: "Eggs, scrambled" },
      ]),
    ).toBe("Toast with butter and eggs");
    expect(mealNameFromFoods([])).toBe("My meal");
  });
});
