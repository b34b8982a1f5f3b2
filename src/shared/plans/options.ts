/**
 * The choices offered by the two plan quizzes (spec content.md §4-5, §9), shared by the quiz pages
 * and the plan builders. Values are what gets saved; labels are what the user reads.
 * Goal, experience and time options change with the quiz stage.
 */
import type { z } from "zod";
import type { QuizStage } from "../journeys";
// Types only: the answers' schemas live in options-input.ts, so the plan cards that name an
// option load no zod.
import type { mealQuizAnswers, workoutQuizAnswers } from "./options-input";

export interface Choice<V extends string = string> {
  value: V;
  label: string;
  description?: string;
}

export const QUIZ_STAGE_CHOICES: readonly Choice<QuizStage>[] = [
  { value: "ttc", label: "Trying to conceive", description: "Preparing your body for pregnancy" },
  { value: "pregnant", label: "Pregnant", description: "Any trimester" },
  { value: "postpartum-0-3", label: "Postpartum, 0-3 months", description: "The first weeks after birth" },
  { value: "postpartum-3-12", label: "Postpartum, 3-12 months", description: "Rebuilding strength" },
  { value: "general", label: "General wellness", description: "Toddler years, or simply staying well" },
];

export const GOALS_BY_STAGE: Record<QuizStage, readonly Choice[]> = {
  ttc: [
    { value: "reduce-stress", label: "Reduce stress", description: "Calmer days and better sleep" },
    { value: "build-strength", label: "Build strength", description: "A strong base before pregnancy" },
    { value: "healthy-weight", label: "Healthy weight", description: "Steady, sustainable movement" },
  ],
  pregnant: [
    { value: "stay-active", label: "Stay active", description: "Keep moving safely as your bump grows" },
    { value: "ease-aches", label: "Ease aches", description: "Back, hips and posture relief" },
    {
      value: "prepare-for-birth",
      label: "Prepare for birth",
      description: "Breathing, pelvic floor and mobility",
    },
  ],
  "postpartum-0-3": [
    { value: "gentle-recovery", label: "Gentle recovery", description: "Rest, breathe and move a little" },
    {
      value: "core-pelvic-floor",
      label: "Core and pelvic floor",
      description: "Reconnect from the inside out",
    },
    { value: "energy", label: "More energy", description: "Short walks and easy movement" },
  ],
  "postpartum-3-12": [
    {
      value: "rebuild-strength",
      label: "Rebuild strength",
      description: "Lifting, carrying and everyday strength",
    },
    { value: "core-restore", label: "Core restore", description: "Core and pelvic floor, step by step" },
    { value: "energy", label: "More energy", description: "Cardio and walks that fit around naps" },
  ],
  general: [
    { value: "strength", label: "Strength", description: "Get stronger for everyday life" },
    { value: "energy", label: "Energy", description: "Cardio and brisk walks" },
    { value: "flexibility", label: "Flexibility", description: "Yoga, stretching and mobility" },
  ],
};

export const EXPERIENCE_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

const FULL_EXPERIENCE: readonly Choice<ExperienceLevel>[] = [
  { value: "beginner", label: "Beginner", description: "New to exercise, or returning after a long break" },
  { value: "intermediate", label: "Intermediate", description: "I exercise now and then" },
  { value: "advanced", label: "Advanced", description: "I train regularly" },
];

/** Pregnancy and the first months after birth are not the time to start advanced training. */
export const EXPERIENCE_BY_STAGE: Record<QuizStage, readonly Choice<ExperienceLevel>[]> = {
  ttc: FULL_EXPERIENCE,
  pregnant: [
    { value: "beginner", label: "New to exercise", description: "Or not very active before pregnancy" },
    { value: "intermediate", label: "Active before pregnancy", description: "I exercised regularly before" },
  ],
  "postpartum-0-3": [
    { value: "beginner", label: "Starting gently", description: "Recommended for everyone in these weeks" },
    {
      value: "intermediate",
      label: "Active before birth",
      description: "Still gentle for now, but a little more",
    },
  ],
  "postpartum-3-12": FULL_EXPERIENCE,
  general: FULL_EXPERIENCE,
};

export const TIME_OPTIONS = ["10-15", "15-20", "20-30", "30+"] as const;
export type TimeAvailable = (typeof TIME_OPTIONS)[number];

/** Minutes a day's session may take for each time choice ("30+" is capped so a session stays a session). */
export const TIME_RANGES: Record<TimeAvailable, { min: number; max: number }> = {
  "10-15": { min: 10, max: 15 },
  "15-20": { min: 15, max: 20 },
  "20-30": { min: 20, max: 30 },
  "30+": { min: 30, max: 40 },
};

const TIME_LABELS: Record<TimeAvailable, string> = {
  "10-15": "10-15 minutes",
  "15-20": "15-20 minutes",
  "20-30": "20-30 minutes",
  "30+": "30+ minutes",
};

/** In the first three months after birth sessions stay short. */
export function timeOptionsFor(stage: QuizStage): readonly Choice<TimeAvailable>[] {
  const values: readonly TimeAvailable[] = stage === "postpartum-0-3" ? ["10-15", "15-20"] : TIME_OPTIONS;
  return values.map((value) => ({ value, label: TIME_LABELS[value] }));
}

export const DAYS_OPTIONS = ["2", "3-4", "5+", "flexible"] as const;
export type DaysPerWeek = (typeof DAYS_OPTIONS)[number];

export const DAYS_CHOICES: readonly Choice<DaysPerWeek>[] = [
  { value: "2", label: "2 days", description: "A gentle start" },
  { value: "3-4", label: "3-4 days", description: "A steady rhythm" },
  { value: "5+", label: "5+ days", description: "Movement most days" },
  { value: "flexible", label: "Flexible", description: "We'll plan 3 days you can move around" },
];

export const WORKOUT_PREFERENCES: readonly Choice[] = [
  { value: "yoga", label: "Yoga" },
  { value: "strength", label: "Strength" },
  { value: "cardio", label: "Cardio" },
  { value: "walking", label: "Walking" },
  { value: "core", label: "Core and pelvic floor" },
  { value: "mobility", label: "Mobility and stretching" },
  { value: "breathwork", label: "Breathwork and relaxation" },
  { value: "no-equipment", label: "No equipment" },
];

export const DIETARY_OPTIONS = ["vegan", "vegetarian", "gluten-free", "dairy-free", "none"] as const;
export type DietaryPreference = (typeof DIETARY_OPTIONS)[number];

export const DIETARY_CHOICES: readonly Choice<DietaryPreference>[] = [
  { value: "vegan", label: "Vegan", description: "No meat, fish, eggs, dairy or honey" },
  { value: "vegetarian", label: "Vegetarian", description: "No meat or fish" },
  { value: "gluten-free", label: "Gluten-free" },
  { value: "dairy-free", label: "Dairy-free" },
  { value: "none", label: "No restrictions" },
];

/** "none" clears the other choices, and choosing another clears "none". */
export function toggleDietary(
  current: readonly DietaryPreference[],
  value: DietaryPreference,
): DietaryPreference[] {
  if (current.includes(value)) return current.filter((v) => v !== value);
  if (value === "none") return ["none"];
  return [...current.filter((v) => v !== "none"), value];
}

/**
 * The meal quiz asks about food, not exercise (issue 16): what she wants her meals to help with, how
 * many days she can cook, her diet, and which meals to plan. Goals change with the stage; each goal
 * favours recipes carrying its tags (meal-plan.ts).
 */
const STEADY_ENERGY: Choice = {
  value: "steady-energy",
  label: "Steady energy",
  description: "Fiber and protein that keep you going",
};
const HEALTHY_WEIGHT: Choice = {
  value: "healthy-weight",
  label: "A healthy weight",
  description: "Filling, vegetable-rich meals, nothing to count",
};
const BREASTFEEDING: Choice = {
  value: "breastfeeding",
  label: "Support breastfeeding",
  description: "Protein, calcium and omega-3, and plenty to drink",
};

export const MEAL_GOALS_BY_STAGE: Record<QuizStage, readonly Choice[]> = {
  ttc: [
    {
      value: "fertility-nutrients",
      label: "Folate, iron and omega-3",
      description: "Build up your stores before pregnancy",
    },
    STEADY_ENERGY,
    HEALTHY_WEIGHT,
  ],
  pregnant: [
    { value: "ease-nausea", label: "Ease nausea", description: "Gentle food and ginger for queasy days" },
    {
      value: "iron-folate",
      label: "Iron, folate and calcium",
      description: "For you and your growing baby",
    },
    STEADY_ENERGY,
  ],
  "postpartum-0-3": [
    {
      value: "recovery",
      label: "Recover after birth",
      description: "Iron, protein and warm, comforting food",
    },
    BREASTFEEDING,
    {
      value: "one-handed",
      label: "Quick, one-handed food",
      description: "For the days a baby is on your arm",
    },
  ],
  "postpartum-3-12": [STEADY_ENERGY, BREASTFEEDING, HEALTHY_WEIGHT],
  general: [
    {
      value: "family-meals",
      label: "Meals for the whole family",
      description: "Food a toddler eats too",
    },
    STEADY_ENERGY,
    HEALTHY_WEIGHT,
  ],
};

export const COOKING_DAYS_CHOICES: readonly Choice<DaysPerWeek>[] = [
  { value: "2", label: "2 days", description: "Batch cooking and leftovers" },
  { value: "3-4", label: "3-4 days", description: "Some cooking, some quick meals" },
  { value: "5+", label: "5+ days", description: "I cook most days" },
  { value: "flexible", label: "Flexible", description: "Quick, no-fuss meals for any day" },
];

export const PLAN_TYPES = ["full-days", "main-meals", "dinners"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const PLAN_TYPE_CHOICES: readonly Choice<PlanType>[] = [
  { value: "full-days", label: "Whole days", description: "Breakfast, lunch, dinner and a snack" },
  { value: "main-meals", label: "Lunches and dinners", description: "The two main meals of the day" },
  { value: "dinners", label: "Dinners only", description: "One cooked meal a day" },
];

export function labelOf(choices: readonly Choice[], value: string): string {
  return choices.find((c) => c.value === value)?.label ?? value;
}

export type WorkoutQuizAnswers = z.infer<typeof workoutQuizAnswers>;
export type MealQuizAnswers = z.infer<typeof mealQuizAnswers>;
