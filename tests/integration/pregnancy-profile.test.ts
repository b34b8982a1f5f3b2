import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

// 03:00 UTC on 2 April 2026: still 1 April in Los Angeles.
const clock = new Date("2026-04-02T03:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const patch = (cookie: string, json: unknown, tz = "Europe/London") =>
  t.request(`/api/profile?tz=${tz}`, { method: "PATCH", cookie, json });
/** A new user at a given stage (sign-up takes only the journey; the picker sets the stage). */
async function signUpAt(stage: string) {
  const user = await t.signUp({ motherhood_stage: stage.split("_")[0] });
  if (stage.includes("_")) await patch(user.cookie, { motherhood_stage: stage });
  return user;
}
const profileOf = async (cookie: string) => (await t.request("/api/profile", { cookie })).json();

describe("her pregnancy dates on the profile", () => {
  it("stores a due date with the last period it implies, and sets the trimester it falls in", async () => {
    const { cookie } = await signUpAt("pregnant_trimester_1");
    const res = await patch(cookie, { due_date: "2026-10-08" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      due_date: "2026-10-08",
      last_period_start: "2026-01-01",
      // 13 weeks, 0 days on 2 April in London: the second trimester.
      motherhood_stage: "pregnant_trimester_2",
      show_pregnancy_content: true,
    });
  });

  it("counts her trimester on her own calendar", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "pregnant" });
    await patch(cookie, { due_date: "2026-10-08" }, "America/Los_Angeles");
    // Still 1 April there: 12 weeks, 6 days.
    expect((await profileOf(cookie)).motherhood_stage).toBe("pregnant_trimester_1");
  });

  it("works out the due date from the first day of her last period", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "pregnant" });
    const res = await patch(cookie, { last_period_start: "2026-02-01" });
    expect(await res.json()).toMatchObject({
      last_period_start: "2026-02-01",
      due_date: "2026-11-08",
      motherhood_stage: "pregnant_trimester_1",
    });
  });

  it("keeps the stage she names in the same update, and leaves other journeys alone", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "pregnant" });
    const named = await patch(cookie, { due_date: "2026-10-08", motherhood_stage: "pregnant_trimester_3" });
    expect((await named.json()).motherhood_stage).toBe("pregnant_trimester_3");
    const ttc = await signUpAt("ttc_1-3");
    const other = await patch(ttc.cookie, { due_date: "2026-10-08" });
    expect((await other.json()).motherhood_stage).toBe("ttc_1-3");
  });

  it("clears both dates together", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "pregnant" });
    await patch(cookie, { due_date: "2026-10-08" });
    const res = await patch(cookie, { due_date: null });
    expect(await res.json()).toMatchObject({ due_date: null, last_period_start: null });
  });

  it("refuses dates no pregnancy can have, with a clear 400", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "pregnant" });
    const cases: [unknown, RegExp][] = [
      [{ due_date: "2027-01-08" }, /due date must be between 2026-03-13 and 2027-01-07/],
      [{ due_date: "2026-03-12" }, /due date must be between/],
      [{ last_period_start: "2026-04-03" }, /last period must be between .* and 2026-04-02/],
      [{ due_date: "2026-02-30" }, /Due date must be a date/],
      [{ due_date: "2026-10-08", last_period_start: "2026-01-01" }, /not both/],
      [{ baby_birth_date: "2026-04-03" }, /birth date must be between/],
      [{ height_cm: 20 }, /Height must be between 120 and 230 cm/],
      [{ pre_pregnancy_weight_lbs: "140" }, /Weight before pregnancy must be a number/],
    ];
    for (const [json, message] of cases) {
      const res = await patch(cookie, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe("invalid_input");
      expect(body.error.message).toMatch(message);
    }
    expect(await profileOf(cookie)).toMatchObject({ due_date: null, baby_birth_date: null, height_cm: null });
  });

  it("takes her baby's birth date and moves a postpartum stage to the baby's age", async () => {
    const { cookie } = await signUpAt("postpartum_0-6");
    const res = await patch(cookie, { baby_birth_date: "2026-02-01" });
    expect(await res.json()).toMatchObject({
      baby_birth_date: "2026-02-01",
      motherhood_stage: "postpartum_6-12",
    });
  });

  it("keeps height and weight before pregnancy for the weight-gain ranges", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "pregnant" });
    const res = await patch(cookie, { height_cm: 165.04, pre_pregnancy_weight_lbs: 140 });
    expect(await res.json()).toMatchObject({ height_cm: 165, pre_pregnancy_weight_lbs: 140 });
  });

  it("keeps each user's dates her own", async () => {
    const alice = await t.signUp({ motherhood_stage: "pregnant" });
    const bob = await t.signUp({ motherhood_stage: "pregnant" });
    await patch(alice.cookie, { due_date: "2026-10-08", height_cm: 170 });
    expect(await profileOf(bob.cookie)).toMatchObject({ due_date: null, height_cm: null });
    expect((await profileOf(alice.cookie)).due_date).toBe("2026-10-08");
    const anonymous = await t.request("/api/profile?tz=UTC", { method: "PATCH", json: { due_date: null } });
    expect(anonymous.status).toBe(401);
  });
});

describe("when a pregnancy ends", () => {
  it("stops the dates, remembers the day, holds back pregnancy content and moves her journey, in one step", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "pregnant" });
    await patch(cookie, { due_date: "2026-10-08", height_cm: 160 });
    const res = await t.request("/api/profile/pregnancy-ended?tz=America/Los_Angeles", {
      method: "POST",
      cookie,
      json: { motherhood_stage: "ttc" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      due_date: null,
      last_period_start: null,
      pregnancy_loss_on: "2026-04-01",
      show_pregnancy_content: false,
      motherhood_stage: "ttc",
      height_cm: 160,
    });
  });

  it("lets her say nothing about what comes next", async () => {
    const { cookie } = await signUpAt("pregnant_trimester_2");
    const res = await t.request("/api/profile/pregnancy-ended", { method: "POST", cookie, json: {} });
    expect((await res.json()).motherhood_stage).toBe("none");
  });

  it("does not move her to another pregnancy stage", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "pregnant" });
    const res = await t.request("/api/profile/pregnancy-ended", {
      method: "POST",
      cookie,
      json: { motherhood_stage: "pregnant_trimester_3" },
    });
    expect(res.status).toBe(400);
    expect((await profileOf(cookie)).motherhood_stage).toBe("pregnant");
  });

  it("lets pregnancy content back when she chooses it: a new due date, or the switch", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "pregnant" });
    await t.request("/api/profile/pregnancy-ended", {
      method: "POST",
      cookie,
      json: { motherhood_stage: "ttc" },
    });
    const back = await patch(cookie, { show_pregnancy_content: true });
    expect((await back.json()).show_pregnancy_content).toBe(true);
    await patch(cookie, { show_pregnancy_content: false });
    const pregnantAgain = await patch(cookie, { motherhood_stage: "pregnant", due_date: "2027-01-01" });
    expect(await pregnantAgain.json()).toMatchObject({
      show_pregnancy_content: true,
      due_date: "2027-01-01",
      pregnancy_loss_on: "2026-04-02",
    });
  });

  it("touches only her own profile", async () => {
    const alice = await t.signUp({ motherhood_stage: "pregnant" });
    const bob = await t.signUp({ motherhood_stage: "pregnant" });
    await patch(bob.cookie, { due_date: "2026-10-08" });
    await t.request("/api/profile/pregnancy-ended", { method: "POST", cookie: alice.cookie, json: {} });
    expect(await profileOf(bob.cookie)).toMatchObject({
      due_date: "2026-10-08",
      pregnancy_loss_on: null,
      show_pregnancy_content: true,
    });
    const anonymous = await t.request("/api/profile/pregnancy-ended", { method: "POST", json: {} });
    expect(anonymous.status).toBe(401);
  });
});
