// What other server features may use from the pregnancy feature.
export { pregnancyExport } from "./export";
