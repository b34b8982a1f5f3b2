import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../src/server/db/schema";
import { communityPostForm, postToCommunity } from "../support/community";
import { createTestApp, type TestApp } from "../support/test-app";

const clock = { now: new Date("2026-06-10T12:00:00Z") };
const MODERATOR = "moderator@example.com";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock.now,
    env: { ADMIN_EMAILS: `Someone@else.org, ${MODERATOR}, Second.Mod@Example.com` },
  });
});
afterAll(() => t.close());

interface Member {
  cookie: string;
  id: string;
  email: string;
  name: string;
}

async function member(
  opts: { stage?: string; subscribed?: boolean; name?: string; email?: string; dueDate?: string } = {},
): Promise<Member> {
  const name = opts.name ?? `Mum ${randomUUID().slice(0, 6)}`;
  const stage = opts.stage ?? "postpartum_0-6";
  const { cookie, email } = await t.signUp({
    motherhood_stage: stage.split("_")[0],
    name,
    email: opts.email,
  });
  await profile(t, cookie, { motherhood_stage: stage, ...(opts.dueDate && { due_date: opts.dueDate }) });
  const id = (await (await t.request("/api/profile", { cookie })).json()).user_id as string;
  if (opts.subscribed !== false)
    await t.db.insert(subscriptions).values({
      userId: id,
      tier: "premium",
      status: "active",
      currentPeriodEnd: new Date("2027-01-01T00:00:00Z"),
      provider: "local",
    });
  return { cookie, id, email, name };
}

async function profile(app: TestApp, cookie: string, json: Record<string, string>) {
  const res = await app.request("/api/profile?tz=UTC", { method: "PATCH", cookie, json });
  if (res.status !== 200) throw new Error(`profile: ${res.status} ${await res.text()}`);
}

const api = (path: string) => `/api/community${path}`;

const post = (who: Member, fields: Record<string, string>, photo?: Blob) =>
  postToCommunity(t, who.cookie, fields, { photo, tz: "UTC" });

async function posted(who: Member, fields: Record<string, string>, photo?: Blob) {
  const res = await post(who, fields, photo);
  if (res.status !== 201) throw new Error(`post failed: ${res.status} ${await res.text()}`);
  return res.json();
}

const comment = (who: Member, postId: string, json: unknown) =>
  t.request(api(`/posts/${postId}/comments`), {
    method: "POST",
    cookie: who.cookie,
    headers: { "idempotency-key": randomUUID() },
    json,
  });

const feed = async (who: Member, query = "") => {
  const res = await t.request(api(`/posts${query}`), { cookie: who.cookie });
  expect(res.status).toBe(200);
  return res.json() as Promise<{ posts: { id: string; [k: string]: unknown }[]; nextCursor: string | null }>;
};
const feedIds = async (who: Member, query = "") => (await feed(who, query)).posts.map((p) => p.id);

describe("the community feed", () => {
  it("refuses every write to a member without Premium with 403 subscription_required", async () => {
    const author = await member();
    const free = await member({ subscribed: false });
    const { id } = await posted(author, { content: "Hello moms" });
    const [c] = await Promise.all([comment(author, id, { content: "Thanks!" })]);
    const commentId = (await c.json()).id;
    const writes: [string, string, RequestInit & { json?: unknown }][] = [
      [
        "POST",
        "/posts",
        { body: communityPostForm({ content: "Mine too" }), headers: { "idempotency-key": "k-1" } },
      ],
      ["PUT", `/posts/${id}/like`, {}],
      ["DELETE", `/posts/${id}/like`, {}],
      ["PUT", `/posts/${id}/support`, {}],
      ["POST", `/posts/${id}/share`, {}],
      ["POST", `/posts/${id}/comments`, { json: { content: "Hi" }, headers: { "idempotency-key": "k-2" } }],
      ["PUT", `/comments/${commentId}/helpful`, {}],
    ];
    for (const [method, path, init] of writes) {
      const res = await t.request(api(path), { ...init, method, cookie: free.cookie });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await res.json()).error.code).toBe("subscription_required");
    }
    // Reading is for every signed-in member; nothing was written.
    const read = await feed(free);
    expect(read.posts.find((p) => p.id === id)).toMatchObject({
      likes: 0,
      comments: 1,
      supports: 0,
      shares: 0,
    });
    const visitor = await t.request(api("/posts"));
    expect(visitor.status).toBe(401);
  });

  it("puts a new post on top with 0 likes, 0 replies and her stage, week and trimester from her profile", async () => {
    const mum = await member({ stage: "pregnant", dueDate: "2026-10-15", name: "Ada Lovelace" });
    const older = await posted(mum, { content: "First" });
    clock.now = new Date(clock.now.getTime() + 1000);
    const res = await post(mum, {
      content: "  Anyone else craving lemons?  ",
      tags: "cravings, #Second Tri",
    });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({
      content: "Anyone else craving lemons?",
      category: "general",
      tags: ["cravings", "second-tri"],
      likes: 0,
      comments: 0,
      isLiked: false,
      mine: true,
      journey: "pregnant",
      stage: "pregnant",
      week: 21, // 10 June with a due date of 15 October: 21 weeks, 6 days
      trimester: 2,
      author: { name: "Ada Lovelace", avatar: "AL", anonymous: false },
      image: null,
      safety: null,
      status: "visible",
    });
    const ids = await feedIds(await member());
    expect(ids.indexOf(created.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(created.id)).toBe(0);
  });

  it("refuses an empty post, an over-long one and an unknown category", async () => {
    const mum = await member();
    const cases: Record<string, string>[] = [
      { content: "   " },
      { content: "x".repeat(5001) },
      { content: "ok", category: "gossip" },
      {},
    ];
    for (const fields of cases) {
      const res = await post(mum, fields);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_input");
    }
    expect((await comment(mum, randomUUID(), { content: "" })).status).toBe(400);
  });

  it("pages newest first with a cursor, without repeats or gaps", async () => {
    const mum = await member();
    const mine: string[] = [];
    for (let i = 0; i < 5; i++) {
      clock.now = new Date(clock.now.getTime() + 1000);
      mine.unshift((await posted(mum, { content: `Paging ${i}`, tags: "paging-test" })).id);
    }
    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page = await feed(mum, `?tag=paging-test&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.posts.length).toBeLessThanOrEqual(2);
      seen.push(...page.posts.map((p) => p.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(mine);
    expect((await t.request(api("/posts?cursor=nonsense"), { cookie: mum.cookie })).status).toBe(400);
  });

  it("counts likes from rows: a toggle per member, both members see the same count", async () => {
    const a = await member();
    const b = await member();
    const { id } = await posted(a, { content: "Like me" });
    const like = (who: Member, method: string) =>
      t.request(api(`/posts/${id}/like`), { method, cookie: who.cookie }).then((r) => r.json());
    expect(await like(a, "PUT")).toEqual({ count: 1, active: true });
    expect(await like(a, "PUT")).toEqual({ count: 1, active: true }); // twice is still once
    expect(await like(b, "PUT")).toEqual({ count: 2, active: true });
    expect(await like(a, "DELETE")).toEqual({ count: 1, active: false });
    const seenByA = (await feed(a)).posts.find((p) => p.id === id);
    const seenByB = (await feed(b)).posts.find((p) => p.id === id);
    expect(seenByA).toMatchObject({ likes: 1, isLiked: false });
    expect(seenByB).toMatchObject({ likes: 1, isLiked: true });
    // Support stays given; a share counts once per member. Copying a link earns no points: sharing
    // a post of her own and replying do (tests/integration/gamification.test.ts).
    const points = async (who: Member) =>
      (await (await t.request("/api/gamification?tz=UTC", { cookie: who.cookie })).json()).points as number;
    const before = await points(b);
    const support = await t.request(api(`/posts/${id}/support`), { method: "PUT", cookie: b.cookie });
    expect(await support.json()).toEqual({ count: 1, active: true });
    await t.request(api(`/posts/${id}/share`), { method: "POST", cookie: b.cookie });
    const share = await t.request(api(`/posts/${id}/share`), { method: "POST", cookie: b.cookie });
    expect(await share.json()).toEqual({ count: 1, active: true });
    expect(await points(b)).toBe(before);
    expect(await (await t.request(api(`/posts/${id}`), { cookie: a.cookie })).json()).toMatchObject({
      supports: 1,
      shares: 1,
      isSupported: false,
    });
    // Unknown posts are 404 for writes too.
    expect(
      (await t.request(api(`/posts/${randomUUID()}/like`), { method: "PUT", cookie: a.cookie })).status,
    ).toBe(404);
  });

  it("filters by the spec's chips: /community?filter=ttc shows ttc members' and ttc-tagged posts", async () => {
    const ttc = await member({ stage: "ttc_4-6" });
    const pp = await member({ stage: "postpartum_0-6" });
    const ttcPost = await posted(ttc, { content: "Cycle day 14" });
    const tagged = await posted(pp, { content: "Second baby plans", tags: "ttc" });
    const other = await posted(pp, { content: "Night feeds", tags: "sleep" });
    const ttcIds = await feedIds(pp, "?filter=ttc");
    expect(ttcIds).toContain(ttcPost.id);
    expect(ttcIds).toContain(tagged.id);
    expect(ttcIds).not.toContain(other.id);
    const sleepIds = await feedIds(ttc, "?filter=sleep");
    expect(sleepIds).toContain(other.id);
    expect(sleepIds).not.toContain(ttcPost.id);
    const ppIds = await feedIds(ttc, "?filter=postpartum");
    expect(ppIds).toEqual(expect.arrayContaining([tagged.id, other.id]));
    expect(ppIds).not.toContain(ttcPost.id);
    expect((await t.request(api("/posts?filter=gossip"), { cookie: ttc.cookie })).status).toBe(400);
  });

  it("shows the author her urgent help at once when her post or reply describes a warning sign", async () => {
    const mum = await member({ stage: "postpartum_0-6" });
    const worrying = await posted(mum, {
      content: "I don't want to be here anymore, the baby would be better off without me",
    });
    expect(worrying.safety).toMatchObject({ selfHarm: true });
    const calm = await posted(mum, { content: "Lovely walk in the park today" });
    expect(calm.safety).toBeNull();
    const res = await comment(mum, calm.id, {
      content: "I have the worst headache of my life and blurry vision",
    });
    expect(res.status).toBe(201);
    expect((await res.json()).safety).toMatchObject({ urgent: true });
  });
});

describe("anonymous posting", () => {
  it("never carries the author's id, name or email in any answer, to anyone", async () => {
    const anon = await member({ name: "Beatrice Secretname", stage: "pregnant", dueDate: "2026-12-01" });
    const other = await member();
    const moderator = await member({ email: MODERATOR });
    const created = await posted(anon, { content: "Something private", anonymous: "true" });
    const second = await posted(anon, { content: "Another one", anonymous: "true" });
    expect(created.author.anonymous).toBe(true);
    expect(created.author.name).toBe(second.author.name); // a stable pseudonym
    expect(created.author.name).not.toContain("Beatrice");
    const replyRes = await comment(anon, created.id, { content: "Replying quietly", anonymous: true });
    const reply = await replyRes.json();
    expect(reply.author.name).toBe(created.author.name);
    const otherReply = await (await comment(other, created.id, { content: "Hugs" })).json();
    // Three reports put it in the moderators' queue.
    for (const who of [other, await member(), await member()])
      await t.request(api(`/posts/${created.id}/report`), {
        method: "POST",
        cookie: who.cookie,
        json: { reason: "spam" },
      });
    const block = await t.request(api("/blocks"), {
      method: "POST",
      cookie: other.cookie,
      json: { postId: second.id },
    });
    expect(block.status).toBe(201);

    const answers: string[] = [
      JSON.stringify(created),
      JSON.stringify(second),
      JSON.stringify(reply),
      JSON.stringify(otherReply),
      JSON.stringify(await block.json()),
    ];
    for (const viewer of [anon, other, moderator]) {
      for (const path of [
        "/posts",
        `/posts/${created.id}`,
        `/posts/${created.id}/comments`,
        "/posts?journey=pregnant",
        "/blocks",
        "/overview",
        "/moderation/queue",
        "/events/recent",
      ]) {
        const res = await t.request(api(path), { cookie: viewer.cookie });
        answers.push(await res.text());
      }
    }
    const queue = await (await t.request(api("/moderation/queue"), { cookie: moderator.cookie })).json();
    expect(queue.find((i: { id: string }) => i.id === created.id)).toMatchObject({
      hidden: true,
      author: { name: created.author.name, anonymous: true },
    });
    // Her export has them: they are hers.
    const exported = await (await t.request("/api/account/export", { cookie: anon.cookie })).json();
    expect(exported.community.posts.map((p: { id: string }) => p.id)).toEqual([created.id, second.id]);
    expect(exported.community.comments).toMatchObject([{ id: reply.id, anonymous: true }]);
    for (const body of answers) {
      expect(body).not.toContain(anon.id);
      expect(body).not.toContain("Secretname");
      expect(body).not.toContain("Beatrice");
      expect(body).not.toContain(anon.email);
    }
  });
});

describe("what an anonymous post shows of her stage", () => {
  // 10 June with a due date of 15 October: week 21 of her second trimester.
  const pregnant = () => member({ name: "Wilhelmina Quietly", stage: "pregnant", dueDate: "2026-10-15" });
  const STAGE_FIELDS = ["stage", "journey", "trimester", "week"] as const;
  const stageOf = (p: Record<string, unknown>) => Object.fromEntries(STAGE_FIELDS.map((k) => [k, p[k]]));
  /** Every answer another member can read about the post, as text. */
  async function everythingSeenBy(viewer: Member, postId: string) {
    const bodies: string[] = [];
    for (const path of [
      "/posts",
      `/posts/${postId}`,
      "/posts?journey=pregnant",
      "/posts?journey=pregnant&trimester=2",
      "/posts?filter=all",
    ])
      bodies.push(await (await t.request(api(path), { cookie: viewer.cookie })).text());
    bodies.push(await (await t.request("/api/community/events/recent", { cookie: viewer.cookie })).text());
    return bodies;
  }

  it("shows nothing of her stage by default: no stage, journey, trimester or week, to her or to another member", async () => {
    const her = await pregnant();
    const other = await member({ stage: "pregnant", dueDate: "2026-10-15" });
    const created = await posted(her, { content: "Is it normal to feel this tired?", anonymous: "true" });
    const nothing = { stage: null, journey: null, trimester: null, week: null };
    expect(stageOf(created)).toEqual(nothing);
    const seen = await (await t.request(api(`/posts/${created.id}`), { cookie: other.cookie })).json();
    expect(stageOf(seen)).toEqual(nothing);
    expect(seen.author).toMatchObject({ anonymous: true });
    // Not listed with pregnant members' posts either: that would say it for her.
    const pregnantFeed = await feedIds(other, "?journey=pregnant");
    expect(pregnantFeed).not.toContain(created.id);
    for (const body of await everythingSeenBy(other, created.id)) {
      expect(body).not.toContain("Wilhelmina");
      expect(body).not.toContain(her.id);
    }
    const mine = (await feed(other)).posts.find((p) => p.id === created.id)!;
    expect(stageOf(mine)).toEqual(nothing);
  });

  it("shows her journey alone when she chooses it, never her trimester or week", async () => {
    const her = await pregnant();
    const other = await member({ stage: "toddler" });
    const created = await posted(her, {
      content: "Journey only, please",
      anonymous: "true",
      reveal: "journey",
    });
    const seen = await (await t.request(api(`/posts/${created.id}`), { cookie: other.cookie })).json();
    expect(stageOf(seen)).toEqual({ stage: "pregnant", journey: "pregnant", trimester: null, week: null });
    expect(await feedIds(other, "?journey=pregnant")).toContain(created.id);
    expect(await feedIds(other, "?journey=pregnant&trimester=2")).not.toContain(created.id);
  });

  it("shows her stage and week when she chooses it, as a named post does", async () => {
    const her = await pregnant();
    const other = await member();
    const anonymous = await posted(her, { content: "Week and all", anonymous: "true", reveal: "stage" });
    const named = await posted(her, { content: "With my name" });
    const full = { stage: "pregnant", journey: "pregnant", trimester: 2, week: 21 };
    for (const id of [anonymous.id, named.id]) {
      const seen = await (await t.request(api(`/posts/${id}`), { cookie: other.cookie })).json();
      expect(stageOf(seen)).toEqual(full);
    }
  });

  it("refuses a reveal it does not know, and stores nothing", async () => {
    const her = await pregnant();
    const before = (await feed(her)).posts.length;
    const res = await post(her, { content: "Oops", anonymous: "true", reveal: "everything" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain("reveal is one of nothing, journey, stage");
    expect((await feed(her)).posts.length).toBe(before);
  });
});

describe("reports, moderation and blocks", () => {
  it("hides what 3 different members reported until a moderator restores, removes or bans", async () => {
    const author = await member({ name: "Reported Rita" });
    const reporters = [await member(), await member(), await member()];
    const bystander = await member();
    const moderator = await member({ email: "second.mod@example.com" });
    const { id } = await posted(author, { content: "Buy my miracle tea" });
    const reportAs = (who: Member, target = `/posts/${id}`) =>
      t.request(api(`${target}/report`), { method: "POST", cookie: who.cookie, json: { reason: "spam" } });
    // The same member twice counts once; her own post she cannot report.
    expect((await reportAs(reporters[0]!)).status).toBe(201);
    expect((await reportAs(reporters[0]!)).status).toBe(201);
    expect((await reportAs(author)).status).toBe(400);
    expect((await reportAs(reporters[1]!)).status).toBe(201);
    expect(await feedIds(bystander)).toContain(id);
    expect((await reportAs(reporters[2]!)).status).toBe(201);
    expect(await feedIds(bystander)).not.toContain(id);
    expect((await t.request(api(`/posts/${id}`), { cookie: bystander.cookie })).status).toBe(404);
    // Her own post she still sees, marked as under review.
    expect((await feed(author)).posts.find((p) => p.id === id)).toMatchObject({ status: "under_review" });

    // Only moderators see the queue.
    expect((await t.request(api("/moderation/queue"), { cookie: bystander.cookie })).status).toBe(403);
    const queue = await (await t.request(api("/moderation/queue"), { cookie: moderator.cookie })).json();
    expect(queue.find((i: { id: string }) => i.id === id)).toMatchObject({
      type: "post",
      hidden: true,
      reports: [{ reason: "spam", count: 3 }],
    });
    const act = (who: Member, action: string, type = "posts", target = id) =>
      t.request(api(`/moderation/${type}/${target}/${action}`), { method: "POST", cookie: who.cookie });
    expect((await act(bystander, "restore")).status).toBe(403);
    expect((await act(moderator, "restore")).status).toBe(200);
    expect(await feedIds(bystander)).toContain(id);
    const after = await (await t.request(api("/moderation/queue"), { cookie: moderator.cookie })).json();
    expect(after.find((i: { id: string }) => i.id === id)).toBeUndefined();

    // A reply reported three times goes too; the moderator removes it and bans its author.
    const reply = await (await comment(author, id, { content: "DM me for a discount" })).json();
    for (const r of reporters) await reportAs(r, `/comments/${reply.id}`);
    const comments = await (
      await t.request(api(`/posts/${id}/comments`), { cookie: bystander.cookie })
    ).json();
    expect(comments).toEqual([]);
    expect((await act(moderator, "ban", "comments", reply.id)).status).toBe(200);
    const banned = await post(author, { content: "Still here" });
    expect(banned.status).toBe(403);
    expect((await banned.json()).error.code).toBe("banned");
    expect(await feedIds(bystander)).not.toContain(id);
  });

  it("blocking hides each member from the other everywhere, and unblocking brings them back", async () => {
    const a = await member();
    const b = await member({ name: "Blocked Bella" });
    const c = await member();
    const bPost = await posted(b, { content: "From B" });
    const aPost = await posted(a, { content: "From A" });
    const cPost = await posted(c, { content: "From C" });
    const bReply = await (await comment(b, cPost.id, { content: "B replies" })).json();
    clock.now = new Date(clock.now.getTime() + 1000);
    const aReply = await (await comment(a, cPost.id, { content: "A replies" })).json();

    const res = await t.request(api("/blocks"), {
      method: "POST",
      cookie: a.cookie,
      json: { commentId: bReply.id },
    });
    expect(res.status).toBe(201);
    const block = await res.json();
    expect(block.name).toBe("Blocked Bella");
    expect(await feedIds(a)).not.toContain(bPost.id);
    expect(await feedIds(b)).not.toContain(aPost.id);
    const commentsFor = async (who: Member) =>
      (await (await t.request(api(`/posts/${cPost.id}/comments`), { cookie: who.cookie })).json()).map(
        (x: { id: string }) => x.id,
      );
    expect(await commentsFor(a)).toEqual([aReply.id]);
    expect(await commentsFor(b)).toEqual([bReply.id]);
    expect(await commentsFor(c)).toEqual([bReply.id, aReply.id]);
    expect((await feed(a)).posts.find((p) => p.id === cPost.id)).toMatchObject({ comments: 1 });
    // Live, too: B's new post reaches C's activity box, not A's.
    const later = await posted(b, { content: "B again" });
    const recent = async (who: Member) =>
      (await (await t.request(api("/events/recent"), { cookie: who.cookie })).json()).events.map(
        (e: { payload: { postId?: string } }) => e.payload.postId,
      );
    expect(await recent(c)).toContain(later.id);
    expect(await recent(a)).not.toContain(later.id);
    // Neither can act on the other's posts.
    expect(
      (await t.request(api(`/posts/${aPost.id}/like`), { method: "PUT", cookie: b.cookie })).status,
    ).toBe(404);
    expect((await t.request(api(`/posts/${bPost.id}`), { cookie: a.cookie })).status).toBe(404);
    // Blocks are hers: B cannot see or undo A's.
    expect(await (await t.request(api("/blocks"), { cookie: b.cookie })).json()).toEqual([]);
    expect((await t.request(api(`/blocks/${block.id}`), { method: "DELETE", cookie: b.cookie })).status).toBe(
      404,
    );
    expect((await t.request(api(`/blocks/${block.id}`), { method: "DELETE", cookie: a.cookie })).status).toBe(
      204,
    );
    expect(await feedIds(a)).toContain(bPost.id);
    expect(await feedIds(b)).toContain(aPost.id);
    // Nobody blocks herself.
    expect(
      (await t.request(api("/blocks"), { method: "POST", cookie: a.cookie, json: { postId: aPost.id } }))
        .status,
    ).toBe(400);
  });

  it("lets only the post's author mark a reply helpful, and only a member delete her own words", async () => {
    const a = await member();
    const b = await member();
    const p = await posted(a, { content: "Tips for teething?" });
    const reply = await (await comment(b, p.id, { content: "Cold washcloth" })).json();
    expect(
      (await t.request(api(`/comments/${reply.id}/helpful`), { method: "PUT", cookie: b.cookie })).status,
    ).toBe(403);
    // A reply marked helpful counts towards its writer's Helping Hand.
    const helpingHand = async () =>
      (
        (await (await t.request("/api/gamification?tz=UTC", { cookie: b.cookie })).json()).achievements as {
          id: string;
          progress: number;
        }[]
      ).find((x) => x.id === "helping-hand")!.progress;
    expect(await helpingHand()).toBe(0);
    expect(
      (await t.request(api(`/comments/${reply.id}/helpful`), { method: "PUT", cookie: a.cookie })).status,
    ).toBe(200);
    expect(await helpingHand()).toBe(1);
    const [shown] = await (await t.request(api(`/posts/${p.id}/comments`), { cookie: b.cookie })).json();
    expect(shown).toMatchObject({ helpful: true, mine: true });
    expect(
      (await t.request(api(`/comments/${reply.id}`), { method: "DELETE", cookie: a.cookie })).status,
    ).toBe(404);
    expect((await t.request(api(`/posts/${p.id}`), { method: "DELETE", cookie: b.cookie })).status).toBe(404);
    expect(
      (await t.request(api(`/comments/${reply.id}`), { method: "DELETE", cookie: b.cookie })).status,
    ).toBe(204);
    expect((await t.request(api(`/posts/${p.id}`), { method: "DELETE", cookie: a.cookie })).status).toBe(204);
    expect((await t.request(api(`/posts/${p.id}`), { cookie: a.cookie })).status).toBe(404);
  });
});

describe("photos, groups and topics", () => {
  it("keeps a post's photo without its GPS and shows it to members, not to a blocked one", async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const bytes = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#c88" } })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 2649/100" } })
      .jpeg()
      .toBuffer();
    const created = await posted(
      a,
      { content: "Our walk" },
      new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }),
    );
    expect(created.image).toBe(`/api/community/posts/${created.id}/photo`);
    const res = await t.request(created.image, { cookie: b.cookie });
    expect(res.status).toBe(200);
    const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    await t.request(api("/blocks"), { method: "POST", cookie: c.cookie, json: { postId: created.id } });
    expect((await t.request(created.image, { cookie: c.cookie })).status).toBe(404);
    const notImage = await post(a, { content: "x" }, new Blob(["hello"], { type: "image/jpeg" }));
    expect(notImage.status).toBe(415); // the upload checks' answer for a file that is no image
  });

  it("counts group members by stage and trending tags of the last 7 days", async () => {
    const fresh = await createTestApp({ now: () => clock.now });
    try {
      const sign = async (stage: string) => {
        const { cookie } = await fresh.signUp({ motherhood_stage: stage.split("_")[0] });
        await profile(fresh, cookie, { motherhood_stage: stage });
        const id = (await (await fresh.request("/api/profile", { cookie })).json()).user_id as string;
        await fresh.db
          .insert(subscriptions)
          .values({ userId: id, tier: "premium", status: "active", provider: "local" });
        return cookie;
      };
      const ttc = await sign("ttc_1-3");
      await sign("pregnant_trimester_2");
      await sign("pregnant");
      const free = await fresh.signUp({ motherhood_stage: "toddler" });
      const write = (cookie: string, content: string, tags: string) =>
        postToCommunity(fresh, cookie, { content, tags });
      const realNow = clock.now;
      clock.now = new Date(realNow.getTime() - 8 * 24 * 3600 * 1000);
      await write(ttc, "Old", "oldtag");
      clock.now = realNow;
      await write(ttc, "One", "bbt, sleep");
      await write(ttc, "Two", "bbt");
      const overview = await (await fresh.request("/api/community/overview", { cookie: free.cookie })).json();
      expect(overview).toEqual({
        members: 4,
        groups: [
          { journey: "ttc", name: "Trying to Conceive", members: 1, mine: false },
          { journey: "pregnant", name: "Pregnancy", members: 2, mine: false },
          { journey: "postpartum", name: "Postpartum", members: 0, mine: false },
          { journey: "toddler", name: "Toddler Moms", members: 1, mine: true },
        ],
        trending: [
          { tag: "bbt", posts: 2 },
          { tag: "sleep", posts: 1 },
        ],
        events: [],
        canPost: false,
        isModerator: false,
      });
      expect((await (await fresh.request("/api/community/overview", { cookie: ttc })).json()).canPost).toBe(
        true,
      );
    } finally {
      await fresh.close();
    }
  });
});
