import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { owner } from "./owner";

// The community (docs: README "Community"). Counts are always counted from these rows.

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A post. `stage`, `trimester` and `week` are the author's when she posted (from her profile), so
 * the post keeps saying "week 21" after she moves on. `status`: visible, hidden (reported by 3
 * members, until a moderator looks) or removed (by a moderator).
 */
export const communityPosts = pgTable(
  "community_posts",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    content: text("content").notNull(),
    category: text("category").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    photoPath: text("photo_path"),
    stage: text("stage"),
    journey: text("journey"),
    trimester: integer("trimester"),
    week: integer("week"),
    anonymous: boolean("anonymous").notNull().default(false),
    status: text("status").notNull().default("visible"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    index("community_posts_created_idx").on(t.createdAt, t.id),
    index("community_posts_user_idx").on(t.userId),
  ],
);

export const communityComments = pgTable(
  "community_comments",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    postId: text("post_id")
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    anonymous: boolean("anonymous").notNull().default(false),
    status: text("status").notNull().default("visible"),
    /** When the post's author marked it helpful. */
    helpfulAt: at("helpful_at"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    index("community_comments_post_idx").on(t.postId, t.createdAt),
    // Her own comments (the overview's "marked helpful" count, her account's erasure).
    index("community_comments_user_idx").on(t.userId),
  ],
);

const reaction = (name: string) =>
  pgTable(
    name,
    {
      postId: text("post_id")
        .notNull()
        .references(() => communityPosts.id, { onDelete: "cascade" }),
      userId: owner(),
      createdAt: at("created_at").notNull(),
    },
    (t) => [primaryKey({ columns: [t.postId, t.userId] }), index(`${name}_user_idx`).on(t.userId)],
  );

/** One like per member and post; unliking deletes the row. */
export const communityLikes = reaction("community_likes");
/** The pregnancy card's "Support": once given, it stays (the spec has no un-support). */
export const communitySupports = reaction("community_supports");
/** A member shared the post (once per post: sharing again changes nothing). */
export const communityShares = reaction("community_shares");

/**
 * A member's report of a post or a comment. One open report per member and item; a moderator's
 * decision closes the open ones (`resolvedAt`), so three new reports can hide it again.
 */
export const communityReports = pgTable(
  "community_reports",
  {
    id: text("id").primaryKey(),
    reporterId: owner(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    reason: text("reason").notNull(),
    details: text("details"),
    createdAt: at("created_at").notNull(),
    resolvedAt: at("resolved_at"),
  },
  (t) => [
    uniqueIndex("community_reports_open_idx")
      .on(t.targetType, t.targetId, t.reporterId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * She blocked a member: neither sees the other's posts or comments anywhere. `label` is the name
 * she saw (the pseudonym for an anonymous post), so her list of blocks never reveals who it was.
 */
export const communityBlocks = pgTable(
  "community_blocks",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("community_blocks_pair_idx").on(t.userId, t.blockedId),
    index("community_blocks_blocked_idx").on(t.blockedId),
  ],
);

/** Community roles: a moderator (also anyone in ADMIN_EMAILS), and bans. */
export const communityMembers = pgTable("community_members", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  moderator: boolean("moderator").notNull().default(false),
  bannedAt: at("banned_at"),
  updatedAt: at("updated_at").notNull(),
});
