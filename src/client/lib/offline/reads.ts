// Her last-synced reads: each answer her pages fetched is kept in her own store on the phone, and
// put back into the query cache when the app opens, so without a signal she still sees her
// dashboard, wellness page, cycle calendar and pregnancy card, with the time they were synced.
// The service worker never caches an API answer; only this store does, and only for her.
import type { QueryClient } from "@tanstack/react-query";
import { currentStore, onSynced } from "./queue";
import type { SyncedRead } from "./store";

/** What is not hers alone, or not worth keeping: the community, live events, catalogues. */
const NOT_KEPT = new Set(["community", "live-activity", "coach", "site", "recipes", "cycle-recipes", "food"]);

const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

/** The longest a kept answer waits for a quiet moment before it is written anyway. */
const WRITE_WITHIN_MS = 2_000;

/** Runs `fn` when the browser is idle (within WRITE_WITHIN_MS), or soon where it cannot tell. */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(fn, { timeout: WRITE_WITHIN_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}

/**
 * Starts keeping her reads for `client`, and puts back what was kept (into queries that have no
 * answer yet: a fresh answer always wins). Returns the function that stops it.
 *
 * Answers are written in one transaction when the page is idle (or is being left), not one by one
 * as they arrive: a dashboard's first dozen answers come within a second, while she waits for
 * the page to draw them.
 */
export function keepReads(client: QueryClient): () => void {
  const store = currentStore();
  if (!store) return () => {};
  let stopped = false;
  void store.then(async (db) => {
    const kept = await db.getAll("reads").catch(() => []);
    if (stopped) return;
    for (const read of kept) {
      const query = client.getQueryCache().find({ queryKey: read.queryKey, exact: true });
      if (query?.state.data !== undefined) continue;
      client.setQueryData(read.queryKey, read.data, { updatedAt: read.syncedAt });
      // Kept answers are shown, never trusted as fresh: the query asks the server again as soon
      // as it can (an answer the page set itself after a save is not kept, so this one may be older).
      void client.invalidateQueries({ queryKey: read.queryKey, exact: true });
    }
  });
  const waiting = new Map<string, SyncedRead>();
  let cancelWrite: (() => void) | null = null;
  const write = () => {
    cancelWrite?.();
    cancelWrite = null;
    if (waiting.size === 0) return;
    const reads = [...waiting.values()];
    waiting.clear();
    void store
      .then((db) => {
        const tx = db.transaction("reads", "readwrite");
        for (const read of reads) void tx.store.put(read);
        return tx.done;
      })
      .catch(() => {});
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    const { queryKey, state } = event.query;
    if (NOT_KEPT.has(String(queryKey[0])) || state.data === undefined) return;
    // An answer put back from the store is not a new sync.
    if ((event.action as { manual?: boolean }).manual) return;
    const key = keyOf(queryKey);
    waiting.set(key, { key, queryKey: [...queryKey], data: state.data, syncedAt: state.dataUpdatedAt });
    cancelWrite ??= whenIdle(write);
  });
  // Leaving the page (a reload, the app closed) writes what is waiting at once.
  const onHide = () => {
    if (document.visibilityState === "hidden") write();
  };
  if (typeof document !== "undefined") {
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", write);
  }
  // Once a queued entry is in, every page computed from it is fetched again.
  const offSynced = onSynced(() => void client.invalidateQueries());
  return () => {
    stopped = true;
    // Her session ended or changed: what was not written yet is not written.
    cancelWrite?.();
    cancelWrite = null;
    waiting.clear();
    unsubscribe();
    offSynced();
    if (typeof document !== "undefined") {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", write);
    }
  };
}
