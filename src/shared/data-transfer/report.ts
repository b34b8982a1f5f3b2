import { round1, sampleSd } from "../cycle/stats";

/**
 * "For my appointment": the report's sections she ticks, and the figures it prints. A section is a
 * list of blocks, so a new kind of record (screening scores, say) adds blocks, not a new layout.
 */
export const REPORT_SECTIONS = ["cycle", "pregnancy", "wellbeing", "screening", "postpartum"] as const;
export type ReportSectionId = (typeof REPORT_SECTIONS)[number];

export const REPORT_SECTION_LABELS: Record<ReportSectionId, string> = {
  cycle: "Cycle",
  pregnancy: "Pregnancy",
  wellbeing: "Wellbeing",
  screening: "Mood check-ins (PHQ-9, GAD-7)",
  postpartum: "Postpartum recovery",
};

/**
 * What a section holds, said beside its tick where that is not plain from its name. Her mood
 * check-ins are never ticked for her: they go into a report only when she ticks them herself.
 */
export const REPORT_SECTION_HINTS: Partial<Record<ReportSectionId, string>> = {
  screening:
    "Dates, scores and what they mean, and your answer to the question about thoughts of hurting yourself. Not your notes.",
};

/** Sections a screen may tick for her; her mood check-ins wait for her own tick. */
export const REPORT_DEFAULT_SECTIONS: readonly ReportSectionId[] = REPORT_SECTIONS.filter(
  (s) => s !== "screening",
);

/** How many completed cycles the cycle figures look back over. */
export const REPORT_CYCLES = 12;
/** Days of kick counts, contractions and symptoms the pregnancy section lists. */
export const REPORT_RECENT_DAYS = 7;
/** Days the wellbeing trends compare (this many, and as many before them). */
export const REPORT_TREND_DAYS = 30;

export type ReportBlock =
  | { kind: "facts"; items: { label: string; value: string }[] }
  | { kind: "table"; title: string; head: string[]; rows: string[][] }
  | {
      kind: "temperature-chart";
      title: string;
      points: { date: string; valueC: number; excluded: boolean }[];
      coverLineC: number | null;
    }
  | { kind: "note"; text: string };

export interface ReportSection {
  id: ReportSectionId;
  title: string;
  /** Empty when she has nothing for it: the report then says so. */
  blocks: ReportBlock[];
  /** What the report says when `blocks` is empty. */
  emptyText: string;
}

export interface ReportDocument {
  name: string;
  /** Her today, on her calendar. */
  date: string;
  sections: ReportSection[];
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median, range and spread (sample standard deviation, one decimal) of her cycle lengths. */
export function cycleLengthFigures(lengths: readonly number[]) {
  if (lengths.length === 0) return null;
  return {
    count: lengths.length,
    median: median(lengths)!,
    shortest: Math.min(...lengths),
    longest: Math.max(...lengths),
    spread: lengths.length > 1 ? round1(sampleSd(lengths)) : null,
  };
}

/** The mean of the values, one decimal; null without any. */
export function average(values: readonly number[]): number | null {
  return values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : null;
}

/** "6.2 (before: 5.1)" for a trend line; the earlier figure only when there is one. */
export function trendText(now: number | null, before: number | null, unit = ""): string {
  if (now === null) return "none logged";
  return before === null ? `${now}${unit}` : `${now}${unit} (the 30 days before: ${before}${unit})`;
}
