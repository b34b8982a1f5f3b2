import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointsLedger, subscriptions, users } from "../../src/server/db/schema";
import { awardPoints } from "../../src/server/features/gamification";
import type { GamificationProgress } from "../../src/shared/gamification";
import { postToCommunity } from "../support/community";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Points, levels, streaks, achievements and weekly goals count what she really did, once each,
 * on her own calendar, and only hers.
 */

let clock = new Date("2026-11-26T12:00:00Z"); // a Thursday
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function progress(cookie: string, tz = "UTC"): Promise<GamificationProgress> {
  const res = await t.request(`/api/gamification?tz=${encodeURIComponent(tz)}`, { cookie });
  expect(res.status).toBe(200);
  return res.json();
}

const mood = (cookie: string, tz = "UTC") =>
  t.request(`/api/wellness/moods?tz=${encodeURIComponent(tz)}`, {
    method: "POST",
    cookie,
    json: { mood_score: 7, energy_level: 6, stress_level: 3 },
  });

const workout = (cookie: string, completedAt?: string) =>
  t.request("/api/workouts/sessions", {
    method: "POST",
    cookie,
    json: {
      workout_type: "Postpartum Core",
      duration_minutes: 15,
      intensity_level: "low",
      completed_at: completedAt,
    },
  });

async function userIdOf(email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

const byId = <T extends { id: string }>(list: T[]) => Object.fromEntries(list.map((x) => [x.id, x]));

describe("level titles fit her journey", () => {
  it("calls a member trying to conceive a Fresh Start, a pregnant one a Mom-to-Be", async () => {
    for (const [stage, title] of [
      ["ttc_6-12", "Fresh Start"],
      ["pregnant", "Mom-to-Be"],
      ["toddler", "New Mom"],
      ["none", "Fresh Start"],
    ]) {
      const { cookie } = await t.signUp({ motherhood_stage: stage!.split("_")[0] });
      if (stage!.includes("_")) {
        const res = await t.request("/api/profile", {
          method: "PATCH",
          cookie,
          json: { motherhood_stage: stage },
        });
        expect(res.status).toBe(200);
      }
      expect((await progress(cookie)).level, stage).toMatchObject({ level: 1, title });
    }
  });
});

describe("points from real actions", () => {
  it("starts every member at level 1 with nothing made up", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "postpartum" });
    const p = await progress(cookie);
    expect(p.points).toBe(0);
    expect(p.level).toMatchObject({
      level: 1,
      title: "New Mom",
      next: { title: "Growing Strong", min: 100 },
    });
    expect(p.streak).toEqual({ current: 0, longest: 0 });
    expect(p.achievements.every((a) => a.progress === 0 && !a.completed)).toBe(true);
    expect(p.weeklyGoals.map((g) => [g.progress, g.target])).toEqual([
      [0, 3],
      [0, 7],
      [0, 5],
      [0, 3],
    ]);
    expect(p.weekStart).toBe("2026-11-23");
  });

  it("gives a mood check-in 5 points once a day, a workout 15, and counts only her own", async () => {
    clock = new Date("2026-11-26T12:00:00Z");
    const ana = await t.signUp();
    const bea = await t.signUp();
    expect((await mood(ana.cookie)).status).toBe(201);
    expect((await mood(ana.cookie)).status).toBe(201); // a second check-in the same day: no more points
    expect((await workout(ana.cookie)).status).toBe(201);

    const p = await progress(ana.cookie);
    const a = byId(p.achievements);
    expect(a["first-check-in"]).toMatchObject({ progress: 1, completed: true, points: 10 });
    expect(a["workout-warrior"]).toMatchObject({ progress: 1, maxProgress: 10, completed: false });
    // 5 (mood) + 15 (workout) + 10 (First Check-In).
    expect(p.points).toBe(30);
    expect(p.streak.current).toBe(1);
    expect(byId(p.weeklyGoals).workouts).toMatchObject({ progress: 1, target: 3 });
    expect(byId(p.weeklyGoals).mood).toMatchObject({ progress: 1, target: 7 });

    // Bea did nothing: none of Ana's points, streak or goals are hers.
    const hers = await progress(bea.cookie);
    expect(hers.points).toBe(0);
    expect(hers.streak.current).toBe(0);
    expect(hers.weeklyGoals.every((g) => g.progress === 0)).toBe(true);

    // The next day's check-in earns again.
    clock = new Date("2026-11-27T09:00:00Z");
    await mood(ana.cookie);
    const next = await progress(ana.cookie);
    expect(next.points).toBe(35);
    expect(next.streak).toEqual({ current: 2, longest: 2 });
  });

  it("never counts the same action twice, however often it is retried", async () => {
    const { email, cookie } = await t.signUp();
    const userId = await userIdOf(email);
    const helpful = { userId, kind: "reply" as const, sourceId: "comment-1" };
    expect(await t.db.transaction((tx) => awardPoints(tx, helpful))).toBe(true);
    expect(await t.db.transaction((tx) => awardPoints(tx, helpful))).toBe(false);
    // Another user's comment with the same id is hers to earn.
    const other = await t.signUp();
    const otherId = await userIdOf(other.email);
    expect(await t.db.transaction((tx) => awardPoints(tx, { ...helpful, userId: otherId }))).toBe(true);

    const rows = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
    expect(rows).toHaveLength(1);
    expect((await progress(cookie)).points).toBe(20);
    // Her export lists it once, and nothing of the other member's.
    const exported = await (await t.request("/api/account/export", { cookie })).json();
    expect(exported.points).toEqual([
      { kind: "reply", sourceId: "comment-1", points: 20, earnedAt: expect.any(String) },
    ]);
  });

  it("takes the points back with the action when its transaction rolls back", async () => {
    const { email, cookie } = await t.signUp();
    const userId = await userIdOf(email);
    await t.db
      .transaction(async (tx) => {
        await awardPoints(tx, { userId, kind: "post", sourceId: "post-1" });
        throw new Error("the post could not be saved");
      })
      .catch(() => {});
    expect((await progress(cookie)).points).toBe(0);
  });
});

describe("the community earns points and counts towards her goals (two members, through the API)", () => {
  async function member(stage = "postpartum") {
    const { cookie, email } = await t.signUp({ motherhood_stage: stage });
    const id = await userIdOf(email);
    await t.db.insert(subscriptions).values({
      userId: id,
      tier: "premium",
      status: "active",
      currentPeriodEnd: new Date("2027-01-01T00:00:00Z"),
      provider: "local",
    });
    return { cookie, id };
  }
  const post = async (cookie: string, content: string) => {
    const res = await postToCommunity(t, cookie, { content }, { tz: "UTC" });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const reply = async (cookie: string, postId: string, content: string, key = crypto.randomUUID()) => {
    const res = await t.request(`/api/community/posts/${postId}/comments`, {
      method: "POST",
      cookie,
      headers: { "Idempotency-Key": key },
      json: { content },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  /** What her export holds: the points ledger and her posts and replies. */
  async function exported(cookie: string) {
    const body = await (await t.request("/api/account/export", { cookie })).json();
    return body as {
      points: { kind: string; points: number }[];
      community: { posts: { createdAt: string }[]; comments: { createdAt: string }[] };
    };
  }
  /** Her total, added up from her export: each action's points plus each completed achievement's. */
  async function addsUp(cookie: string) {
    const p = await progress(cookie);
    const e = await exported(cookie);
    const actions = e.points.reduce((n, r) => n + r.points, 0);
    const achieved = p.achievements.reduce((n, a) => n + (a.completed ? a.points : 0), 0);
    expect(p.points).toBe(actions + achieved);
    const thisWeek = [...e.community.posts, ...e.community.comments].filter(
      (x) => x.createdAt >= `${p.weekStart}T00:00:00`,
    ).length;
    expect(byId(p.weeklyGoals).community?.progress).toBe(Math.min(3, thisWeek));
    return p;
  }

  it("gives +10 a post and +20 a reply to another mom, counts each towards the goal, and takes them back with a deleted reply", async () => {
    clock = new Date("2026-11-26T12:00:00Z");
    const ana = await member();
    const bea = await member("toddler");

    const first = await post(ana.cookie, "Night feeds are long this week");
    let a = await addsUp(ana.cookie);
    expect(a.points).toBe(10);
    expect(byId(a.weeklyGoals).community).toMatchObject({ progress: 1, target: 3 });

    await post(ana.cookie, "Any gentle walks near the park?");
    // Replying on her own post is conversation: it counts towards the goal, not for points.
    await reply(ana.cookie, first, "Thank you all");
    a = await addsUp(ana.cookie);
    expect(a.points).toBe(20);
    expect(byId(a.weeklyGoals).community).toMatchObject({ progress: 3, completed: true });

    // Bea helps: two replies on Ana's post, one of them retried with the same key.
    const key = crypto.randomUUID();
    const r1 = await reply(bea.cookie, first, "Cluster feeding passes, I promise", key);
    expect(await reply(bea.cookie, first, "Cluster feeding passes, I promise", key)).toBe(r1);
    await reply(bea.cookie, first, "And ask for help with the night shift");
    let b = await addsUp(bea.cookie);
    expect(b.points).toBe(40);
    expect(byId(b.weeklyGoals).community).toMatchObject({ progress: 2 });
    // None of it is Ana's.
    expect((await addsUp(ana.cookie)).points).toBe(20);

    // Copying a link earns nothing.
    await t.request(`/api/community/posts/${first}/share`, { method: "POST", cookie: bea.cookie });
    expect((await addsUp(bea.cookie)).points).toBe(40);

    // Ana marks the reply helpful: it counts towards Bea's Helping Hand.
    await t.request(`/api/community/comments/${r1}/helpful`, { method: "PUT", cookie: ana.cookie });
    b = await addsUp(bea.cookie);
    expect(byId(b.achievements)["helping-hand"]).toMatchObject({ progress: 1, completed: false });

    // Deleting a reply takes its points and its place in the goal back.
    await t.request(`/api/community/comments/${r1}`, { method: "DELETE", cookie: bea.cookie });
    b = await addsUp(bea.cookie);
    expect(b.points).toBe(20);
    expect(byId(b.weeklyGoals).community).toMatchObject({ progress: 1 });
  });

  it("counts a workout, a mood and six posts on the same panel, and levels up from her own records", async () => {
    clock = new Date("2026-11-26T12:00:00Z");
    const cat = await member();
    await mood(cat.cookie);
    await workout(cat.cookie);
    for (const words of ["One", "Two", "Three", "Four", "Five", "Six"]) await post(cat.cookie, words);
    const p = await addsUp(cat.cookie);
    // 5 + 15 + 6 × 10 + 10 (First Check-In) = 90; one more reply to another mom is level 2.
    expect(p.points).toBe(90);
    expect(p.level.level).toBe(1);
    const dee = await member();
    await reply(cat.cookie, await post(dee.cookie, "Hello"), "Welcome!");
    expect((await addsUp(cat.cookie)).level).toMatchObject({ level: 2, title: "Growing Strong" });
  });
});

describe("a course day is a workout", () => {
  it("earns 15 points once, even when the completion is retried", async () => {
    clock = new Date("2026-11-26T12:00:00Z");
    const { cookie } = await t.signUp({ motherhood_stage: "toddler" });
    const course = (path: string, json?: unknown, key?: string) =>
      t.request(`/api/courses/glow-up-challenge${path}?tz=UTC`, {
        method: "POST",
        cookie,
        json,
        headers: key ? { "Idempotency-Key": key } : undefined,
      });
    expect((await course("/enroll")).status).toBeLessThan(300);
    expect((await course("/start", { week: 1, day: 1 })).status).toBe(200);
    const key = crypto.randomUUID();
    expect((await course("/complete", { week: 1, day: 1 }, key)).status).toBe(201);
    expect((await course("/complete", { week: 1, day: 1 }, key)).status).toBe(201); // replayed
    const p = await progress(cookie);
    expect(p.points).toBe(15);
    expect(byId(p.weeklyGoals).workouts).toMatchObject({ progress: 1 });
  });
});

describe("streaks and weeks on her calendar", () => {
  it("counts any logged activity, day after day, in her time zone", async () => {
    const { cookie } = await t.signUp();
    clock = new Date("2026-11-23T10:00:00Z");
    await t.request("/api/wellness/sleep", { method: "POST", cookie, json: { hours: 7, quality: 7 } });
    clock = new Date("2026-11-24T10:00:00Z");
    await t.request("/api/wellness/self-care", {
      method: "POST",
      cookie,
      json: { activities: [{ activity: "meditation", minutes: 10 }] },
    });
    clock = new Date("2026-11-25T10:00:00Z");
    await t.request("/api/wellness/hydration?tz=UTC", {
      method: "PUT",
      cookie,
      json: { date: "2026-11-25", glasses: 3 },
    });
    clock = new Date("2026-11-26T10:00:00Z");
    const p = await progress(cookie);
    expect(p.streak).toEqual({ current: 3, longest: 3 }); // nothing yet today: still hers
    expect(byId(p.weeklyGoals)["self-care"]).toMatchObject({ progress: 1, target: 5 });

    // 23:30 in New York on the 26th is the 27th in UTC: the same day of hers.
    clock = new Date("2026-11-27T04:30:00Z");
    await workout(cookie);
    expect((await progress(cookie, "America/New_York")).streak.current).toBe(4);
  });

  it("counts this week's workouts from Monday, not last week's", async () => {
    const { cookie } = await t.signUp();
    clock = new Date("2026-11-26T12:00:00Z");
    await workout(cookie, "2026-11-22T18:00:00Z"); // Sunday of last week
    await workout(cookie, "2026-11-24T18:00:00Z");
    const p = await progress(cookie);
    expect(byId(p.weeklyGoals).workouts).toMatchObject({ progress: 1 });
    expect(byId(p.achievements)["workout-warrior"]).toMatchObject({ progress: 2 });
    expect(p.points).toBe(30);
  });
});

describe("the route", () => {
  it("is for signed-in members and refuses an unknown time zone", async () => {
    expect((await t.request("/api/gamification")).status).toBe(401);
    const { cookie } = await t.signUp();
    const res = await t.request("/api/gamification?tz=Mars/Base", { cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("invalid_input");
  });
});
