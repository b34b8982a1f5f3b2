/** What other features may use of the cycle tracker: her days and exclusions (the data export reads them). */
export { ownDays, ownExclusions } from "./store";
