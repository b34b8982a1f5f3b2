/**
 * A course's progress, as content spec §4 defines it, plus what Bloom adds so a missed day never
 * fails a plan: pausing, the offer to repeat a week after 7 days away, and a weekly streak counted
 * on her own calendar.
 *
 * A position is (week, day) with day 1-7. Spec §4's rules, kept word for word in the comments:
 * - total days = duration_weeks × 7;
 * - days done = (current_week − 1) × 7 + current_day (0 if not enrolled);
 * - percent = days done / total, or 100 when completed.
 */
import { addDays, daysFrom, localDate, weekStart } from "../dates";

export const DAYS_PER_WEEK = 7;
/** After this many days without a session, she is offered to repeat the week. */
export const AWAY_DAYS_BEFORE_REPEAT_OFFER = 7;

export interface CoursePosition {
  week: number;
  day: number;
}

/** Her row of user_course_progress, as the pure rules need it. */
export interface CourseProgressState {
  currentWeek: number;
  currentDay: number;
  /** ISO instant, or null until the last day of the last week is completed. */
  completedAt: string | null;
}

export function totalDays(durationWeeks: number): number {
  return durationWeeks * DAYS_PER_WEEK;
}

/** Spec §4: (current_week − 1) × 7 + current_day, 0 if not enrolled. Shown as "Day X of Y". */
export function dayNumber(progress: Pick<CourseProgressState, "currentWeek" | "currentDay"> | null): number {
  if (!progress) return 0;
  return (progress.currentWeek - 1) * DAYS_PER_WEEK + progress.currentDay;
}

/** Spec §4: days done / total as a whole percent, or 100 when completed. */
export function progressPercent(progress: CourseProgressState | null, durationWeeks: number): number {
  if (!progress) return 0;
  if (progress.completedAt) return 100;
  const total = totalDays(durationWeeks);
  if (total <= 0) return 0;
  return Math.min(100, Math.round((dayNumber(progress) / total) * 100));
}

export function isValidPosition(p: CoursePosition, durationWeeks: number): boolean {
  return (
    Number.isInteger(p.week) &&
    Number.isInteger(p.day) &&
    p.week >= 1 &&
    p.week <= durationWeeks &&
    p.day >= 1 &&
    p.day <= DAYS_PER_WEEK
  );
}

/** -1, 0 or 1 as `a` comes before, at or after `b` in the course. */
export function comparePositions(a: CoursePosition, b: CoursePosition): number {
  return Math.sign(a.week - b.week || a.day - b.day);
}

export type DayState = "current" | "done" | "open" | "locked";

/**
 * Spec §4, day-button availability. All enabled when not enrolled. When enrolled: days in earlier
 * weeks and any day of the current week are enabled; any day of the next week only when she is on
 * day 7 of the current week; later weeks are disabled. The current day is highlighted (a play
 * icon), earlier days show a check.
 */
export function dayState(progress: CourseProgressState | null, position: CoursePosition): DayState {
  if (!progress) return "open";
  const { currentWeek: cw, currentDay: cd } = progress;
  const { week, day } = position;
  if (week === cw && day === cd) return "current";
  if (week < cw || (week === cw && day < cd)) return "done";
  if (week === cw) return "open";
  if (week === cw + 1 && cd === DAYS_PER_WEEK) return "open";
  return "locked";
}

export function dayAvailable(progress: CourseProgressState | null, position: CoursePosition): boolean {
  return dayState(progress, position) !== "locked";
}

/** Spec §4: a week shows a check when the current week is at or beyond it. */
export function weekChecked(progress: CourseProgressState | null, week: number): boolean {
  return progress !== null && progress.currentWeek >= week;
}

/** Enrolment: week 1, day 1. */
export function enrolledState(): CourseProgressState {
  return { currentWeek: 1, currentDay: 1, completedAt: null };
}

/**
 * Starting a day records it as current (spec §4). Bloom keeps her furthest point: replaying an
 * earlier day does not move her back (she would otherwise lose weeks of progress by redoing a
 * favourite day), so only a day at or after her position becomes current.
 */
export function startDay(
  progress: CourseProgressState | null,
  position: CoursePosition,
): CourseProgressState {
  if (!progress) return { currentWeek: position.week, currentDay: position.day, completedAt: null };
  if (comparePositions(position, { week: progress.currentWeek, day: progress.currentDay }) <= 0)
    return progress;
  return { currentWeek: position.week, currentDay: position.day, completedAt: null };
}

export type CompletionOutcome = "advanced-day" | "advanced-week" | "course-completed" | "replayed";

/**
 * Completing a day (spec §4), for the day she is on:
 * - day below 7: the next day of the same week;
 * - day 7: day 1 of the next week;
 * - the last day of the last week: the position stays and completed_at is set to now;
 * - otherwise completed_at is cleared.
 * Completing an earlier day (a replay) is recorded but leaves her position as it is.
 */
export function completeDay(
  progress: CourseProgressState,
  position: CoursePosition,
  durationWeeks: number,
  now: Date,
): { next: CourseProgressState; outcome: CompletionOutcome } {
  const current = { week: progress.currentWeek, day: progress.currentDay };
  if (comparePositions(position, current) < 0) return { next: progress, outcome: "replayed" };
  const { week, day } = position;
  if (day < DAYS_PER_WEEK)
    return { next: { currentWeek: week, currentDay: day + 1, completedAt: null }, outcome: "advanced-day" };
  if (week < durationWeeks)
    return { next: { currentWeek: week + 1, currentDay: 1, completedAt: null }, outcome: "advanced-week" };
  return {
    next: { currentWeek: week, currentDay: day, completedAt: now.toISOString() },
    outcome: "course-completed",
  };
}

// ---- pausing, time away and the weekly streak ------------------------------------------------

/** One pause of a course: when it began and ended (null while it lasts), and why. */
export interface CoursePause {
  from: string;
  to: string | null;
  reason: string;
}

export const PAUSE_REASONS = ["illness", "travel", "baby", "busy", "rest", "other"] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];
export const PAUSE_REASON_LABELS: Record<PauseReason, string> = {
  illness: "I'm unwell",
  travel: "Traveling",
  baby: "Baby needs me",
  busy: "Busy week",
  rest: "I need a rest",
  other: "Something else",
};

export function currentPause(pauses: readonly CoursePause[]): CoursePause | null {
  const last = pauses.at(-1);
  return last && last.to === null ? last : null;
}

export function pauseCourse(pauses: readonly CoursePause[], now: Date, reason: string): CoursePause[] {
  if (currentPause(pauses)) return [...pauses];
  return [...pauses, { from: now.toISOString(), to: null, reason }];
}

export function resumeCourse(pauses: readonly CoursePause[], now: Date): CoursePause[] {
  const open = currentPause(pauses);
  if (!open) return [...pauses];
  return [...pauses.slice(0, -1), { ...open, to: now.toISOString() }];
}

/**
 * Whole days since she last did something with the course (enrolled, started or completed a
 * day, or resumed it), on her calendar. A pause freezes the clock: while paused she is never
 * "away", and the count restarts from the day she resumed.
 */
export function daysAway(
  lastActivityAt: string,
  pauses: readonly CoursePause[],
  now: Date,
  tz: string,
): number {
  if (currentPause(pauses)) return 0;
  let since = lastActivityAt;
  for (const p of pauses) if (p.to && p.to > since) since = p.to;
  return Math.max(0, daysFrom(localDate(new Date(since), tz), localDate(now, tz)));
}

/**
 * After 7 days away she is offered to repeat the week, never failed: the week she is in from its
 * day 1, or the week before when she is already on a day 1. Null when there is nothing to offer.
 */
export function repeatWeekOffer(progress: CourseProgressState, away: number): CoursePosition | null {
  if (progress.completedAt || away < AWAY_DAYS_BEFORE_REPEAT_OFFER) return null;
  if (progress.currentDay > 1) return { week: progress.currentWeek, day: 1 };
  if (progress.currentWeek > 1) return { week: progress.currentWeek - 1, day: 1 };
  return null;
}

/** Repeating a week moves her back to its day 1; the days she did stay recorded. */
export function repeatWeek(target: CoursePosition): CourseProgressState {
  return { currentWeek: target.week, currentDay: target.day, completedAt: null };
}

/**
 * Weeks in a row (Monday to Sunday, on her calendar) with at least one completed course day.
 * This week counts once she has done a day; until then it does not break the streak. A week in
 * which the course was paused neither counts nor breaks it (the streak is frozen).
 */
export function weeklyStreak(
  completedAt: readonly string[],
  pauses: readonly CoursePause[],
  now: Date,
  tz: string,
): number {
  const active = new Set(completedAt.map((at) => weekStart(localDate(new Date(at), tz))));
  const today = localDate(now, tz);
  const thisWeek = weekStart(today);
  const paused = new Set<string>();
  for (const p of pauses) {
    const from = weekStart(localDate(new Date(p.from), tz));
    const to = weekStart(p.to ? localDate(new Date(p.to), tz) : today);
    for (let w = from; w <= to; w = addDays(w, 7)) paused.add(w);
  }
  let streak = active.has(thisWeek) ? 1 : 0;
  let earliest = thisWeek;
  for (const w of active) if (w < earliest) earliest = w;
  for (let w = addDays(thisWeek, -7); w >= earliest; w = addDays(w, -7)) {
    if (active.has(w)) streak += 1;
    else if (!paused.has(w)) break;
  }
  return streak;
}
