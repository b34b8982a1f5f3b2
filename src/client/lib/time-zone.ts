// Kept apart from ./query so that pages which only need her time zone (the auth calls, on every
// first page) do not pull the query cache into the first bundle.

/** The browser's IANA time zone: the server counts days and weeks on the user's calendar. */
export const userTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** Today's date in the user's zone, as YYYY-MM-DD. */
export function todayLocal(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}
