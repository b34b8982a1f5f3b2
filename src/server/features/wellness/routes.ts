import { randomUUID } from "node:crypto";
import { zValidator } from "@hono/zod-validator";
import { and, desc, eq, gte, lt } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { addDays, startOfDay } from "../../../shared/dates";
import type { WithSafety } from "../../../shared/safety";
import {
  type DayLog,
  HYDRATION_GOAL,
  type Hydration,
  type MoodEntry,
  type SelfCareLog,
  type SleepLog,
  type WellnessSummary,
} from "../../../shared/wellness";
import { hydrationInput, moodInput, selfCareInput, sleepInput } from "../../../shared/wellness-input";
import type { Db } from "../../db/client";
import { hydrationDays, moodEntries, selfCareLogs, sleepLogs, workoutSessions } from "../../db/schema";
import type { Tx } from "../../db/transaction";
import type { AppEnv } from "../../http/context";
import { badRequest, notFound, validationHook } from "../../http/errors";
import { createOnceIfKeyed } from "../../http/idempotency";
import { requireUser } from "../../http/require-user";
import { readForSafety } from "../../http/safety";
import { requestedDate, userDay } from "../../http/user-day";
import { awardPoints } from "../gamification";
import { toMood, toSelfCare, toSession, toSleep } from "./mappers";
import { trendsByDay } from "./queries";

function limitParam(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 100)
    throw badRequest("limit must be a whole number from 1 to 100.");
  return n;
}

async function hydrationOn(db: Db, userId: string, date: string): Promise<Hydration> {
  const [row] = await db
    .select({ glasses: hydrationDays.glasses })
    .from(hydrationDays)
    .where(and(eq(hydrationDays.userId, userId), eq(hydrationDays.day, date)));
  return { date, glasses: row?.glasses ?? 0, goal: HYDRATION_GOAL };
}

type OwnedLog = typeof moodEntries | typeof sleepLogs | typeof selfCareLogs;

/** The signed-in user's newest entries of one kind: `?limit=` of them, 20 by default. */
function newestOwn<T extends OwnedLog>(c: Context<AppEnv>, table: T): Promise<T["$inferSelect"][]> {
  const log = table as typeof moodEntries;
  return c
    .get("db")
    .select()
    .from(log)
    .where(eq(log.userId, c.get("user").id))
    .orderBy(desc(log.createdAt))
    .limit(limitParam(c.req.query("limit"), 20)) as Promise<T["$inferSelect"][]>;
}

/** A new entry of one kind for the signed-in user, stamped with the app's clock. */
async function insertOwn<T extends OwnedLog>(
  c: Context<AppEnv>,
  table: T,
  values: Omit<T["$inferInsert"], "id" | "userId" | "createdAt">,
  db: Db | Tx = c.get("db"),
): Promise<T["$inferSelect"]> {
  const log = table as typeof moodEntries;
  const [row] = await db
    .insert(log)
    .values({
      ...(values as typeof moodEntries.$inferInsert),
      id: randomUUID(),
      userId: c.get("user").id,
      createdAt: c.get("now")(),
    })
    .returning();
  return row as T["$inferSelect"];
}

/** Mood, sleep, self-care and hydration records: each user reads and writes only her own. */
export const wellnessRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/moods", zValidator("json", moodInput, validationHook), async (c) => {
    const input = c.req.valid("json");
    // A check-in earns its points once a day of hers (`?tz=`), in the same transaction as the entry.
    const { today } = userDay(c);
    // Sent from the offline queue with an Idempotency-Key: a replay answers the first save.
    const saved = await createOnceIfKeyed(c, { scope: "mood", input }, async (tx) => {
      const entry = await insertOwn(
        c,
        moodEntries,
        {
          mood: input.mood_score,
          energy: input.energy_level,
          stress: input.stress_level,
          notes: input.notes,
        },
        tx,
      );
      await awardPoints(tx, { userId: entry.userId, kind: "mood", sourceId: today, at: entry.createdAt });
      return toMood(entry);
    });
    return c.json<WithSafety<MoodEntry>>({ ...saved, safety: await readForSafety(c, input.notes) }, 201);
  })
  .get("/moods", async (c) => c.json((await newestOwn(c, moodEntries)).map(toMood)))
  .post("/sleep", zValidator("json", sleepInput, validationHook), async (c) => {
    const input = c.req.valid("json");
    const saved = await createOnceIfKeyed(c, { scope: "sleep", input }, async (tx) =>
      toSleep(await insertOwn(c, sleepLogs, input, tx)),
    );
    return c.json<WithSafety<SleepLog>>({ ...saved, safety: await readForSafety(c, input.notes) }, 201);
  })
  .get("/sleep", async (c) => c.json((await newestOwn(c, sleepLogs)).map(toSleep)))
  .post("/self-care", zValidator("json", selfCareInput, validationHook), async (c) => {
    const input = c.req.valid("json");
    const { activities, notes } = input;
    const entered = activities.flatMap((a) => (a.minutes === null ? [] : [a.minutes]));
    const totalMinutes = entered.length > 0 ? entered.reduce((sum, m) => sum + m, 0) : null;
    const saved = await createOnceIfKeyed(c, { scope: "self-care", input }, async (tx) =>
      toSelfCare(await insertOwn(c, selfCareLogs, { activities, totalMinutes, notes }, tx)),
    );
    return c.json<WithSafety<SelfCareLog>>({ ...saved, safety: await readForSafety(c, notes) }, 201);
  })
  .get("/self-care", async (c) => c.json((await newestOwn(c, selfCareLogs)).map(toSelfCare)))
  .delete("/:kind{moods|sleep|self-care}/:id", async (c) => {
    const table = { moods: moodEntries, sleep: sleepLogs, "self-care": selfCareLogs }[
      c.req.param("kind") as "moods"
    ];
    const gone = await c
      .get("db")
      .delete(table)
      .where(and(eq(table.id, c.req.param("id")), eq(table.userId, c.get("user").id)))
      .returning({ id: table.id });
    if (gone.length === 0) throw notFound("No such entry.");
    return c.body(null, 204);
  })
  .get("/hydration", async (c) => {
    const { today } = userDay(c);
    return c.json(await hydrationOn(c.get("db"), c.get("user").id, requestedDate(c, today)));
  })
  .put("/hydration", zValidator("json", hydrationInput, validationHook), async (c) => {
    const { date, glasses } = c.req.valid("json");
    const { today } = userDay(c);
    if (date > addDays(today, 1))
      throw badRequest("Hydration can't be logged for a day that hasn't come yet.");
    // Setting the day's count is harmless to repeat, but a queued replay arriving after a later
    // change must not undo it: with a key, the first answer is repeated and nothing is written.
    const body = await createOnceIfKeyed(c, { scope: "hydration", input: { date, glasses } }, async (tx) => {
      await tx
        .insert(hydrationDays)
        .values({ userId: c.get("user").id, day: date, glasses, updatedAt: c.get("now")() })
        .onConflictDoUpdate({
          target: [hydrationDays.userId, hydrationDays.day],
          set: { glasses, updatedAt: c.get("now")() },
        });
      return { date, glasses, goal: HYDRATION_GOAL };
    });
    return c.json<Hydration>(body);
  })
  .get("/summary", async (c) => {
    const { today } = userDay(c);
    const userId = c.get("user").id;
    const db = c.get("db");
    const [mood, sleep, selfCare, hydration] = await Promise.all([
      db
        .select()
        .from(moodEntries)
        .where(eq(moodEntries.userId, userId))
        .orderBy(desc(moodEntries.createdAt))
        .limit(1),
      db
        .select()
        .from(sleepLogs)
        .where(eq(sleepLogs.userId, userId))
        .orderBy(desc(sleepLogs.createdAt))
        .limit(1),
      db
        .select()
        .from(selfCareLogs)
        .where(eq(selfCareLogs.userId, userId))
        .orderBy(desc(selfCareLogs.createdAt))
        .limit(1),
      hydrationOn(db, userId, today),
    ]);
    return c.json<WellnessSummary>({
      today,
      latestMood: mood[0] ? toMood(mood[0]) : null,
      latestSleep: sleep[0] ? toSleep(sleep[0]) : null,
      latestSelfCare: selfCare[0] ? toSelfCare(selfCare[0]) : null,
      hydration,
    });
  })
  .get("/trends", async (c) => {
    const { tz, today } = userDay(c);
    const days = Number(c.req.query("days") ?? 7);
    if (days !== 7 && days !== 30) throw badRequest("days must be 7 or 30.");
    return c.json(await trendsByDay(c.get("db"), c.get("user").id, tz, addDays(today, -(days - 1)), today));
  })
  .get("/day", async (c) => {
    const { tz, today } = userDay(c);
    const date = requestedDate(c, today);
    const start = startOfDay(date, tz);
    const end = startOfDay(addDays(date, 1), tz);
    const userId = c.get("user").id;
    const db = c.get("db");
    const [moods, sleep, selfCare, workouts, hydration] = await Promise.all([
      db
        .select()
        .from(moodEntries)
        .where(
          and(
            eq(moodEntries.userId, userId),
            gte(moodEntries.createdAt, start),
            lt(moodEntries.createdAt, end),
          ),
        )
        .orderBy(moodEntries.createdAt),
      db
        .select()
        .from(sleepLogs)
        .where(
          and(eq(sleepLogs.userId, userId), gte(sleepLogs.createdAt, start), lt(sleepLogs.createdAt, end)),
        )
        .orderBy(sleepLogs.createdAt),
      db
        .select()
        .from(selfCareLogs)
        .where(
          and(
            eq(selfCareLogs.userId, userId),
            gte(selfCareLogs.createdAt, start),
            lt(selfCareLogs.createdAt, end),
          ),
        )
        .orderBy(selfCareLogs.createdAt),
      db
        .select()
        .from(workoutSessions)
        .where(
          and(
            eq(workoutSessions.userId, userId),
            gte(workoutSessions.completedAt, start),
            lt(workoutSessions.completedAt, end),
          ),
        )
        .orderBy(workoutSessions.completedAt),
      hydrationOn(db, userId, date),
    ]);
    return c.json<DayLog>({
      date,
      moods: moods.map(toMood),
      sleep: sleep.map(toSleep),
      selfCare: selfCare.map(toSelfCare),
      workouts: workouts.map(toSession),
      hydration,
    });
  });
