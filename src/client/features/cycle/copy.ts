import type { CyclePhase, FertilityLevel } from "../../../shared/cycle/calendar";
import type { ExclusionReason } from "../../../shared/cycle/overview";
import type { TemperatureUnit } from "../../../shared/cycle/temperature";
import { addDays, daysFrom } from "../../../shared/dates";

/** Words and colours of the tracker, in one place so the card, tabs and calendar agree. */

export const PHASE_LABEL: Record<CyclePhase, string> = {
  menstrual: "Menstrual",
  follicular: "Follicular",
  fertile: "Fertile",
  luteal: "Luteal",
};

export const FERTILITY_LABEL: Record<FertilityLevel, string> = {
  low: "Low fertility",
  medium: "Medium fertility",
  high: "High fertility",
};

/** Calendar cell colours per phase; text on them keeps at least 4.5:1 (plum-900 on the light tints). */
export const PHASE_CELL: Record<CyclePhase, string> = {
  menstrual: "bg-blush-200",
  follicular: "bg-sage-100",
  fertile: "bg-honey-100 ring-2 ring-inset ring-honey-400",
  luteal: "bg-[#e7e0f3]",
};

export const EXCLUSION_LABEL: Record<ExclusionReason, string> = {
  pregnancy: "Pregnancy",
  illness: "Illness",
  "emergency-contraception": "Emergency contraception",
  other: "Other reason",
};

export function longDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

export function shortDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "in 3 days", "tomorrow", "today". */
export function fromToday(date: string, today: string): string {
  const d = daysFrom(today, date);
  if (d === 0) return "today";
  if (d === 1) return "tomorrow";
  return `in ${d} days`;
}

/** The spec's confidence colours: ≥ 80 green, ≥ 60 yellow, else red (text colours pass 4.5:1). */
export function confidenceTone(confidence: number): { label: string; className: string } {
  if (confidence >= 80) return { label: "green", className: "bg-sage-100 text-sage-700" };
  if (confidence >= 60) return { label: "yellow", className: "bg-honey-100 text-honey-700" };
  return { label: "red", className: "bg-red-50 text-red-800" };
}

export const unitSymbol = (unit: TemperatureUnit) => `°${unit}`;

/** A "YYYY-MM" month's first and last days, and the 6-week grid around it (weeks from Monday). */
export function monthGrid(month: string): { first: string; last: string; from: string; to: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const first = `${month}-01`;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const last = `${month}-${String(lastDay).padStart(2, "0")}`;
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const from = addDays(first, -lead);
  const trail = (7 - ((lead + lastDay) % 7)) % 7;
  return { first, last, from, to: addDays(last, trail) };
}

export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

export function monthTitle(month: string): string {
  return new Date(`${month}-15T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
