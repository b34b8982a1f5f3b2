/** Day boundaries in a user's time zone, with Intl only (no tz database of our own). */

export function isTimeZone(tz: string): boolean {
  if (!/^[A-Za-z0-9_+/-]{1,64}$/.test(tz)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

function parts(tz: string, at: Date) {
  const p = new Intl.DateTimeFormat("en-US", {
    timeZone: tz,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const get = (t: string) => Number(p.find((x) => x.type === t)?.value);
  return {
    y: get("year"),
    m: get("month"),
    d: get("day"),
    h: get("hour"),
    min: get("minute"),
    s: get("second"),
  };
}

/** Minutes the zone is ahead of UTC at this instant. */
function offsetMinutes(tz: string, at: Date): number {
  const p = parts(tz, at);
  const wall = Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s);
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant the wall clock in `tz` shows midnight starting this calendar day. */
function midnight(y: number, m: number, d: number, tz: string): Date {
  const guess = Date.UTC(y, m - 1, d);
  let t = guess - offsetMinutes(tz, new Date(guess)) * 60_000;
  t = guess - offsetMinutes(tz, new Date(t)) * 60_000;
  return new Date(t);
}

/** [start, end) of the day `date` (YYYY-MM-DD) in `tz`, or null for a malformed date. */
export function dayBounds(date: string, tz: string): { start: Date; end: Date } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  const next = new Date(Date.UTC(y, mo - 1, d + 1));
  return {
    start: midnight(y, mo, d, tz),
    end: midnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), tz),
  };
}

/** Today's date (YYYY-MM-DD) on the wall calendar of `tz`. */
export function todayIn(tz: string, now: Date): string {
  const p = parts(tz, now);
  return `${p.y}-${String(p.m).padStart(2, "0")}-${String(p.d).padStart(2, "0")}`;
}
