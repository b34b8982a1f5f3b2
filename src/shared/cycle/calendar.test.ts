import { describe, expect, it } from "vitest";
import { cycleDays, cycleHistory } from "../../../tests/support/cycle-days";
import { addDays } from "../dates";
import { cycleCalendar, cycleOverview } from "./overview";

const NO_CONTEXT = { birthYear: null, tryingSince: null, stage: null };

describe("the cycle calendar", () => {
  // Three 28-day cycles (ovulation day 14), then she is on day 10 of the fourth.
  const { days, nextStart } = cycleHistory("2025-01-01", [
    { length: 28, ovulationDay: 14 },
    { length: 28, ovulationDay: 14 },
    { length: 28, ovulationDay: 14 },
  ]);
  const today = addDays(nextStart, 9);
  const third = addDays(nextStart, -28);
  const at = (calendar: ReturnType<typeof cycleCalendar>, date: string) =>
    calendar.find((d) => d.date === date)!;

  it("marks a finished cycle's phases and fertility from the evaluation", () => {
    const calendar = cycleCalendar({ days, exclusions: [], today, from: third, to: addDays(third, 27) });
    const day = (n: number) => at(calendar, addDays(third, n - 1));
    expect(day(1)).toMatchObject({ cycleDay: 1, phase: "menstrual", fertility: "low", predicted: false });
    // The 5-day rule ends on day 5 (mucus starts on day 6).
    expect(day(5)).toMatchObject({ phase: "menstrual", fertility: "low" });
    expect(day(6)).toMatchObject({ phase: "follicular", fertility: "medium" });
    // Fertile window: 5 days before ovulation (day 14) and ovulation day.
    expect(day(9)).toMatchObject({ phase: "fertile", fertility: "high" });
    expect(day(14)).toMatchObject({ phase: "fertile", fertility: "high", ovulation: true });
    // Temperature rise from day 15, both signs confirmed on day 17: infertile from its evening.
    expect(day(15)).toMatchObject({ phase: "luteal", fertility: "medium" });
    expect(day(17)).toMatchObject({ phase: "luteal", fertility: "medium" });
    expect(day(18)).toMatchObject({ phase: "luteal", fertility: "low" });
    expect(day(1).log?.bleeding?.value).toBe(2);
    expect(day(20).log?.temperature).not.toBeNull();
  });

  it("shows what is predicted ahead, marked as predicted", () => {
    const calendar = cycleCalendar({ days, exclusions: [], today, from: today, to: addDays(nextStart, 40) });
    expect(at(calendar, addDays(nextStart, 12))).toMatchObject({
      phase: "fertile",
      fertility: "high",
      predicted: true,
    });
    expect(at(calendar, addDays(nextStart, 13))).toMatchObject({ ovulation: true, predicted: true });
    expect(at(calendar, addDays(nextStart, 28))).toMatchObject({
      phase: "menstrual",
      predicted: true,
      cycleDay: 1,
    });
    expect(at(calendar, addDays(nextStart, 20))).toMatchObject({ phase: null, predicted: true });
  });

  it("leaves days before her first period without a phase", () => {
    const calendar = cycleCalendar({ days, exclusions: [], today, from: "2024-12-30", to: "2024-12-31" });
    expect(calendar.map((d) => d.phase)).toEqual([null, null]);
  });

  it("counts S+ mucus and a positive LH test as high fertility before a shift", () => {
    const start = "2025-06-01";
    const own = cycleDays(start, {
      bleeding: [2, 2],
      mucus: [null, null, null, null, null, 2, 4],
      lh: [null, null, null, null, null, null, null, "positive"],
    });
    const calendar = cycleCalendar({
      days: own,
      exclusions: [],
      today: addDays(start, 8),
      from: start,
      to: addDays(start, 8),
    });
    expect(calendar.map((d) => d.fertility)).toEqual([
      "medium",
      "medium",
      "medium",
      "medium",
      "medium",
      "medium",
      "high",
      "high",
      "medium",
    ]);
  });
});

describe("the overview", () => {
  it("gives today's cycle day, phase and fertility", () => {
    const { days, nextStart } = cycleHistory("2025-01-01", [{ length: 28, ovulationDay: 14 }]);
    const overview = cycleOverview({ days, exclusions: [], today: nextStart, context: NO_CONTEXT });
    expect(overview.today).toMatchObject({ cycleDay: 1, phase: "menstrual", fertility: "low" });
    expect(overview.cycles).toHaveLength(2);
    expect(overview.cycles[0]).not.toHaveProperty("days");
  });

  it("names the reason of an excluded cycle", () => {
    const { days } = cycleHistory("2025-01-01", [{ length: 28, ovulationDay: 14 }]);
    const overview = cycleOverview({
      days,
      exclusions: [{ start: "2025-01-01", reason: "illness" }],
      today: "2025-02-01",
      context: NO_CONTEXT,
    });
    expect(overview.cycles[0]).toMatchObject({ excluded: true, exclusionReason: "illness" });
    expect(overview.cycles[1]).toMatchObject({ excluded: false, exclusionReason: null });
  });
});

describe("today's phase agrees with what she observed", () => {
  const start = "2025-06-01";
  /** Six low readings (cover line 36.50 °C) from cycle day 4 on. */
  const LOWS = [null, null, null, 36.4, 36.5, 36.35, 36.45, 36.5, 36.4];
  const statusOn = (own: ReturnType<typeof cycleDays>, day: number) =>
    cycleOverview({ days: own, exclusions: [], today: addDays(start, day - 1), context: NO_CONTEXT }).today;

  it("is fertile, not follicular, after a positive LH test and a temperature rise not yet confirmed", () => {
    // Positive LH on day 10, then two higher readings (days 11 and 12): a shift needs a third.
    const own = cycleDays(start, {
      bleeding: [2, 2, 1],
      lh: [null, null, null, null, null, null, null, null, null, "positive"],
      temps: [...LOWS, 36.45, 36.6, 36.65],
    });
    const today = statusOn(own, 12);
    expect(today.phase).toBe("fertile");
    expect(today.phase).not.toBe("follicular");
    // The days between the test and today, too.
    const calendar = cycleCalendar({
      days: own,
      exclusions: [],
      today: addDays(start, 11),
      from: addDays(start, 9),
      to: addDays(start, 11),
    });
    expect(calendar.map((d) => d.phase)).toEqual(["fertile", "fertile", "fertile"]);
  });

  it("is fertile from a temperature rise under way even without a test or mucus noted", () => {
    const own = cycleDays(start, { bleeding: [2, 2], temps: [...LOWS, 36.6] });
    expect(statusOn(own, 10)).toMatchObject({ phase: "fertile", fertility: "medium" });
    expect(statusOn(own, 9).phase).toBe("follicular");
  });

  it("is luteal once the shift is confirmed, from the first higher reading on", () => {
    const own = cycleDays(start, {
      bleeding: [2, 2],
      lh: [null, null, null, null, null, null, null, null, "positive"],
      temps: [...LOWS, 36.6, 36.65, 36.75],
    });
    expect(statusOn(own, 12)).toMatchObject({ phase: "luteal" });
    const calendar = cycleCalendar({
      days: own,
      exclusions: [],
      today: addDays(start, 11),
      from: addDays(start, 8),
      to: addDays(start, 11),
    });
    expect(calendar.map((d) => d.phase)).toEqual(["fertile", "luteal", "luteal", "luteal"]);
  });

  it("goes back to follicular when a rise falls back before it is confirmed and no other sign was seen", () => {
    // One higher reading, then two at or below the cover line: no shift, no rise under way.
    const own = cycleDays(start, { bleeding: [2, 2], temps: [...LOWS, 36.6, 36.45, 36.4] });
    expect(statusOn(own, 12).phase).toBe("follicular");
  });
});
