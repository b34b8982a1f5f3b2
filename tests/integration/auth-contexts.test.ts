import { executionAsyncId } from "node:async_hooks";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * better-auth's request contexts (AsyncLocalStorage) are switched off once its calls are over
 * (src/server/auth-contexts.ts): the rest of Bloom's requests run without V8's promise hooks. With
 * the hooks on, a promise's reaction runs under an async id of its own; with them off, under 0.
 */
const promiseHooksOn = async () => (await Promise.resolve().then(() => executionAsyncId())) !== 0;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

it("has no promise hooks on after sign-up, sign-in and her session read through better-auth", async () => {
  const { cookie } = await t.signUp();
  expect(await promiseHooksOn()).toBe(false);

  // Without the signed cache cookie, the guard asks better-auth for her session.
  const tokenOnly = cookie
    .split("; ")
    .filter((c) => !c.includes("session_data"))
    .join("; ");
  const dashboard = await t.request("/api/dashboard?tz=UTC", { cookie: tokenOnly });
  expect(dashboard.status).toBe(200);
  const session = await t.request("/api/auth/get-session", { cookie });
  expect(((await session.json()) as { user: { id: string } }).user.id).toBeTruthy();
  expect(await promiseHooksOn()).toBe(false);
});

it("keeps better-auth's contexts working across calls: a second sign-in and a sign-out", async () => {
  const { email } = await t.signUp();
  const signIn = () =>
    t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "blossoming-spring-42" },
    });
  // Two at once: the contexts stay on while either runs.
  const [a, b] = await Promise.all([signIn(), signIn()]);
  expect([a.status, b.status]).toEqual([200, 200]);
  const cookie = a.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const out = await t.request("/api/auth/sign-out", { method: "POST", cookie, json: {} });
  expect(out.status).toBe(200);
  expect(await promiseHooksOn()).toBe(false);
});
