import { describe, expect, it } from "vitest";
import { moodChartReason, sleepChartReason, workoutChartReason } from "./trend-reasons";
import type { TrendPoint } from "./wellness";

const day = (date: string, over: Partial<TrendPoint> = {}): TrendPoint => ({
  date,
  moodScore: null,
  energyLevel: null,
  stressLevel: null,
  sleepHours: null,
  workoutMinutes: 0,
  ...over,
});
const week = Array.from({ length: 7 }, (_, i) => day(`2026-11-${String(20 + i).padStart(2, "0")}`));

describe("why a progress chart is empty", () => {
  it("asks for moods on 2 days before drawing a trend", () => {
    expect(moodChartReason(week, 7)).toBe(
      "No mood logged in the last 7 days. Log your mood for 2 days to see a trend.",
    );
    const one = week.map((p, i) => (i === 3 ? { ...p, moodScore: 5, energyLevel: 4, stressLevel: 6 } : p));
    expect(moodChartReason(one, 7)).toBe(
      "You logged your mood on 1 day. Log it on 1 more day to see a trend.",
    );
    const two = one.map((p, i) => (i === 5 ? { ...p, moodScore: 7 } : p));
    expect(moodChartReason(two, 7)).toBeNull();
  });

  it("shows sleep from the first night logged", () => {
    expect(sleepChartReason(week, 30)).toBe(
      "No sleep logged in the last 30 days. Log last night's sleep to see your hours here.",
    );
    expect(
      sleepChartReason(
        week.map((p, i) => (i === 0 ? { ...p, sleepHours: 6.5 } : p)),
        7,
      ),
    ).toBeNull();
  });

  it("shows workout minutes once a workout is finished", () => {
    expect(workoutChartReason(week, 7)).toMatch(/^No workouts finished in the last 7 days/);
    expect(
      workoutChartReason(
        week.map((p, i) => (i === 6 ? { ...p, workoutMinutes: 12 } : p)),
        7,
      ),
    ).toBeNull();
  });
});
