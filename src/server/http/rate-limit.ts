/**
 * Rate limits for Bloom's own costly routes (better-auth limits its endpoints itself).
 *
 * ```ts
 * import { rateLimit } from "../../http/rate-limit";
 *
 * const replyLimit = rateLimit({
 *   name: "coach.reply",                                  // one counter per name
 *   perClient: { limit: 30, windowMs: 60_000 },           // per address (see clientAddress)
 *   perUser: { limit: 20, windowMs: 60_000 },             // per signed-in user, when c.var.user is set
 * });
 * routes.use(requireUser).post("/reply", replyLimit, handler);
 * ```
 *
 * - The per-user limit applies when the request carries a valid session (the user is taken from
 *   `requireUser` when it ran first, else looked up); a visitor is counted per client only.
 * - Every limit is multiplied by RATE_LIMIT_FACTOR (end-to-end runs raise it: every test comes from
 *   127.0.0.1).
 * - Over a limit: 429 `{ error: { code: "RATE_LIMITED", message } }` with `Retry-After` (seconds
 *   until the window ends). The refused request still counts, so hammering does not help.
 * - Counters live in PostgreSQL/PGlite (`request_limits`), one fixed window per key, updated with a
 *   single upsert per request, so several app instances share them (decision 009).
 */
import { lt, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/client";
import { requestLimits } from "../db/schema";
import { clientAddress } from "./client-address";
import type { AppEnv } from "./context";
import { errorBody } from "./errors";
import { sessionUser } from "./require-user";

export interface Limit {
  /** Requests allowed per window (before RATE_LIMIT_FACTOR). */
  limit: number;
  windowMs: number;
}

export interface RateLimitOptions {
  /** Names the counter, e.g. "food.analyze"; two routes with one name share a budget. */
  name: string;
  perClient: Limit;
  perUser?: Limit;
}

export const RATE_LIMITED = "RATE_LIMITED";

/** Counters whose window ended a day ago are dropped now and then, by whichever request comes. */
const SWEEP_EVERY = 500;
const SWEEP_AGE_MS = 24 * 60 * 60 * 1000;
let sinceSweep = 0;

export function rateLimit(opts: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const config = c.get("config");
    const factor = config.rateLimitFactor;
    const now = c.get("now")().getTime();
    const checks: { key: string; limit: number; windowMs: number }[] = [
      {
        key: `${opts.name}:ip:${clientAddress(c, config.trustProxy)}`,
        limit: opts.perClient.limit * factor,
        windowMs: opts.perClient.windowMs,
      },
    ];
    // On a route open to visitors the user is looked up here (cheap: the signed cookie cache).
    const user = opts.perUser
      ? ((c.get("user") as AppEnv["Variables"]["user"] | undefined) ?? (await sessionUser(c)))
      : null;
    if (opts.perUser && user) {
      checks.push({
        key: `${opts.name}:user:${user.id}`,
        limit: opts.perUser.limit * factor,
        windowMs: opts.perUser.windowMs,
      });
    }
    const counts = await count(c.get("db"), checks, now);
    let retryAfterMs = 0;
    for (const check of checks) {
      const seen = counts.get(check.key);
      if (seen && seen.count > check.limit) {
        retryAfterMs = Math.max(retryAfterMs, seen.windowStart + check.windowMs - now);
      }
    }
    if (retryAfterMs > 0) {
      const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
      c.header("Retry-After", String(seconds));
      return c.json(
        errorBody(
          RATE_LIMITED,
          `Too many requests. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
        ),
        429,
      );
    }
    await next();
  };
}

/** Counts this request in each window (one statement), returning each key's count and window. */
async function count(
  db: Db,
  checks: { key: string; windowMs: number }[],
  now: number,
): Promise<Map<string, { count: number; windowStart: number }>> {
  const rows = await db
    .insert(requestLimits)
    .values(checks.map((c) => ({ key: c.key, windowStart: now - (now % c.windowMs), count: 1 })))
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${requestLimits.windowStart} = excluded.window_start then ${requestLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({
      key: requestLimits.key,
      count: requestLimits.count,
      windowStart: requestLimits.windowStart,
    });
  if (++sinceSweep >= SWEEP_EVERY) {
    sinceSweep = 0;
    await db.delete(requestLimits).where(lt(requestLimits.windowStart, now - SWEEP_AGE_MS));
  }
  return new Map(rows.map((r) => [r.key, { count: r.count, windowStart: r.windowStart }]));
}
