import { addDays } from "../dates";
import { cycleDay } from "./cycles";
import type { CycleEvaluation } from "./evaluation";
import type { CycleDayLog } from "./observations";
import { type CyclePrediction, FERTILE_DAYS_BEFORE_OVULATION } from "./predictions";
import { findRiseInProgress } from "./temperature-shift";

/**
 * Phase and fertility of a day, for the calendar, the tracker card and the day dialog.
 * The spec's phases (menstrual, follicular, fertile, luteal) and levels (low, medium, high) are
 * mapped onto the symptothermal evaluation:
 * - low: the pre-ovulatory infertile days, and the days after the evening of `infertileFrom`;
 * - high: the fertile window (5 days before the estimated ovulation and the day itself) once a
 *   temperature shift dates ovulation; before that, days with S or S+ mucus or a positive LH test;
 * - medium: every other day of the fertile phase (the method counts them as fertile).
 * Phase: menstrual while the opening bleed lasts, luteal from the first higher temperature of a
 * confirmed shift, fertile on high days and on every day after her first sign of ovulation (S or S+
 * mucus, a positive LH test, or a temperature rise not yet confirmed) until that shift: the method
 * counts her fertile until the double check is complete, so a day after a positive test or a rise
 * is never "follicular". Follicular otherwise. Days ahead come from the prediction only.
 */

export type CyclePhase = "menstrual" | "follicular" | "fertile" | "luteal";
export type FertilityLevel = "low" | "medium" | "high";
const HIGH_MUCUS = 3;

export interface DayStatus {
  date: string;
  cycleDay: number | null;
  phase: CyclePhase | null;
  fertility: FertilityLevel | null;
  /** From the prediction rather than from her logs. */
  predicted: boolean;
  ovulation: boolean;
}

function cycleOf(cycles: readonly CycleEvaluation[], date: string): CycleEvaluation | null {
  for (let i = cycles.length - 1; i >= 0; i--) {
    const c = cycles[i]!;
    if (c.start <= date) return c.end === null || date <= c.end ? c : null;
  }
  return null;
}

function within(date: string, range: { start: string; end: string } | null | undefined): boolean {
  return !!range && range.start <= date && date <= range.end;
}

function logged(cycle: CycleEvaluation, date: string): CycleDayLog | undefined {
  return cycle.days.find((d) => d.date === date);
}

function highSign(day: CycleDayLog): boolean {
  return (!!day.mucus && !day.mucus.exclude && day.mucus.value >= HIGH_MUCUS) || day.lhTest === "positive";
}

/**
 * The first day of the cycle that says ovulation is near or under way: S or S+ mucus or a positive
 * LH test before the temperature rise, or the first higher reading of a rise still unconfirmed.
 */
export function firstSignOfOvulation(cycle: CycleEvaluation): string | null {
  const riseFrom = cycle.temperatureShift?.firstHighDay;
  const sign = cycle.days.find((d) => (!riseFrom || d.date < riseFrom) && highSign(d))?.date ?? null;
  const rising = cycle.temperatureShift ? null : findRiseInProgress(cycle.days);
  if (sign && rising) return sign < rising ? sign : rising;
  return sign ?? rising;
}

function pastStatus(
  cycle: CycleEvaluation,
  date: string,
  prediction: CyclePrediction,
  firstSign: string | null,
): DayStatus {
  const day = logged(cycle, date);
  const shift = cycle.temperatureShift;
  const ovulation = cycle.ovulationDay;
  const beforeRise = !shift || date < shift.firstHighDay;
  const signsHigh = beforeRise && !!day && highSign(day);
  const inWindow = ovulation
    ? within(date, { start: addDays(ovulation, -FERTILE_DAYS_BEFORE_OVULATION), end: ovulation })
    : cycle.end === null && within(date, prediction.fertileWindow);

  let fertility: FertilityLevel;
  if (cycle.preOvulatory && date <= cycle.preOvulatory.until) fertility = "low";
  else if (cycle.infertileFrom && date > cycle.infertileFrom) fertility = "low";
  else if (inWindow || signsHigh) fertility = "high";
  else fertility = "medium";

  let phase: CyclePhase;
  if (date <= cycle.periodEnd) phase = "menstrual";
  else if (!beforeRise) phase = "luteal";
  else if (fertility === "high") phase = "fertile";
  else if (firstSign && date >= firstSign && fertility === "medium") phase = "fertile";
  else phase = "follicular";

  return {
    date,
    cycleDay: cycleDay(cycle.start, date),
    phase,
    fertility,
    predicted: false,
    ovulation: ovulation ? date === ovulation : cycle.end === null && prediction.ovulation?.date === date,
  };
}

function futureStatus(
  current: CycleEvaluation | null,
  date: string,
  prediction: CyclePrediction,
  periodLength: number,
): DayStatus {
  const status: DayStatus = {
    date,
    cycleDay: current && current.end === null ? cycleDay(current.start, date) : null,
    phase: null,
    fertility: null,
    predicted: true,
    ovulation: prediction.ovulation?.date === date,
  };
  const next = prediction.nextPeriod;
  if (next && date >= next.start) status.cycleDay = cycleDay(next.start, date);
  if (next && within(date, { start: next.start, end: addDays(next.start, periodLength - 1) })) {
    return { ...status, phase: "menstrual", fertility: "low" };
  }
  if (within(date, prediction.fertileWindow)) return { ...status, phase: "fertile", fertility: "high" };
  if (current && current.end === null && next && date < next.start) {
    if (current.infertileFrom && date > current.infertileFrom)
      return { ...status, phase: "luteal", fertility: "low" };
    if (current.temperatureShift) return { ...status, phase: "luteal", fertility: "medium" };
  }
  return status;
}

/** The status of each day from `from` to `to`, both included. */
export function dayStatuses(input: {
  cycles: readonly CycleEvaluation[];
  prediction: CyclePrediction;
  /** Her usual period length in days (for predicted period days). */
  periodLength: number;
  today: string;
  from: string;
  to: string;
}): DayStatus[] {
  const { cycles, prediction, periodLength, today, from, to } = input;
  const current = cycles[cycles.length - 1] ?? null;
  const out: DayStatus[] = [];
  const firstSigns = new Map<CycleEvaluation, string | null>();
  const signOf = (cycle: CycleEvaluation) => {
    if (!firstSigns.has(cycle)) firstSigns.set(cycle, firstSignOfOvulation(cycle));
    return firstSigns.get(cycle)!;
  };
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (date > today) {
      out.push(futureStatus(current, date, prediction, periodLength));
      continue;
    }
    const cycle = cycleOf(cycles, date);
    out.push(
      cycle
        ? pastStatus(cycle, date, prediction, signOf(cycle))
        : { date, cycleDay: null, phase: null, fertility: null, predicted: false, ovulation: false },
    );
  }
  return out;
}
