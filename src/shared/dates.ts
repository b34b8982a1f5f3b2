/**
 * Calendar days in a user's time zone. Instants are stored in UTC; what counts as "today" or
 * "this week" depends on where the user is, so the browser sends its IANA zone and the server
 * does the arithmetic here. Dates are `YYYY-MM-DD` strings; weeks start on Monday.
 */

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const knownZones = new Set<string>();

export function isTimeZone(tz: string): boolean {
  if (knownZones.has(tz)) return true;
  if (!/^[A-Za-z0-9_+/-]{1,64}$/.test(tz)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
  } catch {
    return false;
  }
  // Building a formatter is slow and the set of real zones is small: remember the good ones.
  knownZones.add(tz);
  return true;
}

/**
 * The years a person can mean: a mother's own birth year at the earliest, a due date or plan a few
 * decades ahead at the latest. Every date and instant the API takes is checked against them, so
 * `9999-12-31` is a 400, not arithmetic that runs off the calendar or the database's range.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2199;

/** A real calendar day as YYYY-MM-DD, between FIRST_YEAR and LAST_YEAR. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  if (y < FIRST_YEAR || y > LAST_YEAR) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** An ISO date-time (already checked as one, e.g. by `z.iso.datetime`) in the years a person can mean. */
export function isPlausibleInstant(value: string): boolean {
  const y = new Date(value).getUTCFullYear();
  return y >= FIRST_YEAR && y <= LAST_YEAR;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

// Formatting through Intl is the slow part of these functions, and servers ask the same few
// questions over and over ("today in Europe/London"): small memo tables, cleared when full.
const localDates = new Map<string, string>();
const dayStarts = new Map<string, number>();
const MEMO_LIMIT = 5000;

function remember<T>(table: Map<string, T>, key: string, value: T): T {
  if (table.size >= MEMO_LIMIT) table.clear();
  table.set(key, value);
  return value;
}
function partsIn(instant: Date, tz: string) {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(tz, f);
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  return {
    y: Number(p.year),
    m: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour),
    min: Number(p.minute),
    s: Number(p.second),
  };
}

/** The calendar date of an instant in a time zone. */
export function localDate(instant: Date, tz: string): string {
  // Zone offsets are whole quarter hours, so every instant of one UTC minute has the same date.
  const key = `${tz}|${Math.floor(instant.getTime() / 60000)}`;
  const known = localDates.get(key);
  if (known) return known;
  const { y, m, d } = partsIn(instant, tz);
  return remember(localDates, key, `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
}

/** Minutes the zone is ahead of UTC at that instant. */
function offsetMinutes(instant: Date, tz: string): number {
  const { y, m, d, h, min, s } = partsIn(instant, tz);
  const asUtc = Date.UTC(y, m - 1, d, h, min, s);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/** The instant a calendar day starts in a time zone (DST-safe). */
export function startOfDay(date: string, tz: string): Date {
  const key = `${tz}|${date}`;
  const known = dayStarts.get(key);
  if (known !== undefined) return new Date(known);
  return new Date(remember(dayStarts, key, computeStartOfDay(date, tz).getTime()));
}

function computeStartOfDay(date: string, tz: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  let instant = guess - offsetMinutes(new Date(guess), tz) * 60000;
  // The offset at local midnight may differ from the offset at UTC midnight across a DST change.
  instant = guess - offsetMinutes(new Date(instant), tz) * 60000;
  return new Date(instant);
}

const shiftedDays = new Map<string, string>();

export function addDays(date: string, days: number): string {
  const key = `${date}|${days}`;
  const known = shiftedDays.get(key);
  if (known) return known;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return remember(shiftedDays, key, new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10));
}

const mondays = new Map<string, string>();

/** Monday of the week that holds `date`. */
export function weekStart(date: string): string {
  const known = mondays.get(date);
  if (known) return known;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return remember(mondays, date, addDays(date, -((weekday + 6) % 7)));
}

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier); no clock time, so no DST. */
export function daysFrom(from: string, to: string): number {
  const [y1, m1, d1] = from.split("-").map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split("-").map(Number) as [number, number, number];
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}
