import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FoodSearchResult } from "../../src/shared/food";
import { createTestApp, type TestApp } from "../support/test-app";

describe("coffee-shop drinks in the food search and log", () => {
  let t: TestApp;
  const now = new Date("2025-03-10T12:00:00Z");
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
  }, 120_000);
  afterAll(() => t.close());

  const search = async (q: string): Promise<FoodSearchResult> =>
    (await t.request(`/api/food/search?q=${encodeURIComponent(q)}`)).json();

  it('finds "latte" with its calories, cup sizes and how it is defined', async () => {
    const body = await search("latte");
    const latte = body.drinks[0]!;
    expect(latte).toMatchObject({ slug: "latte-whole-milk", name: "Latte, whole milk" });
    expect(latte.portions[0]).toEqual({ label: "12 fl oz cup", grams: 364.2 });
    expect(latte.portions.map((p) => p.label)).toContain("16 fl oz cup");
    expect(Math.round((latte.per100g.kcal * latte.portions[0]!.grams) / 100)).toBe(191);
    expect(latte.note).toMatch(/USDA 14210.*USDA 01077/);
    expect(latte.ingredients.map((i) => i.ndb)).toEqual(["14210", "01077"]);
    expect(body.drinks.map((d) => d.slug)).toContain("chai-latte-2-percent-milk");
    // Hot chocolate is SR28's own record, first for her words.
    expect((await search("hot chocolate")).foods[0]?.ndb).toBe("01105");
    expect((await search("")).drinks).toEqual([]);
  });

  it("logs a latte with figures from its USDA foods, for her only", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const day = async (cookie: string) =>
      (await (await t.request("/api/food/logs?date=2025-03-10", { cookie })).json()).entries;

    const res = await t.request("/api/food/logs", {
      method: "POST",
      cookie: alice.cookie,
      headers: { "Idempotency-Key": "latte-1" },
      // The page sends the drink and its grams; any figures it might add are not taken.
      json: {
        items: [{ drink: "latte-whole-milk", grams: 364.2, portion_label: "12 fl oz cup", calories: 5 }],
      },
    });
    expect(res.status).toBe(201);
    const [entry] = (await res.json()).entries;
    expect(entry).toMatchObject({
      ndb: null,
      name: "Latte, whole milk",
      grams: 364.2,
      portion_label: "12 fl oz cup",
      calories: 191,
      protein: 9.7,
      carbs: 15.6,
      fat: 10,
    });
    expect(await day(alice.cookie)).toEqual([entry]);
    expect(await day(bob.cookie)).toEqual([]);

    // A bigger cup through the edit scales the same mix.
    const patched = await t.request(`/api/food/logs/${entry.id}`, {
      method: "PATCH",
      cookie: alice.cookie,
      json: { grams: 485.6, portion_label: "16 fl oz cup" },
    });
    expect(patched.status).toBe(200);
    expect((await patched.json()).calories).toBe(255);
    // Another member cannot touch it.
    const foreign = await t.request(`/api/food/logs/${entry.id}`, { method: "DELETE", cookie: bob.cookie });
    expect(foreign.status).toBe(404);
    expect(await day(alice.cookie)).toHaveLength(1);
  });

  it("refuses a drink Bloom does not define, and stores nothing", async () => {
    const { cookie } = await t.signUp();
    const res = await t.request("/api/food/logs", {
      method: "POST",
      cookie,
      headers: { "Idempotency-Key": "unknown-drink" },
      json: { items: [{ drink: "pumpkin-spice-latte", grams: 350 }] },
    });
    expect(res.status).toBe(400);
    const entries = (await (await t.request("/api/food/logs?date=2025-03-10", { cookie })).json()).entries;
    expect(entries).toEqual([]);
  });
});
