import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { POSTPARTUM_TOPICS, type PostpartumTopicContent, PREP_ITEMS } from "../../../content/postpartum";
import {
  type PostpartumEducation,
  type PostpartumTopic,
  type PrepGuide,
  type PrepItem,
  prepComingUp,
  prepCurrentFocus,
  topicCompleted,
  topicsAfterLoss,
  topicsForWeek,
} from "../../../shared/postpartum";
import type { Db } from "../../db/client";
import { educationModuleCompletions, prepItemCompletions } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { notFound } from "../../http/errors";
import { requireUser } from "../../http/require-user";
import { herToday, userDay } from "../../http/user-day";

const MODULE_TOPIC = new Map(POSTPARTUM_TOPICS.flatMap((t) => t.modules.map((m) => [m.id, t] as const)));
const PREP_BY_ID = new Map(PREP_ITEMS.map((i) => [i.id, i]));

type Done = Map<string, Date>;

async function doneModules(db: Db, userId: string): Promise<Done> {
  const rows = await db
    .select({ id: educationModuleCompletions.moduleId, at: educationModuleCompletions.completedAt })
    .from(educationModuleCompletions)
    .where(eq(educationModuleCompletions.userId, userId));
  return new Map(rows.map((r) => [r.id, r.at]));
}

async function donePrep(db: Db, userId: string): Promise<Done> {
  const rows = await db
    .select({ id: prepItemCompletions.itemId, at: prepItemCompletions.completedAt })
    .from(prepItemCompletions)
    .where(eq(prepItemCompletions.userId, userId));
  return new Map(rows.map((r) => [r.id, r.at]));
}

function toTopic(topic: PostpartumTopicContent, done: Done): PostpartumTopic {
  const modules = topic.modules.map((m) => ({
    id: m.id,
    type: m.type,
    title: m.title,
    content: m.content,
    items: m.items ?? [],
    duration: m.duration ?? null,
    completed: done.has(m.id),
    completedAt: done.get(m.id)?.toISOString() ?? null,
  }));
  const { id, category, title, description, importance, week, sources } = topic;
  return {
    id,
    category,
    title,
    description,
    importance,
    week,
    sources,
    modules,
    completed: topicCompleted(modules),
  };
}

function toPrepItem(item: (typeof PREP_ITEMS)[number], done: Done): PrepItem {
  const { id, title, description, category, importance, week, sources } = item;
  const at = done.get(id);
  return {
    id,
    title,
    description,
    category,
    importance,
    week,
    sources,
    completed: !!at,
    completedAt: at?.toISOString() ?? null,
  };
}

/** Postpartum education topics with her module progress, and the Postpartum Prep Guide. */
export const postpartumRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/topics", async (c) => {
    const { today } = userDay(c);
    const db = c.get("db");
    const userId = c.get("user").id;
    const [her, done] = await Promise.all([herToday(db, userId, today), doneModules(db, userId)]);
    // After a loss, only her own recovery, until she turns pregnancy content back on.
    const offered = her.babyContent ? POSTPARTUM_TOPICS : topicsAfterLoss(POSTPARTUM_TOPICS);
    return c.json<PostpartumEducation>({
      weeksSinceBirth: her.weeksSinceBirth,
      topics: topicsForWeek(offered, her.weeksSinceBirth).map((t) => toTopic(t, done)),
    });
  })
  .post("/modules/:id/complete", async (c) => {
    const moduleId = c.req.param("id");
    const topic = MODULE_TOPIC.get(moduleId);
    if (!topic) throw notFound("No such module.");
    const db = c.get("db");
    const userId = c.get("user").id;
    // One-way: the first completion is kept, a second one changes nothing.
    await db
      .insert(educationModuleCompletions)
      .values({ userId, topicId: topic.id, moduleId, completedAt: c.get("now")() })
      .onConflictDoNothing();
    return c.json(toTopic(topic, await doneModules(db, userId)));
  })
  .get("/prep", async (c) => {
    const { today } = userDay(c);
    const db = c.get("db");
    const userId = c.get("user").id;
    const her = await herToday(db, userId, today);
    if (her.pregnancyWeek === null || !her.babyContent) {
      return c.json<PrepGuide>({
        state: her.pregnant && her.babyContent ? "needs-due-date" : "not-pregnant",
        currentWeek: null,
        currentFocus: [],
        comingUp: [],
      });
    }
    const done = await donePrep(db, userId);
    const items = PREP_ITEMS.map((i) => toPrepItem(i, done));
    return c.json<PrepGuide>({
      state: "ready",
      currentWeek: her.pregnancyWeek,
      currentFocus: prepCurrentFocus(items, her.pregnancyWeek),
      comingUp: prepComingUp(items, her.pregnancyWeek),
    });
  })
  .post("/prep/:id/complete", async (c) => {
    const item = PREP_BY_ID.get(c.req.param("id"));
    if (!item) throw notFound("No such prep item.");
    const db = c.get("db");
    const userId = c.get("user").id;
    await db
      .insert(prepItemCompletions)
      .values({ userId, itemId: item.id, completedAt: c.get("now")() })
      .onConflictDoNothing();
    const [row] = await db
      .select({ at: prepItemCompletions.completedAt })
      .from(prepItemCompletions)
      .where(and(eq(prepItemCompletions.userId, userId), eq(prepItemCompletions.itemId, item.id)));
    return c.json(toPrepItem(item, new Map(row ? [[item.id, row.at]] : [])));
  });
