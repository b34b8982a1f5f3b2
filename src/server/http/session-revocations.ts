import { gte } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../db/client";
import { sessionRevocations } from "../db/schema";

/**
 * Ended sessions, known to every app instance within milliseconds (decision 002).
 *
 * A trigger on `sessions` records each deleted session's token in `session_revocations` and
 * announces it with `NOTIFY session_revoked`. Each instance LISTENs (PGlite: in-process; PostgreSQL:
 * on a dedicated connection, never a pooled one) and keeps the tokens of the last few minutes in
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
  /** Resolves once the listener is connected and the recent revocations are loaded. */
  ready: Promise<void>;
  close(): Promise<void>;
}

interface PGliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

const RECONNECT_MS = 1000;

export function watchRevocations(
  db: Db,
  opts: { rememberMs: number; now?: () => number },
): SessionRevocations {
  const now = opts.now ?? Date.now;
  const revoked = new Map<string, number>();
  let live = false;
  let closed = false;
  let stop: (() => Promise<void>) | undefined;
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

  const client = (db as unknown as { $client: unknown }).$client;

  async function connectPglite(pglite: PGliteLike) {
    stop = await pglite.listen(REVOCATION_CHANNEL, (token) => remember(token));
    await loadRecent();
    live = true;
  }

  async function connectPostgres(pool: pg.Pool) {
    const listener = new pg.Client(pool.options);
    let gone = false;
    const lost = (err?: Error) => {
      if (gone) return;
      gone = true;
      live = false;
      listener.removeAllListeners();
      listener.on("error", () => {});
      listener.end().catch(() => {});
      if (closed) return;
      console.error(`session revocations: listener lost (${err?.message ?? "closed"}); reconnecting`);
      setTimeout(() => connect().catch(() => {}), RECONNECT_MS).unref();
    };
    listener.on("error", lost);
    listener.on("end", () => lost());
    listener.on("notification", (msg) => {
      if (msg.channel === REVOCATION_CHANNEL && msg.payload) remember(msg.payload);
    });
    try {
      await listener.connect();
      await listener.query(`LISTEN ${REVOCATION_CHANNEL}`);
      await loadRecent();
    } catch (err) {
      lost(err as Error);
      throw err;
    }
    stop = async () => {
      gone = true;
      listener.removeAllListeners();
      listener.on("error", () => {});
      await listener.end().catch(() => {});
    };
    if (closed) return stop();
    live = true;
  }

  function connect(): Promise<void> {
    if (client instanceof pg.Pool) return connectPostgres(client);
    if (client && typeof (client as PGliteLike).listen === "function")
      return connectPglite(client as PGliteLike);
    return Promise.reject(new Error("unknown database client"));
  }

  const ready = connect().catch((err: Error) => {
    console.error(`session revocations: not listening yet (${err.message})`);
  });

  return {
    isRevoked: (token) => revoked.has(token),
    get live() {
      return live;
    },
    ready,
    async close() {
      closed = true;
      live = false;
      await ready;
      await stop?.();
    },
  };
}
