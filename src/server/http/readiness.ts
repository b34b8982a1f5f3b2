import { sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../db/client";

/**
 * Where this instance is in its life: `starting` (opening the database, migrating), `serving`,
 * `draining` (SIGTERM received: finishing what it has, taking no new work from the proxy).
 */
export type Phase = "starting" | "serving" | "draining";

export interface Lifecycle {
  phase: Phase;
}

/** How long the database may take to answer the readiness probe before it counts as away. */
export const READY_DB_TIMEOUT_MS = 2000;

/**
 * GET /api/ready: 200 only while this instance is serving and its database answers; 503 while it
 * starts (migrations), drains before a shutdown, or cannot reach the database. A proxy's health
 * check reads it; /api/health only says the process answers.
 */
export function readiness(db: Db, lifecycle: Lifecycle) {
  return async (c: Context) => {
    if (lifecycle.phase !== "serving") return c.json({ ready: false, reason: lifecycle.phase }, 503);
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        db.execute(sql`select 1`),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("timeout")), READY_DB_TIMEOUT_MS);
        }),
      ]);
      return c.json({ ready: true });
    } catch {
      return c.json({ ready: false, reason: "database" }, 503);
    } finally {
      clearTimeout(timer);
    }
  };
}
