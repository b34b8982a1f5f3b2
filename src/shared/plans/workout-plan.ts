/**
 * The workout plan quiz's result: a two-week schedule built from the catalogue by fixed rules.
 * No randomness: the same answers and catalogue always give the same plan.
 *
 * Rules, in order:
 * 1. Stage: only workouts made for the stage. When the profile tells us the exact stage (trimester,
 *    weeks since birth) we use it; otherwise we plan for the most cautious stage in the range
 *    (pregnant → safe in every trimester; postpartum-0-3 → safe from birth).
 * 2. Safety: pregnant → nothing lying on the back or front, no curls, planks or jumps, nothing marked
 *    "skip after 20 weeks". Postpartum-0-3 → beginner level, no curls, planks or jumps, nothing marked
 *    "skip within 8 weeks of a caesarean". Postpartum-3-12 → no jumping. Conditions named in the notes
 *    (diastasis, wrist pain, …) remove the exercises marked to skip with them.
 * 3. Experience: beginners get beginner workouts only; intermediate adds intermediate; advanced all.
 * 4. Time: a day's workouts (one to three) add up to no more than the time chosen.
 * 5. Days: "2" → 2, "3-4" → 3 for beginners and 4 otherwise, "5+" → 5, "flexible" → 3; rest days
 *    spread so there are never more than two workout days in a row (also across the two weeks).
 * 6. Week 2 progresses: each session is at least as long as the same session in week 1, a little
 *    longer where the time allows.
 */
import { z } from "zod";
import {
  type Contraindication,
  POSTPARTUM_CLEARANCE_NOTE,
  PREGNANCY_WARNING_NOTE,
  type Workout,
  type WorkoutLevel,
  type WorkoutStage,
  workoutDurationMinutes,
} from "../../content/workouts/schema";
import { QUIZ_STAGES, type QuizStage, toContentStage, toQuizStage } from "../journeys";
import { type DaysPerWeek, type ExperienceLevel, TIME_RANGES, type WorkoutQuizAnswers } from "./options";

export const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Short sessions stay short in the first three months after birth. */
export const EARLY_POSTPARTUM_MAX_MINUTES = 20;
const MAX_WORKOUTS_PER_SESSION = 3;

export const plannedWorkout = z.object({
  slug: z.string(),
  title: z.string(),
  minutes: z.number(),
  category: z.string(),
  level: z.string(),
});
export type PlannedWorkout = z.infer<typeof plannedWorkout>;

export const planDay = z.object({
  day: z.enum(WEEKDAYS),
  /** Empty on a rest day. */
  workouts: z.array(plannedWorkout),
  minutes: z.number(),
});
export type PlanDay = z.infer<typeof planDay>;

export const workoutPlanSchema = z.object({
  kind: z.literal("workout"),
  stage: z.enum(QUIZ_STAGES),
  workoutDays: z.number(),
  minutes: z.object({ min: z.number(), max: z.number() }),
  weeks: z.array(z.object({ week: z.number(), days: z.array(planDay) })),
  notes: z.array(z.string()),
});
export type WorkoutPlan = z.infer<typeof workoutPlanSchema>;

export interface WorkoutPlanContext {
  /** The profile's stage in any spelling ("pregnant_trimester_3"), to narrow the quiz stage. */
  profileStage?: string | null;
}

/** Number of workout days a week for the days answer (rule 5). */
export function workoutDayCount(days: DaysPerWeek, level: ExperienceLevel): number {
  switch (days) {
    case "2":
      return 2;
    case "3-4":
      return level === "beginner" ? 3 : 4;
    case "5+":
      return 5;
    case "flexible":
      return 3;
  }
}

/**
 * Which weekdays (0 = Mon) hold workouts in weeks 1 and 2. Five days use W W R W W R W | W R W W R W W
 * so no three workout days ever follow each other, even from Sunday into Monday.
 */
export function workoutDayPattern(count: number): [number[], number[]] {
  switch (count) {
    case 2:
      return [
        [0, 3],
        [0, 3],
      ];
    case 3:
      return [
        [0, 2, 4],
        [0, 2, 4],
      ];
    case 4:
      return [
        [0, 1, 3, 5],
        [0, 1, 3, 5],
      ];
    default:
      return [
        [0, 1, 3, 4, 6],
        [0, 2, 3, 5, 6],
      ];
  }
}

/** The catalogue stages a quiz stage covers, and the cautious stage to plan for when unsure. */
const STAGE_SCOPE: Record<QuizStage, { stages: readonly WorkoutStage[]; cautious: readonly WorkoutStage[] }> =
  {
    ttc: { stages: ["ttc-1-3", "ttc-4-6", "ttc-6-12", "ttc-12+"], cautious: [] },
    pregnant: {
      stages: ["pregnant-trimester-1", "pregnant-trimester-2", "pregnant-trimester-3"],
      cautious: ["pregnant-trimester-1", "pregnant-trimester-2", "pregnant-trimester-3"],
    },
    "postpartum-0-3": { stages: ["postpartum-0-6", "postpartum-6-12"], cautious: ["postpartum-0-6"] },
    "postpartum-3-12": { stages: ["postpartum-3-6m", "postpartum-6-12m"], cautious: ["postpartum-3-6m"] },
    general: { stages: ["postpartum-12m+", "toddler-1-2", "toddler-2-3", "toddler-3+"], cautious: [] },
  };

/** The exact catalogue stage from the profile, when it falls inside the quiz stage. */
function exactStage(stage: QuizStage, profileStage: string | null | undefined): WorkoutStage | undefined {
  if (!profileStage || toQuizStage(profileStage) !== stage || stage === "general") return undefined;
  const content = toContentStage(profileStage) as WorkoutStage;
  return STAGE_SCOPE[stage].stages.includes(content) ||
    (stage === "postpartum-3-12" && content === "postpartum-12m+")
    ? content
    : undefined;
}

function fitsStage(w: Workout, stage: QuizStage, exact: WorkoutStage | undefined): boolean {
  if (exact) return w.stages.includes(exact);
  const { stages, cautious } = STAGE_SCOPE[stage];
  if (cautious.length > 0) return cautious.every((s) => w.stages.includes(s));
  return w.stages.some((s) => stages.includes(s));
}

/** Rule 2: the stage's safety rules, applied exercise by exercise. */
export function isSafeForStage(w: Workout, stage: QuizStage): boolean {
  return w.exercises.every((e) => {
    const flags = e.flags ?? [];
    switch (stage) {
      case "pregnant":
        return (
          e.position !== "supine" &&
          e.position !== "prone" &&
          flags.length === 0 &&
          !e.skipIf.includes("pregnancy-after-20-weeks")
        );
      case "postpartum-0-3":
        return w.level === "beginner" && flags.length === 0 && !e.skipIf.includes("c-section-under-8-weeks");
      case "postpartum-3-12":
        return !flags.includes("jump");
      default:
        return true;
    }
  });
}

/** Conditions a user may mention in the notes, and the words that name them. */
const NOTE_CONDITIONS: [Contraindication, RegExp][] = [
  ["diastasis-recti", /diastasis|ab(dominal)? separation|tummy gap/i],
  ["wrist-pain", /wrist|carpal/i],
  ["pelvic-girdle-pain", /pelvic girdle|\bspd\b|\bpgp\b|pelvic pain|symphysis/i],
  ["pelvic-floor-symptoms", /leak|prolapse|incontinen|heaviness|pelvic floor (issue|problem|symptom)/i],
  ["high-blood-pressure", /blood pressure|pre-?eclampsia|hypertension/i],
  ["placenta-previa", /placenta (previa|praevia)|low[- ]lying placenta/i],
  ["c-section-under-8-weeks", /c-?section|caesarean|cesarean/i],
];

/** Conditions named in the free-text notes, so their exercises can be left out. */
export function conditionsInNotes(notes: string): Contraindication[] {
  return NOTE_CONDITIONS.filter(([, pattern]) => pattern.test(notes)).map(([code]) => code);
}

const LEVELS_FOR: Record<ExperienceLevel, readonly WorkoutLevel[]> = {
  beginner: ["beginner"],
  intermediate: ["beginner", "intermediate"],
  advanced: ["beginner", "intermediate", "advanced"],
};

/** Categories and tags each goal favours. */
const GOAL_FOCUS: Record<string, { categories: string[]; tags?: string[] }> = {
  "reduce-stress": { categories: ["Yoga", "Breathwork", "Walking", "Mobility"], tags: ["stress-relief"] },
  "build-strength": { categories: ["Strength", "Core"] },
  "healthy-weight": { categories: ["Cardio", "Walking", "Strength"] },
  "stay-active": { categories: ["Walking", "Strength", "Quick", "Cardio"] },
  "ease-aches": { categories: ["Mobility", "Yoga"], tags: ["back-care", "posture"] },
  "prepare-for-birth": { categories: ["Pelvic Floor", "Breathwork", "Mobility"], tags: ["birth-prep"] },
  "gentle-recovery": { categories: ["Walking", "Mobility", "Breathwork"] },
  "core-pelvic-floor": { categories: ["Pelvic Floor", "Core"], tags: ["pelvic-floor"] },
  "rebuild-strength": { categories: ["Strength"] },
  "core-restore": { categories: ["Core", "Pelvic Floor"], tags: ["core-restore", "pelvic-floor"] },
  energy: { categories: ["Cardio", "Walking", "Quick"], tags: ["energy"] },
  strength: { categories: ["Strength"] },
  flexibility: { categories: ["Yoga", "Mobility"], tags: ["stretching", "flexibility"] },
};

const PREFERENCE_CATEGORIES: Record<string, string[]> = {
  yoga: ["Yoga"],
  strength: ["Strength"],
  cardio: ["Cardio"],
  walking: ["Walking"],
  core: ["Core", "Pelvic Floor"],
  mobility: ["Mobility", "Quick"],
  breathwork: ["Breathwork"],
};

function workoutScore(w: Workout, answers: WorkoutQuizAnswers): number {
  let score = 0;
  const goal = GOAL_FOCUS[answers.fitnessGoal];
  if (goal?.categories.includes(w.category)) score += 3;
  if (goal?.tags?.some((t) => w.tags.includes(t))) score += 2;
  for (const pref of answers.preferences) {
    if (PREFERENCE_CATEGORIES[pref]?.includes(w.category)) score += 2;
    if (pref === "no-equipment" && w.equipment.every((e) => e === "none" || e === "chair" || e === "pillow"))
      score += 2;
  }
  // Experienced users get workouts at their level first.
  if (answers.experienceLevel !== "beginner" && w.level === answers.experienceLevel) score += 2;
  return score;
}

interface Candidate {
  workout: Workout;
  minutes: number;
  score: number;
}

interface Session {
  items: Candidate[];
  minutes: number;
  score: number;
  key: string;
}

/** Every combination of one to three distinct workouts that fits within `max` minutes. */
function sessionsWithin(candidates: Candidate[], max: number): Session[] {
  const sessions: Session[] = [];
  const build = (start: number, items: Candidate[], minutes: number) => {
    if (items.length > 0) {
      sessions.push({
        items,
        minutes,
        score: items.reduce((s, c) => s + c.score, 0) / items.length,
        key: items.map((c) => c.workout.slug).join("+"),
      });
    }
    if (items.length === MAX_WORKOUTS_PER_SESSION) return;
    for (let i = start; i < candidates.length; i++) {
      const c = candidates[i]!;
      if (minutes + c.minutes <= max) build(i + 1, [...items, c], minutes + c.minutes);
    }
  };
  build(0, [], 0);
  return sessions;
}

function byPreference(a: { value: number; key: string }, b: { value: number; key: string }): number {
  return b.value - a.value || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/**
 * Picks one session per workout day, favouring fit to the target time, the goal and variety.
 * `floor(i)` is the shortest the i-th session should be: sessions longer than it come first, then
 * sessions as long as it, then any (so a small catalogue still gives a plan).
 */
function planWeek(
  sessions: Session[],
  count: number,
  target: number,
  floor: (index: number) => number,
): Session[] {
  const chosen: Session[] = [];
  const uses = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const min = floor(i);
    const tiers = [
      sessions.filter((s) => s.minutes > min),
      sessions.filter((s) => s.minutes >= min),
      sessions,
    ];
    const pool = tiers.find((t) => t.length > 0)!;
    const options = pool.map((s) => {
      const repeats = s.items.reduce((n, c) => n + (uses.get(c.workout.slug) ?? 0), 0);
      const sameAsLast = chosen.at(-1)?.key === s.key ? 1 : 0;
      const value =
        s.score * 2 -
        Math.max(0, s.minutes - target) * 0.4 -
        Math.max(0, target - s.minutes) * 1 -
        repeats * 5 -
        sameAsLast * 6 -
        (s.items.length - 1) * 0.5;
      return { session: s, value, key: s.key };
    });
    options.sort(byPreference);
    const pick = options[0]!.session;
    chosen.push(pick);
    for (const c of pick.items) uses.set(c.workout.slug, (uses.get(c.workout.slug) ?? 0) + 1);
  }
  return chosen;
}

function toDays(pattern: number[], sessions: Session[]): PlanDay[] {
  return WEEKDAYS.map((day, index) => {
    const at = pattern.indexOf(index);
    const session = at >= 0 ? sessions[at] : undefined;
    return {
      day,
      workouts: (session?.items ?? []).map((c) => ({
        slug: c.workout.slug,
        title: c.workout.title,
        minutes: c.minutes,
        category: c.workout.category,
        level: c.workout.level,
      })),
      minutes: session?.minutes ?? 0,
    };
  });
}

/** The workouts a plan may use for these answers (rules 1-3). */
export function eligibleWorkouts(
  answers: WorkoutQuizAnswers,
  catalogue: readonly Workout[],
  context: WorkoutPlanContext = {},
): Workout[] {
  const stage = answers.motherhoodStage;
  const exact = exactStage(stage, context.profileStage);
  const conditions = conditionsInNotes(answers.additionalNotes);
  const levels = LEVELS_FOR[answers.experienceLevel];
  return catalogue.filter(
    (w) =>
      fitsStage(w, stage, exact) &&
      isSafeForStage(w, stage) &&
      levels.includes(w.level) &&
      w.exercises.every((e) => !e.skipIf.some((c) => conditions.includes(c))),
  );
}

/** The minutes a day's session may take: the time chosen, capped early after birth. */
export function sessionRange(answers: WorkoutQuizAnswers): { min: number; max: number } {
  const range = TIME_RANGES[answers.timeAvailable];
  if (answers.motherhoodStage !== "postpartum-0-3") return range;
  const max = Math.min(range.max, EARLY_POSTPARTUM_MAX_MINUTES);
  return { min: Math.min(range.min, max), max };
}

export function buildWorkoutPlan(
  answers: WorkoutQuizAnswers,
  catalogue: readonly Workout[],
  context: WorkoutPlanContext = {},
): WorkoutPlan {
  const stage = answers.motherhoodStage;
  const range = sessionRange(answers);
  const count = workoutDayCount(answers.daysPerWeek, answers.experienceLevel);
  const [pattern1, pattern2] = workoutDayPattern(count);

  const candidates: Candidate[] = eligibleWorkouts(answers, catalogue, context)
    .map((workout) => ({
      workout,
      minutes: workoutDurationMinutes(workout),
      score: workoutScore(workout, answers),
    }))
    .sort((a, b) => (a.workout.slug < b.workout.slug ? -1 : 1));
  const sessions = sessionsWithin(candidates, range.max);

  const notes: string[] = [];
  let week1: Session[] = [];
  let week2: Session[] = [];
  if (sessions.length === 0) {
    notes.push(
      "We could not find workouts in our catalog that fit all your answers safely. Please talk to your doctor or midwife, and try the quiz again with different choices.",
    );
  } else {
    week1 = planWeek(sessions, count, range.min, () => -1);
    // Week 2: aim a few minutes higher, never shorter than the same session in week 1.
    week2 = planWeek(sessions, count, Math.min(range.min + 5, range.max), (i) => week1[i]!.minutes);
  }

  if (stage === "pregnant") {
    notes.push(
      "Keep to an effort where you can still talk, avoid lying flat on your back, and skip anything that feels uncomfortable.",
      PREGNANCY_WARNING_NOTE,
    );
  }
  if (stage === "postpartum-0-3") {
    notes.push(
      POSTPARTUM_CLEARANCE_NOTE,
      `Sessions stay at ${EARLY_POSTPARTUM_MAX_MINUTES} minutes or less in the first three months; rest whenever you need to.`,
    );
  }
  if (stage === "postpartum-3-12") {
    notes.push("Build up slowly, and leave out running and jumping until your pelvic floor feels ready.");
  }
  const conditions = conditionsInNotes(answers.additionalNotes);
  if (conditions.length > 0) {
    notes.push("From your notes, we left out exercises marked to skip with the conditions you mentioned.");
  }
  if (count >= 2 && sessions.length > 0) {
    const extra = week2.reduce((s, x) => s + x.minutes, 0) - week1.reduce((s, x) => s + x.minutes, 0);
    if (extra > 0) notes.push(`Week 2 adds ${extra} minutes across the week as you get stronger.`);
  }

  return {
    kind: "workout",
    stage,
    workoutDays: sessions.length === 0 ? 0 : count,
    minutes: range,
    weeks: [
      { week: 1, days: toDays(sessions.length === 0 ? [] : pattern1, week1) },
      { week: 2, days: toDays(sessions.length === 0 ? [] : pattern2, week2) },
    ],
    notes,
  };
}
