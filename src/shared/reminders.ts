// Her reminders: the kinds Bloom offers, and when one is due. Pure functions of an instant and
// her time zone, so daylight-saving changes are tested with an injected clock.

export const REMINDER_KINDS = [
  "morning-temperature",
  "evening-mood",
  "kick-count",
  "weekly-checkin",
  "course-day",
  "hydration",
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export interface ReminderKindInfo {
  label: string;
  /** The screen a tap opens. */
  url: string;
  /** The lock-screen text when she asked for detail; otherwise `DISCREET_TEXT`. */
  detailed: string;
  /** Suggested (never switched on without her): time and days. */
  time: string;
  days: number[];
  /** The stages it suits (suggested for them, offered to everyone). */
  stages: string[];
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

export const REMINDERS: Record<ReminderKind, ReminderKindInfo> = {
  "morning-temperature": {
    label: "Morning temperature",
    url: "/dashboard",
    detailed: "Take your waking temperature before you get up.",
    time: "06:30",
    days: EVERY_DAY,
    stages: ["ttc"],
  },
  "evening-mood": {
    label: "Evening mood check-in",
    url: "/wellness",
    detailed: "How was today? Log your mood check-in.",
    time: "20:00",
    days: EVERY_DAY,
    stages: ["ttc", "pregnant", "postpartum", "toddler"],
  },
  "kick-count": {
    label: "Daily kick count (from week 28)",
    url: "/dashboard",
    detailed: "Time to count ten movements.",
    time: "19:00",
    days: EVERY_DAY,
    stages: ["pregnant"],
  },
  "weekly-checkin": {
    label: "Weekly check-in",
    url: "/checkins",
    detailed: "Your weekly check-in is ready.",
    time: "09:00",
    days: [0],
    stages: ["pregnant", "postpartum", "toddler"],
  },
  "course-day": {
    label: "Today's course day",
    url: "/courses",
    detailed: "Today's course day is waiting for you.",
    time: "12:00",
    days: EVERY_DAY,
    stages: ["ttc", "pregnant", "postpartum", "toddler"],
  },
  hydration: {
    label: "Hydration",
    url: "/wellness",
    detailed: "A glass of water? Log it in Bloom.",
    time: "15:00",
    days: EVERY_DAY,
    stages: ["ttc", "pregnant", "postpartum", "toddler"],
  },
};

/** What the lock screen says unless she asked for detail: no health words. */
export const DISCREET_TITLE = "Bloom";
export const DISCREET_TEXT = "Time for your check-in";

/** A reminder is sent late by at most this much (a server down at the time), else skipped that day. */
export const LATE_LIMIT_MINUTES = 60;

export interface LocalMoment {
  date: string;
  /** 0 = Sunday. */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The instant as her wall clock reads it in `timeZone`. */
export function localMoment(at: Date, timeZone: string): LocalMoment {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday!),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function inQuietHours(minutes: number, start: string | null, end: string | null): boolean {
  if (!start || !end) return false;
  const s = minutesOf(start);
  const e = minutesOf(end);
  return s <= e ? minutes >= s && minutes < e : minutes >= s || minutes < e;
}

/**
 * The local date a reminder set for `time` on `days` is due for at `now`, or null. It is due from
 * its time until LATE_LIMIT_MINUTES after: a clock that jumps forward over it (spring) still meets
 * it, and the once-per-local-date delivery key keeps a clock that falls back (autumn) from sending
 * it twice. Quiet hours hold it back.
 */
export function reminderDueOn(
  setting: { time: string; days: readonly number[] },
  prefs: { timeZone: string; quietStart: string | null; quietEnd: string | null },
  now: Date,
): string | null {
  const local = localMoment(now, prefs.timeZone);
  if (!setting.days.includes(local.weekday)) return null;
  const late = local.minutes - minutesOf(setting.time);
  if (late < 0 || late > LATE_LIMIT_MINUTES) return null;
  if (inQuietHours(local.minutes, prefs.quietStart, prefs.quietEnd)) return null;
  return local.date;
}
