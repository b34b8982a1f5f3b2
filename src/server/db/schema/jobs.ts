import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Bloom's job queue (src/server/jobs). One row per slot: a job that must happen once, named by a
 * unique key ("community-weekly:2026-W05"). An instance claims a slot by inserting its row (or by
 * taking over a failed one whose retry time has come, or a running one whose lease ran out); the
 * work and the row's `done` commit in one transaction that first checks the claim is still its
 * own, so however many instances tick, a slot's work commits once.
 */
export const jobs = pgTable(
  "jobs",
  {
    slotKey: text("slot_key").primaryKey(),
    kind: text("kind").notNull(),
    /** running, done or failed. */
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** The current claim's random token: only its holder may finish the slot. */
    claim: text("claim"),
    /** A running claim older than this is taken to have died with its instance. */
    leaseUntil: at("lease_until"),
    /** A failed slot is tried again from this time (backoff). */
    retryAt: at("retry_at"),
    lastError: text("last_error"),
    createdAt: at("created_at").notNull(),
    finishedAt: at("finished_at"),
  },
  (t) => [index("jobs_status_idx").on(t.status, t.retryAt)],
);
