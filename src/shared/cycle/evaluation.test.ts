import { describe, expect, it } from "vitest";
import { cycleDays, cycleHistory, typicalCycle, typicalTemps } from "../../../tests/support/cycle-days";
import { addDays } from "../dates";
import { dateOfDayNumber, dayDiff, dayNumber, findCycles } from "./cycles";
import { evaluateCycles } from "./evaluation";

describe("day arithmetic", () => {
  it("agrees with the calendar across leap years and centuries", () => {
    for (let t = Date.UTC(1899, 11, 1); t < Date.UTC(2101, 2, 1); t += 86_400_000 * 7 + 3_600_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      expect(dayNumber(date)).toBe(Math.floor(t / 86_400_000));
      expect(dateOfDayNumber(dayNumber(date))).toBe(date);
    }
    expect(dayDiff("2024-02-28", "2024-03-01")).toBe(2);
    expect(dayDiff("2025-03-01", "2025-02-28")).toBe(-1);
  });
});

describe("cycles from bleeding", () => {
  it("start on the first day of period bleeding and end the day before the next", () => {
    const days = [
      ...cycleDays("2025-01-01", { bleeding: [2, 3, 1] }),
      ...cycleDays("2025-01-29", { bleeding: [2, 2] }),
    ];
    const cycles = findCycles(days);
    expect(cycles.map(({ start, end, length, periodEnd }) => ({ start, end, length, periodEnd }))).toEqual([
      { start: "2025-01-01", end: "2025-01-28", length: 28, periodEnd: "2025-01-03" },
      { start: "2025-01-29", end: null, length: null, periodEnd: "2025-01-30" },
    ]);
  });

  it("are not started by spotting alone", () => {
    const days = [
      ...cycleDays("2025-01-01", { bleeding: [2, 2] }),
      ...cycleDays("2025-01-14", { bleeding: [0, 0] }),
      ...cycleDays("2025-01-27", { bleeding: [0, 0, 1, 2] }),
    ];
    expect(findCycles(days).map((c) => c.start)).toEqual(["2025-01-01", "2025-01-29"]);
  });

  it("keep bleeding within 5 days of earlier bleeding in the same period", () => {
    const days = [
      ...cycleDays("2025-01-01", { bleeding: [3, 2, null, null, null, null, 1] }),
      ...cycleDays("2025-01-13", { bleeding: [1] }),
    ];
    // Day 7 is 5 days after day 2's bleeding: the same period. Day 13 is 6 days after day 7: a new cycle.
    expect(findCycles(days).map((c) => c.start)).toEqual(["2025-01-01", "2025-01-13"]);
  });

  it("are not started by bleeding she excluded", () => {
    const days = [
      ...cycleDays("2025-01-01", { bleeding: [2] }),
      ...cycleDays("2025-01-16", { bleeding: [2] }),
    ];
    days[1]!.bleeding!.exclude = true;
    expect(findCycles(days).map((c) => c.start)).toEqual(["2025-01-01"]);
  });

  it("leave out days logged before her first period", () => {
    const days = [
      ...cycleDays("2024-12-20", { temps: [36.5, 36.4] }),
      ...cycleDays("2025-01-01", { bleeding: [2] }),
    ];
    const [only] = findCycles(days);
    expect(only?.days.map((d) => d.date)).toEqual(["2025-01-01"]);
  });

  it("carry her exclusions", () => {
    const days = [
      ...cycleDays("2025-01-01", { bleeding: [2] }),
      ...cycleDays("2025-01-30", { bleeding: [2] }),
    ];
    expect(findCycles(days, ["2025-01-30"]).map((c) => c.excluded)).toEqual([false, true]);
  });
});

describe("the post-ovulatory infertile phase", () => {
  it("begins on the evening of the later of the temperature and mucus confirmations", () => {
    // Mucus peak day 13 (confirmed day 16); temperature rise from day 15, confirmed day 17.
    const days = cycleDays("2025-03-01", {
      bleeding: [2, 2, 1],
      temps: [...typicalTemps(14, 14), 36.8, 36.85, 36.9, 36.85],
      mucus: [0, 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 2, 1, 0, 0, 0],
    });
    const [cycle] = evaluateCycles(days);
    expect(cycle?.mucusPeak).toEqual({ peakDay: "2025-03-13", confirmedOn: "2025-03-16" });
    expect(cycle?.temperatureShift?.confirmedOn).toBe("2025-03-17");
    expect(cycle?.infertileFrom).toBe("2025-03-17");
  });

  it("is not given while only one sign is confirmed", () => {
    const days = cycleDays("2025-03-01", { bleeding: [2, 2], temps: typicalTemps(20, 14) });
    const [cycle] = evaluateCycles(days);
    expect(cycle?.temperatureShift).not.toBeNull();
    expect(cycle?.infertileFrom).toBeNull();
  });

  it("dates ovulation the day before the first higher reading and measures the luteal phase from it", () => {
    const { days } = cycleHistory("2025-01-01", [{ length: 29, ovulationDay: 16 }]);
    const [cycle] = evaluateCycles(days);
    expect(cycle?.ovulationDay).toBe(addDays("2025-01-01", 15));
    expect(cycle?.lutealLength).toBe(13);
  });
});

describe("the pre-ovulatory infertile days", () => {
  it("are not given in her first cycle with Bloom", () => {
    const [cycle] = evaluateCycles(typicalCycle("2025-01-01", 28, 14));
    expect(cycle?.preOvulatory).toBeNull();
  });

  it("are the first 5 days after a cycle with a temperature shift (the 5-day rule)", () => {
    const { days } = cycleHistory("2025-01-01", [{ length: 28, ovulationDay: 14 }]);
    const [, second] = evaluateCycles(days);
    expect(second?.preOvulatory).toEqual({ until: "2025-02-02", rule: "5-day" });
  });

  it("are not given after a cycle without a temperature shift", () => {
    const days = [
      ...cycleDays("2025-01-01", { bleeding: [2, 2], temps: Array(27).fill(36.4) }),
      ...cycleDays("2025-01-29", { bleeding: [2] }),
    ];
    expect(evaluateCycles(days)[1]?.preOvulatory).toBeNull();
  });

  it("end the day before the first moist mucus", () => {
    const { days, nextStart } = cycleHistory("2025-01-01", [{ length: 28, ovulationDay: 14 }]);
    days.push(...cycleDays(nextStart, { mucus: [null, null, null, 2] }));
    const [, second] = evaluateCycles(days);
    expect(second?.preOvulatory).toEqual({ until: addDays(nextStart, 2), rule: "5-day" });
  });

  it("follow the minus-8 rule as soon as an earlier first higher reading came early enough to shorten them", () => {
    // First higher reading on cycle day 12 → 12 − 8 = day 4, shorter than the 5-day rule.
    const { days, nextStart } = cycleHistory("2025-01-01", [
      { length: 28, ovulationDay: 14 },
      { length: 26, ovulationDay: 11 },
    ]);
    const cycles = evaluateCycles(days);
    expect(cycles[1]?.temperatureShift?.firstHighDay).toBe(addDays("2025-01-29", 11));
    expect(cycles[2]?.preOvulatory).toEqual({ until: addDays(nextStart, 3), rule: "minus-8" });
  });

  it("follow the minus-8 rule alone once 12 earlier cycles had a shift", () => {
    // Earliest first higher reading over 12 cycles: cycle day 16 → infertile through day 8.
    const twelve = Array.from({ length: 12 }, (_, i) => ({ length: 30, ovulationDay: i === 4 ? 15 : 17 }));
    const { days, nextStart } = cycleHistory("2024-01-01", twelve);
    const cycles = evaluateCycles(days);
    expect(cycles[11]?.preOvulatory?.rule).toBe("5-day");
    expect(cycles[12]?.preOvulatory).toEqual({ until: addDays(nextStart, 7), rule: "minus-8" });
  });

  it("leave excluded cycles out of the minus-8 rule", () => {
    const { days, nextStart } = cycleHistory("2025-01-01", [
      { length: 26, ovulationDay: 10 },
      { length: 28, ovulationDay: 14 },
    ]);
    const cycles = evaluateCycles(days, ["2025-01-01"]);
    expect(cycles[2]?.preOvulatory).toEqual({ until: addDays(nextStart, 4), rule: "5-day" });
  });
});
