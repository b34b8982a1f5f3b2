/** The weekly check-in dialog, opened from the dashboard. */
export { CheckinDialog } from "./checkin-dialog";
