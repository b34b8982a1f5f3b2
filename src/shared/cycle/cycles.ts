import { addDays } from "../dates";
import { type CycleDayLog, isPeriodBleeding } from "./observations";

/**
 * Bleeding within this many days of earlier period bleeding belongs to the same period: a day or
 * two without flow in the middle of a period, or a forgotten entry, does not start a new cycle.
 */
export const SAME_PERIOD_GAP_DAYS = 5;

export interface CycleSpan {
  /** Cycle day 1: the first day of period bleeding. */
  start: string;
  /** The day before the next cycle starts; null for the cycle she is in now. */
  end: string | null;
  /** Days from start to end, both counted; null for the current cycle. */
  length: number | null;
  /** The last day of the bleeding that opened the cycle (spotting at its tail included). */
  periodEnd: string;
  excluded: boolean;
  /** Her days in this cycle, oldest first (only days she logged something). */
  days: CycleDayLog[];
}

/**
 * Days since 1970-01-01 of a YYYY-MM-DD date, by integer arithmetic (the proleptic Gregorian
 * "days from civil" algorithm): a five-year history asks this tens of thousands of times.
 */
export function dayNumber(date: string): number {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * ((m + 9) % 12) + 2) / 5) + d - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The YYYY-MM-DD date of a day number (the inverse of dayNumber). */
export function dateOfDayNumber(n: number): string {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return `${yoe + era * 400 + (m <= 2 ? 1 : 0)}-${pad2(m)}-${pad2(d)}`;
}

/** Whole days from `from` to `to` (positive when `to` is later). Dates are YYYY-MM-DD. */
export function dayDiff(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Cycle day of a date: 1 on the cycle's first day. */
export function cycleDay(start: string, date: string): number {
  return dayDiff(start, date) + 1;
}

/**
 * Her cycles, oldest first. A cycle starts on the first day of period bleeding (light, medium or
 * heavy, not excluded) that follows more than SAME_PERIOD_GAP_DAYS days without it; spotting alone
 * never starts one. Days before her first logged period belong to no cycle.
 *
 * @param days her logged days, any order
 * @param excludedStarts start dates of cycles she excluded (pregnancy, illness, emergency contraception)
 */
export function findCycles(days: readonly CycleDayLog[], excludedStarts: Iterable<string> = []): CycleSpan[] {
  const sorted = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const excluded = new Set(excludedStarts);
  const starts: number[] = [];
  let lastPeriodDay: string | null = null;
  sorted.forEach((day, i) => {
    if (!isPeriodBleeding(day.bleeding)) return;
    if (lastPeriodDay === null || dayDiff(lastPeriodDay, day.date) > SAME_PERIOD_GAP_DAYS) starts.push(i);
    lastPeriodDay = day.date;
  });

  return starts.map((from, k) => {
    const next = starts[k + 1];
    const cycleDays = sorted.slice(from, next);
    const start = sorted[from]!.date;
    const end = next === undefined ? null : addDays(sorted[next]!.date, -1);
    return {
      start,
      end,
      length: end === null ? null : dayDiff(start, end) + 1,
      periodEnd: periodEndOf(cycleDays),
      excluded: excluded.has(start),
      days: cycleDays,
    };
  });
}

/** The last day of the opening bleed: consecutive days with any bleeding, spotting included. */
function periodEndOf(days: readonly CycleDayLog[]): string {
  let end = days[0]!.date;
  for (const day of days.slice(1)) {
    if (dayDiff(end, day.date) !== 1 || !day.bleeding || day.bleeding.exclude) break;
    end = day.date;
  }
  return end;
}
