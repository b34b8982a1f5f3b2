// Her last-synced reads: each answer her pages fetched is kept in her own store on the phone, and
// put back into the query cache when the app opens, so without a signal she still sees her
// dashboard, wellness page, cycle calendar and pregnancy card, with the time they were synced.
// The service worker never caches an API answer; only this store does, and only for her.
import type { QueryClient } from "@tanstack/react-query";
import { currentStore, onSynced } from "./queue";

/** What is not hers alone, or not worth keeping: the community, live events, catalogues. */
const NOT_KEPT = new Set(["community", "live-activity", "coach", "site", "recipes", "cycle-recipes", "food"]);

const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

/**
 * Starts keeping her reads for `client`, and puts back what was kept (into queries that have no
 * answer yet: a fresh answer always wins). Returns the function that stops it.
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
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    const { queryKey, state } = event.query;
    if (NOT_KEPT.has(String(queryKey[0])) || state.data === undefined) return;
    // An answer put back from the store is not a new sync.
    if ((event.action as { manual?: boolean }).manual) return;
    void store
      .then((db) =>
        db.put("reads", {
          key: keyOf(queryKey),
          queryKey: [...queryKey],
          data: state.data,
          syncedAt: state.dataUpdatedAt,
        }),
      )
      .catch(() => {});
  });
  // Once a queued entry is in, every page computed from it is fetched again.
  const offSynced = onSynced(() => void client.invalidateQueries());
  return () => {
    stopped = true;
    unsubscribe();
    offSynced();
  };
}
