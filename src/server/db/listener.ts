import type pg from "pg";
import type { Db } from "./client";

/**
 * One LISTEN connection per app instance, shared by everything that hears the database announce
 * something (ended sessions, live community events).
 *
 * PGlite delivers notifications in-process. On PostgreSQL the listener is a dedicated `pg.Client`,
 * never a pooled one (the pool closes idle clients); when it is lost it reconnects after a second.
 * NOTIFY is never replayed to a listener that missed it, so after every (re)connection each
 * channel's `connected` runs to catch up from its table, and only then does `live` turn true.
 */
export interface ChannelHandler {
  /** One notification's payload (sent only when the notifying transaction commits). */
  message(payload: string): void;
  /** After each (re)connection, before `live` turns true: reload what may have been missed. */
  connected?(): Promise<void>;
}

export interface DbListener {
  /** True while notifications are being received. */
  readonly live: boolean;
  /** Resolves once every channel is listened to and caught up (never rejects). */
  ready: Promise<void>;
  close(): Promise<void>;
}

interface PGliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

const RECONNECT_MS = 1000;
const CHANNEL = /^[a-z_][a-z0-9_]*$/;

export function listenToDatabase(db: Db, channels: Record<string, ChannelHandler>): DbListener {
  for (const name of Object.keys(channels)) {
    if (!CHANNEL.test(name)) throw new Error(`not a channel name: ${name}`);
  }
  let live = false;
  let closed = false;
  let stop: (() => Promise<void>) | undefined;
  const client = (db as unknown as { $client: unknown }).$client;

  const catchUp = async () => {
    for (const handler of Object.values(channels)) await handler.connected?.();
  };

  async function connectPglite(pglite: PGliteLike) {
    const stops: (() => Promise<void>)[] = [];
    for (const [name, handler] of Object.entries(channels)) {
      stops.push(await pglite.listen(name, (payload) => handler.message(payload)));
    }
    stop = async () => {
      for (const s of stops) await s().catch(() => {});
    };
    await catchUp();
    live = true;
  }

  async function connectPostgres(pool: pg.Pool, Client: typeof pg.Client) {
    const listener = new Client(pool.options);
    let gone = false;
    const lost = (err?: Error) => {
      if (gone) return;
      gone = true;
      live = false;
      listener.removeAllListeners();
      listener.on("error", () => {});
      listener.end().catch(() => {});
      if (closed) return;
      console.error(`database listener lost (${err?.message ?? "closed"}); reconnecting`);
      setTimeout(() => connect().catch(() => {}), RECONNECT_MS).unref();
    };
    listener.on("error", lost);
    listener.on("end", () => lost());
    listener.on("notification", (msg) => {
      const handler = channels[msg.channel];
      if (handler && msg.payload !== undefined) handler.message(msg.payload);
    });
    try {
      await listener.connect();
      for (const name of Object.keys(channels)) await listener.query(`LISTEN ${name}`);
      await catchUp();
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
    if (client && typeof (client as PGliteLike).listen === "function")
      return connectPglite(client as PGliteLike);
    // Otherwise node-postgres's pool (loaded only with DATABASE_URL set).
    return import("pg").then(({ default: pg }) =>
      client instanceof pg.Pool
        ? connectPostgres(client, pg.Client)
        : Promise.reject(new Error("unknown database client")),
    );
  }

  const ready = connect().catch((err: Error) => {
    console.error(`database listener: not listening yet (${err.message})`);
  });

  return {
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
