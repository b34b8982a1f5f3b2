import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { owner } from "./owner";

/**
 * Points she earned, one row per action (src/shared/gamification.ts POINTS). The action's own id
 * is the source (a workout session's id, a share's id, a helpful comment's id; a mood check-in's
 * day, since a check-in earns points once a day), and (user, kind, source) is unique: a retried
 * request or a replayed event inserts nothing the second time. Written in the same transaction as
 * the action.
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: owner(),
    kind: text("kind").notNull(),
    sourceId: text("source_id").notNull(),
    points: integer("points").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("points_ledger_user_kind_source_idx").on(t.userId, t.kind, t.sourceId),
    index("points_ledger_user_created_idx").on(t.userId, t.createdAt),
  ],
);
