/**
 * Which workouts a user sees on /workouts: stage matching across the profile and catalogue
 * spellings, the search box, the four filters (level, duration, category, equipment), the tabs'
 * rules and the featured programs. Pure functions over the catalogue; the page only wires them up.
 */
import {
  EQUIPMENT,
  type Equipment,
  PROGRAMS,
  type ProgramId,
  WORKOUT_CATEGORIES,
  WORKOUT_LEVELS,
  type Workout,
  type WorkoutCategory,
  type WorkoutLevel,
  workoutDurationMinutes,
} from "../content/workouts/schema";
import { type JourneyId, journeyOf, toContentStage } from "./journeys";

/** Recommended tab: the first five workouts for the stage. */
export const RECOMMENDED_WORKOUTS = 5;
/** Quick Workouts tab: category Quick, or this many minutes or less. */
export const QUICK_WORKOUT_MINUTES = 15;

/**
 * Does a workout fit a profile stage? The profile writes "pregnant_trimester_2" where the
 * catalogue writes "pregnant-trimester-2"; a profile holding only a journey ("pregnant") matches
 * every stage of that journey. Without a journey ("none", empty) every workout fits.
 */
export function fitsStage(
  workout: Pick<Workout, "journeys" | "stages">,
  stage: string | null | undefined,
): boolean {
  const journey = journeyOf(stage);
  if (!journey || !stage) return true;
  const contentStage = toContentStage(stage);
  if (contentStage === journey) return workout.journeys.includes(journey);
  return (workout.stages as readonly string[]).includes(contentStage);
}

export function workoutsForStage<W extends Pick<Workout, "journeys" | "stages">>(
  workouts: readonly W[],
  stage: string | null | undefined,
): W[] {
  return workouts.filter((w) => fitsStage(w, stage));
}

/** Workouts of a whole journey, whatever its stage (the journey tab). */
export function workoutsForJourney<W extends Pick<Workout, "journeys">>(
  workouts: readonly W[],
  journey: JourneyId | null,
): W[] {
  return journey ? workouts.filter((w) => w.journeys.includes(journey)) : [...workouts];
}

export function isQuickWorkout(workout: Pick<Workout, "category" | "exercises">): boolean {
  return workout.category === "Quick" || workoutDurationMinutes(workout) <= QUICK_WORKOUT_MINUTES;
}

// ---- search and filters ---------------------------------------------------------------------

export const DURATION_RANGES = {
  short: { label: "15 min or less", min: 0, max: 15 },
  medium: { label: "15-30 min", min: 16, max: 30 },
  long: { label: "Over 30 min", min: 31, max: Number.POSITIVE_INFINITY },
} as const;
export type DurationRange = keyof typeof DURATION_RANGES;
export const DURATION_RANGE_IDS = Object.keys(DURATION_RANGES) as DurationRange[];

export interface WorkoutFilters {
  q: string;
  level: WorkoutLevel | "";
  duration: DurationRange | "";
  category: WorkoutCategory | "";
  equipment: Equipment | "";
}

export const NO_FILTERS: WorkoutFilters = { q: "", level: "", duration: "", category: "", equipment: "" };

const FILTER_KEYS = ["level", "duration", "category", "equipment"] as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | "" {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : "";
}

/** Filters from the URL's query string; unknown values are ignored rather than matching nothing. */
export function parseWorkoutFilters(params: URLSearchParams): WorkoutFilters {
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    level: oneOf(WORKOUT_LEVELS, params.get("level")),
    duration: oneOf(DURATION_RANGE_IDS, params.get("duration")),
    category: oneOf(WORKOUT_CATEGORIES, params.get("category")),
    equipment: oneOf(EQUIPMENT, params.get("equipment")),
  };
}

/** Writes the filters into a copy of `params` (other keys, such as the tab, are kept). */
export function writeWorkoutFilters(params: URLSearchParams, filters: WorkoutFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ["q", ...FILTER_KEYS] as const) {
    const value = key === "q" ? filters.q : filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export function activeFilterCount(filters: WorkoutFilters): number {
  return FILTER_KEYS.filter((k) => filters[k] !== "").length + (filters.q.trim() ? 1 : 0);
}

/** Lowercase, accents removed, punctuation and hyphens as spaces: "Pelvic-floor" → "pelvic floor". */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9+]+/g, " ")
    .trim();
}

function searchText(workout: Workout): string {
  return normalize(
    [
      workout.title,
      workout.description,
      workout.category,
      ...workout.tags,
      ...workout.exercises.map((e) => e.name),
    ].join(" "),
  );
}

const SEARCH_CACHE = new WeakMap<Workout, string>();

/** Every word of the query must appear in the title, description, category, tags or exercise names. */
export function matchesSearch(workout: Workout, query: string): boolean {
  const words = normalize(query).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  let text = SEARCH_CACHE.get(workout);
  if (text === undefined) {
    text = searchText(workout);
    SEARCH_CACHE.set(workout, text);
  }
  const haystack = text;
  return words.every((w) => haystack.includes(w));
}

export function inDurationRange(minutes: number, range: DurationRange): boolean {
  const { min, max } = DURATION_RANGES[range];
  return minutes >= min && minutes <= max;
}

export function matchesFilters(workout: Workout, filters: WorkoutFilters): boolean {
  if (filters.level && workout.level !== filters.level) return false;
  if (filters.category && workout.category !== filters.category) return false;
  if (filters.equipment && !workout.equipment.includes(filters.equipment)) return false;
  if (filters.duration && !inDurationRange(workoutDurationMinutes(workout), filters.duration)) return false;
  return matchesSearch(workout, filters.q);
}

export function filterWorkouts(workouts: readonly Workout[], filters: WorkoutFilters): Workout[] {
  return workouts.filter((w) => matchesFilters(w, filters));
}

// ---- tabs and programs ---------------------------------------------------------------------

/** The label of the journey's own tab. */
export const JOURNEY_TAB_LABELS: Record<JourneyId, string> = {
  ttc: "Fertility",
  pregnant: "Prenatal",
  postpartum: "Postpartum Recovery",
  toddler: "Toddler Mom",
};

export interface FeaturedProgram {
  id: ProgramId;
  name: string;
  weeks?: number;
  minMinutes: number;
  maxMinutes: number;
  workouts: Workout[];
}

/** Programs with at least one workout for the journey, in catalogue order of their first workout. */
export function featuredPrograms(workouts: readonly Workout[], journey: JourneyId | null): FeaturedProgram[] {
  const programs = new Map<ProgramId, FeaturedProgram>();
  for (const w of workoutsForJourney(workouts, journey)) {
    if (!w.program) continue;
    let program = programs.get(w.program);
    if (!program) {
      const meta: { name: string; weeks?: number; minMinutes: number; maxMinutes: number } =
        PROGRAMS[w.program];
      program = { id: w.program, ...meta, workouts: [] };
      programs.set(w.program, program);
    }
    program.workouts.push(w);
  }
  return [...programs.values()];
}

/** Featured workouts of the journey that belong to no program (shown beside the programs). */
export function featuredStandalone(workouts: readonly Workout[], journey: JourneyId | null): Workout[] {
  return workoutsForJourney(workouts, journey).filter((w) => w.featured && !w.program);
}
