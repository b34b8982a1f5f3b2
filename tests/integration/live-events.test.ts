import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import { liveEvents, users } from "../../src/server/db/schema";
import { publish, type RecipientFilter } from "../../src/server/realtime";
import type { LiveEvent } from "../../src/shared/live";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Live events (src/server/realtime): an event published in a transaction on one app instance reaches
 * the Server-Sent Events clients of every instance within a second, and a client that reconnects
 * with Last-Event-ID is sent what it missed. In the PostgreSQL project the two instances are two
 * pools and two LISTEN connections on one database; in the PGlite project they share one
 * in-process database.
 */

/** Members whose events nobody else receives: stands in for the community's blocks. */
const hidden = new Set<string>();
const hideHidden: RecipientFilter = async (_db, recipientId, events) =>
  events.filter((e) => !e.actorId || e.actorId === recipientId || !hidden.has(e.actorId));

let t: TestApp;
let b: Awaited<ReturnType<TestApp["secondInstance"]>>;

beforeAll(async () => {
  t = await createTestApp({ live: { heartbeatMs: 200, filters: { community: hideHidden } } });
  b = await t.secondInstance();
}, 120_000);
afterAll(async () => {
  await b?.close();
  await t?.close();
});

interface Message {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/** An EventSource's view of `/api/community/events`, read from an in-process response. */
async function openStream(
  instance: { request: TestApp["request"] },
  cookie: string,
  opts: { lastEventId?: string; query?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.lastEventId) headers["last-event-id"] = opts.lastEventId;
  const res = await instance.request(`/api/community/events${opts.query ?? ""}`, { cookie, headers });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const queue: Message[] = [];

  async function fill(deadline: number): Promise<boolean> {
    if (!reader) return false;
    const left = deadline - performance.now();
    if (left <= 0) return false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<"timeout">((r) => {
      timer = setTimeout(() => r("timeout"), left);
    });
    const read = await Promise.race([reader.read(), timeout]);
    clearTimeout(timer);
    if (read === "timeout" || read.done) return false;
    buffer += decoder.decode(read.value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const message: Message = {};
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) message.comment = line.slice(1).trim();
        else if (line.startsWith("id: ")) message.id = line.slice(4);
        else if (line.startsWith("event: ")) message.event = line.slice(7);
        else if (line.startsWith("data: "))
          message.data = (message.data ? `${message.data}\n` : "") + line.slice(6);
      }
      queue.push(message);
      end = buffer.indexOf("\n\n");
    }
    return true;
  }

  /** The next message that matches, or undefined after `ms`. */
  async function next(match: (m: Message) => boolean, ms = 2000): Promise<Message | undefined> {
    const deadline = performance.now() + ms;
    for (;;) {
      const i = queue.findIndex(match);
      if (i >= 0) return queue.splice(i, 1)[0];
      if (!(await fill(deadline))) return undefined;
    }
  }

  return {
    res,
    /** The next live event (not heartbeats or the retry line). */
    event: async (ms?: number) => {
      const m = await next((x) => x.id !== undefined && x.event === undefined, ms);
      return m && { sseId: m.id, ...(JSON.parse(m.data!) as LiveEvent) };
    },
    next,
    async close() {
      await reader?.cancel().catch(() => {});
    },
  };
}

async function publishOn(db: Db, type: string, payload: Record<string, unknown>, actorId?: string) {
  return db.transaction((tx) => publish(tx, { topic: "community", type, payload, actorId }));
}

async function userIdOf(email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** Waits until the instance has no open stream of hers (or any), as after a disconnect. */
async function streamsClosed(instance: { live: { streams: number } }) {
  const start = performance.now();
  while (instance.live.streams > 0 && performance.now() - start < 2000)
    await new Promise((r) => setTimeout(r, 10));
  return instance.live.streams;
}

describe("live events across two app instances", () => {
  it("sends an event published through one instance to a stream on the other within a second", async () => {
    const { cookie } = await t.signUp();
    const stream = await openStream(b, cookie);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get("content-type")).toContain("text/event-stream");
    // The stream is registered once its first line arrives.
    expect(await stream.next((m) => m.data === undefined && m.id === undefined && !m.comment)).toBeDefined();

    const started = performance.now();
    const id = await publishOn(t.db, "post.created", { postId: "p1", actorName: "Ana" });
    const event = await stream.event(1000);
    const elapsed = performance.now() - started;

    expect(event).toMatchObject({ sseId: String(id), id, topic: "community", type: "post.created" });
    expect(event!.payload).toEqual({ postId: "p1", actorName: "Ana" });
    expect(elapsed).toBeLessThan(1000);
    await stream.close();
  });

  it("sends nothing for a transaction that rolls back", async () => {
    const { cookie } = await t.signUp();
    const stream = await openStream(b, cookie);
    await stream.next((m) => m.data === undefined && !m.comment);
    await t.db
      .transaction(async (tx) => {
        await publish(tx, { topic: "community", type: "post.created", payload: { postId: "gone" } });
        throw new Error("the post could not be saved");
      })
      .catch(() => {});
    const after = await publishOn(t.db, "post.created", { postId: "kept" });
    const event = await stream.event(3000);
    expect(event).toMatchObject({ id: after, payload: { postId: "kept" } });
    await stream.close();
  });

  it("sends a reconnecting client every event it missed, in order, then the live ones", async () => {
    const { cookie } = await t.signUp();
    const first = await openStream(b, cookie);
    await first.next((m) => m.data === undefined && !m.comment);
    const seen = await publishOn(t.db, "comment.created", { postId: "p2", n: 1 });
    expect((await first.event(3000))?.id).toBe(seen);
    await first.close();
    expect(await streamsClosed(b)).toBe(0);

    // Missed while disconnected, published through both instances.
    const missed = [
      await publishOn(t.db, "comment.created", { postId: "p2", n: 2 }),
      await publishOn(b.db, "post.liked", { postId: "p2", n: 3 }),
    ];
    const again = await openStream(b, cookie, { lastEventId: String(seen) });
    expect((await again.event(3000))?.id).toBe(missed[0]);
    expect((await again.event(3000))?.id).toBe(missed[1]);
    const live = await publishOn(t.db, "post.liked", { postId: "p2", n: 4 });
    expect((await again.event(3000))?.id).toBe(live);
    expect(await again.event(300)).toBeUndefined(); // nothing twice
    await again.close();

    // A new EventSource can resume the same way with ?after=.
    const fresh = await openStream(t, cookie, { query: `?after=${missed[1]}` });
    expect((await fresh.event(3000))?.id).toBe(live);
    await fresh.close();
  });

  it("works on a single instance too", async () => {
    const { cookie } = await t.signUp();
    const stream = await openStream(t, cookie);
    await stream.next((m) => m.data === undefined && !m.comment);
    const id = await publishOn(t.db, "post.supported", { postId: "p3" });
    expect((await stream.event(3000))?.id).toBe(id);
    await stream.close();
  });
});

describe("who gets which events", () => {
  it("is for signed-in members only", async () => {
    const res = await t.request("/api/community/events");
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("unauthorized");
    expect((await t.request("/api/community/events/recent")).status).toBe(401);
  });

  it("refuses a Last-Event-ID that is not an event id", async () => {
    const { cookie } = await t.signUp();
    const res = await t.request("/api/community/events", { cookie, headers: { "last-event-id": "1; drop" } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("invalid_input");
  });

  it("never sends who caused an event, and lets the topic's filter hide a member from another", async () => {
    const ana = await t.signUp();
    const bea = await t.signUp();
    const anaId = await userIdOf(ana.email);
    const toBea = await openStream(b, bea.cookie);
    const toAna = await openStream(t, ana.cookie);
    await toBea.next((m) => m.data === undefined && !m.comment);
    await toAna.next((m) => m.data === undefined && !m.comment);

    hidden.add(anaId);
    try {
      const fromAna = await publishOn(t.db, "post.created", { postId: "a1", actorName: "Quiet Fern" }, anaId);
      const other = await publishOn(t.db, "post.created", { postId: "o1" });
      // Bea is not sent Ana's event; Ana is (her own), and neither carries the actor.
      const beaGot = await toBea.event(3000);
      expect(beaGot?.id).toBe(other);
      const anaGot = await toAna.event(3000);
      expect(anaGot?.id).toBe(fromAna);
      expect(JSON.stringify(anaGot)).not.toContain(anaId);
      expect(anaGot).not.toHaveProperty("actorId");

      // The same filter applies to the latest events.
      const recentForBea = await t.request("/api/community/events/recent", { cookie: bea.cookie });
      const { events } = (await recentForBea.json()) as { events: LiveEvent[] };
      expect(events.map((e) => e.id)).not.toContain(fromAna);
      expect(JSON.stringify(events)).not.toContain(anaId);
    } finally {
      hidden.delete(anaId);
      await toBea.close();
      await toAna.close();
    }
  });

  it("lists the three latest events, newest first", async () => {
    const { cookie } = await t.signUp();
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await publishOn(t.db, "post.created", { postId: `r${i}` }));
    const res = await b.request("/api/community/events/recent", { cookie });
    expect(res.status).toBe(200);
    const { events } = (await res.json()) as { events: LiveEvent[] };
    expect(events.map((e) => e.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(events[0]).toEqual({
      id: ids[3],
      topic: "community",
      type: "post.created",
      payload: { postId: "r3" },
      at: expect.any(String),
    });
  });
});

describe("stream upkeep", () => {
  it("sends heartbeats on an idle stream", async () => {
    const { cookie } = await t.signUp();
    const stream = await openStream(t, cookie);
    expect(await stream.next((m) => m.comment === "heartbeat", 2000)).toBeDefined();
    await stream.close();
  });

  it("ends her stream when she signs out, on another instance too", async () => {
    const { cookie } = await t.signUp();
    const stream = await openStream(b, cookie);
    await stream.next((m) => m.data === undefined && !m.comment);
    expect((await t.request("/api/auth/sign-out", { method: "POST", cookie })).status).toBe(200);
    await publishOn(t.db, "post.created", { postId: "after-sign-out" });
    // Nothing more is sent, and the stream closes (its next read is the end).
    expect(await stream.event(1500)).toBeUndefined();
    expect(await streamsClosed(b)).toBe(0);
    expect((await b.request("/api/community/events", { cookie })).status).toBe(401);
  });

  it("caps the streams of one member and frees a place when one closes", async () => {
    const { cookie } = await t.signUp();
    const other = await t.signUp();
    const open = [];
    for (let i = 0; i < 5; i++) {
      const s = await openStream(t, cookie);
      expect(s.res.status).toBe(200);
      open.push(s);
    }
    const sixth = await t.request("/api/community/events", { cookie });
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).error.code).toBe("too_many_streams");
    // Another member is not affected.
    const hers = await openStream(t, other.cookie);
    expect(hers.res.status).toBe(200);
    await hers.close();

    await open.pop()!.close();
    const start = performance.now();
    let again = await t.request("/api/community/events", { cookie });
    while (again.status === 429 && performance.now() - start < 2000) {
      await new Promise((r) => setTimeout(r, 20));
      again = await t.request("/api/community/events", { cookie });
    }
    expect(again.status).toBe(200);
    await again.body?.cancel();
    for (const s of open) await s.close();
    expect(await streamsClosed(t)).toBe(0);
  });

  it("tells a client that resumes after pruned events to refetch", async () => {
    const { cookie } = await t.signUp();
    const old = await publishOn(t.db, "post.created", { postId: "old-1" });
    await publishOn(t.db, "post.created", { postId: "old-2" });
    await ageAndPrune(old + 1);
    const rows = await t.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(sql`${liveEvents.id} <= ${old + 1}`);
    expect(rows).toEqual([]);

    const stream = await openStream(t, cookie, { lastEventId: String(old - 1) });
    expect(await stream.next((m) => m.event === "reset", 2000)).toBeDefined();
    const id = await publishOn(t.db, "post.created", { postId: "new" });
    expect((await stream.event(3000))?.id).toBe(id);
    await stream.close();
  });

  it("tells her to refetch even when the pruned events were never announced to this instance", async () => {
    const { cookie } = await t.signUp();
    // Written with triggers off, so no NOTIFY: this instance's cursor stays behind them.
    const ids = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      const rows = await tx
        .insert(liveEvents)
        .values(
          [1, 2].map((n) => ({
            topic: "community",
            type: "post.created",
            payload: { postId: `quiet-${n}` },
          })),
        )
        .returning({ id: liveEvents.id });
      return rows.map((r) => r.id);
    });
    await ageAndPrune(Math.max(...ids));

    const stream = await openStream(t, cookie, { lastEventId: String(Math.min(...ids) - 1) });
    expect(await stream.next((m) => m.event === "reset", 2000)).toBeDefined();
    await stream.close();
  });
});

/** Makes every event up to `id` two days old, then prunes: none of them is kept. */
async function ageAndPrune(id: number) {
  await t.db
    .update(liveEvents)
    .set({ createdAt: sql`now() - interval '2 days'` })
    .where(sql`${liveEvents.id} <= ${id}`);
  await t.live.prune();
}
