import { QueryClient } from "@tanstack/react-query";

export { todayLocal, userTimeZone } from "./time-zone";

/** One cache for the signed-in part of the app; it survives page changes. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 15_000, retry: 1, refetchOnWindowFocus: true },
  },
});
