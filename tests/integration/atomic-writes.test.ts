import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ObjectStorage } from "../../src/server/storage";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Writes are whole or not at all (docs/decisions/004-atomic-writes.md). Failures come from real
 * seams: the storage the app is given refuses a write or a removal, or the database refuses a row
 * through a constraint added for the test.
 */
const clock = new Date("2026-11-18T10:00:00Z");
const faults: { put: RegExp | null; removeFolder: boolean } = { put: null, removeFolder: false };

/** The real local-disk storage, except that the writes and removals `faults` names fail. */
function withFaults(real: ObjectStorage): ObjectStorage {
  return {
    put: (key, bytes, type) =>
      faults.put?.test(key)
        ? Promise.reject(new Error("ENOSPC: no space left on device"))
        : real.put(key, bytes, type),
    get: (key) => real.get(key),
    delete: (key) => real.delete(key),
    deletePrefix: (prefix) =>
      faults.removeFolder
        ? Promise.reject(new Error("EACCES: permission denied"))
        : real.deletePrefix(prefix),
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, storage: withFaults });
});
afterAll(() => t.close());
afterEach(() => {
  faults.put = null;
  faults.removeFolder = false;
});

/** Runs SQL on the test's own database; both drivers answer with `rows`. */
const run = async (statement: string) =>
  ((await t.db.execute(sql.raw(statement))) as unknown as { rows: Record<string, unknown>[] }).rows;
const count = async (statement: string) => Number((await run(statement))[0]?.n);

/** Every file stored for a user (not the content-type sidecars). */
function filesOf(userId: string): string[] {
  const dir = path.join(t.config.dataDir, "files", userId);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && !f.name.endsWith(".__meta"))
    .map((f) => f.name);
}

async function userIdOf(cookie: string): Promise<string> {
  return (await (await t.request("/api/auth/get-session", { cookie })).json()).user.id;
}

const jpeg = async () =>
  new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c88" } })
      .jpeg()
      .toBuffer(),
  );

async function checkin(cookie: string, fields: Record<string, string>, views: string[]) {
  const form = new FormData();
  form.set("week_date", "2026-11-19");
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const view of views) form.set(view, new Blob([await jpeg()], { type: "image/jpeg" }), `${view}.jpg`);
  return t.request("/api/checkins?tz=UTC", { method: "POST", cookie, body: form });
}

const checkinsOf = async (cookie: string) => (await t.request("/api/checkins", { cookie })).json();

describe("a check-in is saved whole or not at all", () => {
  it("leaves neither row nor file when a photo cannot be stored", async () => {
    const { cookie } = await t.signUp();
    const userId = await userIdOf(cookie);
    faults.put = /\/side\//; // the front photo is stored, then the side photo fails
    const res = await checkin(cookie, { weight: "64" }, ["front", "side"]);
    expect(res.status).toBe(500);
    expect(await checkinsOf(cookie)).toEqual([]);
    expect(filesOf(userId)).toEqual([]);

    faults.put = null;
    expect((await checkin(cookie, { weight: "64" }, ["front", "side"])).status).toBe(201);
    expect(await checkinsOf(cookie)).toHaveLength(1);
    expect(filesOf(userId)).toHaveLength(2);
  });

  it("leaves neither row nor file when the database refuses the check-in", async () => {
    const { cookie } = await t.signUp();
    const userId = await userIdOf(cookie);
    await run(
      "ALTER TABLE weekly_checkins ADD CONSTRAINT test_refused CHECK (notes IS DISTINCT FROM 'refuse me')",
    );
    try {
      const res = await checkin(cookie, { notes: "refuse me" }, ["front", "back"]);
      expect(res.status).toBe(400); // a value the database refuses is answered 4xx (http/errors.ts)
    } finally {
      await run("ALTER TABLE weekly_checkins DROP CONSTRAINT test_refused");
    }
    expect(await checkinsOf(cookie)).toEqual([]);
    expect(filesOf(userId)).toEqual([]);
  });

  it("takes back the check-in row when a photo row is refused after it", async () => {
    const { cookie } = await t.signUp();
    const userId = await userIdOf(cookie);
    await run("ALTER TABLE checkin_photos ADD CONSTRAINT test_refused CHECK (view <> 'back')");
    try {
      const res = await checkin(cookie, { weight: "70" }, ["front", "back"]);
      expect(res.status).toBe(400);
    } finally {
      await run("ALTER TABLE checkin_photos DROP CONSTRAINT test_refused");
    }
    expect(await checkinsOf(cookie)).toEqual([]);
    expect(await count(`SELECT count(*) AS n FROM weekly_checkins WHERE user_id = '${userId}'`)).toBe(0);
    expect(filesOf(userId)).toEqual([]);
  });
});

describe("a plate of foods is logged once, whole", () => {
  const banana = { detected_food: "banana", confidence: 0.8, ndb: "09040", grams: 118 };
  const soup = { name: "Grandma's soup", grams: 300, calories: 210 };
  const photo = async () => `data:image/jpeg;base64,${Buffer.from(await jpeg()).toString("base64")}`;
  const logPlate = (cookie: string, plate: object, key?: string) =>
    t.request("/api/food/logs", {
      method: "POST",
      cookie,
      json: plate,
      headers: key ? { "Idempotency-Key": key } : {},
    });
  const dayOf = async (cookie: string) =>
    (await (await t.request("/api/food/logs?date=2026-11-18&tz=UTC", { cookie })).json()).entries;

  it("stores a plate sent twice with the same key once, and answers the retry as the first time", async () => {
    const { cookie } = await t.signUp();
    const userId = await userIdOf(cookie);
    const plate = { items: [banana, soup], image: await photo(), keepPhoto: true };

    const first = await logPlate(cookie, plate, "plate-1");
    expect(first.status).toBe(201);
    const logged = await first.json();
    expect(logged.entries.map((e: { name: string }) => e.name)).toEqual(["Bananas, raw", "Grandma's soup"]);
    expect(first.headers.get("idempotent-replayed")).toBeNull();

    const retry = await logPlate(cookie, plate, "plate-1");
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual(logged);

    // Three copies of another plate at once: still one plate.
    const racing = await Promise.all([1, 2, 3].map(() => logPlate(cookie, { items: [soup] }, "plate-2")));
    expect(racing.map((r) => r.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(racing.map(async (r) => (await r.json()).entries[0].id));
    expect(new Set(ids).size).toBe(1);

    expect(await dayOf(cookie)).toHaveLength(3);
    expect(filesOf(userId)).toHaveLength(1);
  });

  it("keeps keys to their owner, and refuses a key sent again for another plate or none at all", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    expect((await logPlate(alice.cookie, { items: [banana] }, "same-key")).status).toBe(201);
    expect((await logPlate(bob.cookie, { items: [soup] }, "same-key")).status).toBe(201);
    expect((await dayOf(bob.cookie)).map((e: { name: string }) => e.name)).toEqual(["Grandma's soup"]);

    const reused = await logPlate(alice.cookie, { items: [soup] }, "same-key");
    expect(reused.status).toBe(422);
    expect((await reused.json()).error.code).toBe("idempotency_key_reused");
    const keyless = await logPlate(alice.cookie, { items: [soup] });
    expect(keyless.status).toBe(400);
    expect((await keyless.json()).error.code).toBe("idempotency_key_required");
    expect((await dayOf(alice.cookie)).map((e: { name: string }) => e.name)).toEqual(["Bananas, raw"]);
  });

  it("stores nothing of a plate when one food is refused, its photo cannot be stored or a row fails", async () => {
    const { cookie } = await t.signUp();
    const userId = await userIdOf(cookie);
    const unknown = await logPlate(cookie, { items: [banana, { ndb: "99999", grams: 10 }] }, "p-unknown");
    expect(unknown.status).toBe(400);

    faults.put = /\/food\//;
    expect(
      (await logPlate(cookie, { items: [banana, soup], image: await photo(), keepPhoto: true }, "p-disk"))
        .status,
    ).toBe(500);
    faults.put = null;

    await run(
      "ALTER TABLE food_detection_logs ADD CONSTRAINT test_refused CHECK (food_name <> 'Refused soup')",
    );
    try {
      const plate = {
        items: [banana, { ...soup, name: "Refused soup" }],
        image: await photo(),
        keepPhoto: true,
      };
      expect((await logPlate(cookie, plate, "p-row")).status).toBe(400);
    } finally {
      await run("ALTER TABLE food_detection_logs DROP CONSTRAINT test_refused");
    }
    expect(await dayOf(cookie)).toEqual([]);
    expect(filesOf(userId)).toEqual([]);

    // A failed attempt does not use up its key: the retry is stored.
    expect(
      (await logPlate(cookie, { items: [banana, soup], image: await photo(), keepPhoto: true }, "p-disk"))
        .status,
    ).toBe(201);
    expect(await dayOf(cookie)).toHaveLength(2);
  });
});

describe("deleting an account is all or nothing", () => {
  /** A user with a check-in photo, a mood, a plate, a newsletter subscription and a mail. */
  async function busyUser() {
    const user = await t.signUp();
    const userId = await userIdOf(user.cookie);
    expect((await checkin(user.cookie, {}, ["front"])).status).toBe(201);
    await t.request("/api/wellness/moods", {
      method: "POST",
      cookie: user.cookie,
      json: { mood_score: 6, energy_level: 5, stress_level: 4 },
    });
    await t.request("/api/food/logs", {
      method: "POST",
      cookie: user.cookie,
      json: { items: [{ ndb: "09040", grams: 118 }] },
      headers: { "Idempotency-Key": "first-plate" },
    });
    await t.request("/api/newsletter", { method: "POST", json: { email: user.email } });
    return { ...user, userId };
  }
  const erase = ({ cookie, password }: { cookie: string; password: string }) =>
    t.request("/api/account", { method: "DELETE", cookie, json: { confirm: "DELETE", password } });

  /** Rows that name the user, in every table with a user_id column, plus her mail and newsletter. */
  async function rowsOf(userId: string, email: string): Promise<number> {
    const tables = (
      await run(
        "SELECT table_name AS name FROM information_schema.columns WHERE column_name = 'user_id' AND table_schema = 'public'",
      )
    ).map((r) => String(r.name));
    let n = 0;
    for (const table of tables)
      n += await count(`SELECT count(*) AS n FROM "${table}" WHERE user_id = '${userId}'`);
    n += await count(`SELECT count(*) AS n FROM users WHERE id = '${userId}'`);
    n += await count(`SELECT count(*) AS n FROM newsletter_subscribers WHERE email = '${email}'`);
    n += await count(`SELECT count(*) AS n FROM mail_outbox WHERE to_address = '${email}'`);
    return n;
  }

  it("keeps every row, file and session when the database refuses part of the deletion", async () => {
    const alice = await busyUser();
    const before = await rowsOf(alice.userId, alice.email);
    expect(before).toBeGreaterThan(8);
    // A table outside Bloom's schema that holds on to her user row, as a legal hold would.
    await run('CREATE TABLE test_legal_hold (user_id text NOT NULL REFERENCES "users"(id))');
    await run(`INSERT INTO test_legal_hold VALUES ('${alice.userId}')`);
    try {
      expect((await erase(alice)).status).toBe(409); // the hold refuses the delete: a conflict
      expect(await rowsOf(alice.userId, alice.email)).toBe(before + 1); // + the hold's row
      expect(filesOf(alice.userId)).toHaveLength(1);
      expect(await checkinsOf(alice.cookie)).toHaveLength(1);
      const signIn = await t.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: alice.email, password: alice.password },
      });
      expect(signIn.status).toBe(200);
    } finally {
      await run("DROP TABLE test_legal_hold");
    }

    const res = await erase(alice);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => /session_token=;|Max-Age=0/i.test(c))).toBe(true);
    expect(await rowsOf(alice.userId, alice.email)).toBe(0);
    expect(filesOf(alice.userId)).toEqual([]);
  });

  it("removes the rows even when her files cannot be removed afterwards, and nobody else's", async () => {
    const alice = await busyUser();
    const bob = await busyUser();
    const bobsRows = await rowsOf(bob.userId, bob.email);
    faults.removeFolder = true;
    expect((await erase(alice)).status).toBe(200);
    expect(await rowsOf(alice.userId, alice.email)).toBe(0);
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: alice.email, password: alice.password },
    });
    expect(signIn.status).toBe(401);
    expect(await rowsOf(bob.userId, bob.email)).toBe(bobsRows);
    expect(filesOf(bob.userId)).toHaveLength(1);
  });
});
