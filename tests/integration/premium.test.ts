import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubscriptionStatus } from "../../src/shared/accounts";
import type { Membership } from "../../src/shared/premium";
import { postToCommunity } from "../support/community";
import { createTestApp, type TestApp } from "../support/test-app";

// The app's clock: the local test checkout's month and the end of a cancelled period follow it.
let clock = new Date("2026-01-31T09:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
}, 180_000);
afterAll(() => t.close());

const post = (cookie: string, path: string, json?: unknown) =>
  t.request(`/api/subscription${path}`, { method: "POST", cookie, json });
const status = async (cookie: string): Promise<SubscriptionStatus> =>
  (await t.request("/api/subscription", { cookie })).json();
const membership = async (cookie: string): Promise<Membership> =>
  (await t.request("/api/subscription/membership", { cookie })).json();
const mother = async () => (await t.signUp()).cookie;
/** A community post: posting is what Premium Access buys (content.md §4), checked on the server. */
const share = (cookie: string, content = "Week 3 and finally sleeping more than two hours in a row.") =>
  postToCommunity(t, cookie, { content });

describe("Premium Access through the local test checkout", () => {
  it("refuses a subscriber-only action to someone without Premium, with a clear code", async () => {
    const cookie = await mother();
    const res = await share(cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: "subscription_required", message: "This needs an active Premium membership" },
    });
  });

  it("sends her to the local checkout page, and confirming it makes her a subscriber for a month", async () => {
    const cookie = await mother();
    expect(await membership(cookie)).toEqual({
      subscribed: false,
      state: "none",
      plan: "Premium Access",
      billing: null,
      periodEnd: null,
      provider: null,
      checkout: "local",
      canManageBilling: false,
    });

    const start = await post(cookie, "/checkout");
    expect(start.status).toBe(200);
    expect(await start.json()).toEqual({ url: "/premium/checkout?plan=monthly" });
    // Starting a checkout is not buying: nothing changed yet.
    expect((await status(cookie)).subscribed).toBe(false);

    const confirmed = await post(cookie, "/checkout/confirm");
    expect(confirmed.status).toBe(200);
    // Jan 31 + one month is the last day of February.
    expect(await confirmed.json()).toMatchObject({
      subscribed: true,
      state: "active",
      billing: "monthly",
      provider: "local",
      periodEnd: "2026-02-28T09:00:00.000Z",
    });
    expect(await status(cookie)).toEqual({
      subscribed: true,
      subscription_tier: "Premium Access",
      subscription_end: "2026-02-28T09:00:00.000Z",
    });
    expect((await share(cookie)).status).toBe(201);

    // A second confirmation (another tab) changes nothing; a second checkout is refused.
    expect((await (await post(cookie, "/checkout/confirm")).json()).periodEnd).toBe(
      "2026-02-28T09:00:00.000Z",
    );
    const again = await post(cookie, "/checkout");
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("already_subscribed");
  });

  it("renews the test checkout monthly until she cancels, then ends at the period's end by the app's clock", async () => {
    clock = new Date("2026-01-31T09:00:00Z");
    const cookie = await mother();
    await post(cookie, "/checkout/confirm");

    // A month and a bit later, not cancelled: renewed (for nothing), counted from the start.
    clock = new Date("2026-03-01T10:00:00Z");
    expect(await membership(cookie)).toMatchObject({
      state: "active",
      periodEnd: "2026-03-31T09:00:00.000Z",
    });

    const cancelled = await post(cookie, "/cancel");
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({
      subscribed: true,
      state: "canceling",
      periodEnd: "2026-03-31T09:00:00.000Z",
    });
    // Cancelling twice is the same as once.
    expect((await (await post(cookie, "/cancel")).json()).state).toBe("canceling");

    // Still hers to the last second of the period...
    clock = new Date("2026-03-31T08:59:59Z");
    expect((await status(cookie)).subscribed).toBe(true);
    expect((await share(cookie)).status).toBe(201);
    // ...and over at its end: no renewal after a cancellation.
    clock = new Date("2026-03-31T09:00:00Z");
    expect(await status(cookie)).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
    });
    expect(await membership(cookie)).toMatchObject({
      subscribed: false,
      state: "ended",
      periodEnd: "2026-03-31T09:00:00.000Z",
    });
    expect((await share(cookie)).status).toBe(403);
    // Too late to resume; she can buy again.
    const resume = await post(cookie, "/resume");
    expect(resume.status).toBe(409);
    expect((await resume.json()).error.code).toBe("no_subscription");
    expect((await post(cookie, "/checkout")).status).toBe(200);
    expect(await (await post(cookie, "/checkout/confirm")).json()).toMatchObject({
      state: "active",
      periodEnd: "2026-04-30T09:00:00.000Z",
    });
  });

  it("resumes a cancelled membership before its end, which then renews again", async () => {
    clock = new Date("2026-05-10T12:00:00Z");
    const cookie = await mother();
    await post(cookie, "/checkout/confirm");
    await post(cookie, "/cancel");
    const resumed = await post(cookie, "/resume");
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toMatchObject({ state: "active", periodEnd: "2026-06-10T12:00:00.000Z" });
    clock = new Date("2026-06-11T00:00:00Z");
    expect(await membership(cookie)).toMatchObject({
      state: "active",
      periodEnd: "2026-07-10T12:00:00.000Z",
    });
  });

  it("keeps each mother's membership her own", async () => {
    clock = new Date("2026-08-01T08:00:00Z");
    const ana = await mother();
    const bea = await mother();
    await post(ana, "/checkout/confirm");
    // Bea's requests act on Bea's subscription only, whatever she sends.
    expect((await post(bea, "/cancel", { userId: "someone-else" })).status).toBe(409);
    expect((await membership(ana)).state).toBe("active");
    expect((await status(bea)).subscribed).toBe(false);
    await post(bea, "/checkout/confirm");
    await post(bea, "/cancel");
    expect((await membership(ana)).state).toBe("active");
    expect((await membership(bea)).state).toBe("canceling");
    expect((await share(bea)).status).toBe(201);
    // Without a session nothing answers.
    for (const path of ["/checkout", "/checkout/confirm", "/cancel", "/resume", "/portal"]) {
      expect((await t.request(`/api/subscription${path}`, { method: "POST" })).status).toBe(401);
    }
  });

  it("sells Annual Premium through the test checkout: a year at a time, renewing until she cancels", async () => {
    clock = new Date("2026-02-10T10:00:00Z");
    const cookie = await mother();
    const start = await post(cookie, "/checkout", { plan: "annual" });
    expect(await start.json()).toEqual({ url: "/premium/checkout?plan=annual" });
    expect(await (await post(cookie, "/checkout/confirm", { plan: "annual" })).json()).toMatchObject({
      subscribed: true,
      state: "active",
      billing: "annual",
      periodEnd: "2027-02-10T10:00:00.000Z",
    });
    expect((await share(cookie)).status).toBe(201);
    // Thirteen months on, not cancelled: the second year, counted from the start.
    clock = new Date("2027-03-01T00:00:00Z");
    expect(await membership(cookie)).toMatchObject({
      state: "active",
      periodEnd: "2028-02-10T10:00:00.000Z",
    });
    expect(await (await post(cookie, "/cancel")).json()).toMatchObject({
      state: "canceling",
      periodEnd: "2028-02-10T10:00:00.000Z",
    });
    clock = new Date("2028-02-10T10:00:00Z");
    expect((await status(cookie)).subscribed).toBe(false);
    expect((await share(cookie)).status).toBe(403);
  });

  it("sells Lifetime Access through the test checkout: no end, nothing to cancel", async () => {
    clock = new Date("2026-04-01T08:00:00Z");
    const cookie = await mother();
    expect(await (await post(cookie, "/checkout", { plan: "lifetime" })).json()).toEqual({
      url: "/premium/checkout?plan=lifetime",
    });
    const bought = await post(cookie, "/checkout/confirm", { plan: "lifetime" });
    expect(await bought.json()).toMatchObject({
      subscribed: true,
      state: "active",
      billing: "lifetime",
      periodEnd: null,
      provider: "local",
    });
    expect(await status(cookie)).toEqual({
      subscribed: true,
      subscription_tier: "Premium Access",
      subscription_end: null,
    });
    // Confirming again (another tab) changes nothing; another plan on top is refused.
    expect((await post(cookie, "/checkout/confirm", { plan: "lifetime" })).status).toBe(200);
    expect((await post(cookie, "/checkout/confirm", { plan: "monthly" })).status).toBe(409);
    const cancel = await post(cookie, "/cancel");
    expect(cancel.status).toBe(409);
    expect((await cancel.json()).error.code).toBe("lifetime");
    // Years later, still hers.
    clock = new Date("2041-04-01T08:00:00Z");
    expect((await status(cookie)).subscribed).toBe(true);
    expect((await share(cookie)).status).toBe(201);
  });

  it("refuses a plan it does not sell with a 400", async () => {
    const cookie = await mother();
    for (const plan of ["weekly", "", 12]) {
      const res = await post(cookie, "/checkout", { plan });
      expect(res.status).toBe(400);
      expect((await post(cookie, "/checkout/confirm", { plan })).status).toBe(400);
    }
    expect((await status(cookie)).subscribed).toBe(false);
  });

  it("has no portal and no Stripe webhook when the local checkout sells Premium", async () => {
    const cookie = await mother();
    expect((await post(cookie, "/portal")).status).toBe(404);
    const hook = await t.request("/api/billing/webhook/stripe", { method: "POST", json: { id: "evt_1" } });
    expect(hook.status).toBe(404);
  });
});
