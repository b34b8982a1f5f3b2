import { describe, expect, it } from "vitest";
import { symptomSafety } from "./symptom-safety";

const ids = (symptom: string, severity = "mild", notes: string | null = null) =>
  symptomSafety({ symptom, severity, notes })?.signs.map((s) => s.id) ?? [];

describe("a logged pregnancy symptom, read for warning signs", () => {
  it("takes a symptom that is always a warning sign at her word, whatever its severity", () => {
    expect(ids("baby-moving-less", "moderate", "Reported from the kick counter.")).toEqual([
      "baby-moving-less",
    ]);
    expect(ids("bleeding")).toEqual(["bleeding-in-pregnancy"]);
    expect(ids("vision-changes")).toEqual(["vision-changes"]);
    expect(ids("fluid-leaking")).toEqual(["leaking-fluid"]);
    expect(ids("swelling-face-hands")).toEqual(["swelling-hands-face"]);
  });

  it("reads the others by their severity and her notes", () => {
    expect(ids("heartburn")).toEqual([]);
    expect(ids("back-pain", "mild", "sore after the shopping")).toEqual([]);
    expect(ids("headache", "severe")).toContain("severe-headache");
    expect(ids("other", "mild", "my vision went blurry and I have the worst headache")).toEqual(
      expect.arrayContaining(["vision-changes"]),
    );
  });
});
