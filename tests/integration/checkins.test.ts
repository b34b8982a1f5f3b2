import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servedByNode } from "../support/served-by-node";
import { createTestApp, type TestApp } from "../support/test-app";

let clock = new Date("2026-11-18T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const filesDir = () => path.join(t.config.dataDir, "files");
const filesOf = (userId: string): string[] => {
  const dir = path.join(filesDir(), userId);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => f.name)
    .filter((name) => !name.endsWith(".__meta"));
};

/** A small JPEG that carries a GPS position and a camera owner in its EXIF. */
async function photoWithGps(): Promise<Blob> {
  const bytes = await sharp({
    create: { width: 80, height: 60, channels: 3, background: { r: 200, g: 120, b: 140 } },
  })
    .withExif({
      IFD0: { Copyright: "Home of Jane Doe", Make: "PhoneCo" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 2649/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 3986/100",
      },
    })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });
}

function form(fields: Record<string, string>, files: Record<string, Blob> = {}) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  for (const [k, v] of Object.entries(files)) f.set(k, v, `${k}.jpg`);
  return f;
}

const submit = (cookie: string, body: FormData, tz = "UTC") =>
  t.request(`/api/checkins?tz=${tz}`, { method: "POST", cookie, body });

async function idOf(cookie: string): Promise<string> {
  return (await (await t.request("/api/profile", { cookie })).json()).user_id;
}

describe("weekly check-ins", () => {
  it("stores measurements (empty → null) and photos re-encoded without EXIF or GPS", async () => {
    const { cookie } = await t.signUp();
    const res = await submit(
      cookie,
      form(
        { week_date: "2026-11-20", weight: "64.5", waist_measurement: "", description: "Week 12 " },
        { front: await photoWithGps() },
      ),
    );
    expect(res.status).toBe(201);
    const checkin = await res.json();
    expect(checkin).toMatchObject({
      week_date: "2026-11-20",
      weight: 64.5,
      waist_measurement: null,
      description: "Week 12",
    });
    expect(checkin.photos).toHaveLength(1);
    const userId = await idOf(cookie);
    // The spec's progress_image_url is the link to the first photo; the file itself is stored privately.
    expect(checkin.progress_image_url).toBe(checkin.photos[0].url);
    expect(readdirSync(path.join(filesDir(), userId, "front")).filter((f) => !f.endsWith(".__meta"))).toEqual(
      [expect.stringMatching(/^\d+-[0-9a-f-]{36}\.jpg$/)],
    );

    const photo = await t.request(checkin.photos[0].url, { cookie });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await photo.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("Jane Doe"))).toBe(false);
    expect(bytes.includes(Buffer.from("PhoneCo"))).toBe(false);

    const history = await (await t.request("/api/checkins", { cookie })).json();
    expect(history).toHaveLength(1);
  });

  it("lets no cache keep her check-ins, and her browser keep her photo for an hour, whoever serves them", async () => {
    const { cookie } = await t.signUp();
    const checkin = await (
      await submit(cookie, form({ week_date: "2026-11-20", weight: "64.5" }, { front: await photoWithGps() }))
    ).json();
    // In-process, and over Node, where the house headers go on Node's response before the route
    // runs and the route's own header must win (security.ts).
    await servedByNode(t.app.fetch, async (origin) => {
      for (const get of [
        (url: string) => t.request(url, { cookie }),
        (url: string) => fetch(`${origin}${url}`, { headers: { cookie } }),
      ]) {
        const history = await get("/api/checkins");
        expect(history.status).toBe(200);
        expect(history.headers.get("cache-control")).toBe("no-store");
        const photo = await get(checkin.photos[0].url);
        expect(photo.status).toBe(200);
        expect(photo.headers.get("cache-control")).toBe("private, max-age=3600");
      }
    });
  });

  it.each([
    ["a date before today", { week_date: "2026-11-17" }, "between 2026-11-18 and 2026-11-24"],
    ["a date more than six days ahead", { week_date: "2026-11-25" }, "between 2026-11-18 and 2026-11-24"],
    ["a word for a weight", { week_date: "2026-11-18", weight: "heavy" }, "Weight must be a number."],
    [
      "an impossible measurement",
      { week_date: "2026-11-18", hip_measurement: "1000" },
      "Hips must be between 10 and 300 cm.",
    ],
    ["an unknown field", { week_date: "2026-11-18", user_id: "someone" }, "Unknown field: user_id."],
  ])("refuses %s with a 400 and stores nothing", async (_, fields, message) => {
    const { cookie } = await t.signUp();
    const res = await submit(cookie, form(fields as Record<string, string>, { front: await photoWithGps() }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain(message);
    expect(await (await t.request("/api/checkins", { cookie })).json()).toEqual([]);
    expect(filesOf(await idOf(cookie))).toEqual([]);
  });

  it.each([
    [
      "a text file renamed .jpg",
      () => new Blob([new TextEncoder().encode("just some words, not a picture")]),
      415,
    ],
    ["an empty file", () => new Blob([new Uint8Array(0)]), null],
    ["an 11 MB file", () => new Blob([new Uint8Array(11 * 1024 * 1024).fill(0xff)]), 413],
  ])("refuses %s and stores nothing", async (_, make, status) => {
    const { cookie } = await t.signUp();
    const res = await submit(cookie, form({ week_date: "2026-11-18" }, { side: make() }));
    if (status === null) {
      // An empty file field means no photo was chosen: the check-in is saved without one.
      expect(res.status).toBe(201);
      expect((await res.json()).photos).toEqual([]);
    } else {
      expect(res.status).toBe(status);
      expect((await res.json()).error.message).toMatch(/^side photo: /);
      expect(await (await t.request("/api/checkins", { cookie })).json()).toEqual([]);
    }
    expect(filesOf(await idOf(cookie))).toEqual([]);
  });

  it("refuses an image over 25 megapixels", async () => {
    const { cookie } = await t.signUp();
    const big = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await submit(
      cookie,
      form({ week_date: "2026-11-18" }, { back: new Blob([new Uint8Array(big)]) }),
    );
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toContain("25 megapixels");
  });

  it("keeps the week's date on the user's calendar", async () => {
    // 02:00 UTC on the 19th is still the 18th in Los Angeles.
    clock = new Date("2026-11-19T02:00:00Z");
    const { cookie } = await t.signUp();
    expect((await submit(cookie, form({ week_date: "2026-11-18" }), "America/Los_Angeles")).status).toBe(201);
    expect((await submit(cookie, form({ week_date: "2026-11-18" }), "UTC")).status).toBe(400);
    clock = new Date("2026-11-18T10:00:00Z");
  });
});

describe("one check-in a week", () => {
  it("refuses a second check-in for the same week, sent again or a day later, and keeps the first", async () => {
    // Wednesday 18 November 2026: the week runs Monday 16 to Sunday 22.
    const { cookie } = await t.signUp();
    const first = await submit(cookie, form({ week_date: "2026-11-18", weight: "64.5" }));
    expect(first.status).toBe(201);
    const kept = await first.json();

    const again = await submit(cookie, form({ week_date: "2026-11-18", weight: "64.5" }));
    expect(again.status).toBe(409);
    const refusal = (await again.json()).error;
    expect(refusal.code).toBe("checkin_exists");
    expect(refusal.message).toContain("the week starting Monday, November 16");

    const sameWeek = await submit(
      cookie,
      form({ week_date: "2026-11-22", weight: "70" }, { front: await photoWithGps() }),
    );
    expect(sameWeek.status).toBe(409);

    const history = await (await t.request("/api/checkins", { cookie })).json();
    expect(history.map((c: { id: string }) => c.id)).toEqual([kept.id]);
    expect(history[0].weight).toBe(64.5);
    expect(filesOf(await idOf(cookie))).toEqual([]);
  });

  it("stores one when the same check-in arrives several times at once", async () => {
    const { cookie } = await t.signUp();
    const sent = await Promise.all(
      [1, 2, 3].map(async () =>
        submit(cookie, form({ week_date: "2026-11-19" }, { front: await photoWithGps() })),
      ),
    );
    expect(sent.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await (await t.request("/api/checkins", { cookie })).json()).toHaveLength(1);
    // The refused copies' photos were removed again: only the stored check-in's photo is on disk.
    expect(filesOf(await idOf(cookie))).toHaveLength(1);
  });

  it("takes next week's check-in, and another member's for the same week", async () => {
    const { cookie } = await t.signUp();
    const other = await t.signUp();
    expect((await submit(cookie, form({ week_date: "2026-11-18" }))).status).toBe(201);
    expect((await submit(cookie, form({ week_date: "2026-11-23" }))).status).toBe(201);
    expect((await submit(other.cookie, form({ week_date: "2026-11-18" }))).status).toBe(201);
    expect(await (await t.request("/api/checkins", { cookie })).json()).toHaveLength(2);
  });
});

describe("privacy of check-ins", () => {
  it("serves photos and check-ins to their owner only, by any id or path", async () => {
    const alice = await t.signUp({ name: "Alice" });
    const bob = await t.signUp({ name: "Bob" });
    const checkin = await (
      await submit(alice.cookie, form({ week_date: "2026-11-19" }, { front: await photoWithGps() }))
    ).json();
    const photoUrl = checkin.photos[0].url;
    const [stored] = readdirSync(path.join(filesDir(), await idOf(alice.cookie), "front")).filter(
      (f) => !f.endsWith(".__meta"),
    );
    const storageKey = `${await idOf(alice.cookie)}/front/${stored}`;

    expect((await t.request(photoUrl, { cookie: bob.cookie })).status).toBe(404);
    expect((await t.request(photoUrl)).status).toBe(401);
    expect(await (await t.request("/api/checkins", { cookie: bob.cookie })).json()).toEqual([]);
    expect(
      (await t.request(`/api/checkins/${checkin.id}`, { method: "DELETE", cookie: bob.cookie })).status,
    ).toBe(404);
    // The file's storage path is not a URL anywhere.
    for (const guess of [
      `/${storageKey}`,
      `/files/${storageKey}`,
      `/api/files/${storageKey}`,
      "/api/checkins/photos/..%2F..%2Fauth-secret",
    ]) {
      const res = await t.request(guess, { cookie: bob.cookie });
      expect(res.status).toBe(404);
    }
    expect((await t.request(photoUrl, { cookie: alice.cookie })).status).toBe(200);

    expect(
      (await t.request(`/api/checkins/${checkin.id}`, { method: "DELETE", cookie: alice.cookie })).status,
    ).toBe(204);
    expect(filesOf(await idOf(alice.cookie))).toEqual([]);
    expect((await t.request(photoUrl, { cookie: alice.cookie })).status).toBe(404);
  });
});

describe("your data", () => {
  it("exports everything of one user and nothing of another", async () => {
    const alice = await t.signUp({ name: "Alice" });
    const bob = await t.signUp({ name: "Bob" });
    await t.request("/api/wellness/moods", {
      method: "POST",
      cookie: alice.cookie,
      json: { mood_score: 6, energy_level: 6, stress_level: 4, notes: "alice's note" },
    });
    await t.request("/api/wellness/moods", {
      method: "POST",
      cookie: bob.cookie,
      json: { mood_score: 2, energy_level: 2, stress_level: 9, notes: "bob's note" },
    });
    await submit(
      alice.cookie,
      form({ week_date: "2026-11-19", weight: "70" }, { front: await photoWithGps() }),
    );

    const res = await t.request("/api/account/export", { cookie: alice.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="bloom-export-/);
    const data = await res.json();
    expect(data.account.email).toBe(alice.email);
    expect(data.profile.display_name).toBe("Alice");
    expect(data.moodEntries.map((m: { notes: string }) => m.notes)).toEqual(["alice's note"]);
    expect(data.weeklyCheckins[0].photos[0].url).toMatch(/\/api\/checkins\/photos\//);
    expect(JSON.stringify(data)).not.toContain("bob's note");
  });

  it("deletes the account: rows, files and session, and nobody else's", async () => {
    const alice = await t.signUp({ name: "Alice" });
    const bob = await t.signUp({ name: "Bob" });
    const aliceId = await idOf(alice.cookie);
    await submit(alice.cookie, form({ week_date: "2026-11-19" }, { front: await photoWithGps() }));
    await submit(bob.cookie, form({ week_date: "2026-11-19" }, { front: await photoWithGps() }));
    await t.request("/api/wellness/moods", {
      method: "POST",
      cookie: alice.cookie,
      json: { mood_score: 6, energy_level: 6, stress_level: 4 },
    });
    expect(filesOf(aliceId)).toHaveLength(1);

    const refused = await t.request("/api/account", {
      method: "DELETE",
      cookie: alice.cookie,
      json: { confirm: "yes", password: alice.password },
    });
    expect(refused.status).toBe(400);
    // Her cookie alone is not enough (a copied one would be): no password, or a wrong one, keeps it all.
    const noPassword = await t.request("/api/account", {
      method: "DELETE",
      cookie: alice.cookie,
      json: { confirm: "DELETE" },
    });
    expect(noPassword.status).toBe(400);
    const wrongPassword = await t.request("/api/account", {
      method: "DELETE",
      cookie: alice.cookie,
      json: { confirm: "DELETE", password: `${bob.password}!` },
    });
    expect(wrongPassword.status).toBe(403);
    expect((await wrongPassword.json()).error.code).toBe("wrong_password");
    expect(filesOf(aliceId)).toHaveLength(1);
    expect((await t.request("/api/profile", { cookie: alice.cookie })).status).toBe(200);

    const res = await t.request("/api/account", {
      method: "DELETE",
      cookie: alice.cookie,
      json: { confirm: "DELETE", password: alice.password },
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => /session_token=;|Max-Age=0/i.test(c))).toBe(true);
    expect(filesOf(aliceId)).toEqual([]);
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: alice.email, password: alice.password },
    });
    expect(signIn.status).toBe(401);
    // Bob keeps everything.
    expect(await (await t.request("/api/checkins", { cookie: bob.cookie })).json()).toHaveLength(1);
  });
});
