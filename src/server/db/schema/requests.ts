import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The first answer to each Idempotency-Key a user sent, so a retried request that creates things
 * gets that answer back instead of creating them twice. Keys belong to one user (two users may send
 * the same key) and are kept for a day (src/server/http/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** Which kind of request the key was first used for, e.g. "food.plate". */
    scope: text("scope").notNull(),
    /** SHA-256 of the scope and the validated request, to refuse a key reused for another request. */
    fingerprint: text("fingerprint").notNull(),
    /** The first answer's JSON body (its status is always 201 Created). */
    body: jsonb("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
