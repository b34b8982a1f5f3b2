import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { owner } from "./owner";

// Her data travelling: read-only links she gives her midwife or partner (src/server/features/data-transfer).

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A read-only link to the categories she picked. Only the SHA-256 of its token is kept: the link
 * itself is shown to her once, when she makes it. Revoked or past `expires_at`, it shows nothing.
 */
export const shareLinks = pgTable(
  "share_links",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    tokenHash: text("token_hash").notNull(),
    label: text("label"),
    categories: jsonb("categories").$type<string[]>().notNull(),
    /** Her time zone when she made it: the shared page counts days on her calendar. */
    timeZone: text("time_zone").notNull(),
    createdAt: at("created_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    viewCount: integer("view_count").notNull().default(0),
    lastViewedAt: at("last_viewed_at"),
  },
  (t) => [
    uniqueIndex("share_links_token_hash_idx").on(t.tokenHash),
    index("share_links_user_created_idx").on(t.userId, t.createdAt),
  ],
);
