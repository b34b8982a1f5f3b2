import { date, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * A tip of Today's Wellness Digest she completed, on her own calendar day. One row per user, day
 * and tip: completing is one-way, and a second completion finds the row already there.
 */
export const digestTipCompletions = pgTable(
  "digest_tip_completions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    tipId: text("tip_id").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.tipId] })],
);
