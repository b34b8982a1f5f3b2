import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "../../lib/query";
import { RequireAuth } from "./guards";

/**
 * Every signed-in route sits inside this layout: the sign-in guard, and the query cache the
 * signed-in pages share. It loads as its own chunk, so visitors' first pages carry neither.
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <RequireAuth />
    </QueryClientProvider>
  );
}
