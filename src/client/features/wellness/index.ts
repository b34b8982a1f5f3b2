/**
 * The wellness feature's public face: the dashboard's widgets and dialogs, and the hooks the
 * dashboard and the check-in pages read.
 */
export { useCheckins, useDashboard, useSubmitCheckin, wellnessKeys } from "./api";
export { HydrationTracker } from "./hydration-tracker";
export { MoodDialog } from "./mood-dialog";
export { ProgressCharts } from "./progress-charts";
export { SelfCareDialog } from "./self-care-dialog";
export { SleepDialog } from "./sleep-dialog";
