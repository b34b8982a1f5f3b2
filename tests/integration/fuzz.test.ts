import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Hostile input against every route of the app (walked from Hono's route table, so a route added
 * later is fuzzed too): each family of malformed requests must be answered with a 4xx (or a 2xx
 * where the input is harmless), never a 5xx. The families are the ones that answered 500 before:
 * NUL in strings, JSON and ids; malformed session cookies; deep and large JSON; dates out of range;
 * numbers no column can hold; the cookie of a deleted account.
 */

let t: TestApp;
let cookie: string;
let deletedCookie: string;

/** better-auth serves one wildcard route; these are the endpoints behind it that Bloom uses. */
const AUTH_ENDPOINTS: [string, string][] = [
  ["GET", "/api/auth/get-session"],
  ["GET", "/api/auth/list-sessions"],
  ["POST", "/api/auth/sign-up/email"],
  ["POST", "/api/auth/sign-in/email"],
  ["POST", "/api/auth/update-user"],
  ["POST", "/api/auth/change-password"],
  ["POST", "/api/auth/request-password-reset"],
  ["POST", "/api/auth/reset-password"],
  ["POST", "/api/auth/send-verification-email"],
  ["GET", "/api/auth/verify-email"],
  ["POST", "/api/auth/revoke-session"],
];

const NUL = "a\u0000b";
const deep = (n: number, open: string, close: string) => open.repeat(n) + close.repeat(n);

const JSON_BODIES: Record<string, string> = {
  "NUL in strings": JSON.stringify({
    name: NUL,
    notes: NUL,
    note: NUL,
    text: NUL,
    title: NUL,
    message: NUL,
    email: `mum${NUL}@example.com`,
    description: NUL,
    items: [{ name: NUL, grams: 10, calories: 10 }],
    answers: { [NUL]: NUL },
  }),
  "NUL in a jsonb-bound object": JSON.stringify({ plan: { days: [{ meals: [NUL] }] }, data: { x: NUL } }),
  "arrays nested 10,000 deep": deep(10_000, "[", "]"),
  "objects nested 10,000 deep": `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`,
  "a 2 MB string": JSON.stringify({ name: "x".repeat(2 * 1024 * 1024), notes: "x" }),
  "dates out of range": JSON.stringify({
    date: "9999-12-31",
    week_date: "9999-12-31",
    start: "0000-01-01",
    dueDate: "9999-12-31",
    due_date: "9999-12-31",
    startedTryingOn: "0001-01-01",
    logged_at: "9999-12-31T23:59:59Z",
    completedAt: "0001-01-01T00:00:00Z",
  }),
  "numbers no column holds": JSON.stringify({
    confidence: 1e-309,
    grams: 1e308,
    mood_score: 2147483648,
    energy_level: -2147483649,
    stress_level: 1e-309,
    hours: 1e-309,
    duration_minutes: 2 ** 53 + 2,
    calories: 1e308,
    glasses: 2 ** 40,
    temperature: 1e-309,
  }),
  "invalid JSON": '{"name": ',
  "an array instead of an object": "[1,2,3]",
  "a string instead of an object": '"x"',
};

const PARAM_VALUES = [
  "%00",
  "a%00b",
  "9999-12-31",
  "0000-01-01",
  "99999999999999999999",
  "%E0%A4%A",
  "x".repeat(3000),
];
const HOSTILE_QUERY =
  "?date=9999-12-31&from=0000-01-01&to=9999-12-31&tz=UTC&week=99999999999&q=%00&limit=99999999999999999";

function routeList(): [string, string][] {
  const seen = new Set<string>();
  const list: [string, string][] = [];
  for (const r of t.app.routes) {
    if (r.method === "ALL" || !r.path.startsWith("/api/") || r.path.endsWith("*")) continue;
    const id = `${r.method} ${r.path}`;
    if (seen.has(id)) continue;
    seen.add(id);
    list.push([r.method, r.path]);
  }
  return [...list, ...AUTH_ENDPOINTS];
}

const withParams = (path: string, value: string) => path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, value);

interface Failure {
  request: string;
  status: number;
  body: string;
}

async function send(
  failures: Failure[],
  label: string,
  method: string,
  url: string,
  init: { cookie?: string; body?: string | FormData; type?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (init.type) headers["content-type"] = init.type;
  const res = await t.request(url, { method, cookie: init.cookie, headers, body: init.body });
  if (res.status >= 500) {
    failures.push({
      request: `${label}: ${method} ${url.slice(0, 120)}`,
      status: res.status,
      body: await res.text(),
    });
  } else {
    await res.body?.cancel();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.signUp()).cookie;
  const doomed = await t.signUp({ password: "blossoming-spring-42" });
  deletedCookie = doomed.cookie;
  const res = await t.request("/api/account", {
    method: "DELETE",
    cookie: doomed.cookie,
    json: { confirm: "DELETE", password: doomed.password },
  });
  expect(res.status).toBeLessThan(300);
}, 180_000);
afterAll(() => t.close());

describe("hostile input on every route", () => {
  it("walks a route table that covers the whole API", () => {
    const routes = routeList();
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.some(([m, p]) => m === "POST" && p === "/api/food/analyze")).toBe(true);
  });

  it("answers every family of malformed request without a 5xx", async () => {
    const failures: Failure[] = [];
    const identities: Record<string, string | undefined> = {
      "signed in": cookie,
      anonymous: undefined,
      "malformed session_data": "better-auth.session_data=%%%not-base64%%%",
      "malformed session_data with a token":
        "better-auth.session_data=eyJub3QiOiJzaWduZWQifQ; better-auth.session_token=abc.%E0%A4%A",
      "forged session_data": `better-auth.session_data=${Buffer.from('{"session":{"session":{}},"expiresAt":1e99,"signature":"x"}').toString("base64url")}; better-auth.session_token=abc.def`,
      "a deleted account's cookie": deletedCookie,
    };
    // The account endpoints last: some of them end the session the others use.
    const routes = routeList();
    for (const [method, path] of routes) {
      const plain = withParams(path, "00000000-0000-0000-0000-000000000000");
      const hasBody = method !== "GET" && method !== "HEAD";
      for (const [who, c] of Object.entries(identities)) {
        await send(failures, who, method, plain + HOSTILE_QUERY, { cookie: c });
        if (hasBody) {
          await send(failures, `${who}, NUL`, method, plain, {
            cookie: c,
            body: JSON_BODIES["NUL in strings"],
            type: "application/json",
          });
        }
      }
      for (const value of PARAM_VALUES) {
        if (!path.includes(":")) break;
        await send(failures, `param ${value.slice(0, 12)}`, method, withParams(path, value), {
          cookie,
          ...(hasBody && { body: "{}", type: "application/json" }),
        });
      }
      if (!hasBody) continue;
      for (const [family, body] of Object.entries(JSON_BODIES)) {
        await send(failures, family, method, plain, { cookie, body, type: "application/json" });
        // The same body without a declared type, as a careless client sends it.
        if (family.startsWith("NUL"))
          await send(failures, `${family}, untyped`, method, plain, { cookie, body });
      }
      const form = new FormData();
      form.set("notes", NUL);
      form.set("date", "9999-12-31");
      form.set("image", new File([new Uint8Array([0xff, 0xd8, 0xff, 0])], "x.jpg", { type: "image/jpeg" }));
      await send(failures, "multipart with NUL and a broken JPEG", method, plain, { cookie, body: form });
      // Well-formed forms, which a route reads after the input guard did (once answered 500 on
      // every /api/auth/* endpoint: the guard had used the body up).
      const fields = { name: "Mum", email: "mum@example.com", password: "blossoming-spring-42", notes: "ok" };
      const plainForm = new FormData();
      for (const [k, v] of Object.entries(fields)) plainForm.set(k, v);
      await send(failures, "multipart form", method, plain, { cookie, body: plainForm });
      await send(failures, "urlencoded form", method, plain, {
        cookie,
        body: new URLSearchParams(fields).toString(),
        type: "application/x-www-form-urlencoded",
      });
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("answers forms on the account endpoints and a body that is not an object with a 4xx", async () => {
    const statuses: Record<string, number> = {};
    for (const [method, path] of AUTH_ENDPOINTS) {
      if (method !== "POST") continue;
      const urlencoded = await t.request(path, {
        method,
        cookie,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "name=Mum&email=mum%40example.com",
      });
      statuses[`${path} urlencoded`] = urlencoded.status;
      const form = new FormData();
      form.set("name", "Mum");
      const multipart = await t.request(path, { method, cookie, body: form });
      statuses[`${path} multipart`] = multipart.status;
    }
    for (const [key, status] of Object.entries(statuses))
      expect([key, status >= 400 && status < 500]).toEqual([key, true]);
    const res = await t.request("/api/auth/update-user", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: '"x"',
    });
    expect(res.status).toBe(400);
    // Her name is unchanged by any of it.
    const profile = await t.request("/api/profile", { cookie });
    expect(((await profile.json()) as { display_name: string }).display_name).not.toBe("Mum");
  });

  it("keeps answering after all of it", async () => {
    expect((await t.request("/api/health")).status).toBe(200);
    expect((await t.request("/api/profile", { cookie })).status).toBeLessThan(500);
  });
});
