/**
 * Which workouts a user sees on /workouts: the lists for her stage (Recommended, her journey's tab,
 * Quick Workouts, Favorites, Featured Programs), the search box and the four filters (level,
 * duration, category, equipment). Whether a workout suits her stage is decided by
 * src/shared/stage-safety.ts alone; search and filters only ever narrow a list. Pure functions over
 * the catalogue; the page only wires them up.
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
import { type JourneyId, journeyOf } from "./journeys";
import { forHerStage } from "./stage-safety";

/** Recommended tab: the first five workouts for the stage. */
export const RECOMMENDED_WORKOUTS = 5;
/** Quick Workouts tab: category Quick, or this many minutes or less. */
export const QUICK_WORKOUT_MINUTES = 15;

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

/**
 * Programs with at least one workout for her stage, each listing only those workouts, in catalogue
 * order of their first workout. A program none of whose workouts suit her is not featured at all.
 */
export function featuredPrograms(
  workouts: readonly Workout[],
  stage: string | null | undefined,
): FeaturedProgram[] {
  const programs = new Map<ProgramId, FeaturedProgram>();
  for (const w of forHerStage(workouts, stage)) {
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

/** Featured workouts for her stage that belong to no program (shown beside the programs). */
export function featuredStandalone(
  workouts: readonly Workout[],
  stage: string | null | undefined,
): Workout[] {
  return forHerStage(workouts, stage).filter((w) => w.featured && !w.program);
}

/** Every list of /workouts, before search and filters, for one stage (`herStage`'s answer). */
export interface StageWorkoutLists {
  /** The first RECOMMENDED_WORKOUTS for her stage. */
  recommended: Workout[];
  /** Her journey's tab: every workout for her stage (every workout when she has no journey). */
  journey: Workout[];
  quick: Workout[];
  programs: FeaturedProgram[];
  featured: Workout[];
  /** Her saved workouts that suit her stage now, and how many saved ones do not. */
  favorites: Workout[];
  favoritesElsewhere: number;
}

export function workoutListsFor(
  workouts: readonly Workout[],
  stage: string | null | undefined,
  favorites: readonly Workout[] = [],
): StageWorkoutLists {
  const forStage = forHerStage(workouts, stage);
  const journey = journeyOf(stage);
  const savedForStage = forHerStage(favorites, stage);
  return {
    recommended: forStage.slice(0, RECOMMENDED_WORKOUTS),
    journey: journey ? forStage.filter((w) => w.journeys.includes(journey)) : forStage,
    quick: forStage.filter(isQuickWorkout),
    programs: featuredPrograms(workouts, stage),
    featured: featuredStandalone(workouts, stage),
    favorites: savedForStage,
    favoritesElsewhere: favorites.length - savedForStage.length,
  };
}
