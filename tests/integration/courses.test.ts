import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSES } from "../../src/content/courses";
import { courses } from "../../src/server/db/schema";
import { seedCourses } from "../../src/server/features/courses/service";
import type {
  CompleteDayResult,
  CourseDayView,
  CourseDetail,
  CourseList,
  CourseProgressView,
  StartDayResult,
} from "../../src/shared/courses";
import { suitsStage } from "../../src/shared/stage-safety";
import type { DashboardData } from "../../src/shared/wellness";
import { createTestApp, type TestApp } from "../support/test-app";

let clock = new Date("2026-03-10T10:00:00Z"); // a Tuesday
let t: TestApp;
// A fresh in-memory database can take over a minute to create on a busy shared machine.
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
}, 180_000);
afterAll(() => t.close());

const TZ = "tz=Europe/London";
const GLOW = "glow-up-challenge";

const mother = async (stage = "toddler") => (await t.signUp({ motherhood_stage: stage })).cookie;
const post = (cookie: string, path: string, json?: unknown, key?: string) =>
  t.request(`/api/courses${path}${path.includes("?") ? "&" : "?"}${TZ}`, {
    method: "POST",
    cookie,
    json,
    headers: key ? { "Idempotency-Key": key } : undefined,
  });
const get = (cookie: string, path: string) =>
  t.request(`/api/courses${path}${path.includes("?") ? "&" : "?"}${TZ}`, { cookie });

async function list(cookie: string): Promise<CourseList> {
  const res = await get(cookie, "");
  expect(res.status).toBe(200);
  return res.json();
}

async function startAndComplete(
  cookie: string,
  course: string,
  week: number,
  day: number,
  checkin?: unknown,
) {
  const started = await post(cookie, `/${course}/start`, { week, day, ...(checkin ? { checkin } : {}) });
  expect(started.status).toBe(200);
  expect(((await started.json()) as StartDayResult).started).toBe(true);
  const done = await post(cookie, `/${course}/complete`, { week, day }, randomUUID());
  expect(done.status).toBe(201);
  return (await done.json()) as CompleteDayResult;
}

describe("course catalogue", () => {
  it("lists active courses newest first with counted enrolments and the challenge's id", async () => {
    const cookie = await mother();
    const before = await list(cookie);
    expect(before.courses.length).toBeGreaterThanOrEqual(6);
    const created = before.courses.map((c) => c.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(before.challengeId).toBe(GLOW);
    expect(before.stats).toMatchObject({ available: before.courses.length, enrolled: 0 });
    const glowBefore = before.courses.find((c) => c.id === GLOW)!;
    expect(glowBefore.progress).toBeNull();

    const other = await mother();
    expect((await post(other, `/${GLOW}/enroll`)).status).toBe(201);
    const after = await list(cookie);
    expect(after.courses.find((c) => c.id === GLOW)!.enrolled_count).toBe(glowBefore.enrolled_count + 1);
    expect(after.stats.members).toBe(before.stats.members + 1);
    expect(after.stats.enrolled).toBe(0); // hers, not the other mother's
  });

  it("seeds idempotently: running it again changes nothing and keeps one row per course", async () => {
    const cookie = await mother();
    await list(cookie);
    await seedCourses(t.db);
    await seedCourses(t.db);
    const rows = await t.db.select().from(courses).where(eq(courses.id, GLOW));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: "30 Days Glow Up Challenge", durationWeeks: 4, isActive: true });
  });

  it("answers 404 with the spec's message for an unknown course", async () => {
    const cookie = await mother();
    const res = await get(cookie, "/no-such-course");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: "not_found", message: "The course you're looking for doesn't exist." },
    });
  });

  it("shows the detail with weeks, themes and focus areas", async () => {
    const cookie = await mother();
    const res = await get(cookie, `/${GLOW}`);
    const detail: CourseDetail = await res.json();
    expect(detail.course.title).toBe("30 Days Glow Up Challenge");
    expect(detail.weeks.map((w) => [w.week_number, w.title, w.theme])).toEqual([
      [1, "Foundation Week", "Foundation and gentle movement"],
      [2, "Strength Week", "Strength and core recovery"],
      [3, "Energy Week", "Energy and metabolism"],
      [4, "Glow Week", "Full body glow up"],
    ]);
    expect(detail.weeks[0]!.focus_areas.length).toBeGreaterThan(0);
    expect(detail.course.progress).toBeNull();
  });

  it("gives a day's exercises with the spec's durations, and no video when storage has none", async () => {
    const cookie = await mother();
    const day1: CourseDayView = await (await get(cookie, `/${GLOW}/days/1/1`)).json();
    expect(day1.exercises.map((e) => e.duration)).toEqual([300, 900, 300]);
    expect(day1.exercises.every((e) => e.videoUrl === null)).toBe(true);
    const day5: CourseDayView = await (await get(cookie, `/${GLOW}/days/1/5`)).json();
    expect(day5.exercises.map((e) => e.duration)).toEqual([1500]);
    expect((await get(cookie, `/${GLOW}/days/1/8`)).status).toBe(400);
    expect((await get(cookie, `/${GLOW}/days/5/1`)).status).toBe(400);
    expect((await get(cookie, `/${GLOW}/videos/1/1`)).status).toBe(404);
  });
});

describe("enrolling, starting and completing days", () => {
  it("enrols at week 1 day 1, once", async () => {
    const cookie = await mother();
    const res = await post(cookie, `/${GLOW}/enroll`);
    expect(res.status).toBe(201);
    const p: CourseProgressView = await res.json();
    expect(p).toMatchObject({
      current_week: 1,
      current_day: 1,
      completed_at: null,
      day_number: 1,
      total_days: 28,
    });
    expect((await post(cookie, `/${GLOW}/enroll`)).status).toBe(200);
    expect((await list(cookie)).stats.enrolled).toBe(1);
  });

  it("completing day 1 moves to day 2 and records a workout session the dashboard counts", async () => {
    clock = new Date("2026-03-10T10:00:00Z");
    const cookie = await mother();
    await post(cookie, `/${GLOW}/enroll`);
    const dashBefore: DashboardData = await (await t.request(`/api/dashboard?${TZ}`, { cookie })).json();
    const done = await startAndComplete(cookie, GLOW, 1, 1);
    expect(done.outcome).toBe("advanced-day");
    expect(done.progress).toMatchObject({
      current_week: 1,
      current_day: 2,
      day_number: 2,
      days_completed: 1,
      weekly_streak: 1,
    });
    const dash: DashboardData = await (await t.request(`/api/dashboard?${TZ}`, { cookie })).json();
    expect(dash.weeklySessions).toBe(dashBefore.weeklySessions + 1);
    expect(dash.weeklyMinutes).toBe(dashBefore.weeklyMinutes + 25);
    const sessions = await (await t.request("/api/workouts/sessions", { cookie })).json();
    expect(sessions[0]).toMatchObject({
      workout_type: "30 Days Glow Up Challenge: Week 1 • Day 1",
      duration_minutes: 25,
      intensity_level: "low",
    });
    const exported = await (await t.request("/api/account/export", { cookie })).json();
    expect(exported.courses.progress).toEqual([
      expect.objectContaining({ course_id: GLOW, current_week: 1, current_day: 2 }),
    ]);
    expect(exported.courses.completedDays).toEqual([
      expect.objectContaining({ courseId: GLOW, week: 1, day: 1, workoutSessionId: sessions[0].id }),
    ]);
  });

  it("a retried completion (same Idempotency-Key) completes one day, not two", async () => {
    const cookie = await mother();
    await post(cookie, `/${GLOW}/enroll`);
    await post(cookie, `/${GLOW}/start`, { week: 1, day: 1 });
    const key = randomUUID();
    const first = await post(cookie, `/${GLOW}/complete`, { week: 1, day: 1 }, key);
    const again = await post(cookie, `/${GLOW}/complete`, { week: 1, day: 1 }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    const detail: CourseDetail = await (await get(cookie, `/${GLOW}`)).json();
    expect(detail.course.progress).toMatchObject({ current_day: 2, days_completed: 1 });
    expect((await post(cookie, `/${GLOW}/complete`, { week: 1, day: 1 })).status).toBe(400);
  });

  it("crosses a week boundary after day 7 and completes the course on the last day", async () => {
    const cookie = await mother();
    await post(cookie, `/${GLOW}/enroll`);
    let last: CompleteDayResult | undefined;
    for (let week = 1; week <= 4; week++) {
      for (let day = 1; day <= 7; day++) {
        last = await startAndComplete(cookie, GLOW, week, day);
        if (day === 7 && week < 4) {
          expect(last.outcome).toBe("advanced-week");
          expect(last.progress).toMatchObject({ current_week: week + 1, current_day: 1 });
        }
      }
    }
    expect(last!.outcome).toBe("course-completed");
    expect(last!.progress).toMatchObject({
      current_week: 4,
      current_day: 7,
      percent: 100,
      days_completed: 28,
    });
    expect(last!.progress.completed_at).toBe(clock.toISOString());
    // Replaying a day of a finished course keeps it finished.
    const replay = await startAndComplete(cookie, GLOW, 2, 3);
    expect(replay.outcome).toBe("replayed");
    expect(replay.progress).toMatchObject({ current_week: 4, current_day: 7, percent: 100 });
  });

  it("keeps the next week shut until day 7, and a day cannot be completed before it is started", async () => {
    const cookie = await mother();
    await post(cookie, `/${GLOW}/enroll`);
    const locked = await post(cookie, `/${GLOW}/start`, { week: 2, day: 1 });
    expect(locked.status).toBe(409);
    expect((await locked.json()).error.code).toBe("day_locked");
    const early = await post(cookie, `/${GLOW}/complete`, { week: 1, day: 3 }, randomUUID());
    expect(early.status).toBe(409);
    expect((await early.json()).error.code).toBe("day_not_started");
    // any day of the current week may be started; starting day 7 opens week 2
    await post(cookie, `/${GLOW}/start`, { week: 1, day: 7 });
    const opened = await post(cookie, `/${GLOW}/start`, { week: 2, day: 1 });
    expect(opened.status).toBe(200);
  });

  it("starting a day without enrolling creates her progress there", async () => {
    const cookie = await mother();
    const res = await post(cookie, `/${GLOW}/start`, { week: 1, day: 1 });
    const body: StartDayResult = await res.json();
    expect(body.progress).toMatchObject({ current_week: 1, current_day: 1 });
    expect((await list(cookie)).stats.enrolled).toBe(1);
  });

  it("refuses bad positions with a 400", async () => {
    const cookie = await mother();
    expect((await post(cookie, `/${GLOW}/start`, { week: 5, day: 1 })).status).toBe(400);
    expect((await post(cookie, `/${GLOW}/start`, { week: 1, day: 8 })).status).toBe(400);
    expect((await post(cookie, `/${GLOW}/start`, { week: "one", day: 1 })).status).toBe(400);
    expect((await post(cookie, `/${GLOW}/pause`, { reason: "whatever" })).status).toBe(400);
  });
});

describe("pauses, time away and the postpartum check-in", () => {
  it("pauses and resumes; while paused she is never away; after 7 days away she may repeat the week", async () => {
    clock = new Date("2026-03-02T10:00:00Z");
    const cookie = await mother();
    await post(cookie, `/${GLOW}/enroll`);
    for (const day of [1, 2, 3]) await startAndComplete(cookie, GLOW, 1, day);
    const paused: CourseProgressView = await (
      await post(cookie, `/${GLOW}/pause`, { reason: "illness" })
    ).json();
    expect(paused.pause).toMatchObject({ reason: "illness", to: null });

    clock = new Date("2026-03-20T10:00:00Z");
    const whilePaused: CourseDetail = await (await get(cookie, `/${GLOW}`)).json();
    expect(whilePaused.course.progress).toMatchObject({ days_away: 0, repeat_offer: null, current_day: 4 });

    const resumed: CourseProgressView = await (await post(cookie, `/${GLOW}/resume`)).json();
    expect(resumed.pause).toBeNull();
    clock = new Date("2026-03-28T10:00:00Z");
    const away: CourseDetail = await (await get(cookie, `/${GLOW}`)).json();
    expect(away.course.progress).toMatchObject({
      days_away: 8,
      repeat_offer: { week: 1, day: 1 },
      current_day: 4,
    });
    const repeated: CourseProgressView = await (await post(cookie, `/${GLOW}/repeat-week`)).json();
    expect(repeated).toMatchObject({
      current_week: 1,
      current_day: 1,
      days_completed: 3,
      repeat_offer: null,
    });
    expect((await post(cookie, `/${GLOW}/repeat-week`)).status).toBe(409);
    clock = new Date("2026-03-10T10:00:00Z");
  });

  it("a postpartum course asks about the warning signs, and does not start when she reports one", async () => {
    const cookie = await mother("postpartum");
    await post(cookie, "/core-restore/enroll");
    const day: CourseDayView = await (await get(cookie, "/core-restore/days/1/1")).json();
    expect(day.needsCheckin).toBe(true);

    const missing = await post(cookie, "/core-restore/start", { week: 1, day: 1 });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.code).toBe("checkin_required");

    const ticked = await post(cookie, "/core-restore/start", {
      week: 1,
      day: 1,
      checkin: { signs: ["heavy-bleeding"] },
    });
    const tickedBody: StartDayResult = await ticked.json();
    expect(tickedBody.started).toBe(false);
    expect(tickedBody.safety?.signs.map((s) => s.id)).toEqual(["heavy-bleeding"]);

    const written = await post(cookie, "/core-restore/start", {
      week: 1,
      day: 1,
      checkin: { signs: [], note: "I have chest pain and can't catch my breath" },
    });
    const writtenBody: StartDayResult = await written.json();
    expect(writtenBody.started).toBe(false);
    expect(writtenBody.safety?.emergency).toBe(true);

    expect(
      (await post(cookie, "/core-restore/start", { week: 1, day: 1, checkin: { signs: ["nope"] } })).status,
    ).toBe(400);
    const fine = await startAndComplete(cookie, "core-restore", 1, 1, { signs: [] });
    expect(fine.outcome).toBe("advanced-day");
  });
});

describe("two mothers", () => {
  it("each sees and changes only her own progress, on every route", async () => {
    const a = await mother();
    const b = await mother();
    await post(a, `/${GLOW}/enroll`);
    await startAndComplete(a, GLOW, 1, 1);
    await post(a, `/${GLOW}/pause`, { reason: "travel" });

    // b's views of the list, the detail and a day carry nothing of a's
    expect((await list(b)).courses.find((c) => c.id === GLOW)!.progress).toBeNull();
    const detailB: CourseDetail = await (await get(b, `/${GLOW}`)).json();
    expect(detailB.course.progress).toBeNull();
    expect(detailB.completedDays).toEqual([]);
    expect((await get(b, `/${GLOW}/days/1/2`)).status).toBe(200);

    // b cannot complete, pause, resume or repeat a course she has not started
    for (const [path, body] of [
      ["/complete", { week: 1, day: 1 }],
      ["/pause", { reason: "busy" }],
      ["/resume", undefined],
      ["/repeat-week", undefined],
    ] as const) {
      const res = await post(b, `/${GLOW}${path}`, body, randomUUID());
      expect(res.status, path).toBe(409);
    }
    // b's own enrolment and start leave a's position, pause and completions alone
    await post(b, `/${GLOW}/enroll`);
    await post(b, `/${GLOW}/start`, { week: 1, day: 3 });
    await post(b, `/${GLOW}/resume`);
    const detailA: CourseDetail = await (await get(a, `/${GLOW}`)).json();
    expect(detailA.course.progress).toMatchObject({ current_week: 1, current_day: 2, days_completed: 1 });
    expect(detailA.course.progress?.pause?.reason).toBe("travel");
    // the same Idempotency-Key from two mothers completes a day for each
    const key = randomUUID();
    await post(a, `/${GLOW}/start`, { week: 1, day: 2 });
    expect((await post(a, `/${GLOW}/complete`, { week: 1, day: 2 }, key)).status).toBe(201);
    const bDone = await post(b, `/${GLOW}/complete`, { week: 1, day: 3 }, key);
    expect(bDone.status).toBe(201);
    expect(((await bDone.json()) as CompleteDayResult).progress.current_day).toBe(4);
  });

  it("signed out, every route answers 401", async () => {
    const routes: [string, string][] = [
      ["GET", ""],
      ["GET", `/${GLOW}`],
      ["GET", `/${GLOW}/days/1/1`],
      ["GET", `/${GLOW}/videos/1/1`],
      ["POST", `/${GLOW}/enroll`],
      ["POST", `/${GLOW}/start`],
      ["POST", `/${GLOW}/complete`],
      ["POST", `/${GLOW}/pause`],
      ["POST", `/${GLOW}/resume`],
      ["POST", `/${GLOW}/repeat-week`],
    ];
    for (const [method, path] of routes) {
      const res = await t.request(`/api/courses${path}`, {
        method,
        json: method === "POST" ? {} : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("courses for her stage", () => {
  it("says which stages each course is written for, so hers lead and the others ask first", async () => {
    // Any member reads the same list; the stage lists in it are what her page orders by.
    const cookie = await mother("postpartum");
    const { courses: all } = await list(cookie);
    for (const c of all) {
      const content = COURSES.find((x) => x.id === c.id)!;
      expect(c.stages, c.id).toEqual(content.stages);
    }
    const forHer = all.filter((c) => suitsStage(c, "postpartum_0-6")).map((c) => c.id);
    expect(forHer.length).toBeGreaterThan(0);
    expect(forHer).not.toContain(GLOW);
    expect(all.filter((c) => suitsStage(c, "toddler_1-2")).map((c) => c.id)).toContain(GLOW);
  });

  it("promises the challenge's 28 days, not 30", async () => {
    const cookie = await mother();
    const glow = (await list(cookie)).courses.find((c) => c.id === GLOW)!;
    expect(glow.description).toMatch(/^28 days/);
    const detail: CourseDetail = await (await get(cookie, `/${GLOW}`)).json();
    expect(detail.course.learn.join(" ")).not.toMatch(/30 days/i);
    expect(detail.course.about).toContain("28-day");
  });
});
