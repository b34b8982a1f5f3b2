/**
 * One weekly check-in a week, Monday to Sunday of its week date. Without zod, so the dashboard's
 * Weekly Check-In card can ask whether this week is done without loading the form's schema.
 */
import { weekStart } from "./dates";

/** The API's code when her week already has its check-in (409). */
export const CHECKIN_EXISTS = "checkin_exists";

const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/** Why a second check-in for a week is refused; `monday` is the week's first day. */
export function weekDoneMessage(monday: string): string {
  return `You've already checked in for the week starting ${dayLabel(monday)}. There is one check-in a week: you can see it in your check-in history.`;
}

/** The check-in of the week that starts on `monday`, if she has one (weeks run Monday to Sunday). */
export function checkinOfWeek<T extends { week_date: string }>(
  checkins: readonly T[],
  monday: string,
): T | null {
  return checkins.find((c) => weekStart(c.week_date) === monday) ?? null;
}
