import { cycleDay, dayDiff } from "./cycles";
import type { CycleEvaluation } from "./evaluation";
import { cyclesForPrediction } from "./predictions";
import { mean, round1, sampleSd } from "./stats";

/** A change of this many days between her earlier and her latest cycles is called a trend. */
export const TREND_DAYS = 2;
const TREND_WINDOW = 3;

export interface CycleTrendPoint {
  start: string;
  length: number;
  /** Cycle day of the estimated ovulation (the day before the first higher temperature). */
  ovulationDay: number | null;
  lutealLength: number | null;
  excluded: boolean;
}

/** The spec's Insights, every figure from her completed, non-excluded cycles (the last 12). */
export interface CycleInsights {
  averageCycleLength: number | null;
  /** Sample standard deviation of her cycle lengths, in days. */
  cycleVariability: number | null;
  /** Mean cycle day of ovulation in cycles with a confirmed temperature shift. */
  ovulationTiming: number | null;
  lutealPhaseLength: number | null;
  averagePeriodLength: number | null;
  completedCycles: number;
  confirmedOvulations: number;
  /** Her last completed cycles (excluded ones too, marked), oldest first. */
  trends: CycleTrendPoint[];
  /** Whether her last 3 cycles are longer or shorter than the ones before (needs 6). */
  lengthTrend: "longer" | "shorter" | "steady" | null;
}

const meanOrNull = (values: number[]) => (values.length ? round1(mean(values)) : null);

export function cycleInsights(cycles: readonly CycleEvaluation[]): CycleInsights {
  const used = cyclesForPrediction(cycles);
  const lengths = used.map((c) => c.length!);
  const withShift = used.filter((c) => c.ovulationDay !== null);
  const recent = lengths.slice(-TREND_WINDOW);
  const before = lengths.slice(0, -TREND_WINDOW);
  let lengthTrend: CycleInsights["lengthTrend"] = null;
  if (before.length >= TREND_WINDOW) {
    const change = mean(recent) - mean(before);
    lengthTrend = change >= TREND_DAYS ? "longer" : change <= -TREND_DAYS ? "shorter" : "steady";
  }
  return {
    averageCycleLength: meanOrNull(lengths),
    cycleVariability: lengths.length >= 2 ? round1(sampleSd(lengths)) : null,
    ovulationTiming: meanOrNull(withShift.map((c) => cycleDay(c.start, c.ovulationDay!))),
    lutealPhaseLength: meanOrNull(
      withShift.flatMap((c) => (c.lutealLength === null ? [] : [c.lutealLength])),
    ),
    averagePeriodLength: meanOrNull(used.map((c) => dayDiff(c.start, c.periodEnd) + 1)),
    completedCycles: used.length,
    confirmedOvulations: withShift.length,
    trends: cycles
      .filter((c) => c.length !== null)
      .slice(-12)
      .map((c) => ({
        start: c.start,
        length: c.length!,
        ovulationDay: c.ovulationDay ? cycleDay(c.start, c.ovulationDay) : null,
        lutealLength: c.lutealLength,
        excluded: c.excluded,
      })),
    lengthTrend,
  };
}
