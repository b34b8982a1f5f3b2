import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubscriptionStatus } from "../../src/shared/accounts";
import type { Membership } from "../../src/shared/premium";
import { postToCommunity } from "../support/community";
import { type FakeStripe, startFakeStripe } from "../support/fake-stripe";
import { createTestApp, type TestApp } from "../support/test-app";

// Premium Access through Stripe, against a loopback fake of Stripe's API: the real SDK, real
// signatures (the SDK's own test-header helper), nothing on the network.
const WEBHOOK_SECRET = "whsec_bloom_test_secret";
let clock = new Date("2026-03-10T10:00:00Z");
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const DAY = 86_400;

let t: TestApp;
let fake: FakeStripe;
// Only for its webhook helpers: signing test payloads as Stripe would.
const signer = new Stripe("sk_test_signer");

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    now: () => clock,
    env: {
      STRIPE_SECRET_KEY: "sk_test_bloom",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

const post = (cookie: string, path: string, json?: unknown) =>
  t.request(`/api/subscription${path}`, { method: "POST", cookie, json });
const status = async (cookie: string): Promise<SubscriptionStatus> =>
  (await t.request("/api/subscription", { cookie })).json();
const membership = async (cookie: string): Promise<Membership> =>
  (await t.request("/api/subscription/membership", { cookie })).json();
/** A community post: what Premium Access buys, checked on the server. */
const share = (cookie: string) =>
  postToCommunity(t, cookie, { content: "Our first walk outside together today." });

let events = 0;
function event(type: string, object: unknown, created = seconds(clock)) {
  return { id: `evt_${++events}`, object: "event", type, created, livemode: false, data: { object } };
}

/** Delivers an event as Stripe does: the JSON body and its `Stripe-Signature` header. */
function deliver(
  body: unknown,
  opts: { secret?: string; timestamp?: number; tamper?: boolean; signature?: string | null } = {},
) {
  const payload = typeof body === "string" ? body : JSON.stringify(body);
  const header =
    opts.signature === undefined
      ? signer.webhooks.generateTestHeaderString({
          payload,
          secret: opts.secret ?? WEBHOOK_SECRET,
          timestamp: opts.timestamp ?? seconds(clock),
        })
      : opts.signature;
  return t.request("/api/billing/webhook/stripe", {
    method: "POST",
    body: opts.tamper ? payload.replace('"livemode":false', '"livemode":true') : payload,
    headers: { "content-type": "application/json", ...(header !== null && { "stripe-signature": header }) },
  });
}

/** A mother who went through Stripe Checkout (the fake's "she paid"), not yet told to Bloom. */
async function paidMother() {
  const { cookie, password } = await t.signUp();
  const start = await post(cookie, "/checkout");
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const sessionId = url.split("/").at(-1)!;
  const session = fake.sessions.get(sessionId)!;
  const sub = fake.completeCheckout(sessionId, { start: seconds(clock), end: seconds(clock) + 31 * DAY });
  return { cookie, password, session, sub, userId: session.client_reference_id! };
}

describe("Stripe Checkout", () => {
  it("starts a $49.99/month subscription checkout for her own Stripe customer", async () => {
    const { cookie, email } = await t.signUp();
    const res = await post(cookie, "/checkout");
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const customer = [...fake.customers.values()].find((c) => c.email === email)!;
    const sent = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!.params;
    const userId = customer.metadata.userId!;
    expect(userId).toBeTruthy();
    expect(Object.fromEntries(sent)).toMatchObject({
      mode: "subscription",
      customer: customer.id,
      client_reference_id: userId,
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "4999",
      "line_items[0][price_data][recurring][interval]": "month",
      "line_items[0][price_data][product_data][name]": "Premium Access",
      "subscription_data[metadata][userId]": userId,
      "subscription_data[metadata][plan]": "monthly",
      success_url: "http://localhost:3000/profile?checkout=success&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/profile?checkout=cancelled",
    });
    // Starting is not paying.
    expect((await status(cookie)).subscribed).toBe(false);
    expect((await membership(cookie)).state).toBe("none");
    // A second checkout reuses her customer.
    await post(cookie, "/checkout");
    expect([...fake.customers.values()].filter((c) => c.email === email)).toHaveLength(1);
  });

  it("makes her a subscriber when the signed webhook says she paid, once per event", async () => {
    const { cookie, session, sub } = await paidMother();
    const completed = event("checkout.session.completed", { ...session, subscription: sub.id });
    const res = await deliver(completed);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    const end = new Date(sub.items.data[0]!.current_period_end * 1000).toISOString();
    expect(await status(cookie)).toEqual({
      subscribed: true,
      subscription_tier: "Premium Access",
      subscription_end: end,
    });
    expect(await membership(cookie)).toMatchObject({
      state: "active",
      provider: "stripe",
      checkout: "stripe",
      periodEnd: end,
      canManageBilling: true,
    });
    expect((await share(cookie)).status).toBe(201);

    // Stripe cancels it at once (say, from the dashboard) but the old event is delivered again: a
    // replay changes nothing, because that event id was applied already.
    Object.assign(fake.subscriptions.get(sub.id)!, { status: "canceled", ended_at: seconds(clock) });
    const replay = await deliver(completed);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect((await status(cookie)).subscribed).toBe(true);
    // The event that says so is applied.
    expect(
      (await deliver(event("customer.subscription.deleted", fake.subscriptions.get(sub.id)))).status,
    ).toBe(200);
    expect((await status(cookie)).subscribed).toBe(false);
    // It ended when Stripe ended it, not at the end of the period it had paid for.
    expect(await membership(cookie)).toMatchObject({ state: "ended", periodEnd: clock.toISOString() });
  });

  it("keeps Premium while Stripe retries a failed renewal, and ends it when Stripe gives up", async () => {
    const { cookie, session, sub } = await paidMother();
    await post(cookie, "/checkout/sync", { sessionId: session.id });
    const live = fake.subscriptions.get(sub.id)!;
    live.status = "past_due";
    const failed = event("invoice.payment_failed", {
      object: "invoice",
      parent: { subscription_details: { subscription: sub.id } },
    });
    expect((await deliver(failed)).status).toBe(200);
    expect((await status(cookie)).subscribed).toBe(true);
    live.status = "unpaid";
    expect((await deliver(event("customer.subscription.updated", live))).status).toBe(200);
    expect((await status(cookie)).subscribed).toBe(false);
    expect((await membership(cookie)).state).toBe("ended");
  });

  it("refuses a bad, missing or stale signature with a 400 and changes nothing", async () => {
    const { cookie, session, sub } = await paidMother();
    const body = event("checkout.session.completed", { ...session, subscription: sub.id });
    const refused = async (res: Response) => {
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_signature");
    };
    await refused(await deliver(body, { secret: "whsec_someone_else" }));
    await refused(await deliver(body, { tamper: true }));
    await refused(await deliver(body, { signature: null }));
    await refused(await deliver(body, { signature: "t=1,v1=deadbeef" }));
    // Signed more than five minutes before it arrived (by the app's clock): a replay from the past.
    await refused(await deliver(body, { timestamp: seconds(clock) - 301 }));
    expect((await status(cookie)).subscribed).toBe(false);
    // The same event, properly signed, still works: the refusals recorded nothing.
    const ok = await deliver(body, { timestamp: seconds(clock) - 299 });
    expect(ok.status).toBe(200);
    expect((await status(cookie)).subscribed).toBe(true);
  });

  it("reaches the same state whatever order the events arrive in", async () => {
    // Two mothers live the same story: she pays, cancels at period end, then Stripe ends it.
    const a = await paidMother();
    const b = await paidMother();
    const story = (m: Awaited<ReturnType<typeof paidMother>>) => {
      const created = event("customer.subscription.created", { ...m.sub }, seconds(clock));
      const completed = event(
        "checkout.session.completed",
        { ...m.session, subscription: m.sub.id },
        seconds(clock),
      );
      const updated = event(
        "customer.subscription.updated",
        { ...m.sub, cancel_at_period_end: true },
        seconds(clock) + 60,
      );
      // Stripe's state by the time the events are delivered.
      const live = fake.subscriptions.get(m.sub.id)!;
      live.cancel_at_period_end = true;
      return [created, completed, updated];
    };
    const inOrder = story(a);
    const shuffled = story(b);
    for (const e of inOrder) expect((await deliver(e)).status).toBe(200);
    for (const e of [shuffled[2]!, shuffled[0]!, shuffled[1]!]) expect((await deliver(e)).status).toBe(200);

    const ma = await membership(a.cookie);
    const mb = await membership(b.cookie);
    expect(ma).toMatchObject({ state: "canceling", subscribed: true });
    expect(mb).toEqual(ma);
  });

  it("applies her own checkout on her return, and refuses another mother's session", async () => {
    const ana = await paidMother();
    const bea = await t.signUp();
    // Bea sends Ana's session id: nothing happens to either of them.
    const stolen = await post(bea.cookie, "/checkout/sync", { sessionId: ana.session.id });
    expect(stolen.status).toBe(404);
    expect((await status(bea.cookie)).subscribed).toBe(false);
    expect((await status(ana.cookie)).subscribed).toBe(false);
    // Ana's own return applies it at once, before any webhook.
    const back = await post(ana.cookie, "/checkout/sync", { sessionId: ana.session.id });
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ subscribed: true, state: "active", provider: "stripe" });
    expect((await post(ana.cookie, "/checkout/sync", { sessionId: "not a session" })).status).toBe(400);
    expect((await post(ana.cookie, "/checkout/sync", { sessionId: "cs_test_nope" })).status).toBe(404);
  });

  it("cancels at period end and resumes through Stripe's API, and access ends at the period's end", async () => {
    clock = new Date("2026-04-01T08:00:00Z");
    const m = await paidMother();
    await post(m.cookie, "/checkout/sync", { sessionId: m.session.id });
    const end = new Date(m.sub.items.data[0]!.current_period_end * 1000);

    const cancelled = await post(m.cookie, "/cancel");
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ state: "canceling", periodEnd: end.toISOString() });
    const update = fake.requests.filter(
      (r) => r.path === `/v1/subscriptions/${m.sub.id}` && r.method === "POST",
    );
    expect(update.at(-1)!.params.get("cancel_at_period_end")).toBe("true");

    const resumed = await post(m.cookie, "/resume");
    expect(await resumed.json()).toMatchObject({ state: "active", periodEnd: end.toISOString() });
    expect(fake.requests.at(-1)!.params.get("cancel_at_period_end")).toBe("false");

    await post(m.cookie, "/cancel");
    const portal = await post(m.cookie, "/portal");
    expect(portal.status).toBe(200);
    expect((await portal.json()).url).toMatch(/^https:\/\/billing\.stripe\.test\//);

    clock = new Date(end.getTime() - 1000);
    expect((await status(m.cookie)).subscribed).toBe(true);
    clock = end;
    expect((await status(m.cookie)).subscribed).toBe(false);
    expect((await share(m.cookie)).status).toBe(403);
    clock = new Date("2026-03-10T10:00:00Z");
  });

  it("records events it has nothing to do with, and subscriptions of no Bloom member, without a retry", async () => {
    const other = await deliver(event("product.created", { id: "prod_1", object: "product" }));
    expect(other.status).toBe(200);
    // A subscription whose metadata names no one Bloom knows (an account since deleted).
    const { sub: stranger } = await paidMother();
    stranger.metadata = { userId: "no-such-user" };
    expect((await deliver(event("customer.subscription.created", stranger))).status).toBe(200);
    const gone = { ...stranger, id: "sub_deleted_at_stripe" };
    expect((await deliver(event("customer.subscription.updated", gone))).status).toBe(200);
  });

  it("cancels her Stripe subscription at once when she deletes her account", async () => {
    const m = await paidMother();
    await post(m.cookie, "/checkout/sync", { sessionId: m.session.id });
    const res = await t.request("/api/account", {
      method: "DELETE",
      cookie: m.cookie,
      json: { confirm: "DELETE", password: m.password },
    });
    expect(res.status).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({ method: "DELETE", path: `/v1/subscriptions/${m.sub.id}` });
    expect(fake.subscriptions.get(m.sub.id)!.status).toBe("canceled");
  });

  it("sells Annual Premium as a yearly subscription", async () => {
    const { cookie } = await t.signUp();
    const { url } = (await (await post(cookie, "/checkout", { plan: "annual" })).json()) as { url: string };
    const sent = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!.params;
    expect(Object.fromEntries(sent)).toMatchObject({
      mode: "subscription",
      "line_items[0][price_data][unit_amount]": "39999",
      "line_items[0][price_data][recurring][interval]": "year",
      "subscription_data[metadata][plan]": "annual",
    });
    const sessionId = url.split("/").at(-1)!;
    const session = fake.sessions.get(sessionId)!;
    const sub = fake.completeCheckout(sessionId, { start: seconds(clock), end: seconds(clock) + 365 * DAY });
    expect(
      (await deliver(event("checkout.session.completed", { ...session, subscription: sub.id }))).status,
    ).toBe(200);
    expect(await membership(cookie)).toMatchObject({
      subscribed: true,
      state: "active",
      billing: "annual",
      periodEnd: new Date((seconds(clock) + 365 * DAY) * 1000).toISOString(),
    });
    expect((await share(cookie)).status).toBe(201);
  });

  it("sells Lifetime Access as a one-time payment, applied on her return and by the webhook alike", async () => {
    const { cookie } = await t.signUp();
    const { url } = (await (await post(cookie, "/checkout", { plan: "lifetime" })).json()) as { url: string };
    const sent = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!.params;
    const params = Object.fromEntries(sent);
    expect(params).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][unit_amount]": "79999",
      "payment_intent_data[metadata][plan]": "lifetime",
      "metadata[plan]": "lifetime",
    });
    // A one-time price: nothing recurs, and no subscription is made.
    expect(
      Object.keys(params).some((k) => k.includes("recurring") || k.startsWith("subscription_data")),
    ).toBe(false);
    const sessionId = url.split("/").at(-1)!;
    // Back before paying (she closed the page): nothing yet.
    expect(await (await post(cookie, "/checkout/sync", { sessionId })).json()).toMatchObject({
      subscribed: false,
      state: "none",
    });
    const paid = fake.completePayment(sessionId);
    const back = await post(cookie, "/checkout/sync", { sessionId });
    expect(await back.json()).toMatchObject({
      subscribed: true,
      state: "active",
      billing: "lifetime",
      periodEnd: null,
      provider: "stripe",
      canManageBilling: true,
    });
    // The webhook, after her return, changes nothing; nor does a replay.
    const completed = event("checkout.session.completed", { ...paid });
    expect(await (await deliver(completed)).json()).toEqual({ received: true, duplicate: false });
    expect(await (await deliver(completed)).json()).toEqual({ received: true, duplicate: true });
    expect((await post(cookie, "/cancel")).status).toBe(409);
    const later = clock;
    clock = new Date("2036-01-01T00:00:00Z");
    expect((await status(cookie)).subscribed).toBe(true);
    expect((await share(cookie)).status).toBe(201);
    clock = later;
  });

  it("grants Lifetime Access from the webhook alone, only once Stripe says the session is paid", async () => {
    const { cookie, email } = await t.signUp();
    const { url } = (await (await post(cookie, "/checkout", { plan: "lifetime" })).json()) as { url: string };
    const session = fake.sessions.get(url.split("/").at(-1)!)!;
    // An event claiming it paid, while Stripe says it is not: Stripe's word counts.
    expect(
      (await deliver(event("checkout.session.completed", { ...session, payment_status: "paid" }))).status,
    ).toBe(200);
    expect((await status(cookie)).subscribed).toBe(false);
    fake.completePayment(session.id);
    expect((await deliver(event("checkout.session.async_payment_succeeded", { ...session }))).status).toBe(
      200,
    );
    expect(await status(cookie)).toEqual({
      subscribed: true,
      subscription_tier: "Premium Access",
      subscription_end: null,
    });
    // A late event about a subscription she had before changes nothing of Lifetime Access.
    const old = await paidMother();
    old.sub.metadata = {
      userId: [...fake.customers.values()].find((c) => c.email === email)!.metadata.userId!,
    };
    expect(
      (await deliver(event("customer.subscription.deleted", { ...old.sub, status: "canceled" }))).status,
    ).toBe(200);
    expect((await membership(cookie)).billing).toBe("lifetime");
  });

  it("has no local test checkout when Stripe sells Premium", async () => {
    const { cookie } = await t.signUp();
    expect((await post(cookie, "/checkout/confirm")).status).toBe(404);
    expect((await status(cookie)).subscribed).toBe(false);
  });
});
