import { describe, expect, it } from "vitest";
import { addDays } from "../dates";
import { currentMoment, type ScreeningHistoryEntry, screeningOffer } from "./schedule";

const pregnant = (due: string | null) => ({
  motherhood_stage: "pregnant_trimester_2",
  due_date: due,
  baby_birth_date: null,
});
const postpartum = (birth: string | null) => ({
  motherhood_stage: "postpartum_0-6",
  due_date: null,
  baby_birth_date: birth,
});

describe("when a check-in is offered", () => {
  it("offers one as soon as she is pregnant, then again at week 28", () => {
    // Due 2027-06-01: week 28 starts 84 days before the due date.
    expect(currentMoment(pregnant("2027-06-01"), "2026-11-27")?.id).toBe("pregnancy@2027-06-01");
    expect(currentMoment(pregnant("2027-06-01"), "2027-03-08")?.id).toBe("pregnancy@2027-06-01");
    expect(currentMoment(pregnant("2027-06-01"), "2027-03-09")?.id).toBe("week-28@2027-06-01");
    expect(currentMoment(pregnant(null), "2027-03-09")?.id).toBe("pregnancy@undated");
  });

  it("offers at 2 and 6 weeks after birth, then each month to 12 months, and not before 2 weeks", () => {
    const birth = "2026-01-10";
    expect(currentMoment(postpartum(birth), addDays(birth, 13))).toBeNull();
    expect(currentMoment(postpartum(birth), addDays(birth, 14))?.id).toBe(`postpartum-2w@${birth}`);
    expect(currentMoment(postpartum(birth), addDays(birth, 42))?.id).toBe(`postpartum-6w@${birth}`);
    expect(currentMoment(postpartum(birth), "2026-03-10")?.id).toBe(`postpartum-2m@${birth}`);
    expect(currentMoment(postpartum(birth), "2027-01-10")?.id).toBe(`postpartum-12m@${birth}`);
    expect(currentMoment(postpartum(birth), "2027-02-10")).toBeNull();
  });

  it("speaks of no pregnancy or baby after a loss", () => {
    const after = { ...postpartum(null), show_pregnancy_content: false };
    expect(currentMoment(after, "2026-11-27")).toEqual({
      id: "postpartum@undated",
      label: "A check-in on how you have been",
    });
  });

  it("offers nothing to a member who is trying to conceive", () => {
    expect(
      currentMoment({ motherhood_stage: "ttc", due_date: null, baby_birth_date: null }, "2026-11-27"),
    ).toBeNull();
  });

  it("offers each moment once, and nothing within 14 days of a check-in", () => {
    const p = pregnant("2027-06-01");
    const today = "2026-12-01";
    expect(screeningOffer(p, [], today)?.id).toBe("pregnancy@2027-06-01");
    const skipped: ScreeningHistoryEntry[] = [{ on: "2026-10-01", moment: "pregnancy@2027-06-01" }];
    expect(screeningOffer(p, skipped, today)).toBeNull();
    const selfOpened: ScreeningHistoryEntry[] = [{ on: addDays(today, -13), moment: null }];
    expect(screeningOffer(p, selfOpened, today)).toBeNull();
    expect(screeningOffer(p, selfOpened, addDays(today, 1))?.id).toBe("pregnancy@2027-06-01");
  });
});
