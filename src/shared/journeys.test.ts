import { describe, expect, it } from "vitest";
import {
  CONTENT_STAGES,
  findStage,
  fromContentStage,
  isProfileStage,
  JOURNEYS,
  journeyOf,
  STAGE_VALUES,
  stageLabel,
  toContentStage,
  toQuizStage,
} from "./journeys";

describe("journeys and stages", () => {
  it("defines the four journeys with the spec's stage ranges", () => {
    expect(JOURNEYS.map((j) => j.id)).toEqual(["ttc", "pregnant", "postpartum", "toddler"]);
    expect(JOURNEYS.map((j) => j.stages.length)).toEqual([4, 3, 5, 3]);
    expect(STAGE_VALUES).toContain("pregnant_trimester_2");
    expect(STAGE_VALUES).toContain("postpartum_12m+");
  });

  it("finds the journey of any stored stage, and none for 'none' or nonsense", () => {
    expect(journeyOf("postpartum_0-6")).toBe("postpartum");
    expect(journeyOf("pregnant")).toBe("pregnant");
    expect(journeyOf("ttc-4-6")).toBe("ttc");
    expect(journeyOf("none")).toBeNull();
    expect(journeyOf("")).toBeNull();
    expect(journeyOf(undefined)).toBeNull();
    expect(journeyOf("astronaut_1")).toBeNull();
  });

  it("converts between the picker's underscores and the catalogue's hyphens, both ways", () => {
    expect(toContentStage("postpartum_0-6")).toBe("postpartum-0-6");
    expect(toContentStage("pregnant_trimester_3")).toBe("pregnant-trimester-3");
    for (const value of STAGE_VALUES) expect(fromContentStage(toContentStage(value))).toBe(value);
    expect(fromContentStage("toddler")).toBe("toddler");
    expect([...CONTENT_STAGES]).toEqual(STAGE_VALUES.map(toContentStage));
  });

  it("maps profile stages to the quizzes' five stages", () => {
    expect(toQuizStage("ttc_6-12")).toBe("ttc");
    expect(toQuizStage("pregnant_trimester_1")).toBe("pregnant");
    expect(toQuizStage("postpartum_0-6")).toBe("postpartum-0-3");
    expect(toQuizStage("postpartum_6-12")).toBe("postpartum-0-3");
    expect(toQuizStage("postpartum_3-6m")).toBe("postpartum-3-12");
    expect(toQuizStage("postpartum_12m+")).toBe("postpartum-3-12");
    // No sub-stage: the gentler early-months plan.
    expect(toQuizStage("postpartum")).toBe("postpartum-0-3");
    expect(toQuizStage("toddler_2-3")).toBe("general");
    expect(toQuizStage("none")).toBe("general");
  });

  it("labels stages for people and validates what a profile may hold", () => {
    expect(stageLabel("postpartum_0-6")).toBe("Postpartum · 0-6 weeks");
    expect(stageLabel("pregnant")).toBe("Pregnant");
    expect(stageLabel("none")).toBe("Not set");
    expect(findStage("ttc_12+")?.label).toBe("12+ months");
    expect(isProfileStage("toddler_3+")).toBe(true);
    expect(isProfileStage("postpartum-0-6")).toBe(false);
    expect(isProfileStage(42)).toBe(false);
  });
});
