import { describe, expect, it } from "vitest";
import { whereSheIs } from "./where-she-is";

const base = { due_date: null, baby_birth_date: null, show_pregnancy_content: true };

describe("where she is today", () => {
  it("counts her pregnancy week from her due date, and her stage follows it", () => {
    // Due 8 October 2026, so the last period began on 1 January: 12 March is 10 weeks, 0 days.
    const her = whereSheIs(
      { ...base, motherhood_stage: "pregnant_trimester_1", due_date: "2026-10-08" },
      "2026-03-12",
    );
    expect(her).toMatchObject({ pregnant: true, pregnancyWeek: 10, stage: "pregnant_trimester_1" });
    const later = whereSheIs(
      { ...base, motherhood_stage: "pregnant_trimester_1", due_date: "2026-10-08" },
      "2026-08-27",
    );
    expect(later).toMatchObject({ pregnancyWeek: 34, stage: "pregnant_trimester_3" });
  });

  it("has no week without a due date, and none past 42 weeks and 6 days", () => {
    expect(whereSheIs({ ...base, motherhood_stage: "pregnant" }, "2026-03-12").pregnancyWeek).toBeNull();
    const overdue = whereSheIs(
      { ...base, motherhood_stage: "pregnant", due_date: "2026-03-01" },
      "2026-03-30",
    );
    expect(overdue.pregnancyWeek).toBeNull();
  });

  it("counts whole weeks since the birth for a postpartum mother", () => {
    const her = whereSheIs(
      { ...base, motherhood_stage: "postpartum_0-6", baby_birth_date: "2026-02-01" },
      "2026-03-12",
    );
    expect(her).toMatchObject({ weeksSinceBirth: 5, stage: "postpartum_0-6", pregnant: false });
    expect(whereSheIs({ ...base, motherhood_stage: "postpartum" }, "2026-03-12").weeksSinceBirth).toBeNull();
  });

  it("carries her choice about pregnancy content after a loss", () => {
    const her = whereSheIs(
      { ...base, motherhood_stage: "none", show_pregnancy_content: false },
      "2026-03-12",
    );
    expect(her).toMatchObject({ pregnant: false, babyContent: false, pregnancyWeek: null });
  });
});
