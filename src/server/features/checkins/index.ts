/** What other server features may use of check-ins: a check-in as the API names it. */
export { toCheckin } from "./routes";
