/**
 * The wellness feature's public face: the dashboard's widgets and dialogs, and the hooks the
 * dashboard and the check-in pages read.
 */
export {
  checkinsQuery,
  dashboardQuery,
  hydrationQuery,
  trendsQuery,
  useCheckins,
  useDashboard,
  useSubmitCheckin,
  wellnessKeys,
} from "./api";

import { lazyDialog } from "../../components/ui/lazy-dialog";

export { HydrationTracker } from "./hydration-tracker";
export { ProgressCharts } from "./progress-charts";

// The dashboard's logging dialogs load when first opened (the wellness page has its own copies).
export const MoodDialog = lazyDialog(() => import("./mood-dialog").then((m) => m.MoodDialog));
export const SleepDialog = lazyDialog(() => import("./sleep-dialog").then((m) => m.SleepDialog));
export const SelfCareDialog = lazyDialog(() => import("./self-care-dialog").then((m) => m.SelfCareDialog));
