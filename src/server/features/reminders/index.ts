export { remindersExport } from "./export";
export { remindersJob, unsubscribeUrl } from "./job";
export { reminderRoutes } from "./routes";
