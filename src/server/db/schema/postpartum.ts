import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { owner } from "./owner";

// Completion of Bloom's postpartum content, one-way: a row exists once she has completed the
// module or prep item, and is never changed. A topic is complete when all its modules have rows.

export const educationModuleCompletions = pgTable(
  "education_module_completions",
  {
    userId: owner(),
    topicId: text("topic_id").notNull(),
    moduleId: text("module_id").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] })],
);

export const prepItemCompletions = pgTable(
  "prep_item_completions",
  {
    userId: owner(),
    itemId: text("item_id").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);

/**
 * A ticked item of a postpartum checklist module. The item is kept by its words (and its place in
 * the list when ticked): if Bloom rewrites an item, its old tick no longer counts rather than
 * landing on a different item. Unticking deletes the row.
 */
export const educationChecklistTicks = pgTable(
  "education_checklist_ticks",
  {
    userId: owner(),
    moduleId: text("module_id").notNull(),
    item: text("item").notNull(),
    position: integer("position").notNull(),
    tickedAt: timestamp("ticked_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId, t.item] })],
);

/** What she wrote for a reflection module: one text per module, replaced when she saves again. */
export const educationReflections = pgTable(
  "education_reflections",
  {
    userId: owner(),
    moduleId: text("module_id").notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] })],
);
