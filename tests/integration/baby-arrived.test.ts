import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

// 03:00 UTC on 2 April 2026: still 1 April in Los Angeles.
const clock = new Date("2026-04-02T03:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const arrived = (cookie: string | undefined, json: unknown, tz = "America/Los_Angeles") =>
  t.request(`/api/profile/baby-arrived?tz=${tz}`, { method: "POST", cookie, json });

async function pregnantWithDueDate(due = "2026-04-10") {
  const { cookie } = await t.signUp({ motherhood_stage: "pregnant" });
  const res = await t.request("/api/profile?tz=America/Los_Angeles", {
    method: "PATCH",
    cookie,
    json: { due_date: due },
  });
  expect(res.status).toBe(200);
  return cookie;
}

describe("my baby is here", () => {
  it("keeps the birth date and moves her to the postpartum stage her baby's age gives", async () => {
    const cookie = await pregnantWithDueDate();
    const res = await arrived(cookie, { baby_birth_date: "2026-03-29" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      motherhood_stage: "postpartum_0-6",
      baby_birth_date: "2026-03-29",
      // Her due date stays, a record of her pregnancy; nothing of a loss is recorded.
      due_date: "2026-04-10",
      pregnancy_loss_on: null,
      show_pregnancy_content: true,
    });
    const profile = await (await t.request("/api/profile", { cookie })).json();
    expect(profile.motherhood_stage).toBe("postpartum_0-6");
  });

  it("counts her baby's age on her own calendar", async () => {
    // 1 April in Los Angeles: a birth on 18 February is 6 weeks and 0 days old there.
    const cookie = await pregnantWithDueDate();
    const res = await arrived(cookie, { baby_birth_date: "2026-02-18" });
    expect((await res.json()).motherhood_stage).toBe("postpartum_6-12");
    const born = await pregnantWithDueDate();
    const there = await arrived(born, { baby_birth_date: "2026-02-19" });
    expect((await there.json()).motherhood_stage).toBe("postpartum_0-6");
  });

  it("refuses a birth date still to come on her calendar, or no date at all, and changes nothing", async () => {
    const cookie = await pregnantWithDueDate();
    // 2 April is tomorrow in Los Angeles.
    const future = await arrived(cookie, { baby_birth_date: "2026-04-02" });
    expect(future.status).toBe(400);
    expect((await future.json()).error.message).toBe(
      "Your baby's birth date must be between 2016-03-31 and 2026-04-01.",
    );
    for (const json of [{}, { baby_birth_date: "soon" }, { baby_birth_date: "2026-03-30", stage: "x" }]) {
      expect((await arrived(cookie, json)).status).toBe(400);
    }
    const profile = await (await t.request("/api/profile", { cookie })).json();
    expect(profile).toMatchObject({ motherhood_stage: "pregnant_trimester_3", baby_birth_date: null });
  });

  it("lets baby content back after an earlier loss, now that her baby is here", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "pregnant" });
    await t.request("/api/profile/pregnancy-ended", {
      method: "POST",
      cookie,
      json: { motherhood_stage: "ttc" },
    });
    const res = await arrived(cookie, { baby_birth_date: "2026-03-31" });
    expect(await res.json()).toMatchObject({
      motherhood_stage: "postpartum_0-6",
      show_pregnancy_content: true,
    });
  });

  it("touches only her own profile, and needs her signed in", async () => {
    const alice = await pregnantWithDueDate();
    const bob = await pregnantWithDueDate();
    await arrived(alice, { baby_birth_date: "2026-03-30" });
    const bobs = await (await t.request("/api/profile", { cookie: bob })).json();
    expect(bobs).toMatchObject({ motherhood_stage: "pregnant_trimester_3", baby_birth_date: null });
    expect((await arrived(undefined, { baby_birth_date: "2026-03-30" })).status).toBe(401);
  });
});
