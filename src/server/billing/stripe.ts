import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { PLANS, type PlanId, PREMIUM } from "../../shared/premium";
import type { Db } from "../db/client";
import { billingEvents, subscriptions, users } from "../db/schema";
import { ApiError } from "../http/errors";
import type { BillingContext, BillingProvider } from "./provider";
import { isInForce } from "./status";
import { findSubscription, type SubscriptionState, saveSubscription } from "./store";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** A Stripe price per plan (recurring monthly, recurring yearly, one-time); unset → described inline. */
  priceIds: Partial<Record<PlanId, string>>;
  apiUrl: string | undefined;
  /** BASE_URL: where Stripe sends her back. */
  baseUrl: string;
}

/** A plan's price in cents, for a price described inline when its STRIPE_PRICE_ID_* is not set. */
const centsOf = (plan: PlanId) => Math.round(Number(PLANS[plan].price) * 100);

/** The Checkout line item for a plan: its configured price, or its price described inline. */
function lineItemOf(plan: PlanId, priceId: string | undefined): Stripe.Checkout.SessionCreateParams.LineItem {
  if (priceId) return { price: priceId, quantity: 1 };
  const interval = PLANS[plan].interval;
  return {
    quantity: 1,
    price_data: {
      currency: "usd",
      unit_amount: centsOf(plan),
      ...(interval !== "once" && { recurring: { interval } }),
      product_data: { name: PREMIUM.name },
    },
  };
}

/** Which plan a Stripe subscription is: Bloom's metadata, else its price's interval. */
function planOfSubscription(sub: Stripe.Subscription): PlanId {
  const named = sub.metadata?.plan;
  if (named === "monthly" || named === "annual") return named;
  const interval = sub.items.data[0]?.price?.recurring?.interval;
  return interval === "year" ? "annual" : "monthly";
}

/** Webhook signatures older than this are refused (Stripe's own default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

let sdk: Promise<typeof Stripe> | undefined;
/**
 * Stripe's SDK, loaded on the first payment call: evaluating it costs a start about as much CPU as
 * the rest of the billing code, and most starts (and every one without Stripe keys) never call it.
 */
const stripeSdk = () => (sdk ??= import("stripe").then((m) => m.default));

export async function stripeClient(s: Pick<StripeSettings, "secretKey" | "apiUrl">): Promise<Stripe> {
  const api = s.apiUrl ? new URL(s.apiUrl) : undefined;
  const StripeSdk = await stripeSdk();
  return new StripeSdk(s.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === "http:" ? 80 : 443),
      protocol: api.protocol === "http:" ? "http" : "https",
    }),
  });
}

const unavailable = () =>
  new ApiError(503, "billing_unavailable", "Payments are not reachable right now. Please try again shortly.");

/**
 * A Stripe call. Something Stripe does not have (a session id she made up) is a 404; Stripe being
 * unreachable or refusing otherwise is the server's problem, said plainly (and a webhook answered
 * 503 is retried by Stripe).
 */
async function stripeCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Only the SDK's own error can be Stripe's 404 (none when the SDK itself failed to load).
    const StripeSdk = sdk && (await sdk.catch(() => undefined));
    if (StripeSdk && error instanceof StripeSdk.errors.StripeError && error.statusCode === 404) {
      throw new ApiError(404, "not_found", "No such checkout.");
    }
    console.error(`[billing] Stripe call failed: ${(error as Error).message}`);
    throw unavailable();
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * Stripe's subscription, as Bloom keeps it. The period end is the latest of its items' (Stripe
 * moved `current_period_end` onto the items); `cancel_at` also counts as cancelling at that time.
 */
export function stateOfStripeSubscription(sub: Stripe.Subscription): SubscriptionState {
  const itemEnds = sub.items.data.map((i) => i.current_period_end).filter((n) => typeof n === "number");
  // Ended early (cancelled at once, or unpaid): access ended then, not at the period's end.
  const periodEnd =
    (sub.status === "canceled" ? sub.ended_at : null) ??
    sub.cancel_at ??
    (itemEnds.length ? Math.max(...itemEnds) : null);
  return {
    provider: "stripe",
    plan: planOfSubscription(sub),
    status: sub.status,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at !== null,
    providerRef: sub.id,
    customerRef: idOf(sub.customer),
    startedAt: null,
  };
}

export function createStripeBilling(settings: StripeSettings) {
  let client: Promise<Stripe> | undefined;
  /** A Stripe call with the client, made on the first call (loading the SDK is part of it). */
  const stripeDo = <T>(work: (stripe: Stripe) => Promise<T>) =>
    stripeCall(async () => {
      client ??= stripeClient(settings);
      return work(await client);
    });

  /** Her user id, from what Bloom wrote on the subscription, else from the customer's row. */
  async function ownerOf(db: Db, sub: Stripe.Subscription): Promise<string | null> {
    const fromMetadata = sub.metadata?.userId;
    if (fromMetadata) return fromMetadata;
    const customer = idOf(sub.customer);
    if (!customer) return null;
    const [row] = await db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.customerRef, customer));
    return row?.userId ?? null;
  }

  /**
   * Order-tolerant by construction: whatever event arrives, Bloom fetches the subscription's
   * current state from Stripe and stores that, so events that arrive late or out of order all
   * lead to the same row.
   */
  async function syncSubscription(db: Db, subscriptionId: string, now: Date, expectedUser?: string) {
    const sub = await stripeDo((stripe) => stripe.subscriptions.retrieve(subscriptionId));
    const userId = await ownerOf(db, sub);
    // Metadata names a user; only one that still has an account here gets a row.
    const [user] = userId ? await db.select({ id: users.id }).from(users).where(eq(users.id, userId)) : [];
    if (!user || !userId) {
      console.warn(`[billing] Stripe subscription ${sub.id} belongs to no Bloom user; ignored`);
      return;
    }
    if (expectedUser && userId !== expectedUser) throw new ApiError(404, "not_found", "No such checkout.");
    // Her membership in force came from another purchase (Lifetime Access, or a newer subscription):
    // a late event about an older subscription of hers leaves it alone.
    const row = await findSubscription(db, userId);
    if (row?.providerRef && row.providerRef !== sub.id && isInForce(row, now)) return;
    await saveSubscription(db, userId, stateOfStripeSubscription(sub), now);
  }

  /**
   * Lifetime Access is a one-time payment (a Checkout session in payment mode): once Stripe says
   * that session is paid, she has Premium with no end. Read from Stripe, never from the event's
   * copy, like subscriptions. A subscription still running for her is cancelled at Stripe at once,
   * so nothing renews beside what she paid once for.
   */
  async function syncPayment(db: Db, sessionId: string, now: Date, expectedUser?: string) {
    const session = await stripeDo((stripe) => stripe.checkout.sessions.retrieve(sessionId));
    if (session.mode !== "payment") return;
    const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
    if (expectedUser && userId !== expectedUser) throw new ApiError(404, "not_found", "No such checkout.");
    const [user] = userId ? await db.select({ id: users.id }).from(users).where(eq(users.id, userId)) : [];
    if (!user || !userId) {
      console.warn(`[billing] Stripe payment ${session.id} belongs to no Bloom user; ignored`);
      return;
    }
    // Not paid yet (a bank transfer still on its way): async_payment_succeeded brings it later.
    if (session.payment_status !== "paid") return;
    const row = await findSubscription(db, userId);
    if (row?.plan === "lifetime" && isInForce(row, now)) return;
    if (row?.providerRef?.startsWith("sub_") && isInForce(row, now)) {
      await stripeDo((stripe) => stripe.subscriptions.cancel(row.providerRef!)).catch((error) => {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      });
    }
    await saveSubscription(
      db,
      userId,
      {
        provider: "stripe",
        plan: "lifetime",
        status: "active",
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        providerRef: session.id,
        customerRef: idOf(session.customer),
        startedAt: now,
      },
      now,
    );
  }

  async function customerFor(ctx: BillingContext): Promise<string> {
    const row = await findSubscription(ctx.db, ctx.userId);
    if (row?.customerRef) return row.customerRef;
    const customer = await stripeDo((stripe) =>
      stripe.customers.create(
        { email: ctx.email, metadata: { userId: ctx.userId } },
        { idempotencyKey: `bloom-customer-${ctx.userId}` },
      ),
    );
    // Kept before she pays, so the portal and the next checkout find the same customer.
    if (row) {
      await ctx.db
        .update(subscriptions)
        .set({ customerRef: customer.id, updatedAt: ctx.now })
        .where(eq(subscriptions.userId, ctx.userId));
    } else {
      await saveSubscription(
        ctx.db,
        ctx.userId,
        {
          provider: "stripe",
          status: "incomplete",
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
          customerRef: customer.id,
        },
        ctx.now,
      );
    }
    return customer.id;
  }

  const provider: BillingProvider = {
    kind: "stripe",

    async startCheckout(ctx) {
      const customer = await customerFor(ctx);
      const { plan } = ctx;
      const metadata = { userId: ctx.userId, plan };
      const session = await stripeDo((stripe) =>
        stripe.checkout.sessions.create({
          // Monthly and Annual renew (a subscription); Lifetime is paid once.
          mode: plan === "lifetime" ? "payment" : "subscription",
          customer,
          client_reference_id: ctx.userId,
          line_items: [lineItemOf(plan, settings.priceIds[plan])],
          ...(plan === "lifetime"
            ? { payment_intent_data: { metadata } }
            : { subscription_data: { metadata } }),
          metadata,
          success_url: `${settings.baseUrl}/profile?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${settings.baseUrl}/profile?checkout=cancelled`,
        }),
      );
      if (!session.url) throw unavailable();
      return { url: session.url };
    },

    async setCancelAtPeriodEnd({ db, userId, now, row, cancel }) {
      if (!row.providerRef) throw new ApiError(409, "no_subscription", "There is no subscription to change.");
      const sub = await stripeDo((stripe) =>
        stripe.subscriptions.update(row.providerRef!, { cancel_at_period_end: cancel }),
      );
      await saveSubscription(db, userId, stateOfStripeSubscription(sub), now);
    },

    async portalUrl({ row }) {
      if (!row.customerRef) return null;
      const session = await stripeDo((stripe) =>
        stripe.billingPortal.sessions.create({
          customer: row.customerRef!,
          return_url: `${settings.baseUrl}/profile`,
        }),
      );
      return session.url;
    },

    async endForDeletedAccount(row) {
      // Lifetime Access was paid once: nothing renews.
      if (row.plan === "lifetime") return;
      if (!row.providerRef || row.status === "canceled" || row.status === "incomplete_expired") return;
      // Cancelled at once, not at period end: no one is left to renew for. Already gone at Stripe is fine.
      await stripeDo((stripe) => stripe.subscriptions.cancel(row.providerRef!)).catch((error) => {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      });
    },

    async syncCheckout({ db, userId, now, sessionId }) {
      const session = await stripeDo((stripe) => stripe.checkout.sessions.retrieve(sessionId));
      // Only her own checkout: another user's session id changes nothing.
      if (session.client_reference_id !== userId) throw new ApiError(404, "not_found", "No such checkout.");
      if (session.mode === "payment") return syncPayment(db, session.id, now, userId);
      const subscriptionId = idOf(session.subscription);
      if (subscriptionId) await syncSubscription(db, subscriptionId, now, userId);
    },
  };

  /**
   * Stripe's webhook: the signature is checked over the raw body (a bad or stale one is a 400),
   * each event is applied once (its id is kept in billing_events, so a replay changes nothing),
   * and every event that concerns a subscription re-reads it from Stripe (order-tolerant).
   */
  async function handleWebhook(
    db: Db,
    rawBody: string,
    signature: string | undefined,
    now: Date,
  ): Promise<{ duplicate: boolean; type: string }> {
    let event: Stripe.Event;
    // The SDK checks the signature: not loadable is a 503, like Stripe unreachable.
    const stripe = await stripeDo(async (s) => s);
    try {
      if (!signature) throw new Error("no signature");
      event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        settings.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        now.getTime(), // milliseconds: the SDK divides by 1000
      );
    } catch {
      throw new ApiError(400, "invalid_signature", "The webhook signature is missing, wrong or too old.");
    }
    const [seen] = await db.select().from(billingEvents).where(eq(billingEvents.id, event.id));
    if (seen) return { duplicate: true, type: event.type };

    const subscriptionId = subscriptionOfEvent(event);
    const paidSession = paymentOfEvent(event);
    try {
      if (subscriptionId) await syncSubscription(db, subscriptionId, now);
      if (paidSession) await syncPayment(db, paidSession, now);
    } catch (error) {
      // A subscription Stripe no longer has (a test-mode clean-up) is recorded and left alone;
      // anything else (Stripe unreachable) is answered 503, and Stripe delivers it again later.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
      console.warn(`[billing] ${event.type} ${event.id}: subscription ${subscriptionId} not found at Stripe`);
    }
    // Recorded after it was applied: if applying failed, Stripe's retry gets another go.
    await db
      .insert(billingEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing();
    return { duplicate: false, type: event.type };
  }

  return { provider, handleWebhook };
}

/** The Checkout session of a one-time payment (Lifetime Access) an event reports paid; null otherwise. */
function paymentOfEvent(event: Stripe.Event): string | null {
  if (
    event.type !== "checkout.session.completed" &&
    event.type !== "checkout.session.async_payment_succeeded"
  )
    return null;
  const object = event.data.object as unknown as Record<string, unknown>;
  return object.mode === "payment" && typeof object.id === "string" ? object.id : null;
}

/** The subscription an event is about, for the events Bloom listens to; null for the rest. */
function subscriptionOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (
    event.type === "checkout.session.completed" ||
    event.type === "checkout.session.async_payment_succeeded"
  ) {
    return idOf(object.subscription as string | { id: string } | null);
  }
  if (event.type.startsWith("customer.subscription.")) return (object.id as string) ?? null;
  if (event.type.startsWith("invoice.")) {
    const parent = object.parent as {
      subscription_details?: { subscription?: string | { id: string } };
    } | null;
    return idOf(parent?.subscription_details?.subscription ?? (object.subscription as string | null));
  }
  return null;
}
