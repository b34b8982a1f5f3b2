/**
 * What other features show of the recipes: the quick breakfast ideas (on the dashboard) and the
 * meal plan cards (the meal quiz's suggested plans).
 */
export { MealPlanGrid } from "./meal-plan-card";
export { QuickBreakfastIdeas } from "./quick-breakfast-ideas";
