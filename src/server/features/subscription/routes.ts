import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
import { Hono } from "hono";
import { checkoutInput, checkoutSync, type Membership, type PlanId, PREMIUM } from "../../../shared/premium";
import {
  type BillingContext,
  type BillingProvider,
  findSubscription,
  isInForce,
  membershipState,
  subscriptionStatus,
} from "../../billing";
import type { AppEnv } from "../../http/context";
import { ApiError, validationHook } from "../../http/errors";
import { requireUser } from "../../http/require-user";

export { subscriptionStatus };

type Ctx = Context<AppEnv>;

const contextOf = (c: Ctx): BillingContext => ({
  db: c.get("db"),
  userId: c.get("user").id,
  email: c.get("user").email,
  now: c.get("now")(),
});

function providerOf(c: Ctx): BillingProvider {
  const provider = c.get("billing").provider;
  if (!provider) {
    throw new ApiError(503, "checkout_unavailable", "Premium checkout is not set up on this server.");
  }
  return provider;
}

/** Her membership as the card shows it: read after every change, so each answer is the new state. */
async function membershipOf(c: Ctx): Promise<Membership> {
  const now = c.get("now")();
  const row = await findSubscription(c.get("db"), c.get("user").id);
  const { state, periodEnd } = membershipState(row, now);
  const checkout = c.get("billing").provider?.kind ?? null;
  const sold = row && state !== "none" ? (row.provider as "local" | "stripe") : null;
  return {
    subscribed: subscriptionStatus(row, now).subscribed,
    state,
    plan: PREMIUM.name,
    billing: row && state !== "none" ? (row.plan as PlanId) : null,
    periodEnd: periodEnd?.toISOString() ?? null,
    provider: sold,
    checkout,
    canManageBilling: checkout === "stripe" && !!row?.customerRef && state !== "none",
  };
}

/** Cancel or resume her own subscription, through the provider that sold it. */
async function setCancel(c: Ctx, cancel: boolean) {
  const ctx = contextOf(c);
  const row = await findSubscription(ctx.db, ctx.userId);
  if (!row || !isInForce(row, ctx.now)) {
    throw new ApiError(409, "no_subscription", "You have no Premium Access membership in force to change.");
  }
  if (row.plan === "lifetime") {
    throw new ApiError(
      409,
      "lifetime",
      "Lifetime Access was paid once and never renews: there is nothing to cancel.",
    );
  }
  // Asking for what is already so (a second tab, a double click) changes nothing.
  if (row.cancelAtPeriodEnd === cancel) return;
  const provider = providerOf(c);
  if (provider.kind !== row.provider) {
    throw new ApiError(409, "managed_elsewhere", "This membership was bought through another checkout.");
  }
  await provider.setCancelAtPeriodEnd({ ...ctx, row, cancel });
}

export const subscriptionRoutes = new Hono<AppEnv>()
  .use(requireUser)
  // core.md §3 and §7: check-subscription.
  .get("/", async (c) => {
    const row = await findSubscription(c.get("db"), c.get("user").id);
    return c.json(subscriptionStatus(row, c.get("now")()));
  })
  .get("/membership", async (c) => c.json(await membershipOf(c)))
  /** Where to go to pay: the local test checkout page or Stripe Checkout. */
  .post("/checkout", zValidator("json", checkoutInput, validationHook), async (c) => {
    const ctx = contextOf(c);
    if (isInForce(await findSubscription(ctx.db, ctx.userId), ctx.now)) {
      throw new ApiError(409, "already_subscribed", "You already have Premium Access.");
    }
    return c.json(await providerOf(c).startCheckout({ ...ctx, plan: c.req.valid("json").plan }));
  })
  /** The local test checkout's "Confirm": nothing is charged; she is a subscriber from now. */
  .post("/checkout/confirm", zValidator("json", checkoutInput, validationHook), async (c) => {
    const provider = providerOf(c);
    if (!provider.confirmLocalCheckout) {
      throw new ApiError(404, "not_found", "This server takes payments through Stripe Checkout.");
    }
    await provider.confirmLocalCheckout({ ...contextOf(c), plan: c.req.valid("json").plan });
    return c.json(await membershipOf(c));
  })
  /** Back from Stripe Checkout: her session's subscription is applied without waiting for the webhook. */
  .post("/checkout/sync", zValidator("json", checkoutSync, validationHook), async (c) => {
    await providerOf(c).syncCheckout({ ...contextOf(c), sessionId: c.req.valid("json").sessionId });
    return c.json(await membershipOf(c));
  })
  .post("/cancel", async (c) => {
    await setCancel(c, true);
    return c.json(await membershipOf(c));
  })
  .post("/resume", async (c) => {
    await setCancel(c, false);
    return c.json(await membershipOf(c));
  })
  /** Stripe's customer portal (card, invoices, cancelling there too). */
  .post("/portal", async (c) => {
    const ctx = contextOf(c);
    const row = await findSubscription(ctx.db, ctx.userId);
    const url = row ? await providerOf(c).portalUrl({ ...ctx, row }) : null;
    if (!url) throw new ApiError(404, "not_found", "There is no billing account to manage.");
    return c.json({ url });
  });

/**
 * Stripe's webhook (no session: Stripe signs it). The raw body is read as the text it arrived as
 * (the input gate hands it on untouched) and verified before anything is parsed from it.
 */
export const billingWebhookRoutes = new Hono<AppEnv>().post("/stripe", async (c) => {
  const webhook = c.get("billing").webhook;
  if (!webhook) throw new ApiError(404, "not_found", "Stripe is not set up on this server.");
  const result = await webhook(
    c.get("db"),
    await c.req.text(),
    c.req.header("stripe-signature"),
    c.get("now")(),
  );
  return c.json({ received: true, duplicate: result.duplicate });
});
