/** The weekly check-in dialog, opened from the dashboard. */
import { lazyDialog } from "../../components/ui/lazy-dialog";

/** Loads when first opened: the dashboard shows without the check-in form's code. */
export const CheckinDialog = lazyDialog(() => import("./checkin-dialog").then((m) => m.CheckinDialog));
