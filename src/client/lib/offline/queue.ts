// Her offline queue: writes saved on the phone first, then sent in the order she made them, each
// with its own Idempotency-Key, so every entry reaches the server exactly once.
import { useSyncExternalStore } from "react";
import { ApiError, errorOf, jsonOf, unreachable } from "../api";
import { onForget } from "./device";
import { type OfflineStore, openStore, type QueuedWrite, type WriteKind } from "./store";

export type { QueuedWrite, WriteKind } from "./store";

/** How long to wait before trying again after the server or the network failed (doubling, capped). */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

let owner: string | null = null;
let store: Promise<OfflineStore> | null = null;
let entries: readonly QueuedWrite[] = [];
let draining: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = RETRY_FIRST_MS;
const listeners = new Set<() => void>();
const syncedListeners = new Set<(entry: QueuedWrite, answer: unknown) => void>();

function emit() {
  for (const fn of listeners) fn();
}

async function reload(): Promise<void> {
  const db = await store;
  entries = db ? await db.getAll("queue") : [];
  emit();
}

/**
 * Whose queue this is: the signed-in member (null when nobody is). Entries are kept per account,
 * so a second member on the same phone never sees, nor sends, the first one's.
 */
export function setQueueOwner(userId: string | null): void {
  if (userId === owner) return;
  const old = store;
  owner = userId;
  // Without IndexedDB (some private windows) nothing is kept: writes are sent at once, still keyed.
  store = userId && typeof indexedDB !== "undefined" ? openStore(userId) : null;
  entries = [];
  clearTimeout(retryTimer);
  void old?.then((db) => db.close());
  emit();
  if (userId) void reload().then(syncNow);
}

onForget((userId) => {
  if (userId === owner) setQueueOwner(null);
});

/** The open store of the signed-in member (for her last-synced reads), or null. */
export function currentStore(): Promise<OfflineStore> | null {
  return store;
}

/**
 * Saves a write on the phone and starts sending the queue. Resolves with the server's answer when
 * it was sent at once, or `null` when it waits for the network (or was refused: the entry says so).
 */
export async function enqueue(
  write: Omit<QueuedWrite, "key" | "queuedAt" | "seq"> & { key?: string },
): Promise<{ queued: QueuedWrite; answer: unknown | null; sent: boolean }> {
  const db = await store;
  if (!db) throw new Error("Not signed in");
  const queued: QueuedWrite = {
    ...write,
    key: write.key ?? crypto.randomUUID(),
    queuedAt: new Date().toISOString(),
  };
  queued.seq = await db.add("queue", queued);
  await reload();
  let answer: unknown | null = null;
  let sent = false;
  const off = onSynced((entry, body) => {
    if (entry.key === queued.key) {
      answer = body;
      sent = true;
    }
  });
  try {
    if (navigator.onLine) await syncNow();
  } finally {
    off();
  }
  return { queued, answer, sent };
}

/** What a form gets back: the server's answer, or that the entry waits on the phone. */
export type SaveOrQueue<T> = { status: "saved"; answer: T } | { status: "queued"; entry: QueuedWrite };

/**
 * The forms' way to save what can be logged offline: the entry goes into the queue first (so a
 * reload or a lost answer cannot lose or double it) and is sent at once when there is a network.
 * A refusal on that first try is the form's to show (the entry leaves the queue and the form keeps
 * her values); later refusals stay in the queue with their reason.
 */
export async function saveOrQueue<T>(
  write: Omit<QueuedWrite, "key" | "queuedAt" | "seq"> & { key?: string },
): Promise<SaveOrQueue<T>> {
  if (!store) {
    const result = await send({
      ...write,
      key: write.key ?? crypto.randomUUID(),
      queuedAt: new Date().toISOString(),
    });
    if (result.kind === "accepted") return { status: "saved", answer: result.answer as T };
    if (result.kind === "refused")
      throw new ApiError(result.refused.status, result.refused.message, result.refused.code);
    throw unreachable();
  }
  const { queued, answer, sent } = await enqueue(write);
  if (sent) return { status: "saved", answer: answer as T };
  const now = entries.find((e) => e.key === queued.key);
  if (now?.refused && navigator.onLine) {
    await discard(now.seq!);
    throw new ApiError(now.refused.status, now.refused.message, now.refused.code);
  }
  return { status: "queued", entry: now ?? queued };
}

/** Called with each entry the server accepted and its answer (pages refresh what it changes). */
export function onSynced(fn: (entry: QueuedWrite, answer: unknown) => void): () => void {
  syncedListeners.add(fn);
  return () => syncedListeners.delete(fn);
}

/** Removes an entry she gave up on (a refused one, after reading why). */
export async function discard(seq: number): Promise<void> {
  const db = await store;
  await db?.delete("queue", seq);
  await reload();
}

/**
 * Sends what waits, oldest first, one at a time (and one tab at a time, through a Web Lock): an
 * accepted entry leaves the queue, a refused one stays with the server's reason, and a network or
 * server failure stops the run until the next try, keeping the order.
 */
export function syncNow(): Promise<void> {
  if (!store) return Promise.resolve();
  draining ??= (async () => {
    try {
      const name = `bloom-sync-${owner}`;
      if (navigator.locks) await navigator.locks.request(name, drain);
      else await drain();
    } finally {
      draining = null;
    }
  })();
  return draining;
}

async function drain(): Promise<void> {
  const db = await store;
  if (!db) return;
  // Read, then walk in order: each accepted entry leaves the store and the list on screen. What
  // she saved meanwhile is read in the next round.
  for (let stopped = false; !stopped; ) {
    const waiting = (await db.getAll("queue")).filter((e) => !e.refused);
    if (waiting.length === 0) break;
    for (const next of waiting) {
      const result = await send(next);
      if (result.kind === "later") {
        scheduleRetry();
        stopped = true;
        break;
      }
      retryDelay = RETRY_FIRST_MS;
      if (result.kind === "accepted") {
        await db.delete("queue", next.seq!);
        entries = entries.filter((e) => e.seq !== next.seq);
        for (const fn of syncedListeners) fn(next, result.answer);
      } else {
        const refused = { ...next, refused: result.refused };
        await db.put("queue", refused);
        entries = entries.map((e) => (e.seq === next.seq ? refused : e));
      }
      emit();
    }
  }
  await reload();
}

type SendResult =
  | { kind: "accepted"; answer: unknown }
  | { kind: "refused"; refused: NonNullable<QueuedWrite["refused"]> }
  | { kind: "later" };

async function send(entry: QueuedWrite): Promise<SendResult> {
  const isForm = Array.isArray(entry.body) && entry.kind === "journal";
  let body: BodyInit;
  const headers: Record<string, string> = { "Idempotency-Key": entry.key };
  if (isForm) {
    const form = new FormData();
    for (const [name, value] of entry.body as [string, string | Blob][]) form.append(name, value);
    body = form;
  } else {
    body = JSON.stringify(entry.body);
    headers["content-type"] = "application/json";
  }
  let res: Response;
  try {
    res = await fetch(entry.path, { method: entry.method, headers, body, credentials: "same-origin" });
  } catch {
    return { kind: "later" };
  }
  if (res.ok) return { kind: "accepted", answer: await jsonOf(res) };
  // Signed out, rate-limited or the server failing: her entry is fine, the moment is not.
  if (res.status === 401 || res.status === 408 || res.status === 429 || res.status >= 500)
    return { kind: "later" };
  const error = await errorOf(res);
  return { kind: "refused", refused: { status: res.status, code: error.code, message: error.message } };
}

function scheduleRetry() {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void syncNow(), retryDelay);
  retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
}

if (typeof window !== "undefined") {
  window.addEventListener("online", () => {
    retryDelay = RETRY_FIRST_MS;
    void syncNow();
  });
}

function subscribe(fn: () => void) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Her queued entries (of some kinds, or all), live: each shows "waiting to sync" until sent. */
export function useQueuedWrites(kinds?: readonly WriteKind[]): readonly QueuedWrite[] {
  const all = useSyncExternalStore(subscribe, () => entries);
  return kinds ? all.filter((e) => kinds.includes(e.kind)) : all;
}
