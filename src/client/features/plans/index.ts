/**
 * What other features show of the plans: this week's saved plan (the dashboard's This Week tab) and
 * the saved workout plan's card (the dashboard and the workouts page).
 */
export { latestPlanQuery } from "./plans-api";
export { SAVED_PLAN_PATH, SavedWorkoutPlanCard } from "./saved-plan-card";
export { ThisWeekPlan } from "./this-week-plan";
