import { addDays } from "../dates";
import { type CycleSpan, cycleDay, dayDiff, findCycles } from "./cycles";
import { findMucusPeak, type MucusPeak } from "./mucus-peak";
import type { CycleDayLog } from "./observations";
import { findTemperatureShift, type TemperatureShift } from "./temperature-shift";

/**
 * The symptothermal evaluation of each cycle (Sensiplan's double check), written from the
 * published method; the forms we chose are in docs/decisions/006-cycle-evaluation.md.
 */

/** The 5-day rule: the first 5 cycle days may be taken as infertile. */
export const FIVE_DAY_RULE_DAYS = 5;
/** The minus-8 rule: the earliest first higher reading of her earlier cycles, minus 8 days. */
export const MINUS_EIGHT = 8;
/** From this many earlier cycles with a shift, the minus-8 rule replaces the 5-day rule. */
export const MINUS_EIGHT_FULL_CYCLES = 12;
/** Mucus from "moist" up ends the pre-ovulatory infertile days. */
const FIRST_MUCUS_VALUE = 2;

export type PreOvulatoryRule = "5-day" | "minus-8";

export interface PreOvulatoryInfertility {
  /** The last day taken as infertile. */
  until: string;
  rule: PreOvulatoryRule;
}

export interface CycleEvaluation {
  start: string;
  end: string | null;
  length: number | null;
  periodEnd: string;
  excluded: boolean;
  temperatureShift: TemperatureShift | null;
  mucusPeak: MucusPeak | null;
  /** The date on whose evening the post-ovulatory infertile phase begins (both signs confirmed). */
  infertileFrom: string | null;
  preOvulatory: PreOvulatoryInfertility | null;
  /** Ovulation, estimated as the day before the first higher temperature. */
  ovulationDay: string | null;
  /** Days after ovulation up to the end of the cycle, for completed cycles with a shift. */
  lutealLength: number | null;
  days: CycleDayLog[];
}

/** The later of two dates. */
function later(a: string, b: string): string {
  return a > b ? a : b;
}

/**
 * Pre-ovulatory infertile days of a cycle.
 * - They are only given when the cycle before is known to Bloom and had a confirmed shift.
 * - With fewer than 12 earlier cycles with a shift: the 5-day rule, shortened to the minus-8 day
 *   when an earlier first higher reading came so early that minus 8 gives fewer than 5 days.
 * - With 12 or more: the minus-8 rule alone (earliest first higher reading of them all, minus 8).
 * - Either way they end the day before the first mucus of "moist" or better.
 */
export function preOvulatoryInfertility(
  cycle: CycleSpan,
  earlier: readonly CycleEvaluation[],
): PreOvulatoryInfertility | null {
  const previous = earlier[earlier.length - 1];
  if (!previous?.temperatureShift) return null;

  const firstHighs = earlier
    .filter((c) => !c.excluded && c.temperatureShift)
    .map((c) => cycleDay(c.start, c.temperatureShift!.firstHighDay));
  const minusEight = firstHighs.length ? Math.min(...firstHighs) - MINUS_EIGHT : null;
  let lastDay: number;
  let rule: PreOvulatoryRule;
  if (minusEight !== null && firstHighs.length >= MINUS_EIGHT_FULL_CYCLES) {
    lastDay = minusEight;
    rule = "minus-8";
  } else if (minusEight !== null && minusEight < FIVE_DAY_RULE_DAYS) {
    lastDay = minusEight;
    rule = "minus-8";
  } else {
    lastDay = FIVE_DAY_RULE_DAYS;
    rule = "5-day";
  }

  const firstMucus = cycle.days.find(
    (d) => d.mucus && !d.mucus.exclude && d.mucus.value >= FIRST_MUCUS_VALUE,
  );
  if (firstMucus) lastDay = Math.min(lastDay, cycleDay(cycle.start, firstMucus.date) - 1);
  if (lastDay < 1) return null;
  return { until: addDays(cycle.start, lastDay - 1), rule };
}

/** Evaluate one cycle given the evaluations of the cycles before it. */
export function evaluateCycle(cycle: CycleSpan, earlier: readonly CycleEvaluation[]): CycleEvaluation {
  const temperatureShift = findTemperatureShift(cycle.days);
  const mucusPeak = findMucusPeak(cycle.days, temperatureShift?.confirmedOn ?? null);
  const infertileFrom =
    temperatureShift && mucusPeak ? later(temperatureShift.confirmedOn, mucusPeak.confirmedOn) : null;
  const ovulationDay = temperatureShift ? addDays(temperatureShift.firstHighDay, -1) : null;
  return {
    start: cycle.start,
    end: cycle.end,
    length: cycle.length,
    periodEnd: cycle.periodEnd,
    excluded: cycle.excluded,
    temperatureShift,
    mucusPeak,
    infertileFrom,
    preOvulatory: preOvulatoryInfertility(cycle, earlier),
    ovulationDay,
    lutealLength: ovulationDay && cycle.end ? dayDiff(ovulationDay, cycle.end) : null,
    days: cycle.days,
  };
}

/** Every cycle of hers, evaluated, oldest first. */
export function evaluateCycles(
  days: readonly CycleDayLog[],
  excludedStarts: Iterable<string> = [],
): CycleEvaluation[] {
  const evaluated: CycleEvaluation[] = [];
  for (const cycle of findCycles(days, excludedStarts)) evaluated.push(evaluateCycle(cycle, evaluated));
  return evaluated;
}
