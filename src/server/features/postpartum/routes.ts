import { zValidator } from "@hono/zod-validator";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { POSTPARTUM_TOPICS, type PostpartumTopicContent, PREP_ITEMS } from "../../../content/postpartum";
import {
  type ModuleReflection,
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
import { checklistTickInput, reflectionInput } from "../../../shared/postpartum/writing-input";
import type { WithSafety } from "../../../shared/safety";
import type { Db } from "../../db/client";
import {
  educationChecklistTicks,
  educationModuleCompletions,
  educationReflections,
  prepItemCompletions,
} from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { notFound, validationHook } from "../../http/errors";
import { requireUser } from "../../http/require-user";
import { readForSafety } from "../../http/safety";
import { herToday, userDay } from "../../http/user-day";

const MODULE_TOPIC = new Map(POSTPARTUM_TOPICS.flatMap((t) => t.modules.map((m) => [m.id, t] as const)));
const MODULE_BY_ID = new Map(POSTPARTUM_TOPICS.flatMap((t) => t.modules.map((m) => [m.id, m] as const)));
const PREP_BY_ID = new Map(PREP_ITEMS.map((i) => [i.id, i]));

type Done = Map<string, Date>;

/** Her modules done, the checklist items she ticked (by their words) and her reflections, by module. */
interface Progress {
  done: Done;
  ticks: Map<string, Set<string>>;
  reflections: Map<string, ModuleReflection>;
}

async function herProgress(db: Db, userId: string): Promise<Progress> {
  const [done, ticks, reflections] = await Promise.all([
    db
      .select({ id: educationModuleCompletions.moduleId, at: educationModuleCompletions.completedAt })
      .from(educationModuleCompletions)
      .where(eq(educationModuleCompletions.userId, userId)),
    db
      .select({ id: educationChecklistTicks.moduleId, item: educationChecklistTicks.item })
      .from(educationChecklistTicks)
      .where(eq(educationChecklistTicks.userId, userId)),
    db
      .select({
        id: educationReflections.moduleId,
        content: educationReflections.content,
        at: educationReflections.updatedAt,
      })
      .from(educationReflections)
      .where(eq(educationReflections.userId, userId)),
  ]);
  const ticked = new Map<string, Set<string>>();
  for (const t of ticks) ticked.set(t.id, (ticked.get(t.id) ?? new Set()).add(t.item));
  return {
    done: new Map(done.map((r) => [r.id, r.at])),
    ticks: ticked,
    reflections: new Map(
      reflections.map((r) => [r.id, { content: r.content, updatedAt: r.at.toISOString() }]),
    ),
  };
}

async function donePrep(db: Db, userId: string): Promise<Done> {
  const rows = await db
    .select({ id: prepItemCompletions.itemId, at: prepItemCompletions.completedAt })
    .from(prepItemCompletions)
    .where(eq(prepItemCompletions.userId, userId));
  return new Map(rows.map((r) => [r.id, r.at]));
}

function toTopic(topic: PostpartumTopicContent, { done, ticks, reflections }: Progress): PostpartumTopic {
  const modules = topic.modules.map((m) => ({
    id: m.id,
    type: m.type,
    title: m.title,
    content: m.content,
    items: m.items ?? [],
    duration: m.duration ?? null,
    completed: done.has(m.id),
    completedAt: done.get(m.id)?.toISOString() ?? null,
    ticked: m.type === "checklist" ? (m.items ?? []).map((item) => ticks.get(m.id)?.has(item) ?? false) : [],
    reflection: m.type === "reflection" ? (reflections.get(m.id) ?? null) : null,
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
    const [her, progress] = await Promise.all([herToday(db, userId, today), herProgress(db, userId)]);
    // After a loss, only her own recovery, until she turns pregnancy content back on.
    const offered = her.babyContent ? POSTPARTUM_TOPICS : topicsAfterLoss(POSTPARTUM_TOPICS);
    return c.json<PostpartumEducation>({
      weeksSinceBirth: her.weeksSinceBirth,
      topics: topicsForWeek(offered, her.weeksSinceBirth).map((t) => toTopic(t, progress)),
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
    return c.json(toTopic(topic, await herProgress(db, userId)));
  })
  // A checklist item ticked or unticked; kept per member until she changes it.
  .put("/modules/:id/items/:index", zValidator("json", checklistTickInput, validationHook), async (c) => {
    const moduleId = c.req.param("id");
    const topic = MODULE_TOPIC.get(moduleId);
    const module = MODULE_BY_ID.get(moduleId);
    const position = Number(c.req.param("index"));
    const item = module?.type === "checklist" ? module.items?.[position] : undefined;
    if (!topic || item === undefined || !Number.isInteger(position))
      throw notFound("No such checklist item.");
    const db = c.get("db");
    const userId = c.get("user").id;
    if (c.req.valid("json").ticked) {
      await db
        .insert(educationChecklistTicks)
        .values({ userId, moduleId, item, position, tickedAt: c.get("now")() })
        .onConflictDoNothing();
    } else {
      await db
        .delete(educationChecklistTicks)
        .where(
          and(
            eq(educationChecklistTicks.userId, userId),
            eq(educationChecklistTicks.moduleId, moduleId),
            eq(educationChecklistTicks.item, item),
          ),
        );
    }
    return c.json(toTopic(topic, await herProgress(db, userId)));
  })
  // What she writes for a reflection: saved for her only, replaced when she saves again, removed
  // when she clears it. Her words are read by the safety module like everything she writes.
  .put("/modules/:id/reflection", zValidator("json", reflectionInput, validationHook), async (c) => {
    const moduleId = c.req.param("id");
    const topic = MODULE_TOPIC.get(moduleId);
    if (!topic || MODULE_BY_ID.get(moduleId)?.type !== "reflection") throw notFound("No such reflection.");
    const { content } = c.req.valid("json");
    const db = c.get("db");
    const userId = c.get("user").id;
    const safety = await readForSafety(c, content);
    const now = c.get("now")();
    if (content) {
      await db
        .insert(educationReflections)
        .values({ userId, moduleId, content, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [educationReflections.userId, educationReflections.moduleId],
          set: { content, updatedAt: now },
        });
    } else {
      await db
        .delete(educationReflections)
        .where(and(eq(educationReflections.userId, userId), eq(educationReflections.moduleId, moduleId)));
    }
    return c.json<WithSafety<PostpartumTopic>>({ ...toTopic(topic, await herProgress(db, userId)), safety });
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
