import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, real, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { owner } from "./owner";

// Her pregnancy records. Every row belongs to one user (deleted with the account) and is read
// only by her; the export includes all of them.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A symptom she logged, with how bad it was; `week` is her pregnancy week when she logged it. */
export const pregnancySymptoms = pgTable(
  "pregnancy_symptoms",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    symptom: text("symptom").notNull(),
    severity: text("severity").notNull(),
    notes: text("notes"),
    week: integer("week"),
    loggedAt: at("logged_at").notNull(),
  },
  (t) => [index("pregnancy_symptoms_user_logged_idx").on(t.userId, t.loggedAt)],
);

/** The spec's pregnancy journal entry (weight in lbs). */
export const pregnancyJournalEntries = pgTable(
  "pregnancy_journal_entries",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    date: date("date").notNull(),
    week: integer("week"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    mood: integer("mood").notNull(),
    milestone: text("milestone"),
    weightLbs: real("weight_lbs"),
    babyKicks: integer("baby_kicks"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [index("pregnancy_journal_user_date_idx").on(t.userId, t.date)],
);

/** A journal photo: re-encoded like check-in photos and kept in the private storage under `path`. */
export const pregnancyJournalPhotos = pgTable(
  "pregnancy_journal_photos",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    entryId: text("entry_id")
      .notNull()
      .references(() => pregnancyJournalEntries.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    position: integer("position").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("pregnancy_journal_photos_entry_idx").on(t.entryId)],
);

/**
 * A kick-counting session: ten movements, timed. It ends at the tenth movement or when she stops;
 * at most one is open per user.
 */
export const kickSessions = pgTable(
  "kick_sessions",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    startedAt: at("started_at").notNull(),
    kicks: integer("kicks").notNull().default(0),
    lastKickAt: at("last_kick_at"),
    tenthAt: at("tenth_at"),
    endedAt: at("ended_at"),
  },
  (t) => [
    index("kick_sessions_user_started_idx").on(t.userId, t.startedAt),
    uniqueIndex("kick_sessions_one_open_idx").on(t.userId).where(sql`${t.endedAt} is null`),
  ],
);

/** A stretch of contraction timing: from her first contraction until she ends it; at most one open per user. */
export const contractionSessions = pgTable(
  "contraction_sessions",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    startedAt: at("started_at").notNull(),
    endedAt: at("ended_at"),
  },
  (t) => [
    index("contraction_sessions_user_started_idx").on(t.userId, t.startedAt),
    uniqueIndex("contraction_sessions_one_open_idx").on(t.userId).where(sql`${t.endedAt} is null`),
  ],
);

/** One timed contraction, in a session; at most one is running per user. */
export const contractions = pgTable(
  "contractions",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    sessionId: text("session_id")
      .notNull()
      .references(() => contractionSessions.id, { onDelete: "cascade" }),
    startedAt: at("started_at").notNull(),
    endedAt: at("ended_at"),
  },
  (t) => [
    index("contractions_user_started_idx").on(t.userId, t.startedAt),
    index("contractions_session_idx").on(t.sessionId),
    uniqueIndex("contractions_one_running_idx").on(t.userId).where(sql`${t.endedAt} is null`),
  ],
);
