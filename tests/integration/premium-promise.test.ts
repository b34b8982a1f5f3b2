import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeedPage } from "../../src/shared/community";
import { PREMIUM_INCLUDES, type PremiumFeatureId } from "../../src/shared/premium";
import { postToCommunity } from "../support/community";
import { createTestApp, type TestApp } from "../support/test-app";

// What every page promises Premium adds (src/content/premium.ts PREMIUM_INCLUDES) against what the
// server refuses without it: the same list, no more and no less.

/** The server's gates behind each promise. */
const GATES: Record<PremiumFeatureId, string[]> = {
  post: ["POST /api/community/posts"],
  reply: ["POST /api/community/posts/:id/comments"],
  react: [
    "PUT /api/community/posts/:id/like",
    "DELETE /api/community/posts/:id/like",
    "POST /api/community/posts/:id/share",
    "PUT /api/community/posts/:id/support",
  ],
  helpful: ["PUT /api/community/comments/:id/helpful"],
};
const GATED = Object.values(GATES).flat().sort();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.jobs.runDue(); // the Bloom team's threads: posts to act on
}, 180_000);
afterAll(() => t.close());

const PARAMS: Record<string, string> = {
  date: "2026-03-04",
  start: "2026-03-04",
  week: "1",
  day: "1",
  index: "0",
  kind: "recipes",
  slug: "no-such-thing",
  type: "post",
  action: "restore",
};

/** A concrete address for a route pattern, with ids of things that exist where we have them. */
function pathOf(pattern: string, ids: { post: string; comment: string }): string {
  return pattern
    .replace(/:kind\{[^}]+\}/, "moods")
    .replace(/\/posts\/:id/, `/posts/${ids.post}`)
    .replace(/\/comments\/:id/, `/comments/${ids.comment}`)
    .replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? "00000000-0000-0000-0000-000000000000");
}

async function teamPostAndReply() {
  const { cookie } = await t.signUp();
  const feed = (await (await t.request("/api/community/posts", { cookie })).json()) as FeedPage;
  const post = feed.posts.find((p) => p.author.team)!;
  // A subscriber's reply on it, for the helpful route.
  const writer = await t.signUp();
  await t.request("/api/subscription/checkout/confirm", { method: "POST", cookie: writer.cookie, json: {} });
  const reply = await t.request(`/api/community/posts/${post.id}/comments`, {
    method: "POST",
    cookie: writer.cookie,
    headers: { "idempotency-key": crypto.randomUUID() },
    json: { content: "Hello from week three!" },
  });
  expect(reply.status).toBe(201);
  return { post: post.id, comment: ((await reply.json()) as { id: string }).id };
}

describe("Premium's promise and the server's gates", () => {
  it("names a gate for every promise, and no gate without one", () => {
    expect(Object.keys(GATES).sort()).toEqual(PREMIUM_INCLUDES.map((p) => p.id).sort());
    for (const gates of Object.values(GATES)) expect(gates.length).toBeGreaterThan(0);
  });

  it("refuses exactly the promised actions to a member without Premium, and nothing else", async () => {
    const ids = await teamPostAndReply();
    const routes = [...new Set(t.app.routes.map((r) => `${r.method} ${r.path}`))].filter((r) => {
      const [method, path] = r.split(" ") as [string, string];
      return (
        ["GET", "POST", "PUT", "PATCH", "DELETE"].includes(method) &&
        path.startsWith("/api/") &&
        !path.includes("*") &&
        // Signing in and out, and buying Premium itself, are not what is walked here.
        !path.startsWith("/api/auth/") &&
        !path.startsWith("/api/subscription") &&
        !path.startsWith("/api/billing/")
      );
    });
    expect(routes.length).toBeGreaterThan(100);
    const { cookie } = await t.signUp();
    const refused: string[] = [];
    for (const route of routes) {
      const [method, pattern] = route.split(" ") as [string, string];
      const res = await t.request(pathOf(pattern, ids), {
        method,
        cookie,
        ...(method !== "GET" && { json: {} }),
      });
      const type = res.headers.get("content-type") ?? "";
      if (res.status === 403 && type.includes("json")) {
        const body = (await res.json()) as { error?: { code?: string } };
        if (body.error?.code === "subscription_required") refused.push(route);
      } else {
        await res.body?.cancel(); // live streams never end on their own
      }
      expect(res.status, route).not.toBe(401); // still signed in: every route was really asked
    }
    expect(refused.sort()).toEqual(GATED);
  });

  it("lets a Premium member through every gate", async () => {
    const ids = await teamPostAndReply();
    const { cookie } = await t.signUp();
    await t.request("/api/subscription/checkout/confirm", {
      method: "POST",
      cookie,
      json: { plan: "annual" },
    });
    expect((await postToCommunity(t, cookie, { content: "Hello from a Premium member." })).status).toBe(201);
    for (const route of GATED.filter((r) => r !== "POST /api/community/posts")) {
      const [method, pattern] = route.split(" ") as [string, string];
      const json = route.endsWith("/comments") ? { content: "Same here, week 3." } : {};
      const res = await t.request(pathOf(pattern, ids), {
        method,
        cookie,
        json,
        headers: { "idempotency-key": crypto.randomUUID() },
      });
      const body = await res.text();
      expect(body, route).not.toContain("subscription_required");
      // Marking another mother's reply on someone else's post helpful is for that post's author.
      if (route.includes("/helpful")) expect(res.status).toBe(403);
      else expect(res.status, `${route}: ${body}`).toBeLessThan(300);
    }
  });

  it("never puts safety, tracking, export or her own data behind Premium", async () => {
    const { cookie } = await t.signUp();
    const mood = await t.request("/api/wellness/moods", {
      method: "POST",
      cookie,
      json: { mood_score: 4, energy_level: 5, stress_level: 6, notes: "I can't stop crying" },
    });
    expect(mood.status).toBe(201);
    // The safety reading comes with what she saved, Premium or not.
    expect(await mood.json()).toHaveProperty("safety");
    expect((await t.request("/api/account/export", { cookie })).status).toBe(200);
    expect((await t.request("/api/community/posts", { cookie })).status).toBe(200);
  });
});
