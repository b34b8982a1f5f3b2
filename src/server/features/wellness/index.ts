/** What other server features may use of wellness: its records as the API names them. */
export { toHydration, toMood, toSelfCare, toSession, toSleep } from "./mappers";
