/**
 * What other features may use of the cycle tracker: her days and exclusions (the data export reads
 * them, a page of days at a time), her overview (the report and shared links), and the one way to
 * write days (imports).
 */
export { overviewFor } from "./service";
export { ownDays, ownExclusions, saveDays, toDayLog } from "./store";
