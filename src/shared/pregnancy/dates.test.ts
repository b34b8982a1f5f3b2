import { describe, expect, it } from "vitest";
import { addDays, localDate, startOfDay } from "../dates";
import {
  dueDateFromLastPeriod,
  lastPeriodFromDueDate,
  postpartumStageFor,
  pregnancyDateBounds,
  pregnancyWeek,
  stageFromDates,
  timeSinceBirth,
  trimesterOf,
} from "./dates";

// A pregnancy whose last period began on 1 January 2026: due 8 October 2026.
const DUE = "2026-10-08";

describe("due date by Naegele's rule", () => {
  it("puts the due date 280 days after the first day of the last period", () => {
    expect(dueDateFromLastPeriod("2026-01-01")).toBe("2026-10-08");
    expect(lastPeriodFromDueDate("2026-10-08")).toBe("2026-01-01");
  });

  it("counts the leap day when the pregnancy crosses February 2028", () => {
    expect(dueDateFromLastPeriod("2026-12-01")).toBe("2027-09-07");
    expect(dueDateFromLastPeriod("2027-12-01")).toBe("2028-09-06");
    expect(dueDateFromLastPeriod("2028-02-29")).toBe("2028-12-05");
    expect(lastPeriodFromDueDate("2028-12-05")).toBe("2028-02-29");
  });
});

describe("pregnancy week and day", () => {
  it("starts at 0 weeks 0 days on the first day of the last period, and not before", () => {
    expect(pregnancyWeek(DUE, "2025-12-31")).toBeNull();
    expect(pregnancyWeek(DUE, "2026-01-01")).toMatchObject({ week: 0, day: 0, daysToGo: 280, trimester: 1 });
    expect(pregnancyWeek(DUE, "2026-01-08")).toMatchObject({ week: 1, day: 0, daysToGo: 273 });
  });

  it("says 40 weeks, 0 days on the due date, and counts days past it", () => {
    expect(pregnancyWeek(DUE, DUE)).toMatchObject({
      week: 40,
      day: 0,
      daysToGo: 0,
      daysPastDue: 0,
      term: "full",
    });
    expect(pregnancyWeek(DUE, "2026-10-15")).toMatchObject({
      week: 41,
      day: 0,
      daysToGo: 0,
      daysPastDue: 7,
      trimester: 3,
      term: "late",
    });
  });

  it("changes trimester after weeks 12 and 26", () => {
    expect(pregnancyWeek(DUE, "2026-04-01")).toMatchObject({ week: 12, day: 6, trimester: 1 });
    expect(pregnancyWeek(DUE, "2026-04-02")).toMatchObject({ week: 13, day: 0, trimester: 2 });
    expect(pregnancyWeek(DUE, "2026-07-08")).toMatchObject({ week: 26, day: 6, trimester: 2 });
    expect(pregnancyWeek(DUE, "2026-07-09")).toMatchObject({ week: 27, day: 0, trimester: 3 });
    expect([0, 1, 12, 13, 26, 27, 40, 41, 42].map(trimesterOf)).toEqual([1, 1, 1, 2, 2, 3, 3, 3, 3]);
  });

  it("names the weeks around the due date as ACOG does", () => {
    expect(pregnancyWeek(DUE, "2026-09-16")).toMatchObject({ week: 36, day: 6, term: null });
    expect(pregnancyWeek(DUE, "2026-09-17")).toMatchObject({ week: 37, day: 0, term: "early" });
    expect(pregnancyWeek(DUE, "2026-10-22")).toMatchObject({ week: 42, day: 0, term: "post" });
  });

  it("stops counting after 42 weeks and 6 days", () => {
    expect(pregnancyWeek(DUE, "2026-10-28")).toMatchObject({ week: 42, day: 6, beyondDates: false });
    expect(pregnancyWeek(DUE, "2026-10-29")).toMatchObject({ week: 43, beyondDates: true });
  });
});

describe("today in her time zone", () => {
  it("gives the week of her own calendar, not the server's", () => {
    // 03:00 UTC on 2 April 2026: still 1 April in Los Angeles, already 2 April in London and Auckland.
    const instant = new Date("2026-04-02T03:00:00Z");
    expect(pregnancyWeek(DUE, localDate(instant, "America/Los_Angeles"))).toMatchObject({
      week: 12,
      day: 6,
      trimester: 1,
    });
    expect(pregnancyWeek(DUE, localDate(instant, "Europe/London"))).toMatchObject({
      week: 13,
      day: 0,
      trimester: 2,
    });
    expect(pregnancyWeek(DUE, localDate(instant, "Pacific/Auckland"))).toMatchObject({ week: 13, day: 0 });
  });

  it("turns the week at her local midnight on the night the clocks go forward", () => {
    // New York springs forward on Sunday 8 March 2026; with this due date that day is 20 weeks, 0 days.
    const due = "2026-07-26";
    const tz = "America/New_York";
    const midnight = startOfDay("2026-03-08", tz);
    const before = new Date(midnight.getTime() - 1);
    expect(pregnancyWeek(due, localDate(before, tz))).toMatchObject({ week: 19, day: 6 });
    expect(pregnancyWeek(due, localDate(midnight, tz))).toMatchObject({ week: 20, day: 0 });
    // The day is 23 hours long: the next day starts at 04:00 UTC, not 05:00.
    const nextMidnight = startOfDay("2026-03-09", tz);
    expect(nextMidnight.getTime() - midnight.getTime()).toBe(23 * 3600_000);
    expect(pregnancyWeek(due, localDate(new Date(nextMidnight.getTime() - 1), tz))).toMatchObject({
      week: 20,
      day: 0,
    });
    expect(pregnancyWeek(due, localDate(nextMidnight, tz))).toMatchObject({ week: 20, day: 1 });
  });

  it("keeps one day through the 25-hour day when the clocks go back", () => {
    const tz = "America/New_York";
    const early = localDate(new Date("2026-11-01T04:30:00Z"), tz); // 00:30 EDT
    const late = localDate(new Date("2026-11-02T04:59:00Z"), tz); // 23:59 EST
    expect(early).toBe("2026-11-01");
    expect(late).toBe("2026-11-01");
    expect(pregnancyWeek("2027-02-01", early)).toEqual(pregnancyWeek("2027-02-01", late));
  });
});

describe("after the birth", () => {
  it("counts weeks and days since the birth, and nothing before it", () => {
    expect(timeSinceBirth("2026-05-10", "2026-05-09")).toBeNull();
    expect(timeSinceBirth("2026-05-10", "2026-05-10")).toMatchObject({ weeks: 0, days: 0, months: 0 });
    expect(timeSinceBirth("2026-05-10", "2026-06-25")).toMatchObject({ weeks: 6, days: 4, totalDays: 46 });
  });

  it("completes a month on the last day of a shorter month", () => {
    expect(timeSinceBirth("2026-01-31", "2026-02-27")?.months).toBe(0);
    expect(timeSinceBirth("2026-01-31", "2026-02-28")?.months).toBe(1);
    expect(timeSinceBirth("2028-01-31", "2028-02-28")?.months).toBe(0); // a leap year's February has 29
    expect(timeSinceBirth("2028-01-31", "2028-02-29")?.months).toBe(1);
    expect(timeSinceBirth("2026-03-15", "2027-03-14")?.months).toBe(11);
    expect(timeSinceBirth("2026-03-15", "2027-03-15")?.months).toBe(12);
  });

  it("maps the baby's age to the picker's postpartum stages", () => {
    const stageOn = (today: string) => postpartumStageFor(timeSinceBirth("2026-01-10", today)!);
    expect(stageOn(addDays("2026-01-10", 41))).toBe("postpartum_0-6");
    expect(stageOn(addDays("2026-01-10", 42))).toBe("postpartum_6-12");
    expect(stageOn(addDays("2026-01-10", 83))).toBe("postpartum_6-12");
    expect(stageOn(addDays("2026-01-10", 84))).toBe("postpartum_3-6m");
    expect(stageOn("2026-07-09")).toBe("postpartum_3-6m");
    expect(stageOn("2026-07-10")).toBe("postpartum_6-12m");
    expect(stageOn("2027-01-10")).toBe("postpartum_12m+");
  });
});

describe("the stage her dates point to", () => {
  const pregnant = (stage: string) => ({ motherhood_stage: stage, due_date: DUE, baby_birth_date: null });

  it("offers the trimester of her due date when her stage says another", () => {
    expect(stageFromDates(pregnant("pregnant_trimester_1"), "2026-04-02")).toBe("pregnant_trimester_2");
    expect(stageFromDates(pregnant("pregnant"), "2026-04-02")).toBe("pregnant_trimester_2");
    expect(stageFromDates(pregnant("pregnant_trimester_2"), "2026-04-02")).toBeNull();
  });

  it("offers nothing without dates, outside pregnancy, or past 42 weeks", () => {
    expect(stageFromDates({ ...pregnant("pregnant_trimester_1"), due_date: null }, "2026-04-02")).toBeNull();
    expect(stageFromDates(pregnant("ttc_1-3"), "2026-04-02")).toBeNull();
    expect(stageFromDates(pregnant("pregnant_trimester_1"), "2026-11-01")).toBeNull();
  });

  it("offers the postpartum stage of her baby's age", () => {
    const profile = { motherhood_stage: "postpartum_0-6", due_date: null, baby_birth_date: "2026-05-10" };
    expect(stageFromDates(profile, "2026-06-20")).toBeNull(); // 41 days: still 0-6 weeks
    expect(stageFromDates(profile, "2026-06-21")).toBe("postpartum_6-12");
  });
});

describe("dates a person can mean", () => {
  it("accepts due dates from a last period today to 42 weeks and 6 days along", () => {
    const today = "2026-05-10";
    const { due_date, last_period_start } = pregnancyDateBounds(today);
    expect(pregnancyWeek(due_date.max, today)).toMatchObject({ week: 0, day: 0 });
    expect(pregnancyWeek(addDays(due_date.max, 1), today)).toBeNull();
    expect(pregnancyWeek(due_date.min, today)).toMatchObject({ week: 42, day: 6, beyondDates: false });
    expect(pregnancyWeek(addDays(due_date.min, -1), today)?.beyondDates).toBe(true);
    expect(dueDateFromLastPeriod(last_period_start.min)).toBe(due_date.min);
    expect(last_period_start.max).toBe(today);
  });
});
