import { describe, expect, it } from "vitest";
import { moodTrend, symptomFrequency } from "./insights";
import { symptomSafety } from "./symptom-safety";
import { SYMPTOMS } from "./symptoms";

describe("symptom frequency", () => {
  it("counts each symptom, most frequent first, then the most severe", () => {
    const counts = symptomFrequency([
      { symptom: "nausea", severity: "mild" },
      { symptom: "headache", severity: "severe" },
      { symptom: "nausea", severity: "moderate" },
      { symptom: "heartburn", severity: "mild" },
      { symptom: "headache", severity: "mild" },
      { symptom: "back-pain", severity: "mild" },
    ]);
    expect(counts).toEqual([
      { symptom: "headache", count: 2, severe: 1 },
      { symptom: "nausea", count: 2, severe: 0 },
      { symptom: "back-pain", count: 1, severe: 0 },
      { symptom: "heartburn", count: 1, severe: 0 },
    ]);
    expect(symptomFrequency([])).toEqual([]);
  });
});

describe("mood trend", () => {
  const today = "2026-05-28";
  const weekFrom = "2026-05-22";
  const day = (date: string, moodScore: number) => ({ date, moodScore });

  it("says up or down when the last week moved a whole point from the three before", () => {
    const earlier = [day("2026-05-02", 5), day("2026-05-10", 5.5)];
    expect(moodTrend([...earlier, day("2026-05-23", 7), day("2026-05-27", 6.5)], today, weekFrom)).toBe("up");
    expect(moodTrend([...earlier, day("2026-05-23", 4), day("2026-05-27", 4.5)], today, weekFrom)).toBe(
      "down",
    );
    expect(moodTrend([...earlier, day("2026-05-23", 5.5), day("2026-05-27", 6)], today, weekFrom)).toBe(
      "steady",
    );
  });

  it("does not guess with fewer than two days on either side", () => {
    expect(
      moodTrend([day("2026-05-02", 5), day("2026-05-23", 8), day("2026-05-27", 8)], today, weekFrom),
    ).toBeNull();
    expect(
      moodTrend([day("2026-05-02", 5), day("2026-05-03", 5), day("2026-05-27", 8)], today, weekFrom),
    ).toBeNull();
  });
});

describe("warning-sign symptoms", () => {
  const signsOf = (symptom: string, severity: string, notes: string | null = null) =>
    symptomSafety({ symptom, severity, notes })?.signs.map((s) => s.id) ?? [];

  it("answers every warning sign in the list with urgent help, however mild she rates it", () => {
    const warning: Record<string, string> = {
      bleeding: "bleeding-in-pregnancy",
      "vision-changes": "vision-changes",
      "fluid-leaking": "leaking-fluid",
      "baby-moving-less": "baby-moving-less",
      "swelling-face-hands": "swelling-hands-face",
      dizziness: "dizziness-or-fainting",
    };
    for (const [symptom, sign] of Object.entries(warning)) {
      expect(SYMPTOMS.some((s) => s.id === symptom)).toBe(true);
      for (const severity of ["mild", "moderate", "severe"])
        expect(signsOf(symptom, severity)).toContain(sign);
    }
  });

  it("reads how bad it is: a severe headache is urgent, a mild one is not", () => {
    expect(signsOf("headache", "severe")).toEqual(["severe-headache"]);
    expect(signsOf("headache", "mild")).toEqual([]);
    expect(signsOf("nausea", "mild")).toEqual([]);
  });

  it("reads her notes too, whatever the symptom", () => {
    expect(signsOf("other", "mild", "I keep thinking everyone would be better off without me")).toContain(
      "thoughts-of-self-harm",
    );
    expect(signsOf("back-pain", "mild", "and now some bleeding")).toContain("bleeding-in-pregnancy");
    expect(signsOf("other", "mild", null)).toEqual([]);
  });
});
