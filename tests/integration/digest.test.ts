import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WELLNESS_TIPS } from "../../src/content/digest";
import { findWorkout } from "../../src/content/workouts";
import { digestTipCompletions } from "../../src/server/db/schema";
import type { Digest } from "../../src/shared/digest";
import { createTestApp, type TestApp } from "../support/test-app";

// Thursday 12 March 2026, 10:00 UTC; she lives in London (UTC+0 until the clocks change on 29 March).
let clock = new Date("2026-03-12T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const TZ = "tz=Europe/London";
const tipIsAboutBaby = (id: string) => WELLNESS_TIPS.find((x) => x.id === id)?.aboutBaby === true;
const at = (iso: string) => {
  clock = new Date(iso);
};

async function mum(stage = "postpartum_3-6m") {
  const { cookie } = await t.signUp({ motherhood_stage: "postpartum" });
  const res = await t.request("/api/profile", { method: "PATCH", cookie, json: { motherhood_stage: stage } });
  expect(res.status).toBe(200);
  return cookie;
}

async function digest(cookie: string, tz = TZ): Promise<Digest> {
  const res = await t.request(`/api/digest?${tz}`, { cookie });
  expect(res.status).toBe(200);
  return res.json();
}

const complete = (cookie: string, id: string, tz = TZ) =>
  t.request(`/api/digest/tips/${encodeURIComponent(id)}/complete?${tz}`, { method: "POST", cookie });

describe("Today's Wellness Digest", () => {
  it("gives her five tips, one per category, the same all day, and nothing completed yet", async () => {
    at("2026-03-12T08:00:00Z");
    const cookie = await mum();
    const morning = await digest(cookie);
    at("2026-03-12T21:00:00Z");
    const evening = await digest(cookie);
    expect(evening).toEqual(morning);
    expect(morning.date).toBe("2026-03-12");
    expect(morning.tips.map((x) => x.category).sort()).toEqual([
      "hydration",
      "mindfulness",
      "nutrition",
      "sleep",
      "workout",
    ]);
    expect(morning).toMatchObject({ completed: 0, total: 5, progress: 0 });
    for (const tip of morning.tips) {
      expect(tip.link).toMatch(/^\/(workouts|recipes|wellness)\//);
      expect(tip).toMatchObject({ completed: false, completedAt: null });
    }
  });

  it("offers a ten-minute workout for her stage until she has worked out this week", async () => {
    at("2026-03-12T10:00:00Z");
    const cookie = await mum("postpartum_0-6");
    const before = await digest(cookie);
    const move = before.tips.find((x) => x.category === "workout")!;
    expect(move.id).toBe("ten-minute-move");
    expect(move.reason).toBe("No workout logged yet this week.");
    expect(findWorkout(move.link.replace("/workouts/", ""))?.stages).toContain("postpartum-0-6");

    const logged = await t.request("/api/workouts/sessions", {
      method: "POST",
      cookie,
      json: { workout_type: "Gentle Postnatal Walk", duration_minutes: 11, intensity_level: "low" },
    });
    expect(logged.status).toBe(201);
    const after = await digest(cookie);
    expect(after.tips.find((x) => x.category === "workout")?.id).not.toBe("ten-minute-move");
  });

  it("puts a sleep tip first after three short nights on her own calendar", async () => {
    const cookie = await mum();
    // Logged each morning in Los Angeles: 07:00 there is 14:00 or 15:00 UTC.
    for (const [day, hours] of [
      ["2026-03-10", 5],
      ["2026-03-11", 6],
      ["2026-03-12", 5.5],
    ] as const) {
      at(`${day}T15:00:00Z`);
      const res = await t.request("/api/wellness/sleep", {
        method: "POST",
        cookie,
        json: { hours, quality: 4 },
      });
      expect(res.status).toBe(201);
    }
    at("2026-03-12T18:00:00Z");
    const tips = (await digest(cookie, "tz=America/Los_Angeles")).tips;
    expect(tips[0]).toMatchObject({
      category: "sleep",
      reason: "You slept under 7 hours three nights running.",
    });
  });

  it("brings a hydration tip when yesterday's glasses were under the goal, with her numbers", async () => {
    at("2026-03-12T10:00:00Z");
    const cookie = await mum();
    const put = await t.request(`/api/wellness/hydration?${TZ}`, {
      method: "PUT",
      cookie,
      json: { date: "2026-03-11", glasses: 3 },
    });
    expect(put.status).toBe(200);
    const water = (await digest(cookie)).tips.find((x) => x.category === "hydration");
    expect(water?.reason).toBe("You logged 3 of 8 glasses of water yesterday.");
  });

  it("answers a low mood check-in with a tip about reaching out", async () => {
    at("2026-03-12T10:00:00Z");
    const cookie = await mum();
    await t.request("/api/wellness/moods", {
      method: "POST",
      cookie,
      json: { mood_score: 3, energy_level: 6, stress_level: 4 },
    });
    const mind = (await digest(cookie)).tips.find((x) => x.category === "mindfulness");
    expect(mind?.reason).toBe("Your last check-in: mood 3 out of 10.");
  });
});

describe("her newest night", () => {
  const logSleep = async (cookie: string, json: { hours: number; quality: number; notes?: string }) => {
    const res = await t.request("/api/wellness/sleep", { method: "POST", cookie, json });
    expect(res.status).toBe(201);
  };
  const sleepTip = async (cookie: string) => (await digest(cookie)).tips.find((x) => x.category === "sleep")!;
  const tipContent = (id: string) => WELLNESS_TIPS.find((x) => x.id === id)!;

  it("meets 4 hours 'up 4 times for feeds' three weeks after birth with feeds shared and rest, first", async () => {
    at("2026-03-12T07:30:00Z");
    const cookie = await mum("postpartum_0-6");
    await logSleep(cookie, { hours: 4, quality: 3, notes: "up 4 times for feeds" });
    const tips = (await digest(cookie)).tips;
    expect(tips[0]).toMatchObject({
      category: "sleep",
      reason: "Your latest sleep log: 4 hours, broken by waking.",
    });
    expect(tipContent(tips[0]!.id)).toMatchObject({ trigger: "broken-sleep" });
    expect(tipContent(tips[0]!.id).journeys).toContain("postpartum");
    expect(tips[0]!.action).not.toContain("winding down");

    // A new, whole night the next morning: her newest log speaks, and the broken night no longer does.
    at("2026-03-13T07:30:00Z");
    await logSleep(cookie, { hours: 8, quality: 8, notes: "slept through" });
    const next = await sleepTip(cookie);
    expect(next.reason).toBeNull();
    expect(next.id).not.toBe("wind-down-routine");
  });

  it("gives a pregnant, a trying and a toddler mom's broken night advice for hers", async () => {
    at("2026-03-12T07:30:00Z");
    for (const [stage, notes, journey] of [
      ["pregnant_trimester_3", "up to pee three times", "pregnant"],
      ["ttc_6-12", "lay awake from 3 to 5", "ttc"],
      ["toddler_1-2", "toddler woke 3 times", "toddler"],
    ] as const) {
      const cookie = await mum(stage);
      await logSleep(cookie, { hours: 5, quality: 4, notes });
      const tip = await sleepTip(cookie);
      expect(tip.reason, stage).toBe("Your latest sleep log: 5 hours, broken by waking.");
      expect(tipContent(tip.id)).toMatchObject({ trigger: "broken-sleep" });
      expect(tipContent(tip.id).journeys, stage).toContain(journey);
    }
  });
});

describe("her dates and her choices", () => {
  it("reads her trimester from her due date, not from a stage she set months ago", async () => {
    at("2026-03-12T10:00:00Z");
    const cookie = await mum("pregnant_trimester_1");
    // Due 9 May: 31 weeks on 12 March, the third trimester, where the nausea tip no longer belongs.
    await t.request(`/api/profile?${TZ}`, { method: "PATCH", cookie, json: { due_date: "2026-05-09" } });
    await t.request(`/api/profile?${TZ}`, {
      method: "PATCH",
      cookie,
      json: { motherhood_stage: "pregnant_trimester_1" },
    });
    for (let d = 12; d < 26; d++) {
      at(`2026-03-${d}T10:00:00Z`);
      const tips = (await digest(cookie)).tips;
      expect(tips.map((x) => x.id)).not.toContain("ginger-for-queasy-mornings");
      const move = tips.find((x) => x.category === "workout")!;
      expect(findWorkout(move.link.replace("/workouts/", ""))?.stages).toContain("pregnant-trimester-3");
    }
  });

  it("after a pregnancy loss offers no tip about a baby or a bump", async () => {
    at("2026-03-12T10:00:00Z");
    const { cookie } = await t.signUp({ motherhood_stage: "pregnant" });
    const ended = await t.request(`/api/profile/pregnancy-ended?${TZ}`, {
      method: "POST",
      cookie,
      json: { motherhood_stage: "postpartum_0-6" },
    });
    expect(ended.status).toBe(200);
    for (let d = 12; d < 26; d++) {
      at(`2026-03-${d}T10:00:00Z`);
      for (const tip of (await digest(cookie)).tips) {
        expect(tipIsAboutBaby(tip.id), tip.id).toBe(false);
      }
    }
  });
});

describe("completing a tip", () => {
  it("stores it for the day, counts it in progress, and a second completion changes nothing", async () => {
    at("2026-03-12T10:00:00Z");
    const cookie = await mum();
    const tip = (await digest(cookie)).tips[2]!;
    const first = await complete(cookie, tip.id);
    expect(first.status).toBe(200);
    const done: Digest = await first.json();
    const stored = done.tips.find((x) => x.id === tip.id)!;
    expect(stored.completed).toBe(true);
    expect(stored.completedAt).toBe("2026-03-12T10:00:00.000Z");
    expect(done).toMatchObject({ completed: 1, total: 5, progress: 20 });

    at("2026-03-12T11:00:00Z");
    const again = await complete(cookie, tip.id);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(done);
    expect(await digest(cookie)).toEqual(done);
  });

  it("starts each day fresh: yesterday's completion is not today's", async () => {
    at("2026-03-12T10:00:00Z");
    const cookie = await mum();
    const tip = (await digest(cookie)).tips[0]!;
    await complete(cookie, tip.id);
    at("2026-03-13T10:00:00Z");
    const tomorrow = await digest(cookie);
    expect(tomorrow.date).toBe("2026-03-13");
    expect(tomorrow.completed).toBe(0);
  });

  it("files a late-evening completion under her own day, not the server's", async () => {
    // 23:30 on 12 March in Los Angeles is 06:30 UTC on 13 March.
    at("2026-03-13T06:30:00Z");
    const cookie = await mum();
    const tip = (await digest(cookie, "tz=America/Los_Angeles")).tips[0]!;
    expect((await complete(cookie, tip.id, "tz=America/Los_Angeles")).status).toBe(200);
    const rows = await t.db.select().from(digestTipCompletions).where(eq(digestTipCompletions.tipId, tip.id));
    expect(rows.map((r) => r.day)).toContain("2026-03-12");
  });

  it("refuses a tip that is not in today's digest, and an unknown one, with a 404", async () => {
    at("2026-03-12T10:00:00Z");
    const cookie = await mum("postpartum_3-6m");
    for (const id of ["no-such-tip", "ginger-for-queasy-mornings"]) {
      const res = await complete(cookie, id);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    }
    // A NUL in the address is refused at the door, before any route looks for it.
    const nul = await complete(cookie, "a\u0000b");
    expect(nul.status).toBe(400);
    expect((await nul.json()).error.code).toBe("invalid_input");
    expect((await digest(cookie)).completed).toBe(0);
  });

  it("asks for a valid time zone", async () => {
    const cookie = await mum();
    const res = await t.request("/api/digest?tz=Mars/Olympus", { cookie });
    expect(res.status).toBe(400);
  });

  it("is hers alone: another mother neither sees nor changes her completions, and the export carries them", async () => {
    at("2026-03-12T10:00:00Z");
    const a = await mum();
    const b = await mum();
    const tipsA = (await digest(a)).tips;
    await complete(a, tipsA[0]!.id);
    expect((await digest(b)).completed).toBe(0);

    const tipsB = (await digest(b)).tips;
    await complete(b, tipsB[0]!.id);
    const afterA = await digest(a);
    expect(afterA.completed).toBe(1);
    expect(afterA.tips.filter((x) => x.completed).map((x) => x.id)).toEqual([tipsA[0]!.id]);

    const exported = async (cookie: string) =>
      (await (await t.request("/api/account/export", { cookie })).json()).digestTipCompletions.map(
        (r: { tipId: string; day: string }) => [r.tipId, r.day],
      );
    expect(await exported(a)).toEqual([[tipsA[0]!.id, "2026-03-12"]]);
    expect(await exported(b)).toEqual([[tipsB[0]!.id, "2026-03-12"]]);
  });

  it("needs her to be signed in", async () => {
    expect((await t.request(`/api/digest?${TZ}`)).status).toBe(401);
    expect(
      (await t.request(`/api/digest/tips/one-good-thing/complete?${TZ}`, { method: "POST" })).status,
    ).toBe(401);
  });
});
