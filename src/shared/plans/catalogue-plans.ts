/**
 * Which of Bloom's catalogue meal plans a mother sees first: the meal plans page lists every plan,
 * hers first; the meal quiz's result suggests up to three that fit her stage and every dietary
 * choice (a plan's dietary claims are checked against its recipes in the catalogue's tests).
 */
import type { MealPlan as CataloguePlan } from "../../content/meal-plans/schema";
import { journeyOf, type QuizStage } from "../journeys";
import { fitsStage } from "../recipes";
import type { DietaryPreference } from "./options";

export const SUGGESTED_PLANS = 3;

type Plan = Pick<CataloguePlan, "journeys" | "stages">;

/**
 * Every plan, those that fit her profile stage first, then those of her journey, then the rest;
 * catalogue order within each group. Without a journey, the catalogue order.
 */
export function orderForStage<T extends Plan>(plans: readonly T[], stage: string | null | undefined): T[] {
  const journey = journeyOf(stage);
  if (!journey) return [...plans];
  const rank = (p: T) => (fitsStage(p, stage) ? 0 : p.journeys.includes(journey) ? 1 : 2);
  return plans
    .map((plan, index) => ({ plan, index, rank: rank(plan) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((x) => x.plan);
}

/** The catalogue journey and stages of each quiz stage ("general" is the toddler years). */
const QUIZ_SCOPE: Record<QuizStage, { journey: string; stages: readonly string[] }> = {
  ttc: { journey: "ttc", stages: [] },
  pregnant: {
    journey: "pregnant",
    stages: ["pregnant-trimester-1", "pregnant-trimester-2", "pregnant-trimester-3"],
  },
  "postpartum-0-3": { journey: "postpartum", stages: ["postpartum-0-6", "postpartum-6-12"] },
  "postpartum-3-12": { journey: "postpartum", stages: ["postpartum-3-6m", "postpartum-6-12m"] },
  general: { journey: "toddler", stages: [] },
};

/**
 * Up to three catalogue plans for the quiz's answers: on her journey, claiming every dietary choice,
 * and not made for another part of it (no "Back to Balance" in the first weeks after birth). Plans
 * made for her stage come first, then plans for her journey alone, then plans for every journey.
 * A profile stage on the same journey (a trimester) puts its own plan first.
 */
export function suggestedMealPlans<T extends Plan & Pick<CataloguePlan, "dietary">>(
  plans: readonly T[],
  answers: { motherhoodStage: QuizStage; dietaryPreferences: readonly DietaryPreference[] },
  profileStage?: string | null,
): T[] {
  const scope = QUIZ_SCOPE[answers.motherhoodStage];
  const diet = answers.dietaryPreferences.filter((d) => d !== "none");
  const ownStage = journeyOf(profileStage) === scope.journey ? profileStage : null;
  return plans
    .map((plan, index) => {
      const forStage = plan.stages.some((s) => scope.stages.includes(s));
      const score =
        (forStage ? 2 : 0) +
        (plan.journeys.length === 1 ? 1 : 0) +
        (ownStage && plan.stages.length > 0 && fitsStage(plan, ownStage) ? 1 : 0);
      return { plan, index, score, forStage };
    })
    .filter(
      ({ plan, forStage }) =>
        plan.journeys.includes(scope.journey as T["journeys"][number]) &&
        (plan.stages.length === 0 || forStage) &&
        diet.every((d) => (plan.dietary as readonly string[]).includes(d)),
    )
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, SUGGESTED_PLANS)
    .map((x) => x.plan);
}
