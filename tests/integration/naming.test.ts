import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * The naming rule (README, "One name per thing"): API fields are camelCase, except an entity whose
 * fields the spec names, which keeps the spec's names; one object never mixes the two spellings,
 * and the export names every field as the API does.
 */

let t: TestApp;
let cookie: string;
const clock = new Date("2026-11-18T10:00:00Z");

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  ({ cookie } = await t.signUp({ motherhood_stage: "pregnant" }));
  const ok = async (res: Response | Promise<Response>) => {
    const r = await res;
    if (r.status >= 300) throw new Error(`${r.url} ${r.status}: ${await r.text()}`);
  };
  const json = (url: string, method: string, body: unknown) =>
    ok(t.request(url, { method, cookie, json: body }));
  await json("/api/profile?tz=UTC", "PATCH", { due_date: "2027-03-01", bio: "Hello", units: "metric" });
  await json("/api/wellness/moods", "POST", {
    mood_score: 7,
    energy_level: 6,
    stress_level: 4,
    notes: "fine",
  });
  await json("/api/wellness/sleep", "POST", { hours: 7, quality: 6 });
  await json("/api/wellness/self-care", "POST", { activities: [{ activity: "reading", minutes: 20 }] });
  await json("/api/wellness/hydration", "PUT", { date: "2026-11-18", glasses: 3 });
  await json("/api/workouts/sessions", "POST", {
    workout_type: "Prenatal Yoga",
    duration_minutes: 20,
    intensity_level: "low",
  });
  await json("/api/pregnancy/symptoms", "POST", { symptom: "nausea", severity: "mild" });
  await ok(t.request("/api/favorites/workout/prenatal-yoga", { method: "PUT", cookie }));
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c88" } })
    .jpeg()
    .toBuffer();
  const checkin = new FormData();
  checkin.set("week_date", "2026-11-18");
  checkin.set("units", "metric");
  checkin.set("weight", "64.5");
  checkin.set("front", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "front.jpg");
  await ok(t.request("/api/checkins?tz=UTC", { method: "POST", cookie, body: checkin }));
  const entry = new FormData();
  entry.set("date", "2026-11-17");
  entry.set("title", "A kick");
  entry.set("babyKicks", "4");
  await ok(t.request("/api/pregnancy/journal?tz=UTC", { method: "POST", cookie, body: entry }));
  await ok(t.request("/api/courses/glow-up-challenge/enroll", { method: "POST", cookie }));
  await json("/api/courses/glow-up-challenge/start", "POST", { week: 1, day: 1 });
  await ok(
    t.request("/api/courses/glow-up-challenge/complete", {
      method: "POST",
      cookie,
      headers: { "idempotency-key": "naming-test-course-day-0001" },
      json: { week: 1, day: 1 },
    }),
  );
  await ok(
    t.request("/api/food/logs", {
      method: "POST",
      cookie,
      headers: { "idempotency-key": "naming-test-plate-0001" },
      json: { items: [{ name: "Toast", grams: 40, calories: 110 }] },
    }),
  );
  const { topics } = await (await t.request("/api/postpartum/topics?tz=UTC", { cookie })).json();
  const [, checklist, reflection] = topics.find(
    (x: { modules: { type: string }[] }) => x.modules[1]?.type === "checklist",
  ).modules;
  await json(`/api/postpartum/modules/${checklist.id}/items/0?tz=UTC`, "PUT", { ticked: true });
  await json(`/api/postpartum/modules/${reflection.id}/reflection?tz=UTC`, "PUT", { content: "Slowly." });
});
afterAll(() => t.close());

const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;
const CAMEL = /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/;

/** Paths of the objects in a JSON value whose own keys mix snake_case and camelCase. */
function mixedObjects(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => mixedObjects(v, `${path}[${i}]`));
  if (!value || typeof value !== "object") return [];
  const keys = Object.keys(value);
  const snake = keys.filter((k) => SNAKE.test(k));
  const camel = keys.filter((k) => CAMEL.test(k));
  const here =
    snake.length && camel.length ? [`${path}: ${snake.join(", ")} beside ${camel.join(", ")}`] : [];
  return [...here, ...Object.entries(value).flatMap(([k, v]) => mixedObjects(v, `${path}.${k}`))];
}

const READS = [
  "/api/profile",
  "/api/subscription",
  "/api/subscription/membership",
  "/api/dashboard?tz=UTC",
  "/api/wellness/moods",
  "/api/wellness/sleep",
  "/api/wellness/self-care",
  "/api/wellness/hydration?tz=UTC",
  "/api/wellness/summary?tz=UTC",
  "/api/wellness/trends?tz=UTC&days=7",
  "/api/wellness/day?tz=UTC",
  "/api/workouts/sessions",
  "/api/checkins",
  "/api/food/logs?tz=UTC",
  "/api/digest?tz=UTC",
  "/api/postpartum/topics?tz=UTC",
  "/api/postpartum/prep?tz=UTC",
  "/api/pregnancy/symptoms?tz=UTC",
  "/api/pregnancy/insights?tz=UTC",
  "/api/pregnancy/journal",
  "/api/cycle/overview?tz=UTC",
  "/api/courses?tz=UTC",
  "/api/courses/glow-up-challenge?tz=UTC",
  "/api/courses/glow-up-challenge/days/1/2",
  "/api/site",
];

describe("one name per thing", () => {
  it.each(READS)("%s never mixes snake_case and camelCase in one object", async (url) => {
    const res = await t.request(url, { cookie });
    expect(res.status).toBe(200);
    expect(mixedObjects(await res.json())).toEqual([]);
  });

  it("the export names each record's fields as the API does", async () => {
    const res = await t.request("/api/account/export", { cookie });
    expect(res.status).toBe(200);
    const data = await res.json();
    expect(mixedObjects(data)).toEqual([]);
    const keys = (v: object) => Object.keys(v).sort();
    const api = async (url: string) => (await t.request(url, { cookie })).json();

    expect(keys(data.profile)).toEqual(keys(await api("/api/profile")));
    expect(keys(data.subscription)).toEqual(keys(await api("/api/subscription")));
    const pairs: [string, string][] = [
      ["moodEntries", "/api/wellness/moods"],
      ["sleepLogs", "/api/wellness/sleep"],
      ["selfCareLogs", "/api/wellness/self-care"],
      ["weeklyCheckins", "/api/checkins"],
    ];
    for (const [section, url] of pairs) {
      const [fromApi] = await api(url);
      expect(data[section], section).toHaveLength(1);
      expect(keys(data[section][0]), section).toEqual(keys(fromApi));
    }
    const [food] = (await api("/api/food/logs?tz=UTC")).entries;
    expect(keys(data.foodLog[0])).toEqual(keys(food));
    const [session] = (await api("/api/wellness/day?tz=UTC")).workouts;
    expect(keys(data.workoutSessions[0])).toEqual(keys(session));
    const [{ progress }] = (await api("/api/courses?tz=UTC")).courses.filter(
      (c: { progress: unknown }) => c.progress,
    );
    expect(data.courses.progress).toHaveLength(1);
    expect(data.courses.progress[0]).toMatchObject({ course_id: progress.course_id, current_day: 2 });
    const { completedDays } = await api("/api/courses/glow-up-challenge?tz=UTC");
    expect(data.courses.completedDays).toHaveLength(1);
    expect(keys(data.courses.completedDays[0])).toEqual(expect.arrayContaining(keys(completedDays[0])));
    const [hydration] = data.hydration;
    expect(keys(hydration)).toEqual(keys(await api("/api/wellness/hydration?tz=UTC")));
  });

  it("a mood check-in is the spec's wellness (mood) entry: mood_score, energy_level, stress_level", async () => {
    const [entry] = await (await t.request("/api/wellness/moods", { cookie })).json();
    expect(Object.keys(entry).sort()).toEqual(
      ["created_at", "energy_level", "id", "mood_score", "notes", "stress_level"].sort(),
    );
    expect(entry).toMatchObject({ mood_score: 7, energy_level: 6, stress_level: 4, notes: "fine" });
    const { latestMood } = await (await t.request("/api/dashboard?tz=UTC", { cookie })).json();
    expect(latestMood).toEqual(entry);
    const old = await t.request("/api/wellness/moods", {
      method: "POST",
      cookie,
      json: { mood: 7, energy: 6, stress: 4 },
    });
    expect(old.status).toBe(400);
  });

  it("a workout session keeps the spec's names: workout_type, duration_minutes, intensity_level", async () => {
    const [session] = await (await t.request("/api/workouts/sessions", { cookie })).json();
    expect(session).toMatchObject({
      workout_type: "Prenatal Yoga",
      duration_minutes: 20,
      intensity_level: "low",
      calories_burned: null,
    });
    const old = await t.request("/api/workouts/sessions", {
      method: "POST",
      cookie,
      json: { workoutType: "Prenatal Yoga", durationMinutes: 20, intensity: "low" },
    });
    expect(old.status).toBe(400);
  });

  it("a check-in's progress_image_url is a link to its first photo, not where the file is stored", async () => {
    const [checkin] = await (await t.request("/api/checkins", { cookie })).json();
    expect(checkin.progress_image_url).toBe(checkin.photos[0].url);
    const photo = await t.request(checkin.progress_image_url, { cookie });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    const other = await t.signUp();
    expect((await t.request(checkin.progress_image_url, { cookie: other.cookie })).status).toBe(404);
  });

  it("her units are the profile's `units`, snake_case beside the spec's fields; the tracker's temperature_unit is folded into it", async () => {
    const profile = await (await t.request("/api/profile", { cookie })).json();
    expect(profile.units).toBe("metric");
    expect(profile).not.toHaveProperty("temperature_unit");
    const old = await t.request("/api/profile?tz=UTC", {
      method: "PATCH",
      cookie,
      json: { temperatureUnit: "C" },
    });
    expect(old.status).toBe(400);
    const [checkin] = await (await t.request("/api/checkins", { cookie })).json();
    expect(checkin).not.toHaveProperty("units");
  });

  it("a postpartum module names her ticks and her reflection as Bloom's own objects, in the API and the export", async () => {
    const { topics } = await (await t.request("/api/postpartum/topics?tz=UTC", { cookie })).json();
    const modules = topics.flatMap((x: { modules: object[] }) => x.modules);
    for (const m of modules) expect(Object.keys(m)).toEqual(expect.arrayContaining(["ticked", "reflection"]));
    const reflected = modules.find((m: { reflection: unknown }) => m.reflection);
    expect(Object.keys(reflected.reflection).sort()).toEqual(["content", "updatedAt"]);
    const data = await (await t.request("/api/account/export", { cookie })).json();
    expect(Object.keys(data.educationChecklistTicks[0]).sort()).toEqual(["item", "moduleId", "tickedAt"]);
    expect(Object.keys(data.educationReflections[0]).sort()).toEqual([
      "content",
      "createdAt",
      "moduleId",
      "updatedAt",
    ]);
  });

  it("sign-up takes the stage under the spec's name, motherhood_stage", async () => {
    const { cookie: toddler } = await t.signUp({ motherhood_stage: "toddler" });
    expect((await (await t.request("/api/profile", { cookie: toddler })).json()).motherhood_stage).toBe(
      "toddler",
    );
    const refused = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: {
        name: "A",
        email: "a-stage@example.com",
        password: "blossoming-spring-42",
        motherhood_stage: "moon",
        terms_accepted: true,
        age_confirmed: true,
      },
    });
    expect(refused.status).toBe(400);
  });
});
