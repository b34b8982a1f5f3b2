import { randomUUID } from "node:crypto";
import { and, eq, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import type { Tx } from "../db/transaction";

/**
 * Bloom's job queue: work that must happen once, whatever the number of app instances, run on a
 * timer in each server process and testable with the injected clock.
 *
 * A job names the slots that are due at a given time (a slot is one piece of work: "the welcome
 * thread", "week 2026-W05's thread for pregnant members"). On each tick every instance asks every
 * job for its due slots and tries to claim each one:
 *
 * - a new slot is claimed by inserting its row (its key is the primary key: one insert wins);
 * - a failed slot is claimed again once its retry time has come (backoff doubling up to 6 hours);
 * - a running slot whose lease ran out (its instance died mid-way) is claimed again.
 *
 * The work and the slot's `done` commit in one transaction, which first marks the row done only if
 * the claim is still this instance's: if another instance took the slot over meanwhile, this one
 * rolls back. So a slot's work commits once. Slots that are done are never claimed again.
 */
export interface Job {
  kind: string;
  /** The slot keys due at `now` (unique across jobs: prefix them with the kind). */
  due(now: Date): string[];
  /** The work of one slot, inside the transaction that also marks it done. */
  run(tx: Tx, slot: string, now: Date): Promise<void>;
  /**
   * Work that leaves the database (a push, a mail) after the tick's slots, outside any
   * transaction: it must claim its own rows (with a lease) so that it, too, happens once across
   * instances. Reminders use it: the slot makes the deliveries, the drain sends them.
   */
  drain?(now: Date): Promise<void>;
}

/** A claim that is still running after this long is taken to have died with its instance. */
export const LEASE_MS = 5 * 60 * 1000;
/** After this many failed attempts a slot is left for a person to look at (its last error is kept). */
export const MAX_ATTEMPTS = 10;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

/** Minutes before the next attempt after `attempts` failures: 1, 2, 4, ... up to 6 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** Math.max(0, attempts - 1));
}

export interface TickResult {
  /** Slots this instance ran and committed. */
  ran: string[];
  /** Slots this instance tried and that failed (to be retried with backoff). */
  failed: string[];
}

export function createJobRunner(opts: { db: Db; now: () => Date; jobs: Job[]; log?: (msg: string) => void }) {
  const { db } = opts;
  const log = opts.log ?? ((msg: string) => console.error(msg));
  let ticking: Promise<TickResult> | null = null;

  /** Takes the slot for this instance, or returns null when it is done, running elsewhere or waiting. */
  async function claim(job: Job, slot: string, now: Date): Promise<string | null> {
    const token = randomUUID();
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    const inserted = await db
      .insert(jobs)
      .values({
        slotKey: slot,
        kind: job.kind,
        status: "running",
        attempts: 1,
        claim: token,
        leaseUntil,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ slotKey: jobs.slotKey });
    if (inserted.length) return token;
    const retaken = await db
      .update(jobs)
      .set({ status: "running", claim: token, leaseUntil, attempts: sql`${jobs.attempts} + 1` })
      .where(
        and(
          eq(jobs.slotKey, slot),
          or(
            and(eq(jobs.status, "failed"), lte(jobs.retryAt, now), lt(jobs.attempts, MAX_ATTEMPTS)),
            and(eq(jobs.status, "running"), lte(jobs.leaseUntil, now)),
          ),
        ),
      )
      .returning({ slotKey: jobs.slotKey });
    return retaken.length ? token : null;
  }

  async function runSlot(job: Job, slot: string, token: string, now: Date): Promise<boolean> {
    try {
      await db.transaction(async (tx) => {
        // First, so the row is locked for the rest of the work: done only if still ours.
        const mine = await tx
          .update(jobs)
          .set({ status: "done", finishedAt: now, leaseUntil: null, lastError: null })
          .where(and(eq(jobs.slotKey, slot), eq(jobs.claim, token), eq(jobs.status, "running")))
          .returning({ slotKey: jobs.slotKey });
        if (!mine.length) throw new LostClaim();
        await job.run(tx, slot, now);
      });
      return true;
    } catch (error) {
      if (error instanceof LostClaim) return false;
      const message = error instanceof Error ? error.message : String(error);
      log(`[jobs] ${slot} failed: ${message}`);
      const [row] = await db
        .update(jobs)
        .set({ status: "failed", lastError: message.slice(0, 1000), leaseUntil: null })
        .where(and(eq(jobs.slotKey, slot), eq(jobs.claim, token)))
        .returning({ attempts: jobs.attempts });
      if (row) {
        await db
          .update(jobs)
          .set({ retryAt: new Date(now.getTime() + backoffMs(row.attempts)) })
          .where(and(eq(jobs.slotKey, slot), eq(jobs.claim, token)));
      }
      return false;
    }
  }

  /** One pass: every due slot that no instance has done is claimed and run. */
  async function runDue(): Promise<TickResult> {
    const result: TickResult = { ran: [], failed: [] };
    const now = opts.now();
    for (const job of opts.jobs) {
      for (const slot of job.due(now)) {
        const token = await claim(job, slot, now);
        if (!token) continue;
        if (await runSlot(job, slot, token, now)) result.ran.push(slot);
        else result.failed.push(slot);
      }
    }
    for (const job of opts.jobs) {
      if (!job.drain) continue;
      try {
        await job.drain(now);
      } catch (error) {
        log(`[jobs] ${job.kind} drain failed: ${(error as Error).message}`);
      }
    }
    return result;
  }

  return {
    /** Runs the due slots now; a tick already under way in this instance is waited for instead. */
    runDue(): Promise<TickResult> {
      ticking ??= runDue().finally(() => {
        ticking = null;
      });
      return ticking;
    },
    /** Ticks at start and then every `intervalMs` until the returned function is called. */
    start(intervalMs = 60_000): () => void {
      const tick = () => {
        this.runDue().catch((error: unknown) => log(`[jobs] tick failed: ${(error as Error).message}`));
      };
      tick();
      const timer = setInterval(tick, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;

class LostClaim extends Error {}
