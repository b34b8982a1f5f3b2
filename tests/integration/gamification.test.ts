import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointsLedger, users } from "../../src/server/db/schema";
import { awardPoints } from "../../src/server/features/gamification";
import type { GamificationProgress } from "../../src/shared/gamification";
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
    const helpful = { userId, kind: "helpful" as const, sourceId: "comment-1" };
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
      { kind: "helpful", sourceId: "comment-1", points: 20, earnedAt: expect.any(String) },
    ]);
  });

  it("takes the points back with the action when its transaction rolls back", async () => {
    const { email, cookie } = await t.signUp();
    const userId = await userIdOf(email);
    await t.db
      .transaction(async (tx) => {
        await awardPoints(tx, { userId, kind: "share", sourceId: "share-1" });
        throw new Error("the share could not be saved");
      })
      .catch(() => {});
    expect((await progress(cookie)).points).toBe(0);
  });

  it("completes Helping Hand after five replies marked helpful, and levels up", async () => {
    const { email, cookie } = await t.signUp();
    const userId = await userIdOf(email);
    for (let i = 0; i < 5; i++) {
      await t.db.transaction((tx) => awardPoints(tx, { userId, kind: "helpful", sourceId: `c${i}` }));
    }
    const p = await progress(cookie);
    expect(byId(p.achievements)["helping-hand"]).toMatchObject({ progress: 5, completed: true, points: 30 });
    expect(p.points).toBe(5 * 20 + 30);
    expect(p.level).toMatchObject({ level: 2, title: "Growing Strong" });
    expect(byId(p.weeklyGoals).community).toMatchObject({ progress: 3, completed: true });
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
