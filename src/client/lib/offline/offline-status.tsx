import { useQueryClient } from "@tanstack/react-query";
import { CloudOff, RefreshCw } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Button } from "../../components/ui/button";
import { discard, type QueuedWrite, syncNow, useQueuedWrites } from "./queue";

function subscribeOnline(fn: () => void) {
  window.addEventListener("online", fn);
  window.addEventListener("offline", fn);
  return () => {
    window.removeEventListener("online", fn);
    window.removeEventListener("offline", fn);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

const clock = (at: number | string) =>
  new Date(at).toLocaleString(undefined, { weekday: "short", hour: "numeric", minute: "2-digit" });

/** The oldest answer among the queries on screen: what she sees was synced at least then. */
function useSyncedAt(): number | null {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  return useSyncExternalStore(
    (fn) => cache.subscribe(fn),
    () => {
      const times = cache
        .findAll({ type: "active" })
        .filter((q) => q.state.data !== undefined)
        .map((q) => q.state.dataUpdatedAt);
      return times.length ? Math.min(...times) : null;
    },
  );
}

/**
 * At the top of every signed-in page: without a connection, that what she sees is her last-synced
 * data and when it was synced; and every entry saved on the phone, "Waiting to sync" until the
 * server has it, or the server's reason when it refused one.
 */
export function OfflineStatus() {
  const online = useOnline();
  const syncedAt = useSyncedAt();
  const queued = useQueuedWrites();
  if (online && queued.length === 0) return null;
  return (
    <section aria-label="Offline and sync status" className="mx-auto max-w-6xl px-4 pt-4">
      <div className="rounded-2xl border border-line bg-honey-100 p-4 text-sm text-plum-900">
        {!online && (
          <p className="flex items-start gap-2" role="status">
            <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong>You're offline.</strong>{" "}
              {syncedAt ? `Showing what was last synced ${clock(syncedAt)}. ` : ""}
              What you log now is kept on this phone and sent when you're back online.
            </span>
          </p>
        )}
        {queued.length > 0 && (
          <>
            <ul className={online ? "space-y-2" : "mt-3 space-y-2"} aria-label="Entries waiting to sync">
              {queued.map((entry) => (
                <QueuedEntry key={entry.key} entry={entry} />
              ))}
            </ul>
            {online && queued.some((e) => !e.refused) && (
              <Button variant="ghost" size="sm" className="mt-2" onClick={() => void syncNow()}>
                <RefreshCw aria-hidden className="size-4" /> Sync now
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function QueuedEntry({ entry }: { entry: QueuedWrite }) {
  if (!entry.refused) {
    return (
      <li data-queued={entry.kind} className="flex flex-wrap items-center justify-between gap-2">
        <span>
          {entry.label} <span className="text-plum-500">· saved {clock(entry.queuedAt)}</span>
        </span>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium">Waiting to sync</span>
      </li>
    );
  }
  return (
    <li data-refused={entry.kind} className="rounded-xl bg-white p-3">
      <p>
        <strong>{entry.label}</strong> (saved {clock(entry.queuedAt)}) was not saved: {entry.refused.message}
      </p>
      <p className="mt-1 text-plum-700">
        Log it again from its page with the right details, then remove this note.
      </p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={() => void discard(entry.seq!)}>
        Remove
      </Button>
    </li>
  );
}
