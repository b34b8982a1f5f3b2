import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  it("keeps the latest plan of each kind for its owner", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const plan = {
      kind: "workout",
      answers: { motherhoodStage: "pregnant" },
      plan: { days: [{ day: "Monday", workouts: ["prenatal-yoga"] }] },
    };
    const res = await t.request("/api/plans", { method: "POST", cookie: alice.cookie, json: plan });
    expect(res.status).toBe(201);
    const latest = await (await t.request("/api/plans/latest?kind=workout", { cookie: alice.cookie })).json();
    expect(latest.plan).toEqual(plan.plan);
    expect(
      await (await t.request("/api/plans/latest?kind=workout", { cookie: bob.cookie })).json(),
    ).toBeNull();
    expect(
      await (await t.request("/api/plans/latest?kind=meal", { cookie: alice.cookie })).json(),
    ).toBeNull();
  });

  it("refuses a bad kind or an oversized plan", async () => {
    const { cookie } = await t.signUp();
    expect(
      (
        await t.request("/api/plans", {
          method: "POST",
          cookie,
          json: { kind: "nap", answers: {}, plan: {} },
        })
      ).status,
    ).toBe(400);
    const huge = { kind: "meal", answers: {}, plan: { notes: "x".repeat(70_000) } };
    expect((await t.request("/api/plans", { method: "POST", cookie, json: huge })).status).toBe(400);
  });
});
