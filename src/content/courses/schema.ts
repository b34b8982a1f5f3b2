/**
 * Bloom's courses as typed data: each course, its weeks and which catalogue workouts each week
 * draws on. The days themselves are built by rule (`build.ts`), not written out by hand.
 */
import { z } from "zod";
import { CONTENT_STAGES, JOURNEY_IDS } from "../journeys";

export const COURSE_CATEGORIES = ["postpartum", "fitness", "nutrition"] as const;
export const COURSE_DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
/** Spec §9: the default exercise is 1200 s (20 min). */
export const DEFAULT_EXERCISE_SECONDS = 1200;

const text = z.string().trim().min(1);
const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase words joined by hyphens");

/** One block of a day: a part of a catalogue workout, done for `seconds`. */
export const courseBlockSchema = z.strictObject({
  workout: kebab,
  seconds: z.int().min(60).max(3600),
  /** "Warm-up", "Cool-down"... shown before the workout's title. */
  label: text.optional(),
});
export type CourseBlock = z.infer<typeof courseBlockSchema>;

export const courseWeekSchema = z.strictObject({
  title: text,
  description: text,
  /** The week's theme, as the Overview tab lists it. */
  theme: text,
  focusAreas: z.array(text).min(1).max(5),
  /** Catalogue workouts the week's days rotate through (slugs), day 7 takes `recovery`. */
  workouts: z.array(kebab).min(1),
  recovery: kebab,
  /** Days that differ from the rule, by day number (1-7). */
  days: z.record(z.string().regex(/^[1-7]$/), z.array(courseBlockSchema).min(1)).optional(),
});
export type CourseWeek = z.infer<typeof courseWeekSchema>;

export const courseSchema = z
  .strictObject({
    id: kebab,
    title: text,
    description: text,
    category: z.enum(COURSE_CATEGORIES),
    difficulty: z.enum(COURSE_DIFFICULTIES),
    journeys: z.array(z.enum(JOURNEY_IDS)).min(1),
    /** Every stage the course is offered for; each workout it uses must be written for all of them. */
    stages: z.array(z.enum(CONTENT_STAGES)).min(1),
    minMinutes: z.int().min(5),
    maxMinutes: z.int().max(60),
    /** A day's default length (seconds); the spec's 1200 s unless the program promises otherwise. */
    dailySeconds: z.int().min(300).max(3600),
    /** Ask about the warning signs after birth before each session. */
    postpartumCheckin: z.boolean(),
    about: text,
    learn: z.array(text).min(2),
    included: z.array(text).min(2),
    /** Orders the catalogue (newest first), as spec §7 lists courses. */
    createdAt: z.iso.datetime(),
    weeks: z.array(courseWeekSchema).min(1).max(12),
  })
  .refine((c) => c.minMinutes <= c.maxMinutes, {
    message: "minMinutes above maxMinutes",
    path: ["minMinutes"],
  });
export type Course = z.infer<typeof courseSchema>;
