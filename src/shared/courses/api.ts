/**
 * The courses API contract. The spec's entities (content.md §3: course, course week, user course
 * progress) keep the spec's names (duration_weeks, difficulty_level, current_week, current_day,
 * completed_at, week_number, focus_areas, is_active), and what Bloom adds to them is spelled the
 * same way (day_number, min_minutes, enrolled_count, ...), so no object mixes the two; Bloom's own
 * objects (the list, the detail, a day of the player, results) are camelCase.
 */
import { z } from "zod";
import { SAFETY_SIGN_IDS, type SafetyFinding, type SafetySignId } from "../safety";
import { type CoursePause, PAUSE_REASONS } from "./progress";

export const GLOW_UP_TITLE = "30 Days Glow Up Challenge";

export interface CourseProgressView {
  course_id: string;
  current_week: number;
  current_day: number;
  completed_at: string | null;
  is_active: boolean;
  updated_at: string;
  /** Spec §4's day number: (current_week − 1) × 7 + current_day; "Day X of Y". */
  day_number: number;
  total_days: number;
  percent: number;
  /** Days she has finished (each once, replays not counted twice). */
  days_completed: number;
  pause: CoursePause | null;
  days_away: number;
  /** After 7 days away: the week she may repeat from its day 1. */
  repeat_offer: { week: number; day: number } | null;
  weekly_streak: number;
}

export interface CourseSummary {
  id: string;
  title: string;
  description: string;
  category: string;
  difficulty_level: string;
  duration_weeks: number;
  created_at: string;
  min_minutes: number;
  max_minutes: number;
  journeys: string[];
  /** The stages it is written for, in the catalogue's spelling (src/shared/stage-safety.ts reads them). */
  stages: string[];
  /** Mothers enrolled in this course, counted. */
  enrolled_count: number;
  progress: CourseProgressView | null;
}

export interface CourseList {
  courses: CourseSummary[];
  stats: { available: number; enrolled: number; members: number };
  /** The challenge card: the Glow Up course's id, or null if it is not offered. */
  challengeId: string | null;
}

export interface CourseWeekView {
  id: string;
  week_number: number;
  title: string;
  description: string;
  focus_areas: string[];
  theme: string;
}

export interface CourseDetail {
  course: CourseSummary & { about: string; learn: string[]; included: string[]; postpartum: boolean };
  weeks: CourseWeekView[];
  completedDays: { week: number; day: number; completedAt: string }[];
}

export interface CourseExerciseView {
  id: string;
  name: string;
  /** Seconds. */
  duration: number;
  description: string;
  instructions: string[];
  reps: string | null;
  /** The day's video in storage, when there is one. */
  videoUrl: string | null;
  /** Bloom's illustration for the workout the exercise comes from. */
  workoutSlug: string;
  workoutCategory: string;
}

export interface CourseDayView {
  courseId: string;
  courseTitle: string;
  week: number;
  day: number;
  title: string;
  exercises: CourseExerciseView[];
  totalSeconds: number;
  /** Postpartum courses ask about the warning signs after birth before each session. */
  needsCheckin: boolean;
}

const position = {
  week: z.int("week must be a whole number.").min(1, "week starts at 1.").max(52),
  day: z.int("day must be a whole number.").min(1, "day runs from 1 to 7.").max(7, "day runs from 1 to 7."),
};

export const courseCheckinInput = z.strictObject({
  /** The warning signs she ticked (ids of the shared safety module). */
  signs: z.array(z.string().max(60)).max(30),
  /** Anything else she wants to say, read for red flags. */
  note: z.string().max(2000).optional(),
});

export const startDayInput = z.strictObject({ ...position, checkin: courseCheckinInput.optional() });
export type StartDayInput = z.infer<typeof startDayInput>;
/**
 * Completing a day. `minutes`: when she marks the day done having done part of it, the minutes the
 * player's timers ran, so the workout session records what she did; without it she did the whole
 * day (every exercise, or she said so).
 */
export const completeDayInput = z.strictObject({
  ...position,
  minutes: z
    .int("minutes must be a whole number.")
    .min(1, "A workout lasts at least a minute.")
    .max(300, "A workout can last at most 300 minutes.")
    .optional(),
});
export type CompleteDayInput = z.infer<typeof completeDayInput>;
export const pauseCourseInput = z.strictObject({ reason: z.enum(PAUSE_REASONS) });
export type PauseCourseInput = z.infer<typeof pauseCourseInput>;

export interface StartDayResult {
  started: boolean;
  progress: CourseProgressView | null;
  /** What the check-in found; when set, the session does not start. */
  safety: SafetyFinding | null;
}

export interface CompleteDayResult {
  progress: CourseProgressView;
  outcome: "advanced-day" | "advanced-week" | "course-completed" | "replayed";
  sessionId: string;
}

const PREGNANCY_ONLY: readonly SafetySignId[] = [
  "baby-moving-less",
  "bleeding-in-pregnancy",
  "leaking-fluid",
];

/**
 * The warning signs after birth (CDC "Hear Her", AWHONN POST-BIRTH) a postpartum course asks
 * about before each session: every sign of the shared safety module except those of pregnancy.
 */
export const POSTPARTUM_CHECKIN_SIGNS: readonly SafetySignId[] = SAFETY_SIGN_IDS.filter(
  (id) => !PREGNANCY_ONLY.includes(id),
);
