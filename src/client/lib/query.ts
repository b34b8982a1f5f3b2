import { QueryClient } from "@tanstack/react-query";

/**
 * One cache for the whole app; it survives page changes. Every page's chunk brings the provider
 * (router.tsx), so the first page `/` carries none of TanStack Query.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 15_000, retry: 1, refetchOnWindowFocus: true },
  },
});
