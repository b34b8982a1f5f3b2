/** What other server features may use of mood check-ins: her results (export, report, FHIR). */
export { listScreeningResults, listScreeningSkips, toScreeningResult } from "./results";
