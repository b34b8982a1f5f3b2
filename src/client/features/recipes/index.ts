/** What other features show of the recipes: the quick breakfast ideas (on the dashboard). */
export { QuickBreakfastIdeas } from "./quick-breakfast-ideas";
