import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  daysFrom,
  isIsoDate,
  isTimeZone,
  localDate,
  startOfDay,
  weekStart,
} from "./dates";

describe("week boundaries", () => {
  it("starts the week on Monday", () => {
    expect(weekStart("2026-11-22")).toBe("2026-11-16"); // a Sunday belongs to the week before
    expect(weekStart("2026-11-23")).toBe("2026-11-23"); // Monday starts its own week
    expect(weekStart("2026-11-25")).toBe("2026-11-23");
    expect(weekStart("2027-01-01")).toBe("2026-12-28"); // across a year end
  });

  it("keeps the day when a week ends at local midnight in the user's zone", () => {
    // 23:30 on Sunday in New York is already Monday in UTC.
    const lateSunday = new Date("2026-11-23T04:30:00Z");
    expect(localDate(lateSunday, "America/New_York")).toBe("2026-11-22");
    expect(weekStart(localDate(lateSunday, "America/New_York"))).toBe("2026-11-16");
    expect(weekStart(localDate(lateSunday, "UTC"))).toBe("2026-11-23");
  });

  it("finds the instant a local day starts, across daylight-saving changes", () => {
    expect(startOfDay("2026-11-23", "UTC").toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(startOfDay("2026-11-23", "America/New_York").toISOString()).toBe("2026-11-23T05:00:00.000Z");
    expect(startOfDay("2026-07-01", "America/New_York").toISOString()).toBe("2026-07-01T04:00:00.000Z");
    expect(startOfDay("2026-03-29", "Europe/London").toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(startOfDay("2026-03-30", "Europe/London").toISOString()).toBe("2026-03-29T23:00:00.000Z");
    expect(startOfDay("2026-11-23", "Asia/Kolkata").toISOString()).toBe("2026-11-22T18:30:00.000Z");
  });

  it("adds days and lists ranges", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(daysBetween("2026-11-16", "2026-11-22")).toHaveLength(7);
  });

  it("validates dates and zones", () => {
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("22/11/2026")).toBe(false);
    expect(isIsoDate("9999-12-31")).toBe(false);
    expect(isIsoDate("0000-01-01")).toBe(false);
    expect(isIsoDate("1900-01-01")).toBe(true);
    expect(isIsoDate("2199-12-31")).toBe(true);
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});

describe("days between two dates", () => {
  it("counts calendar days, across month ends, leap days and backwards", () => {
    expect(daysFrom("2026-11-22", "2026-11-22")).toBe(0);
    expect(daysFrom("2026-02-28", "2026-03-01")).toBe(1);
    expect(daysFrom("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysFrom("2026-12-31", "2027-01-01")).toBe(1);
    expect(daysFrom("2027-01-01", "2026-01-01")).toBe(-365);
    expect(daysFrom("2028-01-01", "2029-01-01")).toBe(366);
  });
});
