import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

// Wednesday 18 November 2026: check-ins may be dated from today to six days ahead.
const clock = new Date("2026-11-18T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const post = async (cookie: string, url: string, json: unknown) => {
  const res = await t.request(url, { method: "POST", cookie, json });
  expect(res.status).toBe(201);
  return res.json();
};

function checkin(cookie: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return t.request("/api/checkins?tz=UTC", { method: "POST", cookie, body });
}

describe("what she writes is read for red flags as it is saved", () => {
  it("answers a mood note that describes a warning sign with the finding, and an ordinary one with none", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "postpartum" });
    const worrying = await post(cookie, "/api/wellness/moods", {
      mood_score: 4,
      energy_level: 3,
      stress_level: 8,
      notes: "Soaking through a pad every hour and I feel dizzy",
    });
    expect(worrying.safety).toMatchObject({ urgent: true, selfHarm: false, emergency: false });
    expect(worrying.safety.signs.map((s: { id: string }) => s.id)).toEqual([
      "dizziness-or-fainting",
      "heavy-bleeding",
    ]);
    expect(worrying.notes).toBe("Soaking through a pad every hour and I feel dizzy");

    const ordinary = await post(cookie, "/api/wellness/moods", {
      mood_score: 5,
      energy_level: 4,
      stress_level: 6,
      notes: "Long night, baby cluster fed, killing it with the coffee though",
    });
    expect(ordinary.safety).toBeNull();
    expect(
      (await post(cookie, "/api/wellness/moods", { mood_score: 5, energy_level: 5, stress_level: 5 })).safety,
    ).toBeNull();
  });

  it("answers thoughts of self-harm in a sleep or self-care note", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "postpartum" });
    const sleep = await post(cookie, "/api/wellness/sleep", {
      hours: 3,
      quality: 2,
      notes: "lay awake thinking everyone would be better off without me",
    });
    expect(sleep.safety).toMatchObject({ selfHarm: true, emergency: true });
    const selfCare = await post(cookie, "/api/wellness/self-care", {
      activities: [{ activity: "bath", minutes: 20 }],
      notes: "a bath, no headache today",
    });
    expect(selfCare.safety).toBeNull();
  });

  it("reads each woman's words in her own stage: spotting is a warning in pregnancy, her period when trying", async () => {
    const pregnant = await t.signUp({ motherhood_stage: "pregnant" });
    const trying = await t.signUp({ motherhood_stage: "ttc" });
    const note = { mood_score: 6, energy_level: 6, stress_level: 4, notes: "some spotting this morning" };
    const hers = await post(pregnant.cookie, "/api/wellness/moods", note);
    const theirs = await post(trying.cookie, "/api/wellness/moods", note);
    expect(hers.safety.signs.map((s: { id: string }) => s.id)).toEqual(["bleeding-in-pregnancy"]);
    expect(theirs.safety).toBeNull();
  });

  it("reads a weekly check-in's description and notes together", async () => {
    const { cookie } = await t.signUp({ motherhood_stage: "postpartum" });
    const res = await checkin(cookie, {
      week_date: "2026-11-18",
      description: "Week 2 after my c-section",
      notes: "The incision is red and oozing. Also a temp of 38.4 last night.",
    });
    expect(res.status).toBe(201);
    const saved = await res.json();
    expect(saved.safety.signs.map((s: { id: string }) => s.id)).toEqual(["fever", "wound-not-healing"]);
    // One check-in a week: a calm one is another member's.
    const other = await t.signUp({ motherhood_stage: "postpartum" });
    const calm = await checkin(other.cookie, { week_date: "2026-11-19", description: "Feeling stronger" });
    const calmBody = await calm.json();
    expect(calm.status, JSON.stringify(calmBody)).toBe(201);
    expect(calmBody.safety).toBeNull();
  });

  it("keeps the finding out of what is stored and listed", async () => {
    const { cookie } = await t.signUp();
    await post(cookie, "/api/wellness/moods", {
      mood_score: 2,
      energy_level: 2,
      stress_level: 9,
      notes: "I want to die",
    });
    const [listed] = await (await t.request("/api/wellness/moods", { cookie })).json();
    expect(listed.notes).toBe("I want to die");
    expect(listed).not.toHaveProperty("safety");
  });
});
