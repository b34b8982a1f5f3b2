import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAuth } from "../../features/auth";
import { queryClient } from "../../lib/query";
import { RequireAuth } from "./guards";

/**
 * Every signed-in route sits inside this layout: the sign-in guard, and the query cache the
 * signed-in pages share. It loads as its own chunk, so visitors' first pages carry neither.
 */
export function Component() {
  const { user } = useAuth();
  const userId = user?.id;
  // One user's cached health data never outlives her session in this tab.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cleanup is meant to run when the user changes
  useEffect(() => () => queryClient.clear(), [userId]);
  return (
    <QueryClientProvider client={queryClient}>
      <RequireAuth />
    </QueryClientProvider>
  );
}
