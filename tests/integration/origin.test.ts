import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUSTED_ORIGINS: "http://localhost:5173" } });
  cookie = (await t.signUp()).cookie;
}, 120_000);
afterAll(() => t.close());

/** A mood saved with her cookie, from a page on `origin` (null: no Origin header at all). */
function saveMood(origin: string | null, withCookie = true) {
  const headers = new Headers({ "content-type": "application/json" });
  if (origin) headers.set("origin", origin);
  if (withCookie) headers.set("cookie", cookie);
  return t.app.request("/api/wellness/moods", {
    method: "POST",
    headers,
    body: JSON.stringify({ mood_score: 6, energy_level: 6, stress_level: 3 }),
  });
}

describe("the origin check on state-changing routes", () => {
  it("accepts her own pages and the configured trusted origins", async () => {
    expect((await saveMood(BASE_URL)).status).toBe(201);
    expect((await saveMood("http://localhost:5173")).status).toBe(201);
  });

  it("refuses another port, another subdomain and an opaque origin with 403 invalid_origin", async () => {
    for (const origin of [
      "http://localhost:4000",
      "http://evil.localhost:3000",
      "https://localhost:3000",
      "null",
    ]) {
      const res = await saveMood(origin);
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe("invalid_origin");
    }
    // Nothing was saved by the refused requests: her list holds only the two accepted moods.
    const list = await t.request("/api/wellness/moods", { cookie });
    expect((await list.json()).length).toBe(2);
  });

  it("refuses a cookie-carrying request without Origin, unless its Referer is her own page", async () => {
    expect((await saveMood(null)).status).toBe(403);
    const res = await t.app.request("/api/wellness/moods", {
      method: "POST",
      headers: { "content-type": "application/json", cookie, referer: `${BASE_URL}/wellness` },
      body: JSON.stringify({ mood_score: 6, energy_level: 6, stress_level: 3 }),
    });
    expect(res.status).toBe(201);
  });

  it("lets a request without cookies through to its own checks, and leaves reads alone", async () => {
    expect((await saveMood(null, false)).status).toBe(401);
    const read = await t.app.request("/api/dashboard?tz=UTC", {
      headers: { cookie, origin: "http://localhost:4000" },
    });
    expect(read.status).toBe(200);
  });

  it("checks better-auth's endpoints too: a foreign page cannot sign her out", async () => {
    const res = await t.app.request("/api/auth/sign-out", {
      method: "POST",
      headers: { cookie, origin: "http://localhost:4000" },
    });
    expect(res.status).toBe(403);
    expect((await t.request("/api/dashboard?tz=UTC", { cookie })).status).toBe(200);
  });
});
