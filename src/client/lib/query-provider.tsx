import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useAuth } from "../features/auth";
import { queryClient } from "./query";

/** Whose data the cache holds: "" for a visitor, undefined before the first page. */
let owner: string | undefined;

/**
 * The one query cache, provided to every lazily loaded page (see `page()` in router.tsx). One
 * user's cached health data never outlives her session in this tab: when the signed-in user
 * changes (sign-out, another account), the cache is emptied.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const id = isLoading ? undefined : (user?.id ?? "");
  useEffect(() => {
    if (id === undefined) return;
    if (owner !== undefined && owner !== id) queryClient.clear();
    owner = id;
  }, [id]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
