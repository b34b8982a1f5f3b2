import { describe, expect, it } from "vitest";
import { normalizeUnit, parsePortionLabel, toGrams, UnitConversionError } from "./units";

const banana = [
  { label: '1 medium (7" to 7-7/8" long)', grams: 118 },
  { label: "1 cup, mashed", grams: 225 },
  { label: "1 cup, sliced", grams: 150 },
];
const oil = [
  { label: "1 tbsp", grams: 13.6 },
  { label: "1 cup", grams: 218 },
];
const garlic = [
  { label: "1 cup", grams: 136 },
  { label: "1 clove", grams: 3 },
];
const bread = [
  { label: "1 slice", grams: 29 },
  { label: ".5 cup, crumbs", grams: 45 },
];

describe("normalizeUnit", () => {
  it("accepts common spellings", () => {
    expect(normalizeUnit("Tablespoons")).toBe("tbsp");
    expect(normalizeUnit("fluid ounces")).toBe("fl oz");
    expect(normalizeUnit(" FL  OZ ")).toBe("fl oz");
    expect(normalizeUnit("cloves")).toBe("clove");
    expect(normalizeUnit("furlong")).toBeUndefined();
  });
});

describe("parsePortionLabel", () => {
  it("reads amounts, fractions and the measure word", () => {
    expect(parsePortionLabel({ label: ".5 cup, crumbs", grams: 45 })).toEqual({
      amount: 0.5,
      unit: "cup",
      grams: 45,
    });
    expect(parsePortionLabel({ label: "1 1/2 cup", grams: 300 })?.amount).toBe(1.5);
    expect(parsePortionLabel({ label: "1 fl oz", grams: 30 })?.unit).toBe("fl oz");
    expect(parsePortionLabel(banana[0]!)?.unit).toBe("medium");
    expect(parsePortionLabel({ label: '1 fruit (2-1/8" dia)', grams: 70 })?.unit).toBe("whole");
    expect(parsePortionLabel({ label: "no number", grams: 1 })).toBeUndefined();
  });
});

describe("toGrams", () => {
  it("converts mass units exactly", () => {
    expect(toGrams(250, "g")).toBe(250);
    expect(toGrams(1.5, "kg")).toBe(1500);
    expect(toGrams(1, "oz")).toBeCloseTo(28.35, 2);
    expect(toGrams(2, "lb")).toBeCloseTo(907.18, 2);
    expect(toGrams(0, "g")).toBe(0);
  });

  it("converts volume through a matching household portion", () => {
    expect(toGrams(2, "cup", banana)).toBe(450); // first cup portion: mashed
    expect(toGrams(2, "tbsp", oil)).toBeCloseTo(27.2, 5);
    expect(toGrams(0.5, "cup", oil)).toBe(109);
  });

  it("converts other volume units through any volume portion of the food", () => {
    // 1 tsp = 1/3 tbsp; oil has a tbsp portion of 13.6 g.
    expect(toGrams(3, "tsp", oil)).toBeCloseTo(13.6, 5);
    // 1 cup of garlic is 136 g, so 1 tbsp is 136/16.
    expect(toGrams(1, "tbsp", garlic)).toBeCloseTo(8.5, 5);
    // ml through the cup portion.
    expect(toGrams(236.5882365, "ml", garlic)).toBeCloseTo(136, 5);
  });

  it("falls back to a density when the food has no volume portion", () => {
    expect(toGrams(250, "ml", [], 1)).toBe(250);
    expect(toGrams(1, "l", [{ label: "1 medium", grams: 100 }], 1.03)).toBeCloseTo(1030, 5);
    expect(toGrams(1, "cup", [], 1)).toBeCloseTo(236.59, 2);
  });

  it("converts count units through the food's portions", () => {
    expect(toGrams(2, "medium", banana)).toBe(236);
    expect(toGrams(1, "piece", banana)).toBe(118);
    expect(toGrams(3, "cloves", garlic)).toBe(9);
    expect(toGrams(2, "slice", bread)).toBe(58);
  });

  it("throws clear errors when it cannot convert", () => {
    expect(() => toGrams(1, "cup", [])).toThrow(UnitConversionError);
    expect(() => toGrams(1, "cup", [])).toThrow(/no volume portion and no density/);
    expect(() => toGrams(1, "large", banana)).toThrow(/no matching household portion/);
    expect(() => toGrams(1, "slice", [])).toThrow(/portions: none/);
    expect(() => toGrams(1, "handful", banana)).toThrow(/Unknown unit "handful"/);
    expect(() => toGrams(-1, "g")).toThrow(/non-negative/);
    expect(() => toGrams(Number.NaN, "g")).toThrow(UnitConversionError);
  });
});
