/** What other server features may use of the profile: its API shape (the data export reads it). */
export { toProfile } from "./routes";
