/**
 * Where a day's workout video lives in storage (spec §7): the course folder, a week folder and an
 * mp4 named for the week and weekday, with full weekday names in week 1 and abbreviations after,
 * e.g. `courses/glow-up/week-1/week1-monday.mp4`, `courses/glow-up/week-2/week2-mon.mp4`.
 * Spec §5: paths are built only for days 1-7; any other day gives no video (and a warning).
 */
const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

export function courseVideoKey(
  courseSlug: string,
  week: number,
  day: number,
  warn: (message: string) => void = () => {},
): string | null {
  if (!Number.isInteger(day) || day < 1 || day > 7 || !Number.isInteger(week) || week < 1) {
    warn(`No workout video for week ${week}, day ${day}: days run from 1 to 7.`);
    return null;
  }
  const weekday = WEEKDAYS[day - 1]!;
  const name = week === 1 ? weekday : weekday.slice(0, 3);
  return `courses/${courseSlug}/week-${week}/week${week}-${name}.mp4`;
}
