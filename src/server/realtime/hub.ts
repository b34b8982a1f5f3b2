import { and, asc, desc, gt, inArray, lt, min, sql } from "drizzle-orm";
import type { SSEStreamingApi } from "hono/streaming";
import { LIVE_RESET_EVENT, type LiveEvent } from "../../shared/live";
import type { Db } from "../db/client";
import type { ChannelHandler } from "../db/listener";
import { liveEvents } from "../db/schema";

/** The channel the outbox trigger notifies on (migration 0014), with the new row's id. */
export const LIVE_CHANNEL = "live_event";

/** A live event with who caused it, which stays on the server (for per-recipient filters). */
export interface StoredLiveEvent extends LiveEvent {
  actorId: string | null;
}

/**
 * Which of these events one recipient may be sent: the community uses it for blocks (a member she
 * blocked, or who blocked her, is invisible to her, live too). Gets the events of one topic in id
 * order and returns the ones to send, in the same order. Runs for every recipient of every batch:
 * keep it to one query per call.
 */
export type RecipientFilter = (
  db: Db,
  recipientId: string,
  events: StoredLiveEvent[],
) => Promise<StoredLiveEvent[]>;

export interface LiveHubOptions {
  /** Per-topic recipient filters (see RecipientFilter). Topics without one reach every subscriber. */
  filters?: Partial<Record<string, RecipientFilter>>;
  /** A comment line every so often keeps proxies and browsers from closing an idle stream. */
  heartbeatMs?: number;
  /** Open streams per user, across her tabs and devices, on this instance. */
  maxStreamsPerUser?: number;
  /** How long events are kept for clients that resume. */
  keepMs?: number;
}

export interface LiveHub {
  /** Feeds the hub from the database listener (LIVE_CHANNEL). */
  channel: ChannelHandler;
  /**
   * Sends her the topics' events on this SSE stream until it closes: first every event after
   * `after` (a resumed stream), then each new one as it is committed. Null when she already has
   * `maxStreamsPerUser` streams open.
   */
  open(
    userId: string,
    topics: string[],
    after: number | undefined,
    /** Checked before each event and heartbeat: false (her session ended) closes the stream. */
    stillSignedIn?: () => boolean,
  ): ((stream: SSEStreamingApi) => Promise<void>) | null;
  /** The latest events of a topic she may see, newest first. */
  recent(userId: string, topic: string, limit: number): Promise<LiveEvent[]>;
  /** Removes events older than `keepMs`. Runs every ten minutes on its own. */
  prune(): Promise<void>;
  /** Open streams on this instance. */
  readonly streams: number;
  /** Ends every stream (they reconnect elsewhere) and stops the timers. */
  close(): Promise<void>;
}

interface Client {
  userId: string;
  topics: Set<string>;
  /** The highest id sent; later batches send only what is newer. */
  lastSent: number;
  /** Events arriving while the replay runs, sent after it. */
  held: StoredLiveEvent[] | null;
  queue: Promise<void>;
  pending: number;
  stillSignedIn: () => boolean;
  stream: SSEStreamingApi;
  end(): void;
}

const BATCH = 500;
const REPLAY_LIMIT = 1000;
/** A client this far behind is dropped; it reconnects and resumes from its Last-Event-ID. */
const MAX_PENDING = 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

const toEvent = (row: typeof liveEvents.$inferSelect): StoredLiveEvent => ({
  id: row.id,
  topic: row.topic,
  type: row.type,
  payload: row.payload,
  at: row.createdAt.toISOString(),
  actorId: row.actorId,
});

/** What leaves the server: everything but the actor. */
const wire = ({ actorId: _actor, ...event }: StoredLiveEvent): LiveEvent => event;

export function createLiveHub(db: Db, opts: LiveHubOptions = {}): LiveHub {
  const heartbeatMs = opts.heartbeatMs ?? 25_000;
  const maxStreams = opts.maxStreamsPerUser ?? 5;
  const keepMs = opts.keepMs ?? 24 * 60 * 60 * 1000;
  const clients = new Set<Client>();
  /** The highest id this instance has fanned out; undefined until the listener first connects. */
  let cursor: number | undefined;
  let draining: Promise<void> | null = null;
  let again = false;
  let closed = false;

  const filterFor = async (userId: string, topic: string, events: StoredLiveEvent[]) => {
    const filter = opts.filters?.[topic];
    return filter ? filter(db, userId, events) : events;
  };

  /** Queues events for one client, in order, through its topic filters; drops it when far behind. */
  function deliver(client: Client, events: StoredLiveEvent[]) {
    const mine = events.filter((e) => client.topics.has(e.topic) && e.id > client.lastSent);
    if (mine.length === 0) return;
    if (!client.stillSignedIn()) {
      client.end();
      return;
    }
    if (client.held) {
      client.held.push(...mine);
      return;
    }
    client.pending += mine.length;
    if (client.pending > MAX_PENDING) {
      client.end();
      return;
    }
    client.queue = client.queue.then(async () => {
      try {
        for (const topic of new Set(mine.map((e) => e.topic))) {
          const allowed = await filterFor(
            client.userId,
            topic,
            mine.filter((e) => e.topic === topic),
          );
          for (const event of allowed) {
            if (event.id <= client.lastSent || client.stream.closed || client.stream.aborted) continue;
            await client.stream.writeSSE({ id: String(event.id), data: JSON.stringify(wire(event)) });
            client.lastSent = event.id;
          }
        }
      } catch (err) {
        console.error(`live events: a stream failed (${(err as Error).message}); closing it`);
        client.end();
      } finally {
        client.pending -= mine.length;
      }
    });
  }

  /** Reads every committed event after the cursor, in id order, and fans it out. */
  async function drain() {
    if (cursor === undefined) return;
    for (;;) {
      const rows = await db
        .select()
        .from(liveEvents)
        .where(gt(liveEvents.id, cursor))
        .orderBy(asc(liveEvents.id))
        .limit(BATCH);
      if (rows.length === 0) return;
      cursor = rows[rows.length - 1]!.id;
      const events = rows.map(toEvent);
      for (const client of clients) deliver(client, events);
      if (rows.length < BATCH) return;
    }
  }

  /** One drain at a time; a notification during a drain runs one more after it. */
  function schedule() {
    if (draining) {
      again = true;
      return;
    }
    draining = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (err) {
          console.error(`live events: could not read the outbox (${(err as Error).message})`);
        }
      } while (again && !closed);
    })().finally(() => {
      draining = null;
    });
  }

  const channel: ChannelHandler = {
    message: () => schedule(),
    async connected() {
      if (cursor === undefined) {
        // First connection: start after what is already there (streams resume by their own ids).
        const [row] = await db
          .select({ id: sql<number>`coalesce(max(${liveEvents.id}), 0)` })
          .from(liveEvents);
        cursor = Number(row?.id ?? 0);
        prune().catch(() => {});
      } else {
        // After a lost connection: what was committed meanwhile was never announced to us.
        schedule();
      }
    },
  };

  async function prune() {
    await db.delete(liveEvents).where(lt(liveEvents.createdAt, new Date(Date.now() - keepMs)));
  }
  const pruner = setInterval(() => {
    prune().catch((err) => console.error(`live events: prune failed (${(err as Error).message})`));
  }, PRUNE_EVERY_MS);
  pruner.unref();

  const streamsOf = (userId: string) => {
    let n = 0;
    for (const c of clients) if (c.userId === userId) n++;
    return n;
  };

  function open(userId: string, topics: string[], after: number | undefined, stillSignedIn = () => true) {
    if (closed || streamsOf(userId) >= maxStreams) return null;
    // Counted from now, so a burst of requests cannot pass the cap before their streams start.
    let resolveEnd: () => void = () => {};
    const ended = new Promise<void>((r) => {
      resolveEnd = r;
    });
    const client: Client = {
      userId,
      topics: new Set(topics),
      lastSent: after ?? 0,
      held: [],
      queue: Promise.resolve(),
      pending: 0,
      stillSignedIn,
      stream: undefined as unknown as SSEStreamingApi,
      end: () => resolveEnd(),
    };
    clients.add(client);

    return async (stream: SSEStreamingApi) => {
      client.stream = stream;
      stream.onAbort(() => resolveEnd());
      const heartbeat = setInterval(() => {
        if (!stillSignedIn()) return resolveEnd();
        client.queue = client.queue.then(() =>
          stream.write(": heartbeat\n\n").then(
            () => {},
            () => resolveEnd(),
          ),
        );
      }, heartbeatMs);
      try {
        await stream.write("retry: 2000\n\n");
        if (after !== undefined) await replay(client, after);
        const held = client.held ?? [];
        client.held = null;
        deliver(client, held);
        await ended;
      } finally {
        clearInterval(heartbeat);
        clients.delete(client);
      }
    };
  }

  /** A resumed stream: every kept event after `after`, or a reset when some are gone. */
  async function replay(client: Client, after: number) {
    const topics = [...client.topics];
    const rows = await db
      .select()
      .from(liveEvents)
      .where(and(inArray(liveEvents.topic, topics), gt(liveEvents.id, after)))
      .orderBy(asc(liveEvents.id))
      .limit(REPLAY_LIMIT);
    const [oldest] = await db.select({ id: min(liveEvents.id) }).from(liveEvents);
    // The oldest event kept (or, with none kept, the next id the sequence will hand out: this
    // instance's cursor can lag behind what was just committed): anything between `after` and it
    // was pruned (or rolled back; a needless refetch then, never a lost event).
    const oldestKept = oldest?.id != null ? Number(oldest.id) : await nextId();
    const pruned = oldestKept > after + 1;
    if (rows.length === REPLAY_LIMIT || pruned) {
      // Too far behind to replay: the client refetches what it shows and continues from now.
      await client.stream.writeSSE({ event: LIVE_RESET_EVENT, data: "{}" });
      client.lastSent = Math.max(client.lastSent, cursor ?? 0, rows.at(-1)?.id ?? 0);
      return;
    }
    client.held = [...rows.map(toEvent), ...(client.held ?? [])].sort((a, b) => a.id - b.id);
  }

  /** The id the next event will get, read from the table's sequence. */
  async function nextId(): Promise<number> {
    const result = (await db.execute(
      sql`select case when is_called then last_value + 1 else last_value end as next from live_events_id_seq`,
    )) as unknown as { rows: { next: string | number }[] };
    return Number(result.rows[0]?.next ?? 1);
  }

  async function recent(userId: string, topic: string, limit: number): Promise<LiveEvent[]> {
    const rows = await db
      .select()
      .from(liveEvents)
      .where(inArray(liveEvents.topic, [topic]))
      .orderBy(desc(liveEvents.id))
      .limit(Math.max(limit * 10, 50));
    const events = rows.map(toEvent).reverse();
    const allowed = await filterFor(userId, topic, events);
    return allowed.slice(-limit).reverse().map(wire);
  }

  return {
    channel,
    open,
    recent,
    prune,
    get streams() {
      return clients.size;
    },
    async close() {
      closed = true;
      clearInterval(pruner);
      for (const client of clients) client.end();
      await draining;
    },
  };
}
