import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GamificationProgress, streaks } from "../../src/shared/gamification";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * The streak counts every log she makes, her cycle, temperature and pregnancy logs included, and
 * adds up from what her export holds: two members, one charting her cycle, one logging pregnancy
 * symptoms, neither counting the other's days.
 */

let clock = new Date("2026-03-09T08:00:00Z"); // a Monday
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
}, 120_000);
afterAll(() => t?.close());

const TZ = "tz=UTC";
const day = () => clock.toISOString().slice(0, 10);
const nextDay = () => {
  clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
};

async function progress(cookie: string): Promise<GamificationProgress> {
  const res = await t.request(`/api/gamification?${TZ}`, { cookie });
  expect(res.status).toBe(200);
  return res.json();
}

/** Her log days as her export shows them: each entry's own time, on her (UTC) calendar. */
async function exportedDays(cookie: string): Promise<string[]> {
  const res = await t.request("/api/account/export", { cookie });
  expect(res.status).toBe(200);
  const data = await res.json();
  const times: string[] = [
    ...data.cycle.days.map((d: { date: string }) => `${d.date}T12:00:00Z`),
    ...data.pregnancy.symptoms.map(
      (s: { loggedAt?: string; logged_at?: string }) => s.loggedAt ?? s.logged_at,
    ),
    ...data.points.map((p: { earnedAt: string }) => p.earnedAt),
  ];
  return times.map((time) => new Date(time).toISOString().slice(0, 10));
}

describe("a streak of cycle, temperature and pregnancy logs", () => {
  it("counts each member's own logs, day by day, as her export shows them", async () => {
    const ana = await t.signUp({ motherhood_stage: "ttc" });
    const bea = await t.signUp({ motherhood_stage: "pregnant" });
    expect(
      (
        await t.request(`/api/profile?${TZ}`, {
          method: "PATCH",
          cookie: bea.cookie,
          json: { due_date: "2026-08-20" },
        })
      ).status,
    ).toBe(200);
    expect((await progress(ana.cookie)).streak).toEqual({ current: 0, longest: 0 });

    // Three mornings: Ana takes her temperature (the third with her period), Bea logs a symptom.
    for (let i = 0; i < 3; i++) {
      const temperature = await t.request(`/api/cycle/days/${day()}?${TZ}`, {
        method: "PUT",
        cookie: ana.cookie,
        json: {
          temperature: { value: 36.4 + i / 10, unit: "C", time: "06:30" },
          ...(i === 2 && { bleeding: { value: 2 } }),
        },
      });
      expect(temperature.status).toBe(200);
      if (i < 2) {
        const symptom = await t.request(`/api/pregnancy/symptoms?${TZ}`, {
          method: "POST",
          cookie: bea.cookie,
          json: { symptom: "back-pain", severity: "mild" },
        });
        expect(symptom.status).toBe(201);
      }
      if (i < 2) nextDay();
    }

    const anas = await progress(ana.cookie);
    const beas = await progress(bea.cookie);
    expect(anas.streak).toEqual({ current: 3, longest: 3 });
    // Bea logged on the first two days and not yet today: her streak is still hers to keep.
    expect(beas.streak).toEqual({ current: 2, longest: 2 });

    // Every streak adds up from her own export.
    expect(streaks(await exportedDays(ana.cookie), day())).toEqual(anas.streak);
    expect(streaks(await exportedDays(bea.cookie), day())).toEqual(beas.streak);
  });
});
