import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { owner } from "./owner";

/**
 * Her answered mood check-ins (PHQ-2, PHQ-9, GAD-7). Health data: read by her alone, never logged,
 * never in live events; each row deletable, all gone with her account.
 */
export const screeningResults = pgTable(
  "screening_results",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    instrument: text("instrument").notNull(),
    /** Each item's answer, 0 to 3, in the questionnaire's order. */
    answers: jsonb("answers").$type<number[]>().notNull(),
    difficulty: integer("difficulty"),
    score: integer("score").notNull(),
    note: text("note"),
    /** The offered moment it closed (src/shared/screening/schedule.ts), when it fell in one. */
    moment: text("moment"),
    /** Her local day. */
    takenOn: date("taken_on").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("screening_results_user_created_idx").on(t.userId, t.createdAt)],
);

/** A check-in she was offered and said "Not now" to: that moment is not offered again. */
export const screeningSkips = pgTable(
  "screening_skips",
  {
    userId: owner(),
    moment: text("moment").notNull(),
    skippedOn: date("skipped_on").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moment] })],
);
