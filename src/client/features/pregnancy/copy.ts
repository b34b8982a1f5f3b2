import type { PregnancyWeek, Trimester } from "../../../shared/pregnancy/dates";

export const TRIMESTER_NAME: Record<Trimester, string> = {
  1: "first trimester",
  2: "second trimester",
  3: "third trimester",
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** "13 weeks, 2 days", as a midwife says it. */
export function weeksAndDays(week: number, day: number): string {
  return day ? `${plural(week, "week")}, ${plural(day, "day")}` : plural(week, "week");
}

/** "156 days to go", "Due today", "3 days past your due date". */
export function countdown(p: PregnancyWeek): string {
  if (p.daysToGo > 0) return `${plural(p.daysToGo, "day")} to go`;
  if (p.daysPastDue === 0) return "Your due date is today";
  return `${plural(p.daysPastDue, "day")} past your due date`;
}

/** A date as she reads it: "Thursday, 8 October 2026" in her locale, without time zone surprises. */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(undefined, {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
}
