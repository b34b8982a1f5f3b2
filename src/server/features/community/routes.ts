import { randomUUID } from "node:crypto";
import { zValidator } from "@hono/zod-validator";
import { and, count, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import {
  type CommunityOverview,
  FEED_FILTERS,
  FEED_PAGE_SIZE,
  type FeedPage,
  GROUP_NAMES,
  postStageOf,
  REPORTS_TO_HIDE,
  revealedStage,
  type SavedComment,
  type SavedPost,
  TRENDING_COUNT,
  TRENDING_DAYS,
  tagsFromField,
} from "../../../shared/community";
import { blockInput, commentInput, postInput, reportInput } from "../../../shared/community-input";
import { JOURNEY_IDS, type JourneyId, journeyOf } from "../../../shared/journeys";
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
} from "../../db/schema";
import type { Tx } from "../../db/transaction";
import type { AppEnv } from "../../http/context";
import { ApiError, badRequest, describeZodError, notFound, validationHook } from "../../http/errors";
import { createOnce } from "../../http/idempotency";
import { readMultipart } from "../../http/multipart";
import { requireSubscriber } from "../../http/require-subscriber";
import { requireUser } from "../../http/require-user";
import { readForSafety } from "../../http/safety";
import { userDay } from "../../http/user-day";
import { cleanPhoto, MAX_IMAGE_BYTES } from "../../images";
import { moderationRoutes } from "./moderation-routes";
import { isModerator } from "./roles";
import {
  announce,
  decodeCursor,
  encodeCursor,
  readComments,
  readPost,
  readPosts,
  rewardPost,
  rewardReply,
  shownName,
  unrewardPost,
  unrewardReply,
  type Viewer,
  visibleCommentRow,
  visiblePostRow,
} from "./service";

/** One photo of up to 10 MB, plus the post's fields. */
export const POST_BODY_LIMIT = MAX_IMAGE_BYTES + 256 * 1024;
const PHOTO_MAX_SIDE = 2048;

const viewerOf = (c: Context<AppEnv>): Viewer => ({ userId: c.get("user").id });
const secretOf = (c: Context<AppEnv>) => c.get("config").authSecret;

/** A banned member reads, but writes nothing more. Runs after requireUser. */
const notBanned = createMiddleware<AppEnv>(async (c, next) => {
  const [row] = await c
    .get("db")
    .select({ bannedAt: communityMembers.bannedAt })
    .from(communityMembers)
    .where(eq(communityMembers.userId, c.get("user").id));
  if (row?.bannedAt) throw new ApiError(403, "banned", "Your community membership has been suspended.");
  await next();
});

/** Posting, liking, commenting, sharing and supporting: Premium members in good standing. */
const subscriberWrite = [requireSubscriber, notBanned] as const;

const feedQuery = z.object({
  filter: z.enum(FEED_FILTERS).optional(),
  journey: z.enum(JOURNEY_IDS).optional(),
  trimester: z.coerce.number().int().min(1).max(3).optional(),
  tag: z.string().trim().toLowerCase().min(1).max(30).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(FEED_PAGE_SIZE),
  tz: z.string().optional(),
});

/** Her stage, and in a pregnancy her trimester and week, as her profile says today. */
async function whereSheIsNow(c: Context<AppEnv>) {
  const [row] = await c
    .get("db")
    .select({ stage: profiles.motherhoodStage, dueDate: profiles.dueDate })
    .from(profiles)
    .where(eq(profiles.userId, c.get("user").id));
  return postStageOf({ stage: row?.stage ?? null, dueDate: row?.dueDate ?? null }, userDay(c).today);
}

async function postOr404(c: Context<AppEnv>, db: Parameters<typeof visiblePostRow>[0] = c.get("db")) {
  const row = await visiblePostRow(db, viewerOf(c), c.req.param("id") ?? "");
  if (!row) throw notFound("No such post.");
  return row;
}

async function counted(tx: Tx, table: typeof communityLikes, postId: string) {
  const [row] = await tx.select({ n: count() }).from(table).where(eq(table.postId, postId));
  return row?.n ?? 0;
}

/** Reported by REPORTS_TO_HIDE different members with open reports: hidden until a moderator looks. */
async function hideIfReported(tx: Tx, targetType: "post" | "comment", targetId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(communityReports)
    .where(
      and(
        eq(communityReports.targetType, targetType),
        eq(communityReports.targetId, targetId),
        isNull(communityReports.resolvedAt),
      ),
    );
  if ((row?.n ?? 0) < REPORTS_TO_HIDE) return false;
  const table = targetType === "post" ? communityPosts : communityComments;
  await tx
    .update(table)
    .set({ status: "hidden" })
    .where(and(eq(table.id, targetId), eq(table.status, "visible")));
  return true;
}

async function report(
  c: Context<AppEnv>,
  input: z.infer<typeof reportInput>,
  targetType: "post" | "comment",
  targetId: string,
  authorId: string,
) {
  const reporterId = c.get("user").id;
  if (authorId === reporterId) throw badRequest("You cannot report your own words.");
  const now = c.get("now")();
  await c.get("db").transaction(async (tx) => {
    // Reporting twice counts once: three reports mean three different members.
    await tx
      .insert(communityReports)
      .values({
        id: randomUUID(),
        reporterId,
        targetType,
        targetId,
        reason: input.reason,
        details: input.details || null,
        createdAt: now,
      })
      .onConflictDoNothing();
    await hideIfReported(tx, targetType, targetId);
  });
  return c.json({ reported: true }, 201);
}

/** How long an instance reuses the overview's figures that are the same for every member. */
export const OVERVIEW_SHARED_MS = 60_000;
type SharedOverview = {
  sizes: { journey: string; n: number }[];
  trending: { tag: string; posts: number }[];
};
const sharedOverviews = new WeakMap<object, { at: number; value: Promise<SharedOverview> }>();

/**
 * Group sizes (members on each journey, over every profile) and trending tags (over every post of
 * the last TRENDING_DAYS): the same answer for every member, and the overview's two costly reads
 * on a large community (45 ms at p50 with 10,000 members and a million posts). Computed at most
 * once a minute per instance and database; a member's own post or stage shows there within it.
 */
function sharedOverview(db: Db, now: Date): Promise<SharedOverview> {
  const cached = sharedOverviews.get(db);
  if (cached && now.getTime() - cached.at < OVERVIEW_SHARED_MS && now.getTime() >= cached.at)
    return cached.value;
  const value = (async () => {
    // Group sizes: members of Bloom on each journey, as their profiles say today.
    const journeyExpr = sql<string>`split_part(replace(${profiles.motherhoodStage}, '-', '_'), '_', 1)`;
    const sizes = await db
      .select({ journey: journeyExpr, n: count() })
      .from(profiles)
      .where(inArray(journeyExpr, [...JOURNEY_IDS]))
      .groupBy(journeyExpr);
    const since = new Date(now.getTime() - TRENDING_DAYS * 24 * 60 * 60 * 1000);
    const tag = sql<string>`unnest(${communityPosts.tags})`;
    const trending = await db
      .select({ tag, posts: count() })
      .from(communityPosts)
      .where(and(eq(communityPosts.status, "visible"), gte(communityPosts.createdAt, since)))
      .groupBy(sql`1`)
      .orderBy(sql`2 desc`, sql`1`)
      .limit(TRENDING_COUNT);
    return { sizes, trending };
  })();
  sharedOverviews.set(db, { at: now.getTime(), value });
  // A failed read is not kept: the next overview tries again.
  value.catch(() => sharedOverviews.delete(db));
  return value;
}

export const communityRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .route("/moderation", moderationRoutes)
  .get("/overview", async (c) => {
    const db = c.get("db");
    const userId = c.get("user").id;
    const now = c.get("now")();
    const [me] = await db
      .select({ stage: profiles.motherhoodStage })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    const hers = journeyOf(me?.stage);
    const { sizes, trending } = await sharedOverview(db, now);
    const sizeOf = (j: JourneyId) => Number(sizes.find((s) => s.journey === j)?.n ?? 0);
    const subscribed = await requireSubscriberPasses(c);
    const body: CommunityOverview = {
      members: JOURNEY_IDS.reduce((sum, j) => sum + sizeOf(j), 0),
      groups: JOURNEY_IDS.map((j) => ({
        journey: j,
        name: GROUP_NAMES[j],
        members: sizeOf(j),
        mine: j === hers,
      })),
      trending: trending.map((t) => ({ tag: t.tag, posts: Number(t.posts) })),
      events: [],
      canPost: subscribed,
      isModerator: await isModerator(c),
    };
    return c.json(body);
  })
  .get("/posts", zValidator("query", feedQuery, validationHook), async (c) => {
    const q = c.req.valid("query");
    const before = q.cursor ? decodeCursor(q.cursor) : undefined;
    if (before === null) throw badRequest("cursor is not one this feed gave.");
    const posts = await readPosts(c.get("db"), secretOf(c), viewerOf(c), {
      filter: q.filter,
      journey: q.journey,
      trimester: q.trimester,
      tag: q.tag,
      before,
      limit: q.limit + 1,
    });
    const page = posts.slice(0, q.limit);
    const last = page.at(-1);
    return c.json({
      posts: page,
      nextCursor: posts.length > q.limit && last ? encodeCursor(last) : null,
    } satisfies FeedPage);
  })
  .post("/posts", ...subscriberWrite, async (c) => {
    const form = await readMultipart(c, { what: "post", files: { photo: 1 } });
    const { photo: [photo] = [] } = form.files;
    const { content, category, tags, anonymous, reveal, ...rest } = form.fields;
    if (Object.keys(rest).length) throw badRequest(`Unknown field: ${Object.keys(rest).join(", ")}.`);
    if (anonymous !== undefined && anonymous !== "true" && anonymous !== "false")
      throw badRequest("anonymous must be true or false.");
    const parsed = postInput.safeParse({
      content,
      category: category || undefined,
      tags: tagsFromField(tags),
      anonymous: anonymous === "true",
      reveal: reveal || undefined,
    });
    if (!parsed.success) throw badRequest(describeZodError(parsed.error));
    const input = parsed.data;
    const userId = c.get("user").id;
    // Only what she chose to show is stored with the post (an anonymous post: nothing by default).
    const where = revealedStage(await whereSheIsNow(c), input);
    const now = c.get("now")();
    // A random name: two uploads in the same millisecond never collide. Under her folder, so the
    // photo goes with her account.
    const photoKey = photo ? `${userId}/community/${randomUUID()}.jpg` : null;
    const created = await createOnce(
      c,
      {
        scope: "community-post",
        input: { ...input, photo: photo ? [photo.name, photo.size] : null },
        // Checked and re-encoded (EXIF and GPS dropped) before anything is stored.
        files: async () =>
          photo && photoKey
            ? [
                {
                  key: photoKey,
                  ...(await cleanPhoto(new Uint8Array(await photo.arrayBuffer()), {
                    maxSide: PHOTO_MAX_SIDE,
                    subject: "Photo",
                  })),
                },
              ]
            : [],
      },
      async (tx) => {
        const id = randomUUID();
        await tx.insert(communityPosts).values({
          id,
          userId,
          content: input.content,
          category: input.category,
          tags: input.tags,
          photoPath: photoKey,
          ...where,
          anonymous: input.anonymous,
          createdAt: now,
        });
        await rewardPost(tx, userId, id);
        await announce(
          tx,
          { type: "post.created", payload: { postId: id, category: input.category } },
          { id: userId, name: await shownName(tx, secretOf(c), { userId, anonymous: input.anonymous }) },
        );
        return { id };
      },
    );
    return answerPost(c, created.id, input.content);
  })
  .get("/posts/:id", async (c) => {
    const post = await readPost(c.get("db"), secretOf(c), viewerOf(c), c.req.param("id"));
    if (!post) throw notFound("No such post.");
    return c.json(post);
  })
  .delete("/posts/:id", async (c) => {
    const userId = c.get("user").id;
    const db = c.get("db");
    const [row] = await db
      .select()
      .from(communityPosts)
      .where(and(eq(communityPosts.id, c.req.param("id")), eq(communityPosts.userId, userId)));
    if (!row) throw notFound("No such post of yours.");
    await db.transaction(async (tx) => {
      await tx
        .delete(communityPosts)
        .where(and(eq(communityPosts.id, row.id), eq(communityPosts.userId, userId)));
      await unrewardPost(tx, userId, row.id);
      await announce(tx, { type: "post.removed", payload: { postId: row.id } }, { id: userId });
    });
    if (row.photoPath)
      await c
        .get("storage")
        .delete(row.photoPath)
        .catch(() => {});
    return c.body(null, 204);
  })
  .get("/posts/:id/photo", async (c) => {
    const row = await postOr404(c);
    const object = row.photoPath ? await c.get("storage").get(row.photoPath) : null;
    if (!object) throw notFound("No such photo.");
    c.header("Cache-Control", "private, max-age=3600");
    c.header("Content-Type", object.contentType);
    return c.body(object.bytes as Uint8Array<ArrayBuffer>);
  })
  .put("/posts/:id/like", ...subscriberWrite, async (c) => {
    const post = await postOr404(c);
    return c.json(await react(c, communityLikes, post.id, true));
  })
  .delete("/posts/:id/like", ...subscriberWrite, async (c) => {
    const post = await postOr404(c);
    return c.json(await react(c, communityLikes, post.id, false));
  })
  // The pregnancy card's Support: given once, never taken back (the spec's "Supported").
  .put("/posts/:id/support", ...subscriberWrite, async (c) => {
    const post = await postOr404(c);
    return c.json(await react(c, communitySupports, post.id, true));
  })
  .post("/posts/:id/share", ...subscriberWrite, async (c) => {
    const post = await postOr404(c);
    return c.json(await react(c, communityShares, post.id, true));
  })
  .get("/posts/:id/comments", async (c) => {
    const post = await postOr404(c);
    return c.json(await readComments(c.get("db"), secretOf(c), viewerOf(c), post.id));
  })
  .post(
    "/posts/:id/comments",
    ...subscriberWrite,
    zValidator("json", commentInput, validationHook),
    async (c) => {
      const post = await postOr404(c);
      const input = c.req.valid("json");
      const id = randomUUID();
      const now = c.get("now")();
      const created = await createOnce(c, { scope: `community-comment:${post.id}`, input }, async (tx) => {
        await tx.insert(communityComments).values({
          id,
          userId: c.get("user").id,
          postId: post.id,
          content: input.content,
          anonymous: input.anonymous,
          createdAt: now,
        });
        const userId = c.get("user").id;
        await rewardReply(tx, { userId, commentId: id, postAuthorId: post.userId });
        await announce(
          tx,
          { type: "comment.created", payload: { postId: post.id, commentId: id } },
          { id: userId, name: await shownName(tx, secretOf(c), { userId, anonymous: input.anonymous }) },
        );
        return { id };
      });
      const [comment] = await readComments(c.get("db"), secretOf(c), viewerOf(c), post.id, created.id);
      if (!comment) throw notFound("No such comment.");
      const safety = await readForSafety(c, input.content);
      return c.json({ ...comment, safety } satisfies SavedComment, 201);
    },
  )
  .delete("/comments/:id", async (c) => {
    const userId = c.get("user").id;
    const deleted = await c.get("db").transaction(async (tx) => {
      const rows = await tx
        .delete(communityComments)
        .where(and(eq(communityComments.id, c.req.param("id")), eq(communityComments.userId, userId)))
        .returning({ id: communityComments.id });
      if (rows[0]) await unrewardReply(tx, userId, rows[0].id);
      return rows;
    });
    if (!deleted.length) throw notFound("No such comment of yours.");
    return c.body(null, 204);
  })
  // The post's author marks a reply helpful (it counts towards its writer's Helping Hand).
  .put("/comments/:id/helpful", ...subscriberWrite, async (c) => {
    const viewer = viewerOf(c);
    const comment = await visibleCommentRow(c.get("db"), viewer, c.req.param("id"));
    if (!comment) throw notFound("No such comment.");
    const post = await visiblePostRow(c.get("db"), viewer, comment.postId);
    if (post?.userId !== viewer.userId)
      throw new ApiError(403, "not_post_author", "Only the post's author can mark a reply helpful.");
    if (comment.userId === viewer.userId) throw badRequest("You cannot mark your own reply helpful.");
    await c
      .get("db")
      .update(communityComments)
      .set({ helpfulAt: c.get("now")() })
      .where(and(eq(communityComments.id, comment.id), isNull(communityComments.helpfulAt)));
    return c.json({ helpful: true });
  })
  // Reporting and blocking keep everyone safe: every signed-in member can, subscriber or not.
  .post("/posts/:id/report", zValidator("json", reportInput, validationHook), async (c) => {
    const post = await postOr404(c);
    return report(c, c.req.valid("json"), "post", post.id, post.userId);
  })
  .post("/comments/:id/report", zValidator("json", reportInput, validationHook), async (c) => {
    const comment = await visibleCommentRow(c.get("db"), viewerOf(c), c.req.param("id"));
    if (!comment) throw notFound("No such comment.");
    return report(c, c.req.valid("json"), "comment", comment.id, comment.userId);
  })
  .get("/blocks", async (c) => {
    const rows = await c
      .get("db")
      .select({ id: communityBlocks.id, name: communityBlocks.label, createdAt: communityBlocks.createdAt })
      .from(communityBlocks)
      .where(eq(communityBlocks.userId, c.get("user").id))
      .orderBy(communityBlocks.createdAt);
    return c.json(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
  })
  .post("/blocks", zValidator("json", blockInput, validationHook), async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    const viewer = viewerOf(c);
    const target =
      "postId" in input
        ? await visiblePostRow(db, viewer, input.postId)
        : await visibleCommentRow(db, viewer, input.commentId);
    if (!target) throw notFound("postId" in input ? "No such post." : "No such comment.");
    if (target.userId === viewer.userId) throw badRequest("You cannot block yourself.");
    const label = await shownName(db, secretOf(c), target);
    const [row] = await db
      .insert(communityBlocks)
      .values({
        id: randomUUID(),
        userId: viewer.userId,
        blockedId: target.userId,
        label,
        createdAt: c.get("now")(),
      })
      .onConflictDoNothing()
      .returning({ id: communityBlocks.id });
    return c.json({ blocked: true, id: row?.id ?? null, name: label }, 201);
  })
  .delete("/blocks/:id", async (c) => {
    const deleted = await c
      .get("db")
      .delete(communityBlocks)
      .where(and(eq(communityBlocks.id, c.req.param("id")), eq(communityBlocks.userId, c.get("user").id)))
      .returning({ id: communityBlocks.id });
    if (!deleted.length) throw notFound("No such block.");
    return c.body(null, 204);
  });

/** Likes, supports and shares: her row in or out, and the post's count counted again. */
async function react(c: Context<AppEnv>, table: typeof communityLikes, postId: string, on: boolean) {
  const userId = c.get("user").id;
  return c.get("db").transaction(async (tx) => {
    let changed: boolean;
    if (on) {
      const added = await tx
        .insert(table)
        .values({ postId, userId, createdAt: c.get("now")() })
        .onConflictDoNothing()
        .returning({ postId: table.postId });
      changed = added.length > 0;
    } else {
      const removed = await tx
        .delete(table)
        .where(and(eq(table.postId, postId), eq(table.userId, userId)))
        .returning({ postId: table.postId });
      changed = removed.length > 0;
    }
    const total = await counted(tx, table, postId);
    if (changed && on) {
      const actor = { id: userId, name: await shownName(tx, secretOf(c), { userId, anonymous: false }) };
      if (table === communityLikes)
        await announce(tx, { type: "post.liked", payload: { postId, likes: total } }, actor);
      else if (table === communitySupports)
        await announce(tx, { type: "post.supported", payload: { postId, supports: total } }, actor);
      else await announce(tx, { type: "post.shared", payload: { postId, shares: total } }, actor);
    }
    return { count: total, active: on };
  });
}

/** Does she hold an active subscription? (The same check requireSubscriber makes, as a boolean.) */
async function requireSubscriberPasses(c: Context<AppEnv>): Promise<boolean> {
  try {
    await requireSubscriber(c, async () => {});
    return true;
  } catch {
    return false;
  }
}

async function answerPost(c: Context<AppEnv>, id: string, content: string) {
  const post = await readPost(c.get("db"), secretOf(c), viewerOf(c), id);
  if (!post) throw notFound("No such post.");
  // What she wrote is read for warning signs; the answer carries the urgent help, if any.
  const safety = await readForSafety(c, content);
  return c.json({ ...post, safety } satisfies SavedPost, 201);
}
