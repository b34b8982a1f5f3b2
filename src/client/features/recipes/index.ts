/** What other features show of the recipes: the meal plan cards (the meal quiz's suggested plans). */
export { MealPlanGrid } from "./meal-plan-card";
