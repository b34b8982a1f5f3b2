/**
 * Why a progress chart has nothing (or not yet enough) to draw, in words that tell her what to do.
 * An empty chart says why instead of showing bare axes (issue 16, item 7). A trend needs two days:
 * one point is not a line.
 */
import type { TrendPoint } from "./wellness";

export const MIN_TREND_DAYS = 2;

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** Mood, energy and stress: a line needs moods on at least two days of the range. */
export function moodChartReason(points: readonly TrendPoint[], range: number): string | null {
  const logged = points.filter((p) => p.moodScore !== null).length;
  if (logged >= MIN_TREND_DAYS) return null;
  if (logged === 0) {
    return `No mood logged in the last ${days(range)}. Log your mood for ${days(MIN_TREND_DAYS)} to see a trend.`;
  }
  const more = MIN_TREND_DAYS - logged;
  return `You logged your mood on 1 day. Log it on ${more} more ${more === 1 ? "day" : "days"} to see a trend.`;
}

/** Sleep hours: one bar per night logged. */
export function sleepChartReason(points: readonly TrendPoint[], range: number): string | null {
  if (points.some((p) => p.sleepHours !== null)) return null;
  return `No sleep logged in the last ${days(range)}. Log last night's sleep to see your hours here.`;
}

/** Workout minutes: one bar per day with a finished workout. */
export function workoutChartReason(points: readonly TrendPoint[], range: number): string | null {
  if (points.some((p) => p.workoutMinutes > 0)) return null;
  return `No workouts finished in the last ${days(range)}. Finish a workout and its minutes appear here.`;
}
