import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompleteDayResult } from "../../src/shared/courses";
import type { GamificationProgress } from "../../src/shared/gamification";
import type { DashboardData } from "../../src/shared/wellness";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Effort she makes is never lost: a workout she ends early is saved with the minutes she did,
 * once however often the save is sent, and a course day can be marked done without running
 * every timer, recording what she did.
 */

const clock = new Date("2026-03-10T10:00:00Z"); // a Tuesday
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
}, 180_000);
afterAll(() => t.close());

const session = (cookie: string, minutes: number, key?: string) =>
  t.request("/api/workouts/sessions", {
    method: "POST",
    cookie,
    headers: key ? { "Idempotency-Key": key } : undefined,
    json: {
      workout_type: "Gentle Postpartum Core",
      workout_slug: "gentle-postpartum-core",
      duration_minutes: minutes,
      intensity_level: "low",
    },
  });
const dashboard = async (cookie: string): Promise<DashboardData> =>
  (await t.request("/api/dashboard?tz=UTC", { cookie })).json();
const points = async (cookie: string) =>
  ((await (await t.request("/api/gamification?tz=UTC", { cookie })).json()) as GamificationProgress).points;

describe("a workout she ends early", () => {
  it("is saved once with the minutes she did, however often the save is sent", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "postpartum" });
    const other = await t.signUp({ motherhood_stage: "postpartum" });
    const key = randomUUID();
    // "End and save", then the same save again as she leaves the page.
    const first = await session(cookie, 7, key);
    expect(first.status).toBe(201);
    const again = await session(cookie, 7, key);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect((await again.json()).id).toBe((await first.json()).id);
    // The same key for a different session is refused, not silently merged.
    expect((await session(cookie, 9, key)).status).toBe(422);

    const sessions = await (await t.request("/api/workouts/sessions", { cookie })).json();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ duration_minutes: 7, workout_slug: "gentle-postpartum-core" });
    const dash = await dashboard(cookie);
    expect(dash.weeklySessions).toBe(1);
    expect(dash.weeklyMinutes).toBe(7);
    expect(await points(cookie)).toBe(15);
    // Another member's key space is her own.
    expect((await session(other.cookie, 7, key)).status).toBe(201);
    expect((await dashboard(cookie)).weeklySessions).toBe(1);
  });
});

describe("marking a course day done", () => {
  const course = (cookie: string, path: string, json?: unknown, key?: string) =>
    t.request(`/api/courses/glow-up-challenge${path}?tz=UTC`, {
      method: "POST",
      cookie,
      json,
      headers: key ? { "Idempotency-Key": key } : undefined,
    });

  it("records the minutes she did when she did part of the day, and the whole day when she says so", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "toddler" });
    expect((await course(cookie, "/enroll")).status).toBeLessThan(300);
    expect((await course(cookie, "/start", { week: 1, day: 1 })).status).toBe(200);
    // Part of day 1: 12 of its 25 minutes.
    const part = await course(cookie, "/complete", { week: 1, day: 1, minutes: 12 }, randomUUID());
    expect(part.status).toBe(201);
    expect(((await part.json()) as CompleteDayResult).progress).toMatchObject({
      current_day: 2,
      days_completed: 1,
    });
    // Day 2, done her own way without the timers: the whole day, as she said.
    expect((await course(cookie, "/start", { week: 1, day: 2 })).status).toBe(200);
    expect((await course(cookie, "/complete", { week: 1, day: 2 }, randomUUID())).status).toBe(201);
    // Never more than the day holds.
    expect((await course(cookie, "/start", { week: 1, day: 3 })).status).toBe(200);
    expect((await course(cookie, "/complete", { week: 1, day: 3, minutes: 90 }, randomUUID())).status).toBe(
      201,
    );
    const sessions = await (await t.request("/api/workouts/sessions", { cookie })).json();
    expect(sessions.map((s: { duration_minutes: number }) => s.duration_minutes).sort()).toEqual([
      12, 20, 20,
    ]);
    expect((await dashboard(cookie)).weeklyMinutes).toBe(52);
    expect((await course(cookie, "/complete", { week: 1, day: 4, minutes: 0 }, randomUUID())).status).toBe(
      400,
    );
  });
});
