import type { CycleDayLog } from "./observations";
import { fromSteps, toSteps } from "./temperature";

/**
 * Sensiplan's temperature shift, written from the published method:
 *
 * - A higher reading is higher than each of the 6 readings before it; the highest of those 6 is
 *   the cover line.
 * - Regular rule: 3 consecutive higher readings, the third at least 0.2 °C above the cover line.
 *   The shift is confirmed on the day of the third.
 * - First exception: if the third is less than 0.2 °C above, a 4th reading above the cover line
 *   (by any amount) confirms it.
 * - Second exception: one of the 2nd and 3rd readings may fall to or below the cover line; it is
 *   not counted, and a 4th reading at least 0.2 °C above the cover line confirms the shift.
 * - The two exceptions are never combined.
 *
 * Readings are rounded to 0.05 °C first. Excluded readings are skipped: they count neither among
 * the 6 lower readings nor among the higher ones, and "consecutive" means consecutive among the
 * readings that remain (a day without a reading is simply absent).
 */

export const LOW_READINGS = 6;
/** 0.2 °C in 0.05 °C steps. */
const TWO_TENTHS = 4;

export type ShiftRule = "regular" | "first-exception" | "second-exception";

export interface TemperatureShift {
  /** Date of the first higher reading. */
  firstHighDay: string;
  /** Date of the reading that completed the rule. */
  confirmedOn: string;
  rule: ShiftRule;
  /** The highest of the 6 readings before the first higher one, °C. */
  coverLineC: number;
}

interface Reading {
  date: string;
  steps: number;
}

/** The readings the evaluation uses: not excluded, oldest first, in 0.05 °C steps. */
export function usableReadings(days: readonly CycleDayLog[]): Reading[] {
  return days
    .filter((d) => d.temperature && !d.temperature.exclude)
    .map((d) => ({ date: d.date, steps: toSteps(d.temperature!.valueC) }))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** The first temperature shift in a cycle's days, or null while none is confirmed. */
export function findTemperatureShift(days: readonly CycleDayLog[]): TemperatureShift | null {
  const readings = usableReadings(days);
  for (let i = LOW_READINGS; i < readings.length; i++) {
    const cover = Math.max(...readings.slice(i - LOW_READINGS, i).map((r) => r.steps));
    if (readings[i]!.steps <= cover) continue;
    const found = shiftFrom(readings, i, cover);
    if (found) {
      return {
        firstHighDay: readings[i]!.date,
        confirmedOn: found.confirmedOn,
        rule: found.rule,
        coverLineC: fromSteps(cover),
      };
    }
  }
  return null;
}

/** Whether the higher reading at `i` opens a shift over `cover`, and by which rule. */
function shiftFrom(
  readings: readonly Reading[],
  i: number,
  cover: number,
): { confirmedOn: string; rule: ShiftRule } | null {
  const [, second, third, fourth] = readings.slice(i, i + 4);
  if (!second || !third) return null;
  const above = (r: Reading) => r.steps > cover;
  const wellAbove = (r: Reading) => r.steps >= cover + TWO_TENTHS;

  if (above(second) && above(third)) {
    if (wellAbove(third)) return { confirmedOn: third.date, rule: "regular" };
    if (fourth && above(fourth)) return { confirmedOn: fourth.date, rule: "first-exception" };
    return null;
  }
  // Exactly one of the 2nd and 3rd fell to or below the cover line.
  if (above(second) !== above(third) && fourth && wellAbove(fourth)) {
    return { confirmedOn: fourth.date, rule: "second-exception" };
  }
  return null;
}

/**
 * The first higher reading of a rise the method has neither confirmed nor ruled out yet: the last
 * readings are above their cover line and the next one or two could still complete a rule. Null
 * when a shift is confirmed (see findTemperatureShift) or when no rise is under way.
 */
export function findRiseInProgress(days: readonly CycleDayLog[]): string | null {
  const readings = usableReadings(days);
  if (findTemperatureShift(days)) return null;
  // A rise still open has at most 3 readings from its first higher one on (a 4th decides it).
  for (let i = Math.max(LOW_READINGS, readings.length - 3); i < readings.length; i++) {
    const cover = Math.max(...readings.slice(i - LOW_READINGS, i).map((r) => r.steps));
    if (readings[i]!.steps <= cover) continue;
    if (couldStillConfirm(readings.slice(i + 1), cover)) return readings[i]!.date;
  }
  return null;
}

/** Whether the readings after a first higher one (fewer than 3) leave a rule open. */
function couldStillConfirm(after: readonly Reading[], cover: number): boolean {
  const [second, third] = after;
  if (!second) return true;
  const above = (r: Reading) => r.steps > cover;
  // With a 2nd: either rule is open (the 2nd exception allows it at or below the line).
  if (!third) return true;
  // With a 2nd and 3rd and no 4th: open unless both fell (or the regular rule already decided).
  return above(second) || above(third);
}
