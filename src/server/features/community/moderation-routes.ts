import { and, count, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { ModerationItem } from "../../../shared/community";
import {
  communityComments,
  communityMembers,
  communityPosts,
  communityReports,
  profiles,
  users,
} from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { badRequest, notFound } from "../../http/errors";
import { requireModerator } from "./roles";
import { announce, authorOf } from "./service";

const ACTIONS = ["restore", "remove", "ban"] as const;

/**
 * The moderation queue: posts and comments hidden after reports, and anything with open reports.
 * A moderator restores (visible again, the reports closed), removes, or removes and bans the author
 * (who then writes nothing more, and whose words nobody else sees). An anonymous author stays
 * anonymous here too: the queue shows the pseudonym only.
 */
export const moderationRoutes = new Hono<AppEnv>()
  .use(requireModerator)
  .get("/queue", async (c) => {
    const db = c.get("db");
    const secret = c.get("config").authSecret;
    const open = await db
      .select({
        targetType: communityReports.targetType,
        targetId: communityReports.targetId,
        reason: communityReports.reason,
        n: count(),
      })
      .from(communityReports)
      .where(isNull(communityReports.resolvedAt))
      .groupBy(communityReports.targetType, communityReports.targetId, communityReports.reason);
    const ids = (type: string) => [
      ...new Set(open.filter((r) => r.targetType === type).map((r) => r.targetId)),
    ];
    const postIds = ids("post");
    const commentIds = ids("comment");
    const posts = await db
      .select({ row: communityPosts, displayName: profiles.displayName, userName: users.name })
      .from(communityPosts)
      .innerJoin(users, eq(users.id, communityPosts.userId))
      .leftJoin(profiles, eq(profiles.userId, communityPosts.userId))
      .where(
        and(
          or(
            eq(communityPosts.status, "hidden"),
            postIds.length ? inArray(communityPosts.id, postIds) : sql`false`,
          ),
          sql`${communityPosts.status} <> 'removed'`,
        ),
      );
    const comments = await db
      .select({ row: communityComments, displayName: profiles.displayName, userName: users.name })
      .from(communityComments)
      .innerJoin(users, eq(users.id, communityComments.userId))
      .leftJoin(profiles, eq(profiles.userId, communityComments.userId))
      .where(
        and(
          or(
            eq(communityComments.status, "hidden"),
            commentIds.length ? inArray(communityComments.id, commentIds) : sql`false`,
          ),
          sql`${communityComments.status} <> 'removed'`,
        ),
      );
    const reportsOf = (type: string, id: string) =>
      open
        .filter((r) => r.targetType === type && r.targetId === id)
        .map((r) => ({ reason: r.reason, count: Number(r.n) }));
    const items: ModerationItem[] = [
      ...posts.map(({ row, displayName, userName }) => ({
        type: "post" as const,
        id: row.id,
        postId: row.id,
        content: row.content,
        author: authorOf(secret, { userId: row.userId, anonymous: row.anonymous, displayName, userName }),
        hidden: row.status === "hidden",
        reports: reportsOf("post", row.id),
        createdAt: row.createdAt.toISOString(),
      })),
      ...comments.map(({ row, displayName, userName }) => ({
        type: "comment" as const,
        id: row.id,
        postId: row.postId,
        content: row.content,
        author: authorOf(secret, { userId: row.userId, anonymous: row.anonymous, displayName, userName }),
        hidden: row.status === "hidden",
        reports: reportsOf("comment", row.id),
        createdAt: row.createdAt.toISOString(),
      })),
    ].sort((a, b) => Number(b.hidden) - Number(a.hidden) || b.createdAt.localeCompare(a.createdAt));
    return c.json(items);
  })
  .post("/:type/:id/:action", async (c) => {
    const type = c.req.param("type");
    const action = c.req.param("action");
    if (type !== "posts" && type !== "comments") throw notFound("No such moderation route.");
    if (!(ACTIONS as readonly string[]).includes(action))
      throw badRequest("action must be restore, remove or ban.");
    const table = type === "posts" ? communityPosts : communityComments;
    const id = c.req.param("id");
    const now = c.get("now")();
    const done = await c.get("db").transaction(async (tx) => {
      const [row] = await tx
        .update(table)
        .set({ status: action === "restore" ? "visible" : "removed" })
        .where(eq(table.id, id))
        .returning({ userId: table.userId });
      if (!row) return false;
      // The reports are answered: three new ones would hide it again.
      await tx
        .update(communityReports)
        .set({ resolvedAt: now })
        .where(
          and(
            eq(communityReports.targetType, type === "posts" ? "post" : "comment"),
            eq(communityReports.targetId, id),
            isNull(communityReports.resolvedAt),
          ),
        );
      if (action === "ban")
        await tx
          .insert(communityMembers)
          .values({ userId: row.userId, bannedAt: now, updatedAt: now })
          .onConflictDoUpdate({ target: communityMembers.userId, set: { bannedAt: now, updatedAt: now } });
      if (type === "posts" && action !== "restore")
        await announce(tx, { type: "post.removed", payload: { postId: id } }, { id: c.get("user").id });
      return true;
    });
    if (!done) throw notFound("Nothing to moderate there.");
    return c.json({ done: action });
  });
