import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

let clock = new Date("2026-04-02T12:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const TZ = "tz=Europe/London";
async function pregnantMum(due = "2026-10-08") {
  const mum = await t.signUp({ motherhood_stage: "pregnant" });
  await t.request(`/api/profile?${TZ}`, { method: "PATCH", cookie: mum.cookie, json: { due_date: due } });
  return mum;
}
const logSymptom = (cookie: string, json: unknown) =>
  t.request(`/api/pregnancy/symptoms?${TZ}`, { method: "POST", cookie, json });

describe("logging symptoms", () => {
  it("stores the symptom with its severity and her week, and lists her history newest first", async () => {
    const { cookie } = await pregnantMum();
    const first = await logSymptom(cookie, {
      symptom: "nausea",
      severity: "mild",
      notes: "  after breakfast ",
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      symptom: "nausea",
      severity: "mild",
      notes: "after breakfast",
      week: 13,
      safety: null,
    });
    clock = new Date("2026-04-02T13:00:00Z");
    await logSymptom(cookie, { symptom: "heartburn", severity: "moderate" });
    const history = await (await t.request("/api/pregnancy/symptoms", { cookie })).json();
    expect(history.map((s: { symptom: string }) => s.symptom)).toEqual(["heartburn", "nausea"]);
  });

  it("answers a warning sign with the safety module's urgent help, now and in her history", async () => {
    const { cookie } = await pregnantMum();
    const res = await logSymptom(cookie, { symptom: "bleeding", severity: "mild" });
    const entry = await res.json();
    expect(entry.safety).toMatchObject({ urgent: true });
    expect(entry.safety.signs.map((s: { id: string }) => s.id)).toContain("bleeding-in-pregnancy");
    const severe = await (await logSymptom(cookie, { symptom: "headache", severity: "severe" })).json();
    expect(severe.safety.signs.map((s: { id: string }) => s.id)).toEqual(["severe-headache"]);
    const mild = await (await logSymptom(cookie, { symptom: "headache", severity: "mild" })).json();
    expect(mild.safety).toBeNull();
    const history = await (await t.request("/api/pregnancy/symptoms", { cookie })).json();
    expect(history.filter((s: { safety: unknown }) => s.safety)).toHaveLength(2);
  });

  it("logs without a due date, with no week", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "pregnant" });
    const res = await logSymptom(cookie, { symptom: "tiredness", severity: "moderate" });
    expect((await res.json()).week).toBeNull();
  });

  it("refuses what is not a symptom entry with a 400", async () => {
    const { cookie } = await pregnantMum();
    for (const json of [
      { symptom: "hiccups", severity: "mild" },
      { symptom: "nausea", severity: "awful" },
      { symptom: "nausea", severity: "mild", notes: "x".repeat(501) },
      { symptom: "nausea", severity: "mild", userId: "someone-else" },
    ]) {
      const res = await logSymptom(cookie, json);
      expect(res.status, JSON.stringify(json).slice(0, 60)).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_input");
    }
    expect((await t.request("/api/pregnancy/symptoms?limit=0", { cookie })).status).toBe(400);
  });

  it("keeps each user's symptoms her own", async () => {
    const alice = await pregnantMum();
    const bob = await pregnantMum();
    const entry = await (await logSymptom(alice.cookie, { symptom: "back-pain", severity: "mild" })).json();
    expect(await (await t.request("/api/pregnancy/symptoms", { cookie: bob.cookie })).json()).toEqual([]);
    const stolen = await t.request(`/api/pregnancy/symptoms/${entry.id}`, {
      method: "DELETE",
      cookie: bob.cookie,
    });
    expect(stolen.status).toBe(404);
    expect(await (await t.request("/api/pregnancy/symptoms", { cookie: alice.cookie })).json()).toHaveLength(
      1,
    );
    const removed = await t.request(`/api/pregnancy/symptoms/${entry.id}`, {
      method: "DELETE",
      cookie: alice.cookie,
    });
    expect(removed.status).toBe(204);
    expect(await (await t.request("/api/pregnancy/symptoms", { cookie: alice.cookie })).json()).toEqual([]);
    expect((await t.request("/api/pregnancy/symptoms")).status).toBe(401);
  });
});

describe("insights", () => {
  it("counts her symptoms of the last four weeks and follows her mood, and nobody else's", async () => {
    const { cookie } = await pregnantMum();
    const other = await pregnantMum();
    clock = new Date("2026-03-01T12:00:00Z"); // more than four weeks before: left out
    await logSymptom(cookie, { symptom: "nausea", severity: "severe" });
    clock = new Date("2026-03-20T12:00:00Z");
    await logSymptom(cookie, { symptom: "nausea", severity: "mild" });
    await logSymptom(cookie, { symptom: "tiredness", severity: "mild" });
    await logSymptom(other.cookie, { symptom: "heartburn", severity: "mild" });
    const moods: [string, number][] = [
      ["2026-03-10T09:00:00Z", 4],
      ["2026-03-14T09:00:00Z", 5],
      ["2026-03-30T09:00:00Z", 7],
      ["2026-04-01T09:00:00Z", 6],
      ["2026-04-01T18:00:00Z", 8],
    ];
    for (const [when, mood] of moods) {
      clock = new Date(when);
      await t.request("/api/wellness/moods", {
        method: "POST",
        cookie,
        json: { mood_score: mood, energy_level: 5, stress_level: 5 },
      });
    }
    clock = new Date("2026-04-02T12:00:00Z");
    const res = await t.request(`/api/pregnancy/insights?${TZ}`, { cookie });
    expect(res.status).toBe(200);
    const insights = await res.json();
    expect(insights.since).toBe("2026-03-06");
    expect(insights.symptoms).toEqual([
      { symptom: "nausea", count: 1, severe: 0 },
      { symptom: "tiredness", count: 1, severe: 0 },
    ]);
    expect(insights.moods).toEqual([
      { date: "2026-03-10", moodScore: 4 },
      { date: "2026-03-14", moodScore: 5 },
      { date: "2026-03-30", moodScore: 7 },
      { date: "2026-04-01", moodScore: 7 },
    ]);
    expect(insights.moodTrend).toBe("up");
    expect(insights.weight).toBeNull();
  });

  it("is empty, not invented, for a new user", async () => {
    const { cookie } = await pregnantMum();
    const insights = await (await t.request(`/api/pregnancy/insights?${TZ}`, { cookie })).json();
    expect(insights).toMatchObject({ symptoms: [], moods: [], moodTrend: null, weight: null });
  });
});
