import { QueryClient } from "@tanstack/react-query";

/** One cache for the signed-in part of the app; it survives page changes. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 15_000, retry: 1, refetchOnWindowFocus: true },
  },
});

/** The browser's IANA time zone: the server counts days and weeks on the user's calendar. */
export const userTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** Today's date in the user's zone, as YYYY-MM-DD. */
export function todayLocal(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}
