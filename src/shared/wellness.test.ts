import { describe, expect, it } from "vitest";
import { moodSuggestions, moodTone, weeklyProgress, wellnessScore } from "./wellness";
import { moodInput, selfCareInput, sleepInput } from "./wellness-input";

describe("wellnessScore", () => {
  it("averages mood, energy and calm (10 - stress), times ten, rounded", () => {
    expect(wellnessScore({ mood_score: 7, energy_level: 7, stress_level: 3 })).toBe(70);
    expect(wellnessScore({ mood_score: 8, energy_level: 5, stress_level: 6 })).toBe(57); // (8+5+4)/3 = 5.67
    expect(wellnessScore({ mood_score: 10, energy_level: 10, stress_level: 1 })).toBe(97);
  });
  it("is 0 with no entry", () => {
    expect(wellnessScore(undefined)).toBe(0);
    expect(wellnessScore(null)).toBe(0);
  });
});

describe("weeklyProgress", () => {
  it("is sessions over five, as a percentage", () => {
    expect(weeklyProgress(0)).toBe(0);
    expect(weeklyProgress(2)).toBe(40);
    expect(weeklyProgress(5)).toBe(100);
  });
  it("caps at 100 percent", () => {
    expect(weeklyProgress(9)).toBe(100);
  });
});

describe("mood rules", () => {
  it("colours 8 and up green, 5 to 7 yellow, below 5 red", () => {
    expect([8, 7, 5, 4].map(moodTone)).toEqual(["green", "yellow", "yellow", "red"]);
  });
  it("suggests by the spec's thresholds", () => {
    expect(moodSuggestions({ mood_score: 6, energy_level: 5, stress_level: 6 })).toEqual([]);
    expect(moodSuggestions({ mood_score: 5, energy_level: 4, stress_level: 7 }).map((s) => s.id)).toEqual([
      "high-stress",
      "low-energy",
      "mood-support",
    ]);
  });
  it("meets a low number with gentle support, not crisis wording", () => {
    for (const mood of [1, 2, 5]) {
      const [tip] = moodSuggestions({ mood_score: mood, energy_level: 6, stress_level: 2 });
      expect(tip?.text).toMatch(/doctor or midwife/);
      expect(tip?.text).not.toMatch(/emergency|harm|911|988|suicid/i);
    }
  });
});

describe("inputs", () => {
  it("trims notes and drops empty ones", () => {
    expect(
      moodInput.parse({ mood_score: 7, energy_level: 7, stress_level: 3, notes: "  tired  " }).notes,
    ).toBe("tired");
    expect(
      moodInput.parse({ mood_score: 7, energy_level: 7, stress_level: 3, notes: "   " }).notes,
    ).toBeNull();
    expect(moodInput.parse({ mood_score: 7, energy_level: 7, stress_level: 3 }).notes).toBeNull();
  });
  it("refuses sliders outside 1-10 and fractions", () => {
    expect(moodInput.safeParse({ mood_score: 11, energy_level: 7, stress_level: 3 }).success).toBe(false);
    expect(moodInput.safeParse({ mood_score: 0, energy_level: 7, stress_level: 3 }).success).toBe(false);
    expect(moodInput.safeParse({ mood_score: 6.5, energy_level: 7, stress_level: 3 }).success).toBe(false);
  });
  it("takes sleep in half-hour steps from 1 to 12", () => {
    expect(sleepInput.safeParse({ hours: 7.5, quality: 7 }).success).toBe(true);
    expect(sleepInput.safeParse({ hours: 7.25, quality: 7 }).success).toBe(false);
    expect(sleepInput.safeParse({ hours: 12.5, quality: 7 }).success).toBe(false);
  });
  it("needs at least one known self-care activity", () => {
    expect(selfCareInput.safeParse({ activities: [] }).error?.issues[0]?.message).toBe(
      "Please select at least one activity",
    );
    expect(selfCareInput.safeParse({ activities: [{ activity: "skydiving", minutes: 5 }] }).success).toBe(
      false,
    );
    expect(selfCareInput.safeParse({ activities: [{ activity: "bath", minutes: 25 }] }).success).toBe(true);
  });
});
