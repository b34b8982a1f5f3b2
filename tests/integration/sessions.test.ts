import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieOf, createTestApp, type TestApp } from "../support/test-app";

/**
 * A session she ends stops working everywhere within a second: on this instance and on a second
 * one sharing the database, even for a copy of her cookie whose signed cache has minutes to run
 * (decision 002). In the PostgreSQL project (DATABASE_URL set, as in CI) the two instances are two
 * pools and two LISTEN connections on one PostgreSQL database; in the PGlite project they share
 * one in-process database. Without DATABASE_URL the PostgreSQL project does not exist, so only
 * the PGlite case runs.
 */

let t: TestApp;
let b: Awaited<ReturnType<TestApp["secondInstance"]>>;

beforeAll(async () => {
  t = await createTestApp();
  b = await t.secondInstance();
}, 120_000);
afterAll(async () => {
  await b?.close();
  await t?.close();
});

/** Milliseconds until instance B refuses the cookie on a read and on the export; fails past 1 s. */
async function refusedWithin(cookie: string): Promise<number> {
  const start = performance.now();
  for (;;) {
    const dashboard = await b.request("/api/dashboard?tz=UTC", { cookie });
    const exported = await b.request("/api/account/export", { cookie });
    if (dashboard.status === 401 && exported.status === 401) return performance.now() - start;
    if (performance.now() - start > 1000) {
      throw new Error(`still answered ${dashboard.status}/${exported.status} after 1 s`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A second device's session: a fresh sign-in whose cookie carries the signed session cache. */
async function signIn(email: string, password: string): Promise<string> {
  const res = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
  expect(res.status).toBe(200);
  const cookie = cookieOf(res);
  expect(cookie).toContain("better-auth.session_data=");
  return cookie;
}

async function worksOnBoth(cookie: string) {
  expect((await t.request("/api/dashboard?tz=UTC", { cookie })).status).toBe(200);
  expect((await b.request("/api/dashboard?tz=UTC", { cookie })).status).toBe(200);
}

describe("ended sessions on a second instance", () => {
  it("refuses a copied cookie within a second of sign-out", async () => {
    const { cookie } = await t.signUp();
    const copy = cookie;
    await worksOnBoth(copy);
    expect((await t.request("/api/auth/sign-out", { method: "POST", cookie })).status).toBe(200);
    expect(await refusedWithin(copy)).toBeLessThan(1000);
    // better-auth's own endpoints do not trust the cache either.
    const session = await b.request("/api/auth/get-session", { cookie: copy });
    expect(await session.json()).toBeNull();
    // Nor can the copy write.
    const write = await b.request("/api/wellness/moods", {
      method: "POST",
      cookie: copy,
      json: { mood_score: 5, energy_level: 5, stress_level: 5 },
    });
    expect(write.status).toBe(401);
  });

  it("refuses the other devices' cookies within a second of a password change", async () => {
    const { email, password, cookie } = await t.signUp();
    const laptop = await signIn(email, password);
    await worksOnBoth(laptop);
    const changed = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie,
      json: { currentPassword: password, newPassword: "a-brand-new-garden-path-7" },
    });
    expect(changed.status).toBe(200);
    expect(await refusedWithin(laptop)).toBeLessThan(1000);
    // The device that changed it keeps working with the cookie it was given back.
    expect((await b.request("/api/dashboard?tz=UTC", { cookie: cookieOf(changed) })).status).toBe(200);
  });

  it("refuses every cookie within a second of a password reset", async () => {
    const { email, cookie } = await t.signUp();
    await worksOnBoth(cookie);
    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/reset-password" },
    });
    const mail = await t.lastMailTo(email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "a-brand-new-garden-path-8" },
    });
    expect(reset.status).toBe(200);
    expect(await refusedWithin(cookie)).toBeLessThan(1000);
  });

  it("refuses the cookies of revoked sessions within a second", async () => {
    const { email, password, cookie } = await t.signUp();
    const tablet = await signIn(email, password);
    await worksOnBoth(tablet);
    const revoked = await t.request("/api/auth/revoke-other-sessions", { method: "POST", cookie, json: {} });
    expect(revoked.status).toBe(200);
    expect(await refusedWithin(tablet)).toBeLessThan(1000);
    expect((await b.request("/api/dashboard?tz=UTC", { cookie })).status).toBe(200);
  });

  it("refuses a deleted account's cookie within a second, on reads and writes alike", async () => {
    const { email, password, cookie } = await t.signUp();
    const phone = await signIn(email, password);
    await worksOnBoth(phone);
    const deleted = await t.request("/api/account", {
      method: "DELETE",
      cookie,
      json: { confirm: "DELETE", password },
    });
    expect(deleted.status).toBe(200);
    expect(await refusedWithin(phone)).toBeLessThan(1000);
    const write = await b.request("/api/wellness/moods", {
      method: "POST",
      cookie: phone,
      json: { mood_score: 5, energy_level: 5, stress_level: 5 },
    });
    expect(write.status).toBe(401);
  });

  it("keeps other users signed in", async () => {
    const { cookie } = await t.signUp();
    const other = await t.signUp();
    await t.request("/api/auth/sign-out", { method: "POST", cookie });
    await worksOnBoth(other.cookie);
  });
});
