import { randomUUID } from "node:crypto";
import { zValidator } from "@hono/zod-validator";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { type Context, Hono } from "hono";
import {
  type ContractionSession,
  type ContractionSessions,
  fiveOneOne,
} from "../../../shared/pregnancy/contractions";
import { recordedContractionSessionInput } from "../../../shared/pregnancy/contractions-input";
import type { Db } from "../../db/client";
import { contractionSessions, contractions } from "../../db/schema";
import { writeAtomically } from "../../db/transaction";
import type { AppEnv } from "../../http/context";
import { badRequest, notFound, validationHook } from "../../http/errors";
import { createOnceIfKeyed } from "../../http/idempotency";
import { requireUser } from "../../http/require-user";
import { limitParam } from "./params";

type SessionRow = typeof contractionSessions.$inferSelect;
type ContractionRow = typeof contractions.$inferSelect;

export function toContractionSession(session: SessionRow, rows: ContractionRow[]): ContractionSession {
  const list = rows
    .filter((r) => r.sessionId === session.id)
    .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())
    .map((r) => ({
      id: r.id,
      startedAt: r.startedAt.toISOString(),
      endedAt: r.endedAt?.toISOString() ?? null,
    }));
  return {
    id: session.id,
    startedAt: session.startedAt.toISOString(),
    endedAt: session.endedAt?.toISOString() ?? null,
    contractions: list,
    fiveOneOne: fiveOneOne(list),
  };
}

/** Her open session and her most recent ones, each with its contractions and its 5-1-1 reading. */
export async function contractionState(db: Db, userId: string, limit = 5): Promise<ContractionSessions> {
  const sessions = await db
    .select()
    .from(contractionSessions)
    .where(eq(contractionSessions.userId, userId))
    .orderBy(desc(contractionSessions.startedAt))
    .limit(limit + 1);
  const rows = sessions.length
    ? await db
        .select()
        .from(contractions)
        .where(
          and(
            eq(contractions.userId, userId),
            inArray(
              contractions.sessionId,
              sessions.map((s) => s.id),
            ),
          ),
        )
        .orderBy(asc(contractions.startedAt))
    : [];
  const open = sessions.find((s) => s.endedAt === null) ?? null;
  return {
    open: open && toContractionSession(open, rows),
    recent: sessions
      .filter((s) => s !== open)
      .slice(0, limit)
      .map((s) => toContractionSession(s, rows)),
  };
}

const state = (c: Context<AppEnv>) => contractionState(c.get("db"), c.get("user").id);

/**
 * Her contraction timer: each contraction's start and end stamped by the server, grouped into
 * sessions. Every write answers with the whole state (open session, recent ones, 5-1-1), and
 * every write is safe to send twice: starting while one runs, or stopping when none does, changes
 * nothing.
 */
export const contractionRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) =>
    c.json(await contractionState(c.get("db"), c.get("user").id, limitParam(c.req.query("limit"), 5))),
  )
  .post("/start", async (c) => {
    const userId = c.get("user").id;
    const now = c.get("now")();
    // The session (made on her first contraction) and the contraction: both rows or neither.
    await writeAtomically({ db: c.get("db"), storage: c.get("storage") }, async (tx) => {
      await tx
        .insert(contractionSessions)
        .values({ id: randomUUID(), userId, startedAt: now })
        .onConflictDoNothing();
      const [open] = await tx
        .select({ id: contractionSessions.id })
        .from(contractionSessions)
        .where(and(eq(contractionSessions.userId, userId), isNull(contractionSessions.endedAt)));
      // At most one running contraction (a unique index): a second start is the same tap again.
      await tx
        .insert(contractions)
        .values({ id: randomUUID(), userId, sessionId: open!.id, startedAt: now })
        .onConflictDoNothing();
    });
    return c.json(await state(c));
  })
  .post("/recorded", zValidator("json", recordedContractionSessionInput, validationHook), async (c) => {
    const input = c.req.valid("json");
    const userId = c.get("user").id;
    const now = c.get("now")();
    const first = Date.parse(input.contractions[0]!.startedAt);
    // A phone's clock may run a little fast; a session from the future, or older than a week, is refused.
    if (Date.parse(input.endedAt) > now.getTime() + 5 * 60_000)
      throw badRequest("This session ends in the future: check the time on your phone.");
    if (first < now.getTime() - 7 * 24 * 60 * 60_000)
      throw badRequest("Sessions older than a week can't be added.");
    await createOnceIfKeyed(c, { scope: "contraction-session", input }, async (tx) => {
      const id = randomUUID();
      await tx
        .insert(contractionSessions)
        .values({ id, userId, startedAt: new Date(first), endedAt: new Date(input.endedAt) });
      await tx.insert(contractions).values(
        input.contractions.map((x) => ({
          id: randomUUID(),
          userId,
          sessionId: id,
          startedAt: new Date(x.startedAt),
          endedAt: new Date(x.endedAt),
        })),
      );
      return { id };
    });
    return c.json(await state(c), 201);
  })
  .post("/stop", async (c) => {
    await c
      .get("db")
      .update(contractions)
      .set({ endedAt: c.get("now")() })
      .where(and(eq(contractions.userId, c.get("user").id), isNull(contractions.endedAt)));
    return c.json(await state(c));
  })
  .post("/sessions/:id/end", async (c) => {
    const userId = c.get("user").id;
    const id = c.req.param("id");
    const now = c.get("now")();
    const found = await writeAtomically({ db: c.get("db"), storage: c.get("storage") }, async (tx) => {
      const [session] = await tx
        .select()
        .from(contractionSessions)
        .where(and(eq(contractionSessions.id, id), eq(contractionSessions.userId, userId)));
      if (!session) return false;
      // A contraction still running when she ends the session ends with it.
      await tx
        .update(contractions)
        .set({ endedAt: now })
        .where(
          and(eq(contractions.sessionId, id), eq(contractions.userId, userId), isNull(contractions.endedAt)),
        );
      if (!session.endedAt)
        await tx
          .update(contractionSessions)
          .set({ endedAt: now })
          .where(and(eq(contractionSessions.id, id), eq(contractionSessions.userId, userId)));
      return true;
    });
    if (!found) throw notFound("No such contraction session.");
    return c.json(await state(c));
  })
  .delete("/sessions/:id", async (c) => {
    const gone = await c
      .get("db")
      .delete(contractionSessions)
      .where(
        and(eq(contractionSessions.id, c.req.param("id")), eq(contractionSessions.userId, c.get("user").id)),
      )
      .returning({ id: contractionSessions.id });
    if (gone.length === 0) throw notFound("No such contraction session.");
    return c.json(await state(c));
  })
  .delete("/entries/:id", async (c) => {
    const gone = await c
      .get("db")
      .delete(contractions)
      .where(and(eq(contractions.id, c.req.param("id")), eq(contractions.userId, c.get("user").id)))
      .returning({ id: contractions.id });
    if (gone.length === 0) throw notFound("No such contraction.");
    return c.json(await state(c));
  });
