import { QueryClientProvider } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect } from "react";
import { useAuth } from "../features/auth";
import { OfflineStatus } from "./offline/offline-status";
import { setQueueOwner } from "./offline/queue";
import { keepReads } from "./offline/reads";
import { queryClient } from "./query";

/** True inside a provider: a nested one (a layout's and its page's) shows the offline status once. */
const Outer = createContext(false);

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
  const nested = useContext(Outer);
  useEffect(() => {
    if (id === undefined) return;
    if (owner !== undefined && owner !== id) queryClient.clear();
    owner = id;
    // Her offline queue and last-synced reads, kept on the phone for her account only.
    setQueueOwner(id || null);
    return id ? keepReads(queryClient) : undefined;
  }, [id]);
  return (
    <QueryClientProvider client={queryClient}>
      <Outer.Provider value={true}>
        {id && !nested && <OfflineStatus />}
        {children}
      </Outer.Provider>
    </QueryClientProvider>
  );
}
