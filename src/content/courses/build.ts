/**
 * A course's days, built by rule from its weeks: day d of a week takes the week's workouts in
 * turn (day 1 the first, day 2 the second, ...), day 7 is the week's recovery workout, each for the
 * course's daily length; a week may set a day by hand (the Glow Up challenge's week 1 day 1 and
 * day 5, as spec §9 gives them). Each block becomes one exercise of the player: the workout's
 * moves as numbered instructions, its description, its illustration.
 */
import { type Exercise, WORKOUTS, type Workout } from "../workouts";
import { PREGNANCY_WARNING_NOTE } from "../workouts/schema";
import type { Course, CourseBlock } from "./schema";

export const DAYS_PER_WEEK = 7;

export interface CourseExercise {
  id: string;
  name: string;
  /** Seconds. */
  duration: number;
  description: string;
  instructions: string[];
  workoutSlug: string;
  workoutCategory: string;
}

export interface CourseDay {
  week: number;
  day: number;
  title: string;
  exercises: CourseExercise[];
}

const BY_SLUG = new Map(WORKOUTS.map((w) => [w.slug, w]));

export function catalogueWorkout(slug: string): Workout {
  const w = BY_SLUG.get(slug);
  if (!w) throw new Error(`No catalog workout "${slug}"`);
  return w;
}

function secondsText(n: number): string {
  if (n >= 60 && n % 60 === 0) return `${n / 60} min`;
  if (n > 60) return `${Math.floor(n / 60)} min ${n % 60} s`;
  return `${n} s`;
}

function dose(e: Exercise): string {
  const work =
    e.seconds !== undefined ? secondsText(e.seconds) : `${e.reps} ${e.reps === 1 ? "rep" : "reps"}`;
  const sets = e.sets && e.sets > 1 ? `${e.sets} × ` : "";
  return `${sets}${work}${e.perSide ? " each side" : ""}`;
}

/** The blocks of a day, by the rule or as the week sets them. */
export function dayBlocks(course: Course, week: number, day: number): CourseBlock[] {
  const w = course.weeks[week - 1];
  if (!w || day < 1 || day > DAYS_PER_WEEK) return [];
  const set = w.days?.[String(day)];
  if (set) return set;
  const workout = day === DAYS_PER_WEEK ? w.recovery : w.workouts[(day - 1) % w.workouts.length]!;
  return [{ workout, seconds: course.dailySeconds }];
}

export function buildDay(course: Course, week: number, day: number): CourseDay | null {
  const blocks = dayBlocks(course, week, day);
  if (blocks.length === 0) return null;
  const pregnancy = course.journeys.includes("pregnant");
  const exercises = blocks.map((block, i): CourseExercise => {
    const workout = catalogueWorkout(block.workout);
    const moves = workout.exercises.map((e) => `${e.name} (${dose(e)}): ${e.instructions[0]}`);
    const pace =
      blocks.length === 1
        ? "Work through the moves in order at your own pace; when you reach the end, start again from the top until the timer ends."
        : "Work through the moves in order at your own pace until the timer ends.";
    return {
      id: `${course.id}-w${week}d${day}-${i + 1}`,
      name: block.label ? `${block.label}: ${workout.title}` : workout.title,
      duration: block.seconds,
      description: workout.description,
      instructions: [...(pregnancy ? [PREGNANCY_WARNING_NOTE] : []), pace, ...moves],
      workoutSlug: workout.slug,
      workoutCategory: workout.category,
    };
  });
  const title =
    exercises.length === 1 ? exercises[0]!.name : catalogueWorkout(mainBlock(blocks).workout).title;
  return { week, day, title, exercises };
}

/** The longest block names a day of several (the main set between warm-up and cool-down). */
function mainBlock(blocks: CourseBlock[]): CourseBlock {
  return blocks.reduce((a, b) => (b.seconds > a.seconds ? b : a));
}

export function courseDays(course: Course): CourseDay[] {
  const days: CourseDay[] = [];
  for (let w = 1; w <= course.weeks.length; w++)
    for (let d = 1; d <= DAYS_PER_WEEK; d++) days.push(buildDay(course, w, d)!);
  return days;
}

export function daySeconds(day: CourseDay): number {
  return day.exercises.reduce((n, e) => n + e.duration, 0);
}
