/** What other server features may use of the food log: an entry as the API names it. */
export { toEntry as toFoodLogEntry } from "./routes";
/** The analysis door, mounted by createApp before the upload is read. */
export { admitAnalysis } from "./service";
/** Her usual meals as her export lists them. */
export { usualMealsExport } from "./usual-meals";
