import { type CycleAdvice, type TtcContext, ttcAdvice } from "./advice";
import { type DayStatus, dayStatuses } from "./calendar";
import { type CycleEvaluation, evaluateCycles, type PreOvulatoryInfertility } from "./evaluation";
import { type CycleInsights, cycleInsights } from "./insights";
import type { MucusPeak } from "./mucus-peak";
import type { CycleDayLog } from "./observations";
import { type CyclePrediction, predictCycle } from "./predictions";
import type { TemperatureShift } from "./temperature-shift";

/** One cycle in `GET /api/cycle/overview` (dates YYYY-MM-DD, as she logged them). */
export interface CycleSummary {
  start: string;
  end: string | null;
  length: number | null;
  excluded: boolean;
  /** Why she excluded it, when she did. */
  exclusionReason: ExclusionReason | null;
  temperatureShift: TemperatureShift | null;
  mucusPeak: MucusPeak | null;
  /** The date whose evening the post-ovulatory infertile phase begins. */
  infertileFrom: string | null;
  periodEnd: string;
  preOvulatory: PreOvulatoryInfertility | null;
  ovulationDay: string | null;
  lutealLength: number | null;
}

/** `GET /api/cycle/overview`: her cycles oldest first, the prediction, insights, advice and today. */
export interface CycleOverview {
  cycles: CycleSummary[];
  prediction: CyclePrediction;
  insights: CycleInsights;
  advice: CycleAdvice[];
  today: DayStatus;
}

export const EXCLUSION_REASONS = ["pregnancy", "illness", "emergency-contraception", "other"] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

/** A cycle she left out of averages and predictions, named by its first day. */
export interface CycleExclusion {
  start: string;
  reason: ExclusionReason;
}

export interface CycleInput {
  days: readonly CycleDayLog[];
  exclusions: readonly CycleExclusion[];
  /** Today in her time zone. */
  today: string;
}

function summary(c: CycleEvaluation, exclusions: readonly CycleExclusion[]): CycleSummary {
  const { days: _days, excluded, ...rest } = c;
  const reason = excluded ? (exclusions.find((e) => e.start === c.start)?.reason ?? null) : null;
  return { ...rest, excluded, exclusionReason: reason };
}

/** Her usual period length in whole days, for the predicted period on the calendar. */
function usualPeriodLength(insights: CycleInsights): number {
  return Math.max(1, Math.round(insights.averagePeriodLength ?? 1));
}

function evaluate(input: CycleInput) {
  const cycles = evaluateCycles(
    input.days,
    input.exclusions.map((e) => e.start),
  );
  const prediction = predictCycle(cycles, input.today);
  const insights = cycleInsights(cycles);
  return { cycles, prediction, insights };
}

export function cycleOverview(input: CycleInput & { context: TtcContext }): CycleOverview {
  const { cycles, prediction, insights } = evaluate(input);
  const [today] = dayStatuses({
    cycles,
    prediction,
    periodLength: usualPeriodLength(insights),
    today: input.today,
    from: input.today,
    to: input.today,
  });
  return {
    cycles: cycles.map((c) => summary(c, input.exclusions)),
    prediction,
    insights,
    advice: ttcAdvice({ cycles, prediction, insights, context: input.context, today: input.today }),
    today: today!,
  };
}

export interface CalendarDay extends DayStatus {
  log: CycleDayLog | null;
}

/** The calendar from `from` to `to`: each day's phase, fertility and what she logged. */
export function cycleCalendar(input: CycleInput & { from: string; to: string }): CalendarDay[] {
  const { cycles, prediction, insights } = evaluate(input);
  const logs = new Map(input.days.map((d) => [d.date, d]));
  return dayStatuses({
    cycles,
    prediction,
    periodLength: usualPeriodLength(insights),
    today: input.today,
    from: input.from,
    to: input.to,
  }).map((status) => ({ ...status, log: logs.get(status.date) ?? null }));
}
