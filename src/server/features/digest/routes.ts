import { Hono } from "hono";
import { type Digest, digestProgress, type WellnessTip } from "../../../shared/digest";
import { chooseDigest } from "../../../shared/digest/select";
import type { Db } from "../../db/client";
import { digestTipCompletions } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { notFound } from "../../http/errors";
import { requireUser } from "../../http/require-user";
import { userDay } from "../../http/user-day";
import { completionsOn, digestSignals } from "./signals";

/** Today's digest for her: the rules over her records, with what she has completed today. */
async function todaysDigest(db: Db, userId: string, tz: string, today: string): Promise<Digest> {
  const [signals, done] = await Promise.all([
    digestSignals(db, userId, tz, today),
    completionsOn(db, userId, today),
  ]);
  const tips: WellnessTip[] = chooseDigest(signals, [...done.keys()]).map((tip) => {
    const completedAt = done.get(tip.id);
    return { ...tip, completed: completedAt !== undefined, completedAt: completedAt?.toISOString() ?? null };
  });
  const completed = tips.filter((t) => t.completed).length;
  return { date: today, tips, completed, total: tips.length, progress: digestProgress(tips) };
}

/** Today's Wellness Digest, and completing its tips (stored for the day, one-way). */
export const digestRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const { tz, today } = userDay(c);
    return c.json(await todaysDigest(c.get("db"), c.get("user").id, tz, today));
  })
  .post("/tips/:id/complete", async (c) => {
    const { tz, today } = userDay(c);
    const db = c.get("db");
    const userId = c.get("user").id;
    const tipId = c.req.param("id");
    const before = await todaysDigest(db, userId, tz, today);
    const tip = before.tips.find((t) => t.id === tipId);
    if (!tip) throw notFound("That tip is not in today's digest.");
    if (tip.completed) return c.json(before);
    // One row per user, day and tip: a retry or a second tab finds it there and changes nothing.
    await db
      .insert(digestTipCompletions)
      .values({ userId, day: today, tipId, completedAt: c.get("now")() })
      .onConflictDoNothing();
    return c.json(await todaysDigest(db, userId, tz, today));
  });
