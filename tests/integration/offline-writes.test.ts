// Every write the offline queue replays carries an Idempotency-Key: sent twice (the answer lost on
// a dropped connection, the queue retrying), it is stored once and answered alike.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

const clock = new Date("2026-06-10T19:00:00.000Z");
const TODAY = "2026-06-10";
const TZ = "tz=Europe%2FLondon";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

type Init = { method?: string; json?: unknown; body?: FormData; key?: string };
const send = (cookie: string, url: string, init: Init) =>
  t.request(url, {
    method: init.method ?? "POST",
    cookie,
    ...(init.json !== undefined && { json: init.json }),
    ...(init.body && { body: init.body }),
    headers: init.key ? { "Idempotency-Key": init.key } : {},
  });
const count = async (cookie: string, url: string, pick: (body: never) => unknown[] = (b) => b) =>
  pick((await (await t.request(url, { cookie })).json()) as never).length;

async function pregnantMum() {
  const mum = await t.signUp({ motherhood_stage: "pregnant" });
  await t.request(`/api/profile?${TZ}`, {
    method: "PATCH",
    cookie: mum.cookie,
    json: { due_date: "2026-09-01" },
  });
  return mum;
}

function journalForm() {
  const f = new FormData();
  f.append("date", TODAY);
  f.append("title", "A quiet evening");
  f.append("content", "She kicked through the whole film.");
  return f;
}

/** Each queued write: where it goes, what it sends, and how many of it her reads then hold. */
const writes: {
  name: string;
  url: string;
  init: Omit<Init, "key">;
  stored: (cookie: string) => Promise<number>;
}[] = [
  {
    name: "a mood check-in",
    url: `/api/wellness/moods?${TZ}`,
    init: { json: { mood_score: 7, energy_level: 5, stress_level: 3, notes: "tired but fine" } },
    stored: (c) => count(c, "/api/wellness/moods"),
  },
  {
    name: "a night's sleep",
    url: "/api/wellness/sleep",
    init: { json: { hours: 6.5, quality: 6, notes: "" } },
    stored: (c) => count(c, "/api/wellness/sleep"),
  },
  {
    name: "self-care",
    url: "/api/wellness/self-care",
    init: { json: { activities: [{ activity: "bath", minutes: 20 }], notes: "" } },
    stored: (c) => count(c, "/api/wellness/self-care"),
  },
  {
    name: "a completed workout",
    url: "/api/workouts/sessions",
    init: { json: { workout_type: "Prenatal yoga", duration_minutes: 20, intensity_level: "moderate" } },
    stored: (c) => count(c, "/api/workouts/sessions"),
  },
  {
    name: "a morning temperature",
    url: `/api/cycle/days/${TODAY}/temperature?${TZ}`,
    init: { json: { value: 36.45, unit: "C" } },
    stored: async (c) => {
      const day = await (await t.request(`/api/cycle/days/${TODAY}`, { cookie: c })).json();
      return day.temperature ? 1 : 0;
    },
  },
  {
    name: "a contraction session timed offline",
    url: "/api/pregnancy/contractions/recorded",
    init: {
      json: {
        contractions: [
          { startedAt: "2026-06-10T18:00:00.000Z", endedAt: "2026-06-10T18:01:00.000Z" },
          { startedAt: "2026-06-10T18:05:00.000Z", endedAt: "2026-06-10T18:06:00.000Z" },
        ],
        endedAt: "2026-06-10T18:10:00.000Z",
      },
    },
    stored: (c) => count(c, "/api/pregnancy/contractions", (b: { recent: unknown[] }) => b.recent),
  },
  {
    name: "a kick-count session counted offline",
    url: "/api/pregnancy/kicks/recorded",
    init: {
      json: {
        startedAt: "2026-06-10T18:00:00.000Z",
        kickTimes: Array.from(
          { length: 10 },
          (_, i) => `2026-06-10T18:${String(i * 3 + 2).padStart(2, "0")}:00.000Z`,
        ),
        endedAt: null,
      },
    },
    stored: (c) => count(c, "/api/pregnancy/kicks", (b: { recent: unknown[] }) => b.recent),
  },
];

describe("writes sent again with the same Idempotency-Key", () => {
  for (const w of writes) {
    it(`stores ${w.name} once and answers the retry like the first save`, async () => {
      const { cookie } = await pregnantMum();
      const first = await send(cookie, w.url, { ...w.init, key: `key-${w.name.replaceAll(" ", "-")}` });
      expect(first.status).toBe(201);
      const again = await send(cookie, w.url, { ...w.init, key: `key-${w.name.replaceAll(" ", "-")}` });
      expect(again.status).toBe(201);
      expect(again.headers.get("Idempotent-Replayed")).toBe("true");
      const a = await first.json();
      const b = await again.json();
      expect(b).toEqual(a);
      expect(await w.stored(cookie)).toBe(1);
    });
  }

  it("stores a retried mood twice without a key (the forms' own writes), once with one", async () => {
    const { cookie } = await t.signUp();
    const mood = { json: { mood_score: 6, energy_level: 6, stress_level: 4, notes: "" } };
    await send(cookie, "/api/wellness/moods", mood);
    await send(cookie, "/api/wellness/moods", mood);
    expect(await count(cookie, "/api/wellness/moods")).toBe(2);
    await send(cookie, "/api/wellness/moods", { ...mood, key: "m-1" });
    await send(cookie, "/api/wellness/moods", { ...mood, key: "m-1" });
    expect(await count(cookie, "/api/wellness/moods")).toBe(3);
  });

  it("refuses a key reused for a different entry, and keeps each mother's keys apart", async () => {
    const ana = await t.signUp();
    const bea = await t.signUp();
    const mood = (score: number) => ({
      json: { mood_score: score, energy_level: 5, stress_level: 5, notes: "" },
    });
    expect((await send(ana.cookie, "/api/wellness/moods", { ...mood(5), key: "shared" })).status).toBe(201);
    const reused = await send(ana.cookie, "/api/wellness/moods", { ...mood(9), key: "shared" });
    expect(reused.status).toBe(422);
    expect((await reused.json()).error.code).toBe("idempotency_key_reused");
    // The same key from another mother is hers: saved, and not answered with Ana's entry.
    const theirs = await send(bea.cookie, "/api/wellness/moods", { ...mood(9), key: "shared" });
    expect(theirs.status).toBe(201);
    expect((await theirs.json()).mood_score).toBe(9);
    expect(await count(ana.cookie, "/api/wellness/moods")).toBe(1);
    expect(await count(bea.cookie, "/api/wellness/moods")).toBe(1);
  });

  it("does not let a replayed hydration count undo a later one", async () => {
    const { cookie } = await t.signUp();
    const url = `/api/wellness/hydration?${TZ}`;
    expect(
      (await send(cookie, url, { method: "PUT", json: { date: TODAY, glasses: 3 }, key: "h-3" })).status,
    ).toBe(200);
    expect(
      (await send(cookie, url, { method: "PUT", json: { date: TODAY, glasses: 4 }, key: "h-4" })).status,
    ).toBe(200);
    const replay = await send(cookie, url, { method: "PUT", json: { date: TODAY, glasses: 3 }, key: "h-3" });
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    const now = await (await t.request(`/api/wellness/hydration?${TZ}&date=${TODAY}`, { cookie })).json();
    expect(now.glasses).toBe(4);
  });

  it("does not let a replayed cycle day overwrite a later edit", async () => {
    const { cookie } = await t.signUp();
    const url = `/api/cycle/days/${TODAY}?${TZ}`;
    await send(cookie, url, { method: "PUT", json: { note: "first" }, key: "d-1" });
    await send(cookie, url, { method: "PUT", json: { note: "second" }, key: "d-2" });
    await send(cookie, url, { method: "PUT", json: { note: "first" }, key: "d-1" });
    const day = await (await t.request(`/api/cycle/days/${TODAY}`, { cookie })).json();
    expect(day.note).toBe("second");
  });

  it("still refuses a second, different temperature for a day that has one", async () => {
    const { cookie } = await t.signUp();
    const url = `/api/cycle/days/${TODAY}/temperature?${TZ}`;
    await send(cookie, url, { json: { value: 36.4, unit: "C" }, key: "t-1" });
    const other = await send(cookie, url, { json: { value: 36.8, unit: "C" }, key: "t-2" });
    expect(other.status).toBe(409);
    expect((await other.json()).error.code).toBe("temperature_already_logged");
  });

  it("saves a journal entry sent twice once", async () => {
    const { cookie } = await pregnantMum();
    const url = `/api/pregnancy/journal?${TZ}`;
    const first = await send(cookie, url, { body: journalForm(), key: "j-1" });
    expect(first.status).toBe(201);
    const again = await send(cookie, url, { body: journalForm(), key: "j-1" });
    expect(again.status).toBe(201);
    expect((await again.json()).id).toBe((await first.json()).id);
    expect(
      await count(cookie, "/api/pregnancy/journal", (b: { entries?: unknown[] } | unknown[]) =>
        Array.isArray(b) ? b : (b.entries ?? []),
      ),
    ).toBe(1);
  });

  it("keeps a kick session's own times, and refuses one from the future or out of order", async () => {
    const { cookie } = await pregnantMum();
    const url = "/api/pregnancy/kicks/recorded";
    const ok = await send(cookie, url, {
      json: {
        startedAt: "2026-06-10T17:00:00.000Z",
        kickTimes: ["2026-06-10T17:05:00.000Z"],
        endedAt: "2026-06-10T17:30:00.000Z",
      },
      key: "k-1",
    });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ kicks: 1, tenthAt: null, endedAt: "2026-06-10T17:30:00.000Z" });
    const future = await send(cookie, url, {
      json: { startedAt: "2026-06-10T19:30:00.000Z", kickTimes: [], endedAt: "2026-06-10T19:40:00.000Z" },
      key: "k-2",
    });
    expect(future.status).toBe(400);
    const backwards = await send(cookie, url, {
      json: {
        startedAt: "2026-06-10T17:00:00.000Z",
        kickTimes: ["2026-06-10T16:00:00.000Z"],
        endedAt: "2026-06-10T17:30:00.000Z",
      },
      key: "k-3",
    });
    expect(backwards.status).toBe(400);
    const other = await t.signUp();
    expect(
      (await t.request("/api/pregnancy/kicks", { cookie: other.cookie }).then((r) => r.json())).recent,
    ).toHaveLength(0);
  });
});
