/** What other server features may use of postpartum education: her checklist ticks and reflections for the export. */
export { postpartumWritingExport } from "./export";
