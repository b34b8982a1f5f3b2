import { sql } from "drizzle-orm";
import { liveEvents } from "../db/schema";
import type { Tx } from "../db/transaction";

export interface NewLiveEvent {
  /** Who hears it: the stream `/api/<topic>/events` (e.g. "community"). */
  topic: string;
  /** What happened, e.g. "post.created" (src/shared/live.ts lists the community's). */
  type: string;
  /**
   * What every subscriber is sent, as is: ids to refetch and what the live activity box shows.
   * Never an anonymous author's id or name (use her pseudonym). Kept small (ids, not whole posts).
   */
  payload: Record<string, unknown>;
  /** Who caused it: never sent, used by the topic's recipient filter (blocks). */
  actorId?: string;
}

/** Larger payloads are refused: events say what changed, clients fetch the rest. */
export const MAX_PAYLOAD_BYTES = 4096;

/**
 * Any two transactions that publish are serialized from this point to their commit, so outbox ids
 * are handed out in commit order: a stream that resumes after id N can never miss an event with a
 * smaller id that committed later. Publishers hold it only for the rest of a short transaction.
 */
export const OUTBOX_LOCK = 0x626c6f6f6d; // "bloom"

/**
 * Records a live event inside the caller's transaction: it is stored and announced (NOTIFY, by the
 * table's trigger) only if that transaction commits, and every app instance then sends it to its
 * subscribers. Call it last in the transaction, after the write it announces. Returns its id.
 */
export async function publish(tx: Tx, event: NewLiveEvent): Promise<number> {
  const size = Buffer.byteLength(JSON.stringify(event.payload));
  if (size > MAX_PAYLOAD_BYTES) throw new Error(`live event payload too large (${size} bytes)`);
  await tx.execute(sql`select pg_advisory_xact_lock(${OUTBOX_LOCK})`);
  const [row] = await tx
    .insert(liveEvents)
    .values({ topic: event.topic, type: event.type, payload: event.payload, actorId: event.actorId ?? null })
    .returning({ id: liveEvents.id });
  return row!.id;
}
