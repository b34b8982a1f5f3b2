import { z } from "zod";

export const FAVORITE_KINDS = ["workout", "recipe"] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

export const PLAN_KINDS = ["workout", "meal"] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** POST /api/plans: a plan built by one of the quizzes, with the answers that built it. */
export const savedPlanInput = z.strictObject({
  kind: z.enum(PLAN_KINDS),
  answers: z.record(z.string(), z.unknown()),
  plan: z.record(z.string(), z.unknown()),
});
export type SavedPlanInput = z.infer<typeof savedPlanInput>;

export interface SavedPlan {
  id: string;
  kind: PlanKind;
  answers: Record<string, unknown>;
  plan: Record<string, unknown>;
  createdAt: string;
}
