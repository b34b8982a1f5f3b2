// Kept apart from ./query so that pages which only need her time zone (the auth calls, on every
// first page) do not pull the query cache into the first bundle.

/** The browser's IANA time zone: the server counts days and weeks on the user's calendar. */
export const userTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** A date's calendar day in the browser's zone, as YYYY-MM-DD (today by default). */
export function todayLocal(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
