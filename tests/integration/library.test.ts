import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECIPES } from "../../src/content/recipes";
import { WORKOUTS } from "../../src/content/workouts";
import { savedPlans, users } from "../../src/server/db/schema";
import {
  buildMealPlan,
  buildWorkoutPlan,
  type MealQuizAnswers,
  type WorkoutQuizAnswers,
} from "../../src/shared/plans";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("favorites", () => {
  it("saves and removes catalogue workouts and recipes, per user", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    expect(
      (await t.request("/api/favorites/workout/postpartum-core", { method: "PUT", cookie: alice.cookie }))
        .status,
    ).toBe(204);
    expect(
      (await t.request("/api/favorites/workout/postpartum-core", { method: "PUT", cookie: alice.cookie }))
        .status,
    ).toBe(204);
    const list = await (await t.request("/api/favorites?kind=workout", { cookie: alice.cookie })).json();
    expect(list).toEqual(["postpartum-core"]);
    expect(await (await t.request("/api/favorites?kind=workout", { cookie: bob.cookie })).json()).toEqual([]);

    // Bob deleting the same slug touches only his own (empty) list.
    await t.request("/api/favorites/workout/postpartum-core", { method: "DELETE", cookie: bob.cookie });
    expect(await (await t.request("/api/favorites?kind=workout", { cookie: alice.cookie })).json()).toEqual([
      "postpartum-core",
    ]);

    await t.request("/api/favorites/workout/postpartum-core", { method: "DELETE", cookie: alice.cookie });
    expect(await (await t.request("/api/favorites?kind=workout", { cookie: alice.cookie })).json()).toEqual(
      [],
    );
  });

  it("refuses what the catalogue does not hold and unknown kinds", async () => {
    const { cookie } = await t.signUp();
    expect((await t.request("/api/favorites/workout/moon-walk", { method: "PUT", cookie })).status).toBe(404);
    expect((await t.request("/api/favorites/recipe/no-such-dish", { method: "PUT", cookie })).status).toBe(
      404,
    );
    expect((await t.request("/api/favorites/podcast/x", { method: "PUT", cookie })).status).toBe(400);
    expect((await t.request("/api/favorites?kind=podcast", { cookie })).status).toBe(400);
  });
});

describe("saved plans", () => {
  const workoutAnswers: WorkoutQuizAnswers = {
    motherhoodStage: "pregnant",
    fitnessGoal: "prepare-for-birth",
    experienceLevel: "beginner",
    timeAvailable: "15-20",
    daysPerWeek: "3-4",
    preferences: ["yoga"],
    additionalNotes: "",
  };
  const mealAnswers: MealQuizAnswers = {
    motherhoodStage: "pregnant",
    mealGoal: "iron-folate",
    cookingDays: "2",
    dietaryPreferences: ["vegan"],
    planType: "full-days",
    additionalNotes: "",
  };
  const workoutPlan = {
    kind: "workout",
    answers: workoutAnswers,
    plan: buildWorkoutPlan(workoutAnswers, WORKOUTS),
  };
  const mealPlan = { kind: "meal", answers: mealAnswers, plan: buildMealPlan(mealAnswers, RECIPES) };
  const save = (cookie: string, json: unknown) => t.request("/api/plans", { method: "POST", cookie, json });

  it("keeps the latest plan of each kind for its owner", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    expect((await save(alice.cookie, workoutPlan)).status).toBe(201);
    const latest = await (await t.request("/api/plans/latest?kind=workout", { cookie: alice.cookie })).json();
    expect(latest).toMatchObject({ kind: "workout", answers: workoutAnswers, plan: workoutPlan.plan });
    expect(
      await (await t.request("/api/plans/latest?kind=workout", { cookie: bob.cookie })).json(),
    ).toBeNull();
    expect(
      await (await t.request("/api/plans/latest?kind=meal", { cookie: alice.cookie })).json(),
    ).toBeNull();
    expect((await save(alice.cookie, mealPlan)).status).toBe(201);
    const meal = await (await t.request("/api/plans/latest?kind=meal", { cookie: alice.cookie })).json();
    expect(meal.plan).toEqual(mealPlan.plan);
  });

  it("answers a stored plan that no longer fits its kind's shape as none, and a fitting one as saved", async () => {
    const { cookie, email } = await t.signUp();
    expect((await save(cookie, mealPlan)).status).toBe(201);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    // A workout plan saved before the plan's shape changed (it passed the schema of its day).
    await t.db.insert(savedPlans).values({
      id: randomUUID(),
      userId: user!.id,
      kind: "workout",
      answers: workoutAnswers,
      plan: { ...workoutPlan.plan, weeks: [{ week: 1, days: [{ day: "Monday", workouts: [] }] }] },
      createdAt: new Date(),
    });
    expect(await (await t.request("/api/plans/latest?kind=workout", { cookie })).json()).toBeNull();
    expect((await (await t.request("/api/plans/latest?kind=meal", { cookie })).json()).plan).toEqual(
      mealPlan.plan,
    );
  });

  it.each([
    ["an unknown kind", { kind: "nap", answers: {}, plan: {} }],
    ["a plan that is not a plan", { kind: "workout", answers: workoutAnswers, plan: { days: ["Monday"] } }],
    [
      "a meal plan saved as a workout plan",
      { kind: "workout", answers: workoutAnswers, plan: mealPlan.plan },
    ],
    [
      "answers the quiz cannot give",
      { kind: "meal", answers: { ...mealAnswers, motherhoodStage: "astronaut" }, plan: mealPlan.plan },
    ],
    ["a field of its own", { ...workoutPlan, user_id: "someone-else" }],
    ["an oversized plan", { ...mealPlan, plan: { ...mealPlan.plan, notes: ["x".repeat(70_000)] } }],
  ])("refuses %s and stores nothing", async (_, body) => {
    const { cookie } = await t.signUp();
    const res = await save(cookie, body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("invalid_input");
    for (const kind of ["workout", "meal"]) {
      expect(await (await t.request(`/api/plans/latest?kind=${kind}`, { cookie })).json()).toBeNull();
    }
  });
});
