import { createHmac } from "node:crypto";
import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { TEAM_NAME } from "../../../content/community/team-threads";
import {
  avatarOf,
  type CommunityAuthor,
  type CommunityComment,
  type CommunityPost,
  type FeedFilter,
  FILTER_MATCH,
  type PostCategory,
  pseudonymFrom,
} from "../../../shared/community";
import type { JourneyId } from "../../../shared/journeys";
import type { Db } from "../../db/client";
import {
  communityBlocks,
  communityComments,
  communityLikes,
  communityMembers,
  communityPosts,
  communityReports,
  communityShares,
  communitySupports,
  profiles,
  users,
} from "../../db/schema";
import type { Tx } from "../../db/transaction";
import { publish, type RecipientFilter } from "../../realtime";
import { awardPoints, revokePoints } from "../gamification";
import { BLOOM_TEAM_USER_ID } from "./team-account";

/** Who is looking: every read is filtered for her (blocks, her own posts under review). */
export interface Viewer {
  userId: string;
}

// ---------------------------------------------------------------------------------------------
// Hooks for the parts other engineers build. Each is called inside the write's transaction.

export type CommunityEvent =
  | { type: "post.created"; payload: { postId: string; category: string } }
  | { type: "comment.created"; payload: { postId: string; commentId: string } }
  | { type: "post.liked"; payload: { postId: string; likes: number } }
  | { type: "post.supported"; payload: { postId: string; supports: number } }
  | { type: "post.shared"; payload: { postId: string; shares: number } }
  | { type: "post.removed"; payload: { postId: string } };

/**
 * Tells everyone viewing the community what happened, live (src/server/realtime: stored in the
 * outbox in this transaction, sent once it commits). The payload carries ids, counts and the name
 * the member showed (her pseudonym when she wrote anonymously): never her id; `actorId` stays on
 * the server, for the block filter below.
 */
export async function announce(
  tx: Tx,
  event: CommunityEvent,
  actor: { id: string; name?: string },
): Promise<void> {
  await publish(tx, {
    topic: "community",
    type: event.type,
    payload: { ...event.payload, ...(actor.name && { actorName: actor.name }) },
    actorId: actor.id,
  });
}

/** Live events skip members blocked either way: she hears nothing of someone she cannot see. */
export const communityLiveFilter: RecipientFilter = async (db, recipientId, events) => {
  const actors = [
    ...new Set(events.flatMap((e) => (e.actorId && e.actorId !== recipientId ? [e.actorId] : []))),
  ];
  if (actors.length === 0) return events;
  const blocked = await db
    .select({ a: communityBlocks.userId, b: communityBlocks.blockedId })
    .from(communityBlocks)
    .where(
      or(
        and(eq(communityBlocks.userId, recipientId), inArray(communityBlocks.blockedId, actors)),
        and(eq(communityBlocks.blockedId, recipientId), inArray(communityBlocks.userId, actors)),
      ),
    );
  const hidden = new Set(blocked.map((r) => (r.a === recipientId ? r.b : r.a)));
  return events.filter((e) => !e.actorId || !hidden.has(e.actorId));
};

/**
 * Points (the rules: src/shared/gamification.ts POINTS): +10 for each post she shares, +20 for each
 * reply she writes on another member's post. Inside the action's transaction; the same post or
 * reply never earns twice, and deleting it takes its points back.
 */
export async function rewardPost(tx: Tx, userId: string, postId: string): Promise<void> {
  await awardPoints(tx, { userId, kind: "post", sourceId: postId });
}
export async function rewardReply(
  tx: Tx,
  reply: { userId: string; commentId: string; postAuthorId: string },
): Promise<void> {
  // Answering on her own post is conversation, not helping another mom.
  if (reply.userId === reply.postAuthorId) return;
  await awardPoints(tx, { userId: reply.userId, kind: "reply", sourceId: reply.commentId });
}
export async function unrewardPost(tx: Tx, userId: string, postId: string): Promise<void> {
  await revokePoints(tx, { userId, kind: "post", sourceId: postId });
}
export async function unrewardReply(tx: Tx, userId: string, commentId: string): Promise<void> {
  await revokePoints(tx, { userId, kind: "reply", sourceId: commentId });
}

// ---------------------------------------------------------------------------------------------
// Names

/** The stable pseudonym of a member, from a keyed hash of her id (nobody can work back from it). */
export function pseudonymOf(secret: string, userId: string): string {
  const digest = createHmac("sha256", secret).update(`community-pseudonym:${userId}`).digest();
  return pseudonymFrom(digest);
}

export function authorOf(
  secret: string,
  row: { userId: string; anonymous: boolean; displayName: string | null; userName: string },
): CommunityAuthor {
  // The Bloom team is named and marked by its account, never by a name anyone could choose.
  if (row.userId === BLOOM_TEAM_USER_ID)
    return { name: TEAM_NAME, ...avatarOf(TEAM_NAME), anonymous: false, team: true };
  const name = row.anonymous
    ? pseudonymOf(secret, row.userId)
    : row.displayName?.trim() || row.userName.trim() || "Bloom member";
  return { name, ...avatarOf(name), anonymous: row.anonymous };
}

// ---------------------------------------------------------------------------------------------
// Visibility: one rule for every read.

/** Neither blocked the other. */
function notBlocked(viewerId: string, authorId: SQL | typeof communityPosts.userId) {
  return sql`not exists (select 1 from ${communityBlocks} where (${communityBlocks.userId} = ${viewerId} and ${communityBlocks.blockedId} = ${authorId}) or (${communityBlocks.userId} = ${authorId} and ${communityBlocks.blockedId} = ${viewerId}))`;
}

/** The author is not banned. */
function notBanned(authorId: SQL | typeof communityPosts.userId) {
  return sql`not exists (select 1 from ${communityMembers} where ${communityMembers.userId} = ${authorId} and ${communityMembers.bannedAt} is not null)`;
}

/** A post she may see: visible (or her own while it is under review), author not banned, no block. */
export function postVisibleTo(viewer: Viewer): SQL {
  return and(
    or(
      eq(communityPosts.status, "visible"),
      and(eq(communityPosts.status, "hidden"), eq(communityPosts.userId, viewer.userId)),
    ),
    or(eq(communityPosts.userId, viewer.userId), notBanned(communityPosts.userId)),
    notBlocked(viewer.userId, communityPosts.userId),
  )!;
}

function commentVisibleTo(viewer: Viewer): SQL {
  return and(
    or(
      eq(communityComments.status, "visible"),
      and(eq(communityComments.status, "hidden"), eq(communityComments.userId, viewer.userId)),
    ),
    or(eq(communityComments.userId, viewer.userId), notBanned(sql`${communityComments.userId}`)),
    notBlocked(viewer.userId, sql`${communityComments.userId}`),
  )!;
}

// ---------------------------------------------------------------------------------------------
// Reading posts

export interface FeedQuery {
  filter?: FeedFilter;
  journey?: JourneyId;
  trimester?: number;
  tag?: string;
  /** Only this post. */
  postId?: string;
  before?: { createdAt: Date; id: string };
  limit: number;
}

export function encodeCursor(post: { createdAt: string; id: string }): string {
  return Buffer.from(`${post.createdAt}|${post.id}`).toString("base64url");
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at ?? "");
  if (!id || Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id };
}

function filterCondition(filter: FeedFilter): SQL | undefined {
  if (filter === "all") return undefined;
  const match = FILTER_MATCH[filter];
  const parts: SQL[] = [];
  if (match.journeys.length) parts.push(inArray(communityPosts.journey, match.journeys));
  if (match.categories.length) parts.push(inArray(communityPosts.category, match.categories));
  if (match.tags.length)
    parts.push(
      sql`${communityPosts.tags} && array[${sql.join(
        match.tags.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`,
    );
  return or(...parts);
}

const count = (table: typeof communityLikes) =>
  sql<number>`(select count(*)::int from ${table} where ${table.postId} = ${communityPosts.id})`;
const has = (table: typeof communityLikes, userId: string) =>
  sql<boolean>`exists (select 1 from ${table} where ${table.postId} = ${communityPosts.id} and ${table.userId} = ${userId})`;

/** Posts newest first, as she may see them, with their counts counted from the rows. */
export async function readPosts(
  db: Db,
  secret: string,
  viewer: Viewer,
  q: FeedQuery,
): Promise<CommunityPost[]> {
  const conditions: (SQL | undefined)[] = [postVisibleTo(viewer)];
  if (q.filter) conditions.push(filterCondition(q.filter));
  if (q.journey) conditions.push(eq(communityPosts.journey, q.journey));
  if (q.trimester) conditions.push(eq(communityPosts.trimester, q.trimester));
  if (q.tag) conditions.push(sql`${q.tag} = any(${communityPosts.tags})`);
  if (q.postId) conditions.push(eq(communityPosts.id, q.postId));
  if (q.before)
    conditions.push(
      sql`(${communityPosts.createdAt}, ${communityPosts.id}) < (${q.before.createdAt.toISOString()}::timestamptz, ${q.before.id})`,
    );
  const rows = await db
    .select({
      post: communityPosts,
      displayName: profiles.displayName,
      userName: users.name,
      likes: count(communityLikes),
      supports: count(communitySupports),
      shares: count(communityShares),
      comments: sql<number>`(select count(*)::int from ${communityComments} where ${communityComments.postId} = ${communityPosts.id} and ${commentVisibleTo(viewer)})`,
      isLiked: has(communityLikes, viewer.userId),
      isSupported: has(communitySupports, viewer.userId),
      isShared: has(communityShares, viewer.userId),
    })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.userId))
    .leftJoin(profiles, eq(profiles.userId, communityPosts.userId))
    .where(and(...conditions))
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(q.limit);
  return rows.map((r) => {
    const p = r.post;
    return {
      id: p.id,
      author: authorOf(secret, {
        userId: p.userId,
        anonymous: p.anonymous,
        displayName: r.displayName,
        userName: r.userName,
      }),
      stage: p.stage,
      journey: p.journey as JourneyId | null,
      trimester: p.trimester,
      week: p.week,
      content: p.content,
      category: p.category as PostCategory,
      tags: p.tags,
      image: p.photoPath ? `/api/community/posts/${p.id}/photo` : null,
      likes: Number(r.likes),
      comments: Number(r.comments),
      supports: Number(r.supports),
      shares: Number(r.shares),
      isLiked: Boolean(r.isLiked),
      isSupported: Boolean(r.isSupported),
      isShared: Boolean(r.isShared),
      mine: p.userId === viewer.userId,
      status: p.status === "visible" ? "visible" : "under_review",
      createdAt: p.createdAt.toISOString(),
    };
  });
}

export async function readPost(db: Db, secret: string, viewer: Viewer, postId: string) {
  const [post] = await readPosts(db, secret, viewer, { postId, limit: 1 });
  return post;
}

/** The raw row of a post she may see (for writes on it), or undefined. */
export async function visiblePostRow(db: Db | Tx, viewer: Viewer, postId: string) {
  const [row] = await db
    .select()
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), postVisibleTo(viewer)));
  return row;
}

export async function visibleCommentRow(db: Db | Tx, viewer: Viewer, commentId: string) {
  const [row] = await db
    .select({ comment: communityComments })
    .from(communityComments)
    .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
    .where(and(eq(communityComments.id, commentId), commentVisibleTo(viewer), postVisibleTo(viewer)));
  return row?.comment;
}

/** A post's comments, oldest first, as she may see them. */
export async function readComments(
  db: Db,
  secret: string,
  viewer: Viewer,
  postId: string,
  onlyId?: string,
): Promise<CommunityComment[]> {
  const rows = await db
    .select({ comment: communityComments, displayName: profiles.displayName, userName: users.name })
    .from(communityComments)
    .innerJoin(users, eq(users.id, communityComments.userId))
    .leftJoin(profiles, eq(profiles.userId, communityComments.userId))
    .where(
      and(
        eq(communityComments.postId, postId),
        commentVisibleTo(viewer),
        onlyId ? eq(communityComments.id, onlyId) : undefined,
      ),
    )
    .orderBy(communityComments.createdAt, communityComments.id)
    .limit(500);
  return rows.map(({ comment: c, displayName, userName }) => ({
    id: c.id,
    postId: c.postId,
    author: authorOf(secret, { userId: c.userId, anonymous: c.anonymous, displayName, userName }),
    content: c.content,
    mine: c.userId === viewer.userId,
    helpful: c.helpfulAt !== null,
    status: c.status === "visible" ? "visible" : "under_review",
    createdAt: c.createdAt.toISOString(),
  }));
}

/** The name a member shows on a post or comment (the pseudonym when it was anonymous). */
export async function shownName(
  db: Db | Tx,
  secret: string,
  row: { userId: string; anonymous: boolean },
): Promise<string> {
  const [u] = await db
    .select({ displayName: profiles.displayName, userName: users.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, row.userId));
  return authorOf(secret, { ...row, displayName: u?.displayName ?? null, userName: u?.userName ?? "" }).name;
}

/**
 * Her part of the community for the data export: what she wrote (also anonymously, and whatever a
 * moderator decided), what she liked, supported, shared and reported, and whom she blocked (by the
 * name she saw). Named as the API names them.
 */
export async function communityExport(db: Db, userId: string, baseUrl: string) {
  const [posts, comments, likes, supports, shares, reports, blocks] = await Promise.all([
    db
      .select()
      .from(communityPosts)
      .where(eq(communityPosts.userId, userId))
      .orderBy(communityPosts.createdAt),
    db
      .select()
      .from(communityComments)
      .where(eq(communityComments.userId, userId))
      .orderBy(communityComments.createdAt),
    db.select().from(communityLikes).where(eq(communityLikes.userId, userId)),
    db.select().from(communitySupports).where(eq(communitySupports.userId, userId)),
    db.select().from(communityShares).where(eq(communityShares.userId, userId)),
    db.select().from(communityReports).where(eq(communityReports.reporterId, userId)),
    db.select().from(communityBlocks).where(eq(communityBlocks.userId, userId)),
  ]);
  const reaction = (r: { postId: string; createdAt: Date }) => ({
    postId: r.postId,
    createdAt: r.createdAt.toISOString(),
  });
  return {
    posts: posts.map((p) => ({
      id: p.id,
      content: p.content,
      category: p.category,
      tags: p.tags,
      image: p.photoPath ? `${baseUrl}/api/community/posts/${p.id}/photo` : null,
      stage: p.stage,
      trimester: p.trimester,
      week: p.week,
      anonymous: p.anonymous,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
    })),
    comments: comments.map((c) => ({
      id: c.id,
      postId: c.postId,
      content: c.content,
      anonymous: c.anonymous,
      helpful: c.helpfulAt !== null,
      status: c.status,
      createdAt: c.createdAt.toISOString(),
    })),
    likes: likes.map(reaction),
    supports: supports.map(reaction),
    shares: shares.map(reaction),
    reports: reports.map((r) => ({
      targetType: r.targetType,
      targetId: r.targetId,
      reason: r.reason,
      details: r.details,
      createdAt: r.createdAt.toISOString(),
    })),
    blocks: blocks.map((b) => ({ name: b.label, createdAt: b.createdAt.toISOString() })),
  };
}
