/** What other server features may use of the library: a saved plan as the API names it. */
export { toPlan } from "./routes";
