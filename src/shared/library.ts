import { z } from "zod";
import { mealPlanSchema } from "./plans/meal-plan";
import { mealQuizAnswers, workoutQuizAnswers } from "./plans/options-input";
import { workoutPlanSchema } from "./plans/workout-plan";

export const FAVORITE_KINDS = ["workout", "recipe"] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

export const PLAN_KINDS = ["workout", "meal"] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/**
 * POST /api/plans: a plan built by one of the quizzes, with the answers that built it. Both are
 * checked against the quiz's own schemas, so what is stored is what the dashboard can show.
 */
export const savedPlanInput = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("workout"), answers: workoutQuizAnswers, plan: workoutPlanSchema }),
  z.strictObject({ kind: z.literal("meal"), answers: mealQuizAnswers, plan: mealPlanSchema }),
]);
export type SavedPlanInput = z.infer<typeof savedPlanInput>;

export type SavedPlan = SavedPlanInput & { id: string; createdAt: string };
