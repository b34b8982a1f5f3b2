import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gramsOf, type MealWordsResult } from "../../src/shared/food";
import { createTestApp, type TestApp } from "../support/test-app";

describe("POST /api/food/words: a meal described in words", () => {
  let t: TestApp;
  const now = new Date("2025-03-10T12:00:00Z");
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
  }, 120_000);
  afterAll(() => t.close());

  const describeMeal = async (text: unknown, cookie?: string) =>
    t.request("/api/food/words", { method: "POST", cookie, json: { text } });

  it("turns her words into USDA foods with her amounts, for a visitor too", async () => {
    const res = await describeMeal("2 eggs and a slice of toast, pad thai with shrimp, one plate");
    expect(res.status).toBe(200);
    const body: MealWordsResult = await res.json();
    expect(body.safety).toBeNull();
    const [eggs, toast, padThai] = body.items;
    expect(eggs).toMatchObject({
      part: { text: "2 eggs", quantity: 2, unit: null, food: "eggs" },
      match: { ndb: "01123", name: "Egg, whole, raw, fresh" },
      amount: { quantity: 2, unit: "1 large" },
      estimated: false,
    });
    expect(gramsOf(eggs!.amount!, eggs!.match!.portions)).toBe(100);
    expect(eggs!.match!.per100g.kcal).toBeGreaterThan(100);
    expect(toast).toMatchObject({ match: { ndb: "18076" }, amount: { quantity: 1, unit: "1 slice" } });
    // Nothing in USDA is pad thai: no match, no amount, only the closest foods to choose from.
    expect(padThai).toMatchObject({
      part: { food: "pad thai with shrimp", quantity: 1, unit: "plate" },
      match: null,
      amount: null,
    });
    expect(padThai!.alternatives.length).toBeGreaterThan(0);
  });

  it("refuses empty, too long or malformed text with a 400 and the error shape", async () => {
    for (const text of ["", "   ", "x".repeat(501), 42, null]) {
      const res = await describeMeal(text);
      expect(res.status, String(text).slice(0, 10)).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBeTruthy();
      expect(typeof body.error.message).toBe("string");
    }
    const extra = await t.request("/api/food/words", {
      method: "POST",
      json: { text: "apple", user_id: "x" },
    });
    expect(extra.status).toBe(400);
  });

  it("answers with no foods, not an error, when it finds none", async () => {
    const res = await describeMeal("and, then");
    expect(res.status).toBe(200);
    expect((await res.json()).items).toEqual([]);
  });

  it("reads what she typed with the safety module, like any text she writes", async () => {
    const res = await describeMeal("nothing today, I don't want to be here anymore");
    expect(res.status).toBe(200);
    const body: MealWordsResult = await res.json();
    expect(body.safety).toMatchObject({ selfHarm: true });
  });

  it("stores nothing; what she logs from it goes through the food log, hers only", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const words: MealWordsResult = await (await describeMeal("150 g rice and 2 eggs", alice.cookie)).json();
    const day = async (cookie: string) =>
      (await (await t.request("/api/food/logs?date=2025-03-10", { cookie })).json()).entries;
    expect(await day(alice.cookie)).toEqual([]);

    // The page logs the adjusted plate in one request with an Idempotency-Key.
    const plate = {
      items: words.items.map((it) => ({
        detected_food: it.part.text,
        ndb: it.match!.ndb,
        grams: gramsOf(it.amount!, it.match!.portions),
        portion_label: it.amount!.unit === "g" ? null : "2 large",
      })),
    };
    const log = (cookie: string) =>
      t.request("/api/food/logs", {
        method: "POST",
        cookie,
        json: plate,
        headers: { "Idempotency-Key": "words-plate-1" },
      });
    expect((await log(alice.cookie)).status).toBe(201);
    expect((await log(alice.cookie)).status).toBe(201); // a retry logs nothing twice
    const entries = await day(alice.cookie);
    expect(entries.map((e: { detected_food: string; grams: number }) => [e.detected_food, e.grams])).toEqual([
      ["150 g rice", 150],
      ["2 eggs", 100],
    ]);
    expect(await day(bob.cookie)).toEqual([]);
  });
});
