import { gte } from "drizzle-orm";
import type { Db } from "../db/client";
import type { ChannelHandler, DbListener } from "../db/listener";
import { sessionRevocations } from "../db/schema";

/**
 * Ended sessions, known to every app instance within milliseconds (decision 002).
 *
 * A trigger on `sessions` records each deleted session's token in `session_revocations` and
 * announces it with `NOTIFY session_revoked`. Each instance LISTENs (db/listener.ts: PGlite in-process,
 * PostgreSQL on a dedicated connection, never a pooled one) and keeps the tokens of the last few minutes in
 * memory: long enough to outlive any signed cookie cache issued before the revocation. On start
 * and after a lost connection it reloads them from the table, since NOTIFY is never replayed.
 *
 * While the listener is not connected (`live` false), the guard does not trust any cookie cache and
 * reads the session from the database instead: slower, never wrong.
 */
export const REVOCATION_CHANNEL = "session_revoked";

export interface SessionRevocations {
  /** True when this session token was ended (within the remembered span). */
  isRevoked(token: string): boolean;
  /** True while notifications are being received; otherwise every check goes to the database. */
  readonly live: boolean;
}

/**
 * The remembered revocations, and the channel handler that feeds them: the app listens to
 * `REVOCATION_CHANNEL` on its one database listener (db/listener.ts) and passes that listener here.
 */
export function watchRevocations(
  db: Db,
  opts: { rememberMs: number; now?: () => number },
): { channel: ChannelHandler; heardThrough(listener: DbListener): SessionRevocations } {
  const now = opts.now ?? Date.now;
  const revoked = new Map<string, number>();
  let sincePrune = 0;

  const remember = (token: string, at = now()) => {
    revoked.set(token, at);
    if (++sincePrune >= 1000) {
      sincePrune = 0;
      const oldest = now() - opts.rememberMs;
      for (const [t, when] of revoked) if (when < oldest) revoked.delete(t);
    }
  };

  const loadRecent = async () => {
    const since = new Date(now() - opts.rememberMs);
    const rows = await db
      .select({ token: sessionRevocations.token, at: sessionRevocations.revokedAt })
      .from(sessionRevocations)
      .where(gte(sessionRevocations.revokedAt, since));
    for (const row of rows) remember(row.token, row.at.getTime());
  };

  return {
    channel: { message: (token) => remember(token), connected: loadRecent },
    heardThrough: (listener) => ({
      isRevoked: (token) => revoked.has(token),
      get live() {
        return listener.live;
      },
    }),
  };
}
