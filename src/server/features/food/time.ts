import { addDays, isIsoDate, localDate, startOfDay } from "../../../shared/dates";

export { isTimeZone } from "../../../shared/dates";

/** [start, end) of the day `date` (YYYY-MM-DD) in `tz`, or null for a malformed date. */
export function dayBounds(date: string, tz: string): { start: Date; end: Date } | null {
  if (!isIsoDate(date)) return null;
  return { start: startOfDay(date, tz), end: startOfDay(addDays(date, 1), tz) };
}

/** Today's date (YYYY-MM-DD) on the wall calendar of `tz`. */
export function todayIn(tz: string, now: Date): string {
  return localDate(now, tz);
}
