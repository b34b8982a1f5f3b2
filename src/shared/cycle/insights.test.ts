import { describe, expect, it } from "vitest";
import { cycleDays, cycleHistory } from "../../../tests/support/cycle-days";
import { addDays } from "../dates";
import { monthsBetween, monthsTrying, type TtcContext, ttcAdvice } from "./advice";
import { evaluateCycles } from "./evaluation";
import { cycleInsights } from "./insights";
import { predictCycle } from "./predictions";

const NO_CONTEXT: TtcContext = { birthYear: null, tryingSince: null, stage: null };

function adviceFor(days: Parameters<typeof evaluateCycles>[0], today: string, context = NO_CONTEXT) {
  const cycles = evaluateCycles(days);
  const prediction = predictCycle(cycles, today);
  return ttcAdvice({ cycles, prediction, insights: cycleInsights(cycles), context, today });
}

describe("insights", () => {
  it("average her completed cycles, ovulation day, luteal phase and period", () => {
    const { days } = cycleHistory("2025-01-01", [
      { length: 27, ovulationDay: 13 },
      { length: 29, ovulationDay: 15 },
      { length: 28, ovulationDay: 14 },
    ]);
    const insights = cycleInsights(evaluateCycles(days));
    expect(insights).toMatchObject({
      averageCycleLength: 28,
      cycleVariability: 1,
      ovulationTiming: 14,
      lutealPhaseLength: 14,
      averagePeriodLength: 5,
      completedCycles: 3,
      confirmedOvulations: 3,
      lengthTrend: null,
    });
    expect(insights.trends).toEqual([
      { start: "2025-01-01", length: 27, ovulationDay: 13, lutealLength: 14, excluded: false },
      { start: "2025-01-28", length: 29, ovulationDay: 15, lutealLength: 14, excluded: false },
      { start: "2025-02-26", length: 28, ovulationDay: 14, lutealLength: 14, excluded: false },
    ]);
  });

  it("are empty, not invented, before her first complete cycle", () => {
    const insights = cycleInsights(evaluateCycles(cycleDays("2025-01-01", { bleeding: [2, 2] })));
    expect(insights).toMatchObject({
      averageCycleLength: null,
      cycleVariability: null,
      ovulationTiming: null,
      lutealPhaseLength: null,
      completedCycles: 0,
      trends: [],
    });
  });

  it("see cycles getting longer when the last three run 2 or more days over the earlier ones", () => {
    const { days } = cycleHistory(
      "2025-01-01",
      [27, 28, 27, 31, 30, 31].map((length) => ({ length, ovulationDay: length - 14 })),
    );
    expect(cycleInsights(evaluateCycles(days)).lengthTrend).toBe("longer");
  });
});

describe("personalized TTC advice", () => {
  it("shows at most 5, high before medium before low", () => {
    // Short cycles (20 days) with a short luteal phase (8 days), trying for 14 months, period late.
    const { days, nextStart } = cycleHistory(
      "2024-01-01",
      Array.from({ length: 4 }, () => ({ length: 20, ovulationDay: 12 })),
    );
    const advice = adviceFor(days, addDays(nextStart, 23), {
      birthYear: 1990,
      tryingSince: "2022-10-01",
      stage: null,
    });
    expect(advice.length).toBeLessThanOrEqual(5);
    const ranks = advice.map((a) => ({ high: 0, medium: 1, low: 2 })[a.priority]);
    expect(ranks).toEqual([...ranks].sort());
    expect(advice.map((a) => a.id)).toEqual(
      expect.arrayContaining(["period-late", "see-doctor-trying", "short-luteal-phase", "cycle-length"]),
    );
  });

  it("suggests a doctor after 12 months of trying, or 6 from age 35", () => {
    const { days, nextStart } = cycleHistory("2025-01-01", [{ length: 28, ovulationDay: 14 }]);
    const today = addDays(nextStart, 3);
    const ids = (context: TtcContext) => adviceFor(days, today, context).map((a) => a.id);
    expect(ids({ birthYear: 1995, tryingSince: addDays(today, -250), stage: null })).not.toContain(
      "see-doctor-trying",
    );
    expect(ids({ birthYear: 1988, tryingSince: addDays(today, -250), stage: null })).toContain(
      "see-doctor-trying",
    );
    expect(ids({ birthYear: 1995, tryingSince: addDays(today, -370), stage: null })).toContain(
      "see-doctor-trying",
    );
    // Without a date, her ttc stage gives a lower bound: "12+ months".
    expect(ids({ birthYear: null, tryingSince: null, stage: "ttc_12+" })).toContain("see-doctor-trying");
    expect(ids({ birthYear: null, tryingSince: null, stage: "ttc_4-6" })).not.toContain("see-doctor-trying");
  });

  it("notices two cycles in a row without a temperature rise", () => {
    const flat = (start: string) => cycleDays(start, { bleeding: [2, 2], temps: Array(28).fill(36.5) });
    const days = [
      ...flat("2025-01-01"),
      ...flat("2025-01-29"),
      ...cycleDays("2025-02-26", { bleeding: [2] }),
    ];
    expect(adviceFor(days, "2025-02-28").map((a) => a.id)).toContain("no-temperature-rise");
  });

  it("always includes folic acid, ahead of the charting tips, as a step to take now", () => {
    const advice = adviceFor([], "2025-01-01");
    expect(advice.map((a) => a.id)).toEqual(["folic-acid", "more-cycles"]);
    expect(advice[0]!.priority).toBe("medium");
  });
});

describe("months trying", () => {
  it("counts a month once its day is reached", () => {
    expect(monthsBetween("2024-01-15", "2025-01-14")).toBe(11);
    expect(monthsBetween("2024-01-15", "2025-01-15")).toBe(12);
    expect(monthsTrying({ birthYear: null, tryingSince: null, stage: "ttc_6-12" }, "2025-01-01")).toBe(6);
    expect(monthsTrying({ birthYear: null, tryingSince: null, stage: "ttc" }, "2025-01-01")).toBeNull();
  });
});
