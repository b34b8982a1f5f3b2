import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foodMatchThresholds, foodMealPictures, foodMeals } from "../../src/server/db/schema";
import { USUAL_PRECISION_FLOOR, USUAL_THRESHOLD } from "../../src/shared/food";
import { createTestApp, type TestApp } from "../support/test-app";

const cake = readFileSync(path.join(import.meta.dirname, "../fixtures/cake.jpg"));
const dataUrl = (bytes: Uint8Array) => `data:image/jpeg;base64,${Buffer.from(bytes).toString("base64")}`;
/** Another photo of the same plate: cropped, a little brighter, smaller. */
const reshot = async (left = 30, top = 20, brightness = 1.1) =>
  dataUrl(
    await sharp(cake)
      .extract({ left, top, width: 740, height: 640 })
      .modulate({ brightness })
      .resize(600)
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
/** A plate that is not cake: a bowl of green and orange on a wooden table. */
const otherPlate = async () =>
  dataUrl(
    await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
        <rect width="640" height="480" fill="#8b5a2b"/><circle cx="320" cy="240" r="200" fill="#fff"/>
        <circle cx="270" cy="220" r="80" fill="#2e7d32"/><circle cx="380" cy="270" r="70" fill="#e25822"/></svg>`),
    )
      .jpeg()
      .toBuffer(),
  );

describe("her usual meals", () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let aliceId: string;
  let sent = 0;
  beforeAll(async () => {
    t = await createTestApp();
    alice = (await t.signUp()).cookie;
    bob = (await t.signUp()).cookie;
    aliceId = (await (await t.request("/api/auth/get-session", { cookie: alice })).json()).user.id;
  }, 120_000);
  afterAll(() => t.close());

  const analyze = async (cookie: string | undefined, image: string) => {
    const res = await t.request("/api/food/analyze", { method: "POST", cookie, json: { image } });
    expect(res.status).toBe(200);
    return res.json();
  };
  const logPlate = (cookie: string, plate: object) =>
    t.request("/api/food/logs", {
      method: "POST",
      cookie,
      json: plate,
      headers: { "Idempotency-Key": `usual-${++sent}` },
    });
  const meals = async (cookie: string) =>
    (await (await t.request("/api/food/meals", { cookie })).json()).meals;
  const pictures = (userId: string) =>
    t.db.select().from(foodMealPictures).where(eq(foodMealPictures.userId, userId));

  let mealId: string;
  let firstEntry: string;

  it("compares nothing for a visitor, and learns a meal she confirms from a photo", async () => {
    expect((await analyze(undefined, dataUrl(cake))).usual).toBeNull();

    const first = await analyze(alice, dataUrl(cake));
    expect(first.usual).toMatchObject({ usual: null, nearest: [] });
    expect(first.usual.picture).toMatch(/^[A-Za-z0-9_-]{800,}$/);
    const res = await logPlate(alice, {
      items: [{ ndb: "18141", grams: 67, portion_label: "1 serving" }],
      picture: first.usual.picture,
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    mealId = body.meal;
    firstEntry = body.entries[0].id;
    expect(await meals(alice)).toMatchObject([
      { id: mealId, name: "Cake, vanilla, frosted", pictures: 1, calories: 262 },
    ]);
    const [stored] = await pictures(aliceId);
    // 320 float16 values: the picture, never the photo.
    expect(stored?.embedding.byteLength).toBe(640);
  }, 60_000);

  it("offers her usual meal for another photo of it, and Yes logs it in one request and learns the photo", async () => {
    const again = await analyze(alice, await reshot());
    expect(again.usual.usual).toMatchObject({ id: mealId, name: "Cake, vanilla, frosted", calories: 262 });
    expect(again.usual.usual.score).toBeGreaterThanOrEqual(USUAL_THRESHOLD);
    // A different plate is not offered as her cake.
    expect((await analyze(alice, await otherPlate())).usual.usual).toBeNull();

    const yes = await logPlate(alice, {
      items: [{ ndb: "18141", grams: 67, portion_label: "1 serving" }],
      picture: again.usual.picture,
      meal: mealId,
    });
    expect(yes.status).toBe(201);
    expect((await yes.json()).meal).toBe(mealId);
    expect(await meals(alice)).toMatchObject([{ id: mealId, pictures: 2 }]);
  }, 60_000);

  it("never mixes two members' meals, and refuses a picture or a meal that is not hers", async () => {
    const bobs = await analyze(bob, await reshot());
    expect(bobs.usual).toMatchObject({ usual: null, nearest: [] });
    expect(await meals(bob)).toEqual([]);
    const alicesPicture = (await analyze(alice, await reshot())).usual.picture;
    // Alice's sealed picture is not Bob's to learn from, nor Alice's meal his to join.
    const item = { ndb: "18141", grams: 67 };
    expect((await logPlate(bob, { items: [item], picture: alicesPicture })).status).toBe(400);
    expect((await logPlate(bob, { items: [item], picture: bobs.usual.picture, meal: mealId })).status).toBe(
      400,
    );
    const asBob = (url: string, init: { method: string; json?: unknown }) =>
      t.request(url, { ...init, cookie: bob });
    expect(
      (
        await asBob(`/api/food/meals/${mealId}/something-else`, {
          method: "POST",
          json: { picture: bobs.usual.picture },
        })
      ).status,
    ).toBe(404);
    expect(
      (await asBob(`/api/food/meals/${mealId}`, { method: "PATCH", json: { name: "Mine" } })).status,
    ).toBe(404);
    expect((await asBob(`/api/food/meals/${mealId}`, { method: "DELETE" })).status).toBe(404);
    expect((await t.request("/api/food/meals")).status).toBe(401);
    expect(await meals(alice)).toMatchObject([{ id: mealId, name: "Cake, vanilla, frosted", pictures: 2 }]);
  }, 60_000);

  it("keeps 'Something else' as a negative: her threshold rises and that photo is not offered again", async () => {
    const photo = await reshot();
    const offered = await analyze(alice, photo);
    expect(offered.usual.usual?.id).toBe(mealId);
    const res = await t.request(`/api/food/meals/${mealId}/something-else`, {
      method: "POST",
      cookie: alice,
      json: { picture: offered.usual.picture },
    });
    expect(res.status).toBe(204);
    const [own] = await t.db
      .select()
      .from(foodMatchThresholds)
      .where(eq(foodMatchThresholds.userId, aliceId));
    expect(own!.threshold).toBeGreaterThan(USUAL_THRESHOLD);
    expect(own!.threshold).toBeCloseTo(Math.min(0.97, offered.usual.usual.score + 0.01), 2);
    expect((await analyze(alice, photo)).usual.usual).toBeNull();
    expect((await pictures(aliceId)).filter((p) => p.negative)).toHaveLength(1);

    // Below her raised threshold the meal is a chip; her Yes to it lowers the threshold again.
    const chip = await analyze(alice, await reshot(55, 40, 0.9));
    expect(chip.usual.usual).toBeNull();
    const near = chip.usual.nearest.find((m: { id: string }) => m.id === mealId);
    expect(near.score).toBeLessThan(own!.threshold);
    const yes = await logPlate(alice, {
      items: [{ ndb: "18141", grams: 67 }],
      picture: chip.usual.picture,
      meal: mealId,
    });
    expect(yes.status).toBe(201);
    const [lowered] = await t.db
      .select()
      .from(foodMatchThresholds)
      .where(eq(foodMatchThresholds.userId, aliceId));
    expect(lowered!.threshold).toBeCloseTo(
      Math.max(USUAL_PRECISION_FLOOR, (own!.threshold + near.score) / 2),
      3,
    );
  }, 60_000);

  it("lists her meals in her export without the numbers, and renames one", async () => {
    const renamed = await t.request(`/api/food/meals/${mealId}`, {
      method: "PATCH",
      cookie: alice,
      json: { name: "Sunday cake" },
    });
    expect(await renamed.json()).toMatchObject({ id: mealId, name: "Sunday cake" });
    const exported = await (await t.request("/api/account/export", { cookie: alice })).json();
    expect(exported.usualMeals).toEqual([
      expect.objectContaining({ name: "Sunday cake", calories: 262, has_learned_picture: true }),
    ]);
    expect(JSON.stringify(exported.usualMeals)).not.toMatch(/embedding|"picture"/);
  });

  it("deletes a picture with its log entry, and every vector with the account", async () => {
    const before = (await pictures(aliceId)).filter((p) => !p.negative).length;
    expect(
      (await t.request(`/api/food/logs/${firstEntry}`, { method: "DELETE", cookie: alice })).status,
    ).toBe(204);
    const after = await pictures(aliceId);
    expect(after.filter((p) => !p.negative)).toHaveLength(before - 1);
    expect(after.some((p) => p.logId === firstEntry)).toBe(false);

    // Forgetting the meal deletes every picture of it; her log entries stay.
    const day = async () =>
      (await (await t.request("/api/food/logs", { cookie: alice })).json()).entries.length;
    const entries = await day();
    expect(entries).toBeGreaterThan(0);
    expect((await t.request(`/api/food/meals/${mealId}`, { method: "DELETE", cookie: alice })).status).toBe(
      204,
    );
    expect(await pictures(aliceId)).toHaveLength(0);
    expect(await meals(alice)).toEqual([]);
    expect(await day()).toBe(entries);

    const { cookie, password } = await t.signUp();
    const carol = (await (await t.request("/api/auth/get-session", { cookie })).json()).user.id;
    const first = await analyze(cookie, dataUrl(cake));
    await logPlate(cookie, { items: [{ ndb: "18141", grams: 67 }], picture: first.usual.picture });
    expect(await pictures(carol)).toHaveLength(1);
    const gone = await t.request("/api/account", {
      method: "DELETE",
      cookie,
      json: { confirm: "DELETE", password },
    });
    expect(gone.status).toBe(200);
    expect(await pictures(carol)).toHaveLength(0);
    expect(await t.db.select().from(foodMeals).where(eq(foodMeals.userId, carol))).toHaveLength(0);
  }, 60_000);
});
