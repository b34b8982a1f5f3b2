import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKOUTS } from "../../src/content/workouts";
import { buildWorkoutPlan, type WorkoutQuizAnswers } from "../../src/shared/plans";
import { createTestApp, type TestApp } from "../support/test-app";

// Wednesday 18 November 2026, 10:00 UTC. The clock is the app's, so weeks are exact.
let clock = new Date("2026-11-18T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const post = (cookie: string, url: string, json: unknown) => t.request(url, { method: "POST", cookie, json });
const get = async (cookie: string, url: string) => {
  const res = await t.request(url, { cookie });
  expect(res.status).toBe(200);
  return res.json();
};

describe("mood check-ins", () => {
  it("stores a check-in with trimmed notes and lists the newest first", async () => {
    const { cookie } = await t.signUp();
    clock = new Date("2026-11-18T08:00:00Z");
    expect(
      (
        await post(cookie, "/api/wellness/moods", {
          mood_score: 6,
          energy_level: 5,
          stress_level: 4,
          notes: "  slow start ",
        })
      ).status,
    ).toBe(201);
    clock = new Date("2026-11-18T09:00:00Z");
    await post(cookie, "/api/wellness/moods", { mood_score: 8, energy_level: 7, stress_level: 2 });
    const list = await get(cookie, "/api/wellness/moods?limit=3");
    expect(list.map((m: { mood_score: number }) => m.mood_score)).toEqual([8, 6]);
    expect(list[1].notes).toBe("slow start");
    expect(list[0].notes).toBeNull();
  });

  it.each([
    [{ mood_score: 11, energy_level: 5, stress_level: 5 }, "mood_score: Mood must be from 1 to 10."],
    [{ mood_score: 0, energy_level: 5, stress_level: 5 }, "mood_score: Mood must be from 1 to 10."],
    [
      { mood_score: "7", energy_level: 5, stress_level: 5 },
      "mood_score: Mood must be a number from 1 to 10.",
    ],
    [{ mood_score: 7, energy_level: 5 }, "stress_level"],
    [{ mood_score: 7, energy_level: 5, stress_level: 5, userId: "x" }, "Unknown field: userId."],
  ])("refuses %j with a 400 and stores nothing", async (json, message) => {
    const { cookie } = await t.signUp();
    const res = await post(cookie, "/api/wellness/moods", json);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain(message);
    expect(await get(cookie, "/api/wellness/moods")).toEqual([]);
  });
});

describe("sleep, self-care and hydration", () => {
  it("logs sleep in half hours and refuses quarter hours", async () => {
    const { cookie } = await t.signUp();
    expect((await post(cookie, "/api/wellness/sleep", { hours: 6.5, quality: 6 })).status).toBe(201);
    const bad = await post(cookie, "/api/wellness/sleep", { hours: 6.25, quality: 6 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("hours: Hours go in half-hour steps.");
    expect(await get(cookie, "/api/wellness/sleep")).toHaveLength(1);
  });

  it("logs self-care activities with their minutes and totals them", async () => {
    const { cookie } = await t.signUp();
    const res = await post(cookie, "/api/wellness/self-care", {
      activities: [
        { activity: "bath", minutes: 25 },
        { activity: "tea-break", minutes: 5 },
      ],
    });
    expect(res.status).toBe(201);
    expect((await res.json()).totalMinutes).toBe(30);
    const none = await post(cookie, "/api/wellness/self-care", { activities: [] });
    expect((await none.json()).error.message).toBe("activities: Please select at least one activity");
  });

  it("keeps only the minutes she entered: none said, none stored", async () => {
    const { cookie } = await t.signUp();
    const res = await post(cookie, "/api/wellness/self-care", {
      activities: [{ activity: "reading" }, { activity: "bath", minutes: null }],
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      activities: [
        { activity: "reading", minutes: null },
        { activity: "bath", minutes: null },
      ],
      totalMinutes: null,
    });
    const some = await post(cookie, "/api/wellness/self-care", {
      activities: [{ activity: "reading", minutes: 20 }, { activity: "bath" }],
    });
    expect((await some.json()).totalMinutes).toBe(20);
    const summary = await get(cookie, "/api/wellness/summary?tz=UTC");
    expect(summary.latestSelfCare.activities).toEqual([
      { activity: "reading", minutes: 20 },
      { activity: "bath", minutes: null },
    ]);
    const exported = await get(cookie, "/api/account/export");
    expect(exported.selfCareLogs.map((l: { totalMinutes: number | null }) => l.totalMinutes).sort()).toEqual([
      20,
      null,
    ]);
  });

  it("counts glasses per local day, up and down", async () => {
    const { cookie } = await t.signUp();
    clock = new Date("2026-11-18T10:00:00Z");
    const empty = await get(cookie, "/api/wellness/hydration?tz=Europe/London");
    expect(empty).toEqual({ date: "2026-11-18", glasses: 0, goal: 8 });
    const put = (glasses: number) =>
      t.request("/api/wellness/hydration?tz=Europe/London", {
        method: "PUT",
        cookie,
        json: { date: "2026-11-18", glasses },
      });
    expect((await put(3)).status).toBe(200);
    expect((await put(2)).status).toBe(200);
    expect((await get(cookie, "/api/wellness/hydration?date=2026-11-18")).glasses).toBe(2);
    expect((await put(-1)).status).toBe(400);
    expect((await put(31)).status).toBe(400);
    const future = await t.request("/api/wellness/hydration?tz=UTC", {
      method: "PUT",
      cookie,
      json: { date: "2026-12-01", glasses: 1 },
    });
    expect(future.status).toBe(400);
  });

  it("refuses a time zone that does not exist", async () => {
    const { cookie } = await t.signUp();
    const res = await t.request("/api/wellness/summary?tz=Mars/Olympus", { cookie });
    expect(res.status).toBe(400);
  });
});

describe("the dashboard", () => {
  it("starts empty: no invented sessions, a dash for the wellness score", async () => {
    const { cookie } = await t.signUp();
    const d = await get(cookie, "/api/dashboard?tz=UTC");
    expect(d).toMatchObject({
      wellnessScore: null,
      weeklySessions: 0,
      weeklyWorkoutProgress: 0,
      weeklyMinutes: 0,
      weeklyWorkoutGoal: 5,
    });
    expect(d.week).toHaveLength(7);
    expect(d.week[0].date).toBe("2026-11-16");
  });

  it("counts this week's sessions from Monday in the user's zone, and the latest mood's score", async () => {
    const { cookie } = await t.signUp();
    // Sunday 15 Nov, 23:30 in New York = Monday 04:30 UTC: last week in New York.
    clock = new Date("2026-11-18T12:00:00Z");
    const session = (completedAt: string, minutes: number) =>
      post(cookie, "/api/workouts/sessions", {
        workout_type: "Postpartum Core",
        workout_slug: "postpartum-core",
        duration_minutes: minutes,
        intensity_level: "low",
        completed_at: completedAt,
      });
    expect((await session("2026-11-16T04:30:00Z", 10)).status).toBe(201);
    expect((await session("2026-11-17T18:00:00Z", 15)).status).toBe(201);
    expect((await session("2026-11-18T07:00:00Z", 20)).status).toBe(201);
    await post(cookie, "/api/wellness/moods", { mood_score: 8, energy_level: 5, stress_level: 6 });

    const ny = await get(cookie, "/api/dashboard?tz=America/New_York");
    expect(ny.weekStart).toBe("2026-11-16");
    expect(ny.weeklySessions).toBe(2);
    expect(ny.weeklyMinutes).toBe(35);
    expect(ny.weeklyWorkoutProgress).toBe(40);
    expect(ny.wellnessScore).toBe(57);
    expect(ny.week.find((d: { date: string }) => d.date === "2026-11-17").workoutMinutes).toBe(15);

    const utc = await get(cookie, "/api/dashboard?tz=UTC");
    expect(utc.weeklySessions).toBe(3);
    expect(utc.weeklyMinutes).toBe(45);
  });

  it("refuses a session completed in the future", async () => {
    const { cookie } = await t.signUp();
    clock = new Date("2026-11-18T12:00:00Z");
    const res = await post(cookie, "/api/workouts/sessions", {
      workout_type: "Energy Boost",
      duration_minutes: 10,
      intensity_level: "moderate",
      completed_at: "2026-11-19T12:00:00Z",
    });
    expect(res.status).toBe(400);
  });

  it("charts daily averages for 7 or 30 days and shows what a day held", async () => {
    const { cookie } = await t.signUp();
    clock = new Date("2026-11-17T09:00:00Z");
    await post(cookie, "/api/wellness/moods", { mood_score: 4, energy_level: 4, stress_level: 8 });
    clock = new Date("2026-11-17T19:00:00Z");
    await post(cookie, "/api/wellness/moods", { mood_score: 6, energy_level: 6, stress_level: 4 });
    await post(cookie, "/api/wellness/sleep", { hours: 7.5, quality: 8 });
    clock = new Date("2026-11-18T10:00:00Z");
    const week = await get(cookie, "/api/wellness/trends?days=7&tz=UTC");
    expect(week).toHaveLength(7);
    expect(week.at(-2)).toMatchObject({
      date: "2026-11-17",
      moodScore: 5,
      energyLevel: 5,
      stressLevel: 6,
      sleepHours: 7.5,
    });
    expect(week.at(-1)).toMatchObject({
      date: "2026-11-18",
      moodScore: null,
      sleepHours: null,
      workoutMinutes: 0,
    });
    expect(await get(cookie, "/api/wellness/trends?days=30&tz=UTC")).toHaveLength(30);
    expect((await t.request("/api/wellness/trends?days=12", { cookie })).status).toBe(400);

    const day = await get(cookie, "/api/wellness/day?date=2026-11-17&tz=UTC");
    expect(day.moods).toHaveLength(2);
    expect(day.sleep).toHaveLength(1);
    expect(day.selfCare).toEqual([]);
  });
});

describe("privacy between two users", () => {
  it("keeps every record to its owner, whatever ids or parameters are guessed", async () => {
    clock = new Date("2026-11-18T10:00:00Z");
    const alice = await t.signUp({ name: "Alice" });
    const bob = await t.signUp({ name: "Bob" });
    const mood = await (
      await post(alice.cookie, "/api/wellness/moods", {
        mood_score: 3,
        energy_level: 3,
        stress_level: 9,
        notes: "private",
      })
    ).json();
    const sleep = await (await post(alice.cookie, "/api/wellness/sleep", { hours: 5, quality: 3 })).json();
    const care = await (
      await post(alice.cookie, "/api/wellness/self-care", {
        activities: [{ activity: "reading", minutes: 20 }],
      })
    ).json();
    await post(alice.cookie, "/api/workouts/sessions", {
      workout_type: "Prenatal Yoga",
      duration_minutes: 20,
      intensity_level: "low",
    });
    await t.request("/api/wellness/hydration", {
      method: "PUT",
      cookie: alice.cookie,
      json: { date: "2026-11-18", glasses: 6 },
    });

    // Bob sees none of it, by any route.
    expect(await get(bob.cookie, "/api/wellness/moods")).toEqual([]);
    expect(await get(bob.cookie, "/api/wellness/sleep")).toEqual([]);
    expect(await get(bob.cookie, "/api/wellness/self-care")).toEqual([]);
    expect(await get(bob.cookie, "/api/workouts/sessions")).toEqual([]);
    expect((await get(bob.cookie, "/api/wellness/hydration?date=2026-11-18")).glasses).toBe(0);
    const summary = await get(bob.cookie, "/api/wellness/summary");
    expect(summary).toMatchObject({ latestMood: null, latestSleep: null, latestSelfCare: null });
    const dash = await get(bob.cookie, "/api/dashboard");
    expect(dash).toMatchObject({ wellnessScore: null, weeklySessions: 0 });
    const day = await get(bob.cookie, `/api/wellness/day?date=2026-11-18&user_id=${mood.id}`);
    expect(day.moods).toEqual([]);

    // Nor can he delete Alice's entries by their ids.
    for (const [kind, id] of [
      ["moods", mood.id],
      ["sleep", sleep.id],
      ["self-care", care.id],
    ]) {
      const res = await t.request(`/api/wellness/${kind}/${id}`, { method: "DELETE", cookie: bob.cookie });
      expect(res.status).toBe(404);
    }
    expect(await get(alice.cookie, "/api/wellness/moods")).toHaveLength(1);

    // Alice can.
    expect(
      (await t.request(`/api/wellness/moods/${mood.id}`, { method: "DELETE", cookie: alice.cookie })).status,
    ).toBe(204);
    expect(await get(alice.cookie, "/api/wellness/moods")).toEqual([]);
  });

  it("needs a session on every wellness route", async () => {
    for (const url of [
      "/api/wellness/moods",
      "/api/wellness/summary",
      "/api/dashboard",
      "/api/workouts/sessions",
      "/api/wellness/trends",
    ]) {
      expect((await t.request(url)).status).toBe(401);
    }
  });
});

describe("the weekly workout goal", () => {
  const patch = (cookie: string, json: unknown) =>
    t.request("/api/profile?tz=UTC", { method: "PATCH", cookie, json });
  const twoDayPlan = () => {
    const answers: WorkoutQuizAnswers = {
      motherhoodStage: "postpartum-0-3",
      fitnessGoal: "recover",
      experienceLevel: "beginner",
      timeAvailable: "10-15",
      daysPerWeek: "2",
      preferences: [],
      additionalNotes: "",
    };
    return { kind: "workout", answers, plan: buildWorkoutPlan(answers, WORKOUTS) };
  };

  it("starts from her stage, follows her saved workout plan, and her own choice over both", async () => {
    const alice = await t.signUp({ motherhood_stage: "postpartum" });
    const bob = await t.signUp();
    // Postpartum, her baby's age unknown: the first six weeks' gentle start.
    expect(await get(alice.cookie, "/api/dashboard?tz=UTC")).toMatchObject({
      weeklyWorkoutGoal: 2,
      weeklyWorkoutGoalSource: "default",
    });

    const plan = twoDayPlan();
    expect(plan.plan.workoutDays).toBe(2);
    expect((await post(alice.cookie, "/api/plans", plan)).status).toBe(201);
    await post(alice.cookie, "/api/workouts/sessions", {
      workout_type: "Postpartum Core",
      duration_minutes: 12,
      intensity_level: "low",
    });
    expect(await get(alice.cookie, "/api/dashboard?tz=UTC")).toMatchObject({
      weeklyWorkoutGoal: 2,
      weeklyWorkoutGoalSource: "plan",
      weeklySessions: 1,
      weeklyWorkoutProgress: 50,
    });
    // Her plan is hers: Bob's goal is still the default.
    expect(await get(bob.cookie, "/api/dashboard?tz=UTC")).toMatchObject({ weeklyWorkoutGoal: 5 });

    expect((await patch(alice.cookie, { weekly_workout_goal: 3 })).status).toBe(200);
    expect(await get(alice.cookie, "/api/dashboard?tz=UTC")).toMatchObject({
      weeklyWorkoutGoal: 3,
      weeklyWorkoutGoalSource: "own",
      weeklyWorkoutProgress: 33,
    });
    expect((await get(alice.cookie, "/api/profile")).weekly_workout_goal).toBe(3);
    expect((await get(bob.cookie, "/api/profile")).weekly_workout_goal).toBeNull();

    expect((await patch(alice.cookie, { weekly_workout_goal: null })).status).toBe(200);
    expect(await get(alice.cookie, "/api/dashboard?tz=UTC")).toMatchObject({
      weeklyWorkoutGoal: 2,
      weeklyWorkoutGoalSource: "plan",
    });
  });

  it("starts three weeks after birth at 2, in pregnancy at 3, and at the spec's 5 for a toddler mom", async () => {
    const early = await t.signUp({ motherhood_stage: "postpartum" });
    // 18 November 2026 is three weeks after 28 October.
    expect((await patch(early.cookie, { baby_birth_date: "2026-10-28" })).status).toBe(200);
    const pregnant = await t.signUp({ motherhood_stage: "pregnant" });
    const toddler = await t.signUp({ motherhood_stage: "toddler" });
    for (const [who, goal] of [
      [early, 2],
      [pregnant, 3],
      [toddler, 5],
    ] as const) {
      expect(await get(who.cookie, "/api/dashboard?tz=UTC")).toMatchObject({
        weeklyWorkoutGoal: goal,
        weeklyWorkoutGoalSource: "default",
        weeklyWorkoutProgress: 0,
      });
    }
  });

  it("leaves a plan built for pregnancy behind once her baby is here", async () => {
    const mum = await t.signUp({ motherhood_stage: "pregnant" });
    const answers: WorkoutQuizAnswers = {
      motherhoodStage: "pregnant",
      fitnessGoal: "stay-active",
      experienceLevel: "intermediate",
      timeAvailable: "20-30",
      daysPerWeek: "5+",
      preferences: [],
      additionalNotes: "",
    };
    const plan = buildWorkoutPlan(answers, WORKOUTS);
    expect(plan.workoutDays).toBe(5);
    expect((await post(mum.cookie, "/api/plans", { kind: "workout", answers, plan })).status).toBe(201);
    expect(await get(mum.cookie, "/api/dashboard?tz=UTC")).toMatchObject({
      weeklyWorkoutGoal: 5,
      weeklyWorkoutGoalSource: "plan",
    });
    const arrived = await patch(mum.cookie, {
      motherhood_stage: "postpartum",
      baby_birth_date: "2026-11-04",
    });
    expect(arrived.status).toBe(200);
    expect(await get(mum.cookie, "/api/dashboard?tz=UTC")).toMatchObject({
      weeklyWorkoutGoal: 2,
      weeklyWorkoutGoalSource: "default",
    });
  });

  it("refuses a goal that is not a whole number from 1 to 14", async () => {
    const { cookie } = await t.signUp();
    for (const goal of [0, 15, 2.5, "4"]) {
      const res = await patch(cookie, { weekly_workout_goal: goal });
      expect(res.status, String(goal)).toBe(400);
    }
  });
});
