/** What other features show of the plans: this week's saved plan (on the dashboard). */
export { ThisWeekPlan } from "./this-week-plan";
