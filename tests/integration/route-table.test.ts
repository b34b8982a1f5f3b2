import { RegExpRouter } from "hono/router/reg-exp-router";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/**
 * Hono matches every request with its RegExpRouter only when that router takes the whole route
 * table; one route it refuses sends every request through the slower trie router. It refuses a
 * path segment that is a parameter in one route and a fixed word in another of the same method
 * (`POST /kicks/:id/kick` beside `POST /kicks/recorded`): such a route goes under a word of its
 * own (`/kicks/sessions/:id/kick`), and its old address into src/server/http/moved-routes.ts.
 */
it("is a route table Hono's RegExpRouter takes whole", () => {
  const refused: string[] = [];
  const taken: { method: string; path: string }[] = [];
  for (const route of t.app.routes) {
    const router = new RegExpRouter<unknown>();
    try {
      for (const r of [...taken, route]) router.add(r.method, r.path, null);
      router.match("GET", "/");
      taken.push(route);
    } catch {
      refused.push(`${route.method} ${route.path}`);
    }
  }
  expect(refused).toEqual([]);
});

it("answers a request through that router", async () => {
  await t.request("/api/health");
  expect((t.app.router as { name: string }).name).toBe("SmartRouter + RegExpRouter");
});
