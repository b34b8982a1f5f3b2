import { randomUUID } from "node:crypto";
import { zValidator } from "@hono/zod-validator";
import { and, desc, eq, isNull } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { KICK_GOAL, type KickSession, type KickSessions } from "../../../shared/pregnancy/kicks";
import { kickInput, recordedKickSessionInput } from "../../../shared/pregnancy/kicks-input";
import { kickSessions } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { ApiError, badRequest, notFound, validationHook } from "../../http/errors";
import { createOnceIfKeyed } from "../../http/idempotency";
import { requireUser } from "../../http/require-user";
import { limitParam } from "./params";

type Row = typeof kickSessions.$inferSelect;

export function toKickSession(row: Row): KickSession {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    kicks: row.kicks,
    lastKickAt: row.lastKickAt?.toISOString() ?? null,
    tenthAt: row.tenthAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

const mine = (c: Context<AppEnv>, id: string) =>
  and(eq(kickSessions.id, id), eq(kickSessions.userId, c.get("user").id));

async function ownSession(c: Context<AppEnv>, id: string): Promise<Row> {
  const [row] = await c.get("db").select().from(kickSessions).where(mine(c, id));
  if (!row) throw notFound("No such kick-counting session.");
  return row;
}

/** How far ahead of the server's clock a phone's may run. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** A session counted offline is accepted for a week. */
const OLDEST_RECORDED_MS = 7 * 24 * 60 * 60_000;

const ended = () =>
  new ApiError(409, "session_ended", "This session has ended. Start a new one to count again.");

/**
 * Her kick counts: a session times ten movements. The server stamps every time, so the timer
 * survives a reload or a second device; the client computes what it shows from these stamps.
 */
export const kickRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const rows = await c
      .get("db")
      .select()
      .from(kickSessions)
      .where(eq(kickSessions.userId, c.get("user").id))
      .orderBy(desc(kickSessions.startedAt))
      .limit(limitParam(c.req.query("limit"), 10) + 1);
    const open = rows.find((r) => r.endedAt === null) ?? null;
    const body: KickSessions = {
      open: open && toKickSession(open),
      recent: rows
        .filter((r) => r !== open)
        .slice(0, limitParam(c.req.query("limit"), 10))
        .map(toKickSession),
    };
    return c.json(body);
  })
  .post("/", async (c) => {
    const userId = c.get("user").id;
    // At most one open session (a unique index): starting again while one runs answers with it.
    const [row] = await c
      .get("db")
      .insert(kickSessions)
      .values({ id: randomUUID(), userId, startedAt: c.get("now")(), kicks: 0 })
      .onConflictDoNothing()
      .returning();
    if (row) return c.json(toKickSession(row), 201);
    const [open] = await c
      .get("db")
      .select()
      .from(kickSessions)
      .where(and(eq(kickSessions.userId, userId), isNull(kickSessions.endedAt)));
    if (!open) throw new ApiError(409, "conflict", "Please try again.");
    return c.json(toKickSession(open), 200);
  })
  .post("/recorded", zValidator("json", recordedKickSessionInput, validationHook), async (c) => {
    const input = c.req.valid("json");
    const now = c.get("now")();
    const startedAt = new Date(input.startedAt);
    const tenth = input.kickTimes.length === KICK_GOAL ? new Date(input.kickTimes[KICK_GOAL - 1]!) : null;
    const endedAt = tenth ?? new Date(input.endedAt!);
    if (endedAt.getTime() < startedAt.getTime()) throw badRequest("A session ends after it starts.");
    // A phone's clock may run a little fast; a session from the future is not one she counted.
    if (endedAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
      throw badRequest("This session ends in the future: check the time on your phone.");
    if (startedAt.getTime() < now.getTime() - OLDEST_RECORDED_MS)
      throw badRequest("Sessions older than a week can't be added.");
    const last = input.kickTimes.at(-1);
    const saved = await createOnceIfKeyed(c, { scope: "kick-session", input }, async (tx) => {
      const [row] = await tx
        .insert(kickSessions)
        .values({
          id: randomUUID(),
          userId: c.get("user").id,
          startedAt,
          kicks: input.kickTimes.length,
          lastKickAt: last ? new Date(last) : null,
          tenthAt: tenth,
          endedAt,
        })
        .returning();
      return toKickSession(row!);
    });
    return c.json(saved, 201);
  })
  .post("/sessions/:id/kick", zValidator("json", kickInput, validationHook), async (c) => {
    const { count } = c.req.valid("json");
    const id = c.req.param("id");
    const now = c.get("now")();
    const tenth = count >= KICK_GOAL;
    // One statement, so two taps at once cannot both count: only the count before this one moves on.
    const [row] = await c
      .get("db")
      .update(kickSessions)
      .set({
        kicks: count,
        lastKickAt: now,
        ...(tenth && { tenthAt: now, endedAt: now }),
      })
      .where(and(mine(c, id), isNull(kickSessions.endedAt), eq(kickSessions.kicks, count - 1)))
      .returning();
    if (row) return c.json(toKickSession(row));
    const current = await ownSession(c, id);
    // The same tap again (a retry): it already counted.
    if (current.kicks === count) return c.json(toKickSession(current));
    if (current.endedAt) throw ended();
    throw new ApiError(
      409,
      "count_mismatch",
      `This session has ${current.kicks} movements counted; refresh to carry on from there.`,
    );
  })
  .post("/sessions/:id/stop", async (c) => {
    const id = c.req.param("id");
    const [row] = await c
      .get("db")
      .update(kickSessions)
      .set({ endedAt: c.get("now")() })
      .where(and(mine(c, id), isNull(kickSessions.endedAt)))
      .returning();
    if (row) return c.json(toKickSession(row));
    // Already ended (a retry, or the tenth movement ended it): the session as it is.
    return c.json(toKickSession(await ownSession(c, id)));
  })
  .delete("/sessions/:id", async (c) => {
    const gone = await c
      .get("db")
      .delete(kickSessions)
      .where(mine(c, c.req.param("id")))
      .returning({ id: kickSessions.id });
    if (gone.length === 0) throw notFound("No such kick-counting session.");
    return c.body(null, 204);
  });
