import { describe, expect, it } from "vitest";
import { bmi, bmiCategory, gainRange, weightInsight } from "./weight";

describe("BMI before pregnancy", () => {
  it("computes BMI from pounds and centimetres", () => {
    // 140 lb is 63.5 kg; 165 cm squared is 2.7225 m²; 63.5 / 2.7225 = 23.3.
    expect(bmi(140, 165)).toBeCloseTo(23.3, 1);
    expect(bmi(220, 160)).toBeCloseTo(39.0, 1);
  });

  it("sorts BMI into the IOM's four groups at 18.5, 25 and 30", () => {
    expect([18.4, 18.5, 24.9, 25, 29.9, 30].map(bmiCategory)).toEqual([
      "underweight",
      "normal",
      "normal",
      "overweight",
      "overweight",
      "obese",
    ]);
  });
});

describe("recommended gain by week", () => {
  it("reaches 1.1-4.4 lbs at the end of the first trimester and the IOM totals at 40 weeks", () => {
    expect(gainRange("normal", 13)).toEqual({ low: 1.1, high: 4.4 });
    expect(gainRange("normal", 40)).toEqual({ low: 25, high: 35 });
    expect(gainRange("underweight", 40)).toEqual({ low: 28, high: 40 });
    expect(gainRange("overweight", 40)).toEqual({ low: 15, high: 25 });
    expect(gainRange("obese", 40)).toEqual({ low: 11, high: 20 });
  });

  it("grows evenly in between and holds at the total after the due date", () => {
    expect(gainRange("normal", 0)).toEqual({ low: 0, high: 0 });
    expect(gainRange("normal", 6.5)).toEqual({ low: 0.6, high: 2.2 });
    // Halfway from week 13 to 40: halfway from 1.1-4.4 to 25-35.
    expect(gainRange("normal", 26.5)).toEqual({ low: 13.1, high: 19.7 });
    expect(gainRange("normal", 42)).toEqual({ low: 25, high: 35 });
  });

  it("implies weekly gains close to the IOM's own rates after the first trimester", () => {
    // IOM lbs per week in the 2nd and 3rd trimesters: 1-1.3, 0.8-1, 0.5-0.7, 0.4-0.6.
    const rates = {
      underweight: [1, 1.3],
      normal: [0.8, 1],
      overweight: [0.5, 0.7],
      obese: [0.4, 0.6],
    } as const;
    for (const [category, [low, high]] of Object.entries(rates)) {
      const a = gainRange(category as keyof typeof rates, 20);
      const b = gainRange(category as keyof typeof rates, 30);
      expect((b.low - a.low) / 10).toBeGreaterThanOrEqual(low - 0.15);
      expect((b.high - a.high) / 10).toBeLessThanOrEqual(high + 0.15);
    }
  });
});

describe("her weight against the range", () => {
  const profile = { height_cm: 165, pre_pregnancy_weight_lbs: 140 };

  it("needs her height and weight before pregnancy", () => {
    expect(weightInsight({ height_cm: null, pre_pregnancy_weight_lbs: 140 }, [])).toBeNull();
    expect(weightInsight({ height_cm: 165, pre_pregnancy_weight_lbs: null }, [])).toBeNull();
    expect(weightInsight(profile, [])).toMatchObject({ category: "normal", readings: [], latest: null });
  });

  it("reports each reading's gain against its week, in date order, and where the latest sits", () => {
    const insight = weightInsight(profile, [
      { date: "2026-06-01", week: 27, weightLbs: 170 },
      { date: "2026-03-01", week: 13, weightLbs: 143 },
    ])!;
    expect(insight.readings.map((r) => [r.week, r.gainLbs])).toEqual([
      [13, 3],
      [27, 30],
    ]);
    expect(insight.readings[0]).toMatchObject({ low: 1.1, high: 4.4 });
    expect(insight.latest).toBe("above");
    const within = weightInsight(profile, [{ date: "2026-06-01", week: 27, weightLbs: 155 }])!;
    expect(within.latest).toBe("within");
    const below = weightInsight(profile, [{ date: "2026-06-01", week: 27, weightLbs: 145 }])!;
    expect(below.latest).toBe("below");
  });
});
