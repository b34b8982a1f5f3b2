/**
 * Bloom's workout catalogue: the zod schema every workout record must pass, its TypeScript types,
 * the contraindication codes ("skip if …") with their labels, and the duration arithmetic.
 *
 * Durations are never typed in: `workoutDurationMinutes` adds up the exercises (timed holds, or
 * reps × SECONDS_PER_REP, per side and per set, plus rest) and rounds up to whole minutes.
 */
import { z } from "zod";
import { CONTENT_STAGES, type ContentStage, JOURNEY_IDS } from "../journeys";

export const WORKOUT_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type WorkoutLevel = (typeof WORKOUT_LEVELS)[number];

export const WORKOUT_CATEGORIES = [
  "Yoga",
  "Strength",
  "Core",
  "Cardio",
  "Walking",
  "Pelvic Floor",
  "Mobility",
  "Quick",
  "Breathwork",
] as const;
export type WorkoutCategory = (typeof WORKOUT_CATEGORIES)[number];

export const EQUIPMENT = [
  "none",
  "mat",
  "dumbbells",
  "resistance band",
  "stability ball",
  "chair",
  "pillow",
] as const;
export type Equipment = (typeof EQUIPMENT)[number];

/** Catalogue (hyphen) spelling of every journey stage, from content/journeys. */
export const WORKOUT_STAGES = CONTENT_STAGES;
export type WorkoutStage = ContentStage;

export const EXERCISE_POSITIONS = [
  "standing",
  "seated",
  "kneeling",
  "side-lying",
  "supine",
  "prone",
  "all-fours",
  "inclined",
] as const;
export type ExercisePosition = (typeof EXERCISE_POSITIONS)[number];

/** What an exercise mainly trains; the early-postpartum rule allows only a few of these. */
export const EXERCISE_FOCUSES = [
  "breathing",
  "pelvic-floor",
  "walking",
  "mobility",
  "stretch",
  "relaxation",
  "core",
  "strength",
  "balance",
  "cardio",
] as const;
export type ExerciseFocus = (typeof EXERCISE_FOCUSES)[number];

/**
 * Loads the safety rules care about, marked explicitly so the tests do not rely on names alone:
 * - "trunk-curl": crunches, sit-ups, V-ups and other curl-ups against gravity;
 * - "plank": any plank or plank-style hold (full, knee, incline or side);
 * - "jump": high-impact moves where both feet leave the floor.
 */
export const MOVEMENT_FLAGS = ["trunk-curl", "plank", "jump"] as const;
export type MovementFlag = (typeof MOVEMENT_FLAGS)[number];

/** Contraindication codes: an exercise lists the ones for which a user should skip it. */
export const CONTRAINDICATIONS = [
  "diastasis-recti",
  "pregnancy-after-20-weeks",
  "pelvic-girdle-pain",
  "c-section-under-8-weeks",
  "pelvic-floor-symptoms",
  "placenta-previa",
  "high-blood-pressure",
  "wrist-pain",
] as const;
export type Contraindication = (typeof CONTRAINDICATIONS)[number];

export const CONTRAINDICATION_LABELS: Record<Contraindication, string> = {
  "diastasis-recti": "Diastasis recti (a gap or doming along the middle of your tummy)",
  "pregnancy-after-20-weeks": "Pregnant and past 20 weeks (avoid lying flat on your back)",
  "pelvic-girdle-pain": "Pelvic girdle pain (pain at the front or back of the pelvis, SPD)",
  "c-section-under-8-weeks": "Cesarean birth less than 8 weeks ago",
  "pelvic-floor-symptoms": "Pelvic floor symptoms (leaking, heaviness or dragging)",
  "placenta-previa": "Low-lying placenta (placenta previa)",
  "high-blood-pressure": "High blood pressure or pre-eclampsia",
  "wrist-pain": "Wrist pain or carpal tunnel symptoms",
};

export const MODIFICATION_KINDS = ["easier", "harder", "pregnancy", "postpartum"] as const;
export type ModificationKind = (typeof MODIFICATION_KINDS)[number];

/** Seconds one repetition takes on average, used to turn reps into time. */
export const SECONDS_PER_REP = 3;

/** Catalogue note for pregnancy workouts: when to stop and call the care provider. */
export const PREGNANCY_WARNING_NOTE =
  "Stop and contact your midwife or doctor straight away if you notice vaginal bleeding, dizziness or feeling faint, chest pain, fluid leaking, regular or painful contractions, calf pain or swelling, or a headache that won't go away.";

/** Catalogue note for the first weeks after birth. */
export const POSTPARTUM_CLEARANCE_NOTE =
  "Wait until your doctor or midwife has given you the OK before starting exercise after birth, and allow longer after a cesarean.";

/** Workout slug: title lowercased, spaces as hyphens, other punctuation removed. */
export function workoutSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

const text = z.string().trim().min(1);
const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase words joined by hyphens");

export const modificationSchema = z.object({
  kind: z.enum(MODIFICATION_KINDS),
  text,
});
export type Modification = z.infer<typeof modificationSchema>;

export const exerciseSchema = z
  .object({
    name: text,
    /** A timed exercise: seconds of work per set (and per side when `perSide`). */
    seconds: z.int().min(5).max(1800).optional(),
    /** A counted exercise: repetitions per set (and per side when `perSide`). */
    reps: z.int().min(1).max(50).optional(),
    sets: z.int().min(1).max(6).optional(),
    restSeconds: z.int().min(0).max(180).optional(),
    perSide: z.boolean().optional(),
    position: z.enum(EXERCISE_POSITIONS),
    focus: z.enum(EXERCISE_FOCUSES),
    instructions: z.array(text).min(2).max(6),
    modifications: z.array(modificationSchema),
    skipIf: z.array(z.enum(CONTRAINDICATIONS)),
    flags: z.array(z.enum(MOVEMENT_FLAGS)).optional(),
  })
  .refine((e) => (e.seconds === undefined) !== (e.reps === undefined), {
    message: "an exercise has either seconds or reps, not both",
    path: ["seconds"],
  });
export type Exercise = z.infer<typeof exerciseSchema>;

/** Featured programs a workout may belong to, with the daily time the product promises. */
export const PROGRAMS = {
  prenatal: { name: "Prenatal", minMinutes: 20, maxMinutes: 30 },
  "core-restore": { name: "Core Restore", weeks: 3, minMinutes: 15, maxMinutes: 20 },
  "energy-strength": { name: "Energy & Strength", weeks: 6, minMinutes: 20, maxMinutes: 30 },
  advanced: { name: "Advanced", weeks: 8, minMinutes: 25, maxMinutes: 35 },
} as const satisfies Record<string, { name: string; weeks?: number; minMinutes: number; maxMinutes: number }>;
export type ProgramId = keyof typeof PROGRAMS;
const PROGRAM_IDS = Object.keys(PROGRAMS) as [ProgramId, ...ProgramId[]];

export const workoutSchema = z
  .object({
    id: kebab,
    slug: kebab,
    title: text,
    description: text,
    level: z.enum(WORKOUT_LEVELS),
    category: z.enum(WORKOUT_CATEGORIES),
    tags: z.array(kebab).min(1),
    equipment: z.array(z.enum(EQUIPMENT)).min(1),
    journeys: z.array(z.enum(JOURNEY_IDS)).min(1),
    stages: z.array(z.enum(WORKOUT_STAGES)).min(1),
    benefits: z.array(text).min(1),
    frequency: text,
    featured: z.boolean(),
    program: z.enum(PROGRAM_IDS).optional(),
    exercises: z.array(exerciseSchema).min(2),
  })
  .refine((w) => w.slug === workoutSlug(w.title), {
    message: "slug must be the title lowercased with spaces as hyphens",
    path: ["slug"],
  })
  .refine((w) => w.stages.every((s) => w.journeys.some((j) => s.startsWith(`${j}-`))), {
    message: "every stage must belong to one of the workout's journeys",
    path: ["stages"],
  })
  .refine((w) => w.journeys.every((j) => w.stages.some((s) => s.startsWith(`${j}-`))), {
    message: "every journey needs at least one stage",
    path: ["journeys"],
  })
  .refine((w) => !w.equipment.includes("none") || w.equipment.length === 1, {
    message: '"none" cannot be combined with other equipment',
    path: ["equipment"],
  });
export type Workout = z.infer<typeof workoutSchema>;

/** Seconds an exercise takes, rest included. */
export function exerciseSeconds(exercise: Exercise): number {
  const sides = exercise.perSide ? 2 : 1;
  const work = (exercise.seconds ?? (exercise.reps ?? 0) * SECONDS_PER_REP) * sides;
  return (exercise.sets ?? 1) * (work + (exercise.restSeconds ?? 0));
}

/** A workout's length in whole minutes, computed from its exercises and rounded up. */
export function workoutDurationMinutes(workout: Pick<Workout, "exercises">): number {
  const seconds = workout.exercises.reduce((sum, e) => sum + exerciseSeconds(e), 0);
  return Math.ceil(seconds / 60);
}

/** A movement without its dose; the catalogue files dose it per workout with `timed` or `counted`. */
export type Move = Omit<Exercise, "seconds" | "reps" | "sets" | "restSeconds">;

interface Dose {
  sets?: number;
  restSeconds?: number;
  name?: string;
}

/** A move held or repeated for `seconds` (per side when the move is one-sided). */
export function timed(move: Move, seconds: number, dose: Dose = {}): Exercise {
  const { name, ...rest } = dose;
  return { ...move, name: name ?? move.name, seconds, ...rest };
}

/** A move done for `reps` repetitions (per side when the move is one-sided). */
export function counted(move: Move, reps: number, dose: Dose = {}): Exercise {
  const { name, ...rest } = dose;
  return { ...move, name: name ?? move.name, reps, ...rest };
}
