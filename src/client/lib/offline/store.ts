import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import { offlineDatabaseName } from "./device";

/** The kinds of entry she can log without a connection. */
export type WriteKind =
  | "mood"
  | "sleep"
  | "self-care"
  | "hydration"
  | "cycle-day"
  | "temperature"
  | "kicks"
  | "contractions"
  | "journal"
  | "workout";

/**
 * One write waiting in her queue. `key` is its Idempotency-Key, made when she saved it: however
 * often it is sent (a dropped answer, a reload mid-sync), the server stores it once.
 */
export interface QueuedWrite {
  seq?: number;
  key: string;
  kind: WriteKind;
  /** What she sees in the list of entries waiting to sync, e.g. "Mood check-in". */
  label: string;
  method: "POST" | "PUT";
  path: string;
  body: unknown;
  queuedAt: string;
  /** The server refused it (bad input, a day already logged): shown to her, never sent again. */
  refused?: { status: number; code?: string; message: string };
}

/** A query's answer as last synced, with when. */
export interface SyncedRead {
  key: string;
  queryKey: unknown[];
  data: unknown;
  syncedAt: number;
}

interface OfflineDb extends DBSchema {
  queue: { key: number; value: QueuedWrite };
  reads: { key: string; value: SyncedRead };
}

export type OfflineStore = IDBPDatabase<OfflineDb>;

export function openStore(userId: string): Promise<OfflineStore> {
  return openDB<OfflineDb>(offlineDatabaseName(userId), 1, {
    upgrade(db) {
      db.createObjectStore("queue", { keyPath: "seq", autoIncrement: true });
      db.createObjectStore("reads", { keyPath: "key" });
    },
    // Another tab deletes it (she signed out there): let go, so the deletion goes through.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
    },
  });
}
