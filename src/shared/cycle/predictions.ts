import { addDays } from "../dates";
import { dayDiff } from "./cycles";
import type { CycleEvaluation } from "./evaluation";
import { mean, sampleSd, studentTCdf } from "./stats";

/**
 * Predictions from her own cycles only (docs/decisions/006-cycle-evaluation.md):
 * - the next period needs 3 completed cycles she has not excluded; the last 12 of them are used;
 * - its window is the mean length ± the spread (sample standard deviation, at least one day);
 * - ovulation is the day before her mean luteal length, counted back from the next period, when
 *   she has confirmed ovulations (a temperature shift); else a 14-day luteal phase is assumed and
 *   the result labelled a calendar estimate (day 14 of a 28-day cycle);
 * - the fertile window is the 5 days before ovulation and the day itself;
 * - nothing is predicted for a day that has passed: a late period is reported as late.
 */

export const MIN_CYCLES_FOR_PREDICTION = 3;
export const MAX_CYCLES_FOR_PREDICTION = 12;
/** The textbook luteal phase, used only for the labelled calendar estimate. */
export const CALENDAR_LUTEAL_DAYS = 14;
/** Sperm survive up to 5 days: the fertile window is those days and ovulation day (Wilcox 1995). */
export const FERTILE_DAYS_BEFORE_OVULATION = 5;
/** Confidence is the chance the period starts within this many days of the predicted day. */
export const CONFIDENCE_TOLERANCE_DAYS = 2;
/** Cycles vary by at least about a day even when her few logged ones did not. */
const MIN_SPREAD_DAYS = 1;
/** Never more sure than this: bodies surprise. */
const MAX_CONFIDENCE = 95;

export interface CyclePrediction {
  nextPeriod: { start: string; earliest: string; latest: string } | null;
  ovulation: { date: string; method: "temperature" | "calendar" } | null;
  fertileWindow: { start: string; end: string } | null;
  /** 0-100; null when nothing is predicted. */
  confidence: number | null;
  /** Completed, non-excluded cycles the prediction rests on (at most 12). */
  basedOnCycles: number;
  /** How many more completed cycles she needs before Bloom predicts; 0 once it does. */
  cyclesNeeded: number;
  /** Her period was expected and has not come; `withinUsualRange` while still inside her spread. */
  late: { days: number; expectedOn: string; withinUsualRange: boolean } | null;
}

/** The completed cycles she has not excluded, newest last, at most 12. */
export function cyclesForPrediction(cycles: readonly CycleEvaluation[]): CycleEvaluation[] {
  return cycles.filter((c) => c.length !== null && !c.excluded).slice(-MAX_CYCLES_FOR_PREDICTION);
}

/**
 * The chance (0-100) that the next period starts within 2 days of the predicted day, under
 * Student's t predictive distribution of her cycle lengths: it falls as her cycles vary more and
 * rises with the number of cycles (the t distribution's tails and the 1/n term shrink).
 */
export function predictionConfidence(lengths: readonly number[]): number {
  const n = lengths.length;
  const mu = mean(lengths);
  const scale = Math.max(sampleSd(lengths), MIN_SPREAD_DAYS) * Math.sqrt(1 + 1 / n);
  const predicted = Math.round(mu);
  const half = CONFIDENCE_TOLERANCE_DAYS + 0.5; // whole days: ±2 days covers ±2.5 on a continuous scale
  const p =
    studentTCdf((predicted + half - mu) / scale, n - 1) - studentTCdf((predicted - half - mu) / scale, n - 1);
  return Math.min(MAX_CONFIDENCE, Math.round(p * 100));
}

export function predictCycle(cycles: readonly CycleEvaluation[], today: string): CyclePrediction {
  const used = cyclesForPrediction(cycles);
  const lengths = used.map((c) => c.length!);
  const none: CyclePrediction = {
    nextPeriod: null,
    ovulation: null,
    fertileWindow: null,
    confidence: null,
    basedOnCycles: used.length,
    cyclesNeeded: Math.max(0, MIN_CYCLES_FOR_PREDICTION - used.length),
    late: null,
  };
  const current = cycles[cycles.length - 1];
  if (used.length < MIN_CYCLES_FOR_PREDICTION || !current || current.end !== null || current.excluded) {
    return none;
  }

  const meanLength = Math.round(mean(lengths));
  const spread = Math.max(MIN_SPREAD_DAYS, Math.round(sampleSd(lengths)));
  const start = addDays(current.start, meanLength);
  if (today > start) {
    const days = dayDiff(start, today);
    return { ...none, late: { days, expectedOn: start, withinUsualRange: days <= spread } };
  }
  const earliest = addDays(start, -spread);

  const luteal = used.flatMap((c) => (c.lutealLength === null ? [] : [c.lutealLength]));
  const method = luteal.length ? "temperature" : "calendar";
  const lutealDays = luteal.length ? Math.round(mean(luteal)) : CALENDAR_LUTEAL_DAYS;
  // This cycle's ovulation is behind her once a shift confirms it, or once its expected day passed:
  // the next one to expect is in the cycle after the coming period.
  // The luteal phase runs from the day after ovulation to the day before the next period.
  let ovulation = addDays(start, -(lutealDays + 1));
  if (current.temperatureShift || ovulation < today) ovulation = addDays(start, meanLength - lutealDays - 1);
  const windowStart = addDays(ovulation, -FERTILE_DAYS_BEFORE_OVULATION);

  return {
    ...none,
    nextPeriod: { start, earliest: earliest < today ? today : earliest, latest: addDays(start, spread) },
    ovulation: { date: ovulation, method },
    fertileWindow: { start: windowStart < today ? today : windowStart, end: ovulation },
    confidence: predictionConfidence(lengths),
  };
}
