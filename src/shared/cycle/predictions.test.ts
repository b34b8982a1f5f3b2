import { describe, expect, it } from "vitest";
import { cycleDays, cycleHistory } from "../../../tests/support/cycle-days";
import { addDays } from "../dates";
import { evaluateCycles } from "./evaluation";
import { predictCycle, predictionConfidence } from "./predictions";
import { studentTCdf } from "./stats";

/** Cycles with only period days logged: lengths but no temperatures. */
function periodsOnly(firstStart: string, lengths: number[]) {
  const days = [];
  let start = firstStart;
  for (const length of lengths) {
    days.push(...cycleDays(start, { bleeding: [2, 2, 1] }));
    start = addDays(start, length);
  }
  days.push(...cycleDays(start, { bleeding: [2] }));
  return { days, currentStart: start };
}

describe("predictions", () => {
  it("need three completed cycles and say how many more are needed", () => {
    const { days, currentStart } = periodsOnly("2025-01-01", [28, 29]);
    const p = predictCycle(evaluateCycles(days), addDays(currentStart, 3));
    expect(p).toEqual({
      nextPeriod: null,
      ovulation: null,
      fertileWindow: null,
      confidence: null,
      basedOnCycles: 2,
      cyclesNeeded: 1,
      late: null,
    });
    expect(predictCycle([], "2025-01-01").cyclesNeeded).toBe(3);
  });

  it("leave excluded cycles out of the count and the averages", () => {
    const { days, currentStart } = periodsOnly("2025-01-01", [28, 45, 29, 30]);
    const cycles = evaluateCycles(days, ["2025-01-29"]);
    const p = predictCycle(cycles, addDays(currentStart, 2));
    expect(p.basedOnCycles).toBe(3);
    expect(p.nextPeriod?.start).toBe(addDays(currentStart, 29));
  });

  it("put the next period at the mean length, with a window of the spread", () => {
    const { days, currentStart } = periodsOnly("2025-01-01", [26, 30, 28, 32, 24]);
    // Mean 28, sample standard deviation 3.16 → ±3 days.
    const p = predictCycle(evaluateCycles(days), addDays(currentStart, 4));
    expect(p.nextPeriod).toEqual({
      start: addDays(currentStart, 28),
      earliest: addDays(currentStart, 25),
      latest: addDays(currentStart, 31),
    });
    expect(p.basedOnCycles).toBe(5);
    expect(p.cyclesNeeded).toBe(0);
  });

  it("use her last 12 completed cycles only", () => {
    const { days, currentStart } = periodsOnly("2023-01-01", [40, 40, ...Array(12).fill(28)]);
    const p = predictCycle(evaluateCycles(days), addDays(currentStart, 1));
    expect(p.basedOnCycles).toBe(12);
    expect(p.nextPeriod?.start).toBe(addDays(currentStart, 28));
  });

  it("never start a window in the past", () => {
    const { days, currentStart } = periodsOnly("2025-01-01", [26, 30, 28, 32, 24]);
    const today = addDays(currentStart, 27);
    const p = predictCycle(evaluateCycles(days), today);
    expect(p.nextPeriod?.earliest).toBe(today);
    expect(p.nextPeriod?.start).toBe(addDays(currentStart, 28));
  });

  it("say how late a period is instead of predicting a day that has passed", () => {
    const { days, currentStart } = periodsOnly("2025-01-01", [28, 28, 29, 27]);
    const p = predictCycle(evaluateCycles(days), addDays(currentStart, 31));
    expect(p.nextPeriod).toBeNull();
    expect(p.ovulation).toBeNull();
    expect(p.fertileWindow).toBeNull();
    expect(p.late).toEqual({ days: 3, expectedOn: addDays(currentStart, 28), withinUsualRange: false });
    const oneDay = predictCycle(evaluateCycles(days), addDays(currentStart, 29));
    expect(oneDay.late).toMatchObject({ days: 1, withinUsualRange: true });
  });

  it("give a calendar estimate of ovulation, labelled so, when no ovulation was confirmed", () => {
    const { days, currentStart } = periodsOnly("2025-01-01", [28, 28, 28]);
    const p = predictCycle(evaluateCycles(days), addDays(currentStart, 2));
    // Day 14 of a 28-day cycle.
    expect(p.ovulation).toEqual({ date: addDays(currentStart, 13), method: "calendar" });
    expect(p.fertileWindow).toEqual({ start: addDays(currentStart, 8), end: addDays(currentStart, 13) });
  });

  it("date ovulation from her own luteal length when she has confirmed ovulations", () => {
    // Cycles of 30 days with ovulation on day 18: luteal phase 12 days.
    const { days, nextStart } = cycleHistory("2025-01-01", [
      { length: 30, ovulationDay: 18 },
      { length: 30, ovulationDay: 18 },
      { length: 30, ovulationDay: 18 },
    ]);
    const p = predictCycle(evaluateCycles(days), addDays(nextStart, 3));
    expect(p.nextPeriod?.start).toBe(addDays(nextStart, 30));
    // Cycle day 18, as in her own cycles.
    expect(p.ovulation).toEqual({ date: addDays(nextStart, 17), method: "temperature" });
    expect(p.fertileWindow).toEqual({ start: addDays(nextStart, 12), end: addDays(nextStart, 17) });
  });

  it("look to the next cycle's ovulation once this cycle's is confirmed", () => {
    const history = cycleHistory("2025-01-01", [
      { length: 28, ovulationDay: 14 },
      { length: 28, ovulationDay: 14 },
      { length: 28, ovulationDay: 14 },
      { length: 28, ovulationDay: 14 },
    ]);
    // Drop the last cycle's closing period: she is now on day 20 of a cycle with a confirmed shift.
    const days = history.days.filter((d) => d.date < history.nextStart);
    const currentStart = addDays(history.nextStart, -28);
    const p = predictCycle(evaluateCycles(days), addDays(currentStart, 19));
    expect(p.nextPeriod?.start).toBe(addDays(currentStart, 28));
    expect(p.ovulation?.date).toBe(addDays(currentStart, 28 + 13));
  });

  it("clip the fertile window to today and move on once its ovulation day has passed", () => {
    const { days, currentStart } = periodsOnly("2025-01-01", [28, 28, 28]);
    const inside = predictCycle(evaluateCycles(days), addDays(currentStart, 11));
    expect(inside.fertileWindow).toEqual({
      start: addDays(currentStart, 11),
      end: addDays(currentStart, 13),
    });
    const after = predictCycle(evaluateCycles(days), addDays(currentStart, 14));
    expect(after.ovulation?.date).toBe(addDays(currentStart, 28 + 13));
  });

  it("make no prediction while she has excluded the cycle she is in", () => {
    const { days, currentStart } = periodsOnly("2025-01-01", [28, 28, 28]);
    const p = predictCycle(evaluateCycles(days, [currentStart]), addDays(currentStart, 2));
    expect(p.nextPeriod).toBeNull();
  });
});

describe("prediction confidence", () => {
  it("falls as her cycles vary more", () => {
    const steady = predictionConfidence([28, 28, 29, 28, 27, 28]);
    const wobbly = predictionConfidence([26, 30, 28, 31, 25, 29]);
    const irregular = predictionConfidence([22, 35, 28, 40, 25, 31]);
    expect(steady).toBeGreaterThan(wobbly);
    expect(wobbly).toBeGreaterThan(irregular);
    expect(irregular).toBeLessThan(60);
  });

  it("rises with the number of cycles", () => {
    const three = predictionConfidence([27, 29, 28]);
    const nine = predictionConfidence([27, 29, 28, 27, 29, 28, 27, 29, 28]);
    expect(nine).toBeGreaterThan(three);
  });

  it("is the t-distribution chance of starting within 2 days, capped at 95", () => {
    // Three identical cycles: spread taken as 1 day, scale √(1 + 1/3), 2 degrees of freedom.
    const scale = Math.sqrt(1 + 1 / 3);
    const expected = Math.round((studentTCdf(2.5 / scale, 2) - studentTCdf(-2.5 / scale, 2)) * 100);
    expect(predictionConfidence([28, 28, 28])).toBe(expected);
    expect(expected).toBe(84);
    expect(predictionConfidence(Array(12).fill(28))).toBe(95);
  });
});

describe("Student's t distribution", () => {
  it("matches closed forms and the normal limit", () => {
    expect(studentTCdf(1, 1)).toBeCloseTo(0.75, 10); // Cauchy
    expect(studentTCdf(0, 5)).toBeCloseTo(0.5, 10);
    const t = 1.7;
    expect(studentTCdf(t, 2)).toBeCloseTo(0.5 + t / (2 * Math.sqrt(2 + t * t)), 10);
    expect(studentTCdf(1.96, 100_000)).toBeCloseTo(0.975, 3);
    expect(studentTCdf(-2.015, 5)).toBeCloseTo(0.05, 3);
  });
});
