import { describe, expect, it } from "vitest";
import { nutrientsFor } from "../../nutrition/usda";
import { LABEL_FOODS, normalizeLabel, resolveLabel } from "./labels";
import { DETECTOR_LABELS } from "./recognizers/detector";
import { describeRecognitions as describeAnswer } from "./service";

/** Plausible kcal for one default portion of each detector food (USDA SR28 values). */
const PLAUSIBLE: Record<string, [number, number, RegExp]> = {
  banana: [100, 110, /^Bananas, raw/],
  apple: [85, 105, /^Apples, raw/],
  orange: [55, 90, /^Oranges, raw/],
  broccoli: [20, 45, /^Broccoli, raw/],
  carrot: [20, 35, /^Carrots, raw/],
  "hot dog": [200, 320, /hotdog/i],
  pizza: [220, 350, /pizza/i],
  donut: [150, 300, /^Doughnuts/],
  cake: [200, 450, /^Cake/],
  sandwich: [200, 500, /sandwich/i],
};

describe("label → USDA food", () => {
  it("covers every label the default detector can emit", () => {
    expect([...DETECTOR_LABELS].sort()).toEqual(Object.keys(PLAUSIBLE).sort());
  });

  it.each(Object.entries(PLAUSIBLE))(
    "%s resolves to a USDA food with a plausible default portion",
    (label, [lo, hi, name]) => {
      const r = resolveLabel(label);
      expect(r, label).not.toBeNull();
      expect(r!.via).toBe("table");
      expect(r!.food.name).toMatch(name);
      expect(r!.portions[0]).toEqual(r!.portion);
      const kcal = nutrientsFor(r!.food, r!.portion.grams).kcal;
      expect(kcal).toBeGreaterThanOrEqual(lo);
      expect(kcal).toBeLessThanOrEqual(hi);
    },
  );

  it("one medium banana is about 105 kcal", () => {
    const r = resolveLabel("banana")!;
    expect(r.portion).toEqual({ label: '1 medium (7" to 7-7/8" long)', grams: 118 });
    expect(Math.round(nutrientsFor(r.food, r.portion.grams).kcal)).toBe(105);
  });

  it("one slice of cheese pizza is the USDA record's slice", () => {
    const r = resolveLabel("cheese pizza")!;
    expect(r.food.ndb).toBe("21299");
    const slice = r.food.portions.find((p) => p.label === "1 slice")!;
    expect(r.portion).toEqual(slice);
    expect(nutrientsFor(r.food, slice.grams).kcal).toBeCloseTo((r.food.per100g.kcal * slice.grams) / 100, 6);
  });

  it("every table entry points at a real USDA record and portion", () => {
    for (const [label, entry] of Object.entries(LABEL_FOODS)) {
      const r = resolveLabel(label);
      expect(r?.food.ndb, label).toBe(entry.ndb);
      if (entry.portion) expect(r!.portion.label, label).toBe(entry.portion);
    }
  });

  it("normalises spellings and falls back to a USDA name search", () => {
    expect(normalizeLabel("Hot_Dog")).toBe("hot dog");
    expect(resolveLabel("Hot_Dog")!.food.ndb).toBe("21118");
    const searched = resolveLabel("strawberries raw");
    expect(searched?.via).toBe("search");
    expect(searched?.food.name).toMatch(/Strawberries/);
  });

  it("says there is no precise information when nothing matches", () => {
    expect(resolveLabel("zzqx unknown dish")).toBeNull();
    const answer = describeAnswer([{ label: "zzqx unknown dish", confidence: 0.9 }], "vision", true);
    expect(answer.nutritionalInfo).toBeNull();
    expect(answer.message).toBe(
      "No precise nutritional information available for this food in our database.",
    );
    expect(answer.detectedFood).toBe("zzqx unknown dish");
  });

  it("sums several foods on a plate and uses the recogniser's grams", () => {
    const answer = describeAnswer(
      [
        { label: "banana", confidence: 0.9, grams: 100 },
        { label: "apple", confidence: 0.8 },
      ],
      "vision",
      true,
    );
    expect(answer.items.map((i) => i.ndb)).toEqual(["09040", "09003"]);
    expect(answer.items[0]!.nutrients.kcal).toBe(89);
    expect(answer.nutritionalInfo!.calories).toBe(89 + 95);
  });
});

describe("never headline a guess", () => {
  it("below the threshold names no food and gives no figures, only the candidates with their USDA foods", () => {
    // The issue's own cases: a meat dish came back as "cake" at 56 %, a Thai plate as "pizza" at 19 %.
    const answer = describeAnswer(
      [
        { label: "cake", confidence: 0.56 },
        { label: "pizza", confidence: 0.19 },
      ],
      "detector",
      true,
    );
    expect(answer).toMatchObject({
      status: "unsure",
      detectedFood: null,
      nutritionalInfo: null,
      items: [],
      message: "Not sure — is it one of these?",
    });
    expect(answer.candidates.map((c) => [c.label, c.ndb, c.food?.ndb])).toEqual([
      ["cake", "18141", "18141"],
      ["pizza", "21299", "21299"],
    ]);
    expect(answer.candidates[1]!.food!.portions[0]).toEqual({ label: "1 slice", grams: 107 });
  });

  it("from the threshold up shows the first choice with its figures, and only sure foods join the plate", () => {
    const answer = describeAnswer(
      [
        { label: "pizza", confidence: 0.82 },
        { label: "donut", confidence: 0.4 },
      ],
      "detector",
      true,
    );
    expect(answer).toMatchObject({ status: "sure", detectedFood: "pizza" });
    expect(answer.items.map((i) => i.label)).toEqual(["pizza"]);
    expect(answer.nutritionalInfo!.serving_size).toBe("1 slice (107 g)");
  });

  it("says so when it saw nothing", () => {
    expect(describeAnswer([], "detector", true)).toMatchObject({
      status: "nothing",
      detectedFood: null,
      items: [],
    });
  });
});
