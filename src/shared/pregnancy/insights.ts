/** The Journey card's Insights tab: computed from what she logged, nothing invented. */
import type { SymptomId } from "./symptoms";
import type { WeightInsight } from "./weight";

/** Insights look back four weeks. */
export const INSIGHT_DAYS = 28;
/** A change in average mood of a whole point (on 1-10) between the last week and the three before is a trend. */
const MOOD_TREND_STEP = 1;

export interface SymptomCount {
  symptom: SymptomId;
  count: number;
  severe: number;
}

/** How often each symptom was logged, most frequent first (ties: the most severe, then by name). */
export function symptomFrequency(entries: { symptom: SymptomId; severity: string }[]): SymptomCount[] {
  const counts = new Map<SymptomId, SymptomCount>();
  for (const e of entries) {
    const c = counts.get(e.symptom) ?? { symptom: e.symptom, count: 0, severe: 0 };
    c.count += 1;
    if (e.severity === "severe") c.severe += 1;
    counts.set(e.symptom, c);
  }
  return [...counts.values()].sort(
    (a, b) => b.count - a.count || b.severe - a.severe || a.symptom.localeCompare(b.symptom),
  );
}

export interface MoodDay {
  date: string;
  /** The day's average mood_score, 1-10, one decimal. */
  moodScore: number;
}

export type MoodTrend = "up" | "down" | "steady";

/**
 * Her last seven days against the three weeks before them. Needs at least two days in each part;
 * with fewer Bloom says it is too early to tell rather than guess.
 */
export function moodTrend(days: MoodDay[], today: string, lastWeekFrom: string): MoodTrend | null {
  const recent = days.filter((d) => d.date >= lastWeekFrom && d.date <= today);
  const earlier = days.filter((d) => d.date < lastWeekFrom);
  if (recent.length < 2 || earlier.length < 2) return null;
  const avg = (xs: MoodDay[]) => xs.reduce((s, d) => s + d.moodScore, 0) / xs.length;
  const change = avg(recent) - avg(earlier);
  if (change >= MOOD_TREND_STEP) return "up";
  if (change <= -MOOD_TREND_STEP) return "down";
  return "steady";
}

export interface PregnancyInsights {
  /** The first day the insights cover, in her zone (today − 27 days). */
  since: string;
  symptoms: SymptomCount[];
  moods: MoodDay[];
  moodTrend: MoodTrend | null;
  /** Null until she gives her height and weight before pregnancy. */
  weight: WeightInsight | null;
}
