/** The meal plan catalogue (content as data). Browser-safe: plans reference recipes by slug. */
import { MEAL_PLANS } from "./plans";
import type { MealPlan } from "./schema";

export type { MealPlan } from "./schema";
export { MEAL_PLANS };

export function findMealPlan(slug: string): MealPlan | undefined {
  return MEAL_PLANS.find((p) => p.slug === slug);
}
