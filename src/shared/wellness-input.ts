/**
 * What the wellness routes accept: mood, sleep, self-care, water and workouts, as zod schemas.
 * Apart from wellness.ts (the rules and the answers' shapes) so the browser's dashboard, which
 * validates none of these itself, does not load zod for them.
 */
import { z } from "zod";
import { isoDate, isoInstant } from "./api-fields";
import { MAX_GLASSES, SELF_CARE_ACTIVITIES, SELF_CARE_IDS, WORKOUT_INTENSITIES } from "./wellness";

const slider = (name: string) =>
  z
    .number({ error: `${name} must be a number from 1 to 10.` })
    .int(`${name} must be a whole number from 1 to 10.`)
    .min(1, `${name} must be from 1 to 10.`)
    .max(10, `${name} must be from 1 to 10.`);

/** Trimmed; empty means omitted. */
const notes = z
  .string()
  .max(2000, "Notes can be at most 2000 characters.")
  .transform((s) => s.trim() || null)
  .nullish()
  .transform((s) => s ?? null);

/** A mood check-in, named as the spec names the wellness (mood) entry. */
export const moodInput = z.strictObject({
  mood_score: slider("Mood"),
  energy_level: slider("Energy"),
  stress_level: slider("Stress"),
  notes,
});
export type MoodInput = z.input<typeof moodInput>;

export const sleepInput = z.strictObject({
  hours: z
    .number({ error: "Hours must be a number from 1 to 12." })
    .min(1, "Hours must be from 1 to 12.")
    .max(12, "Hours must be from 1 to 12.")
    .refine((h) => Number.isInteger(h * 2), "Hours go in half-hour steps."),
  quality: slider("Quality"),
  notes,
});
export type SleepInput = z.input<typeof sleepInput>;

export const selfCareInput = z.strictObject({
  activities: z
    .array(
      z.strictObject({
        activity: z.enum(SELF_CARE_IDS, { error: "That self-care activity is not one we know." }),
        // Only what she entered: an activity ticked without minutes has none (never a suggested value).
        minutes: z
          .number()
          .int("Minutes must be a whole number.")
          .min(1, "Minutes must be at least 1.")
          .max(240, "Minutes can be at most 240.")
          .nullish()
          .transform((m) => m ?? null),
      }),
    )
    .min(1, "Please select at least one activity")
    .max(SELF_CARE_ACTIVITIES.length)
    .refine(
      (list) => new Set(list.map((a) => a.activity)).size === list.length,
      "Each activity can be listed once.",
    ),
  notes,
});
export type SelfCareInput = z.input<typeof selfCareInput>;

export const hydrationInput = z.strictObject({
  date: isoDate,
  glasses: z
    .number()
    .int("Glasses must be a whole number.")
    .min(0, "Glasses cannot be negative.")
    .max(MAX_GLASSES, `Glasses can be at most ${MAX_GLASSES}.`),
});

/**
 * A finished workout, named as the spec names the workout session (core.md §3: workout_type,
 * duration_minutes, intensity_level, calories_burned, completed_at); Bloom's workout_slug follows.
 */
export const workoutSessionInput = z.strictObject({
  workout_type: z.string().trim().min(1, "Workout type is required.").max(120),
  workout_slug: z.string().max(200).nullish(),
  duration_minutes: z
    .number()
    .int()
    .min(1, "A workout lasts at least a minute.")
    .max(300, "A workout can last at most 300 minutes."),
  intensity_level: z.enum(WORKOUT_INTENSITIES),
  calories_burned: z.number().int().min(0).max(3000).nullish(),
  completed_at: isoInstant.optional(),
});
export type WorkoutSessionInput = z.input<typeof workoutSessionInput>;
