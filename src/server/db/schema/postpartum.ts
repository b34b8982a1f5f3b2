import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
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
