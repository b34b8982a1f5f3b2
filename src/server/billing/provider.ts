import type { PlanId } from "../../shared/premium";
import type { Db } from "../db/client";
import type { SubscriptionRow } from "./status";

/** Who is buying, and when by the app's clock. The user always comes from her session. */
export interface BillingContext {
  db: Db;
  userId: string;
  email: string;
  now: Date;
}

/** A way to sell Premium Access. Both providers write through `saveSubscription` (store.ts). */
export interface BillingProvider {
  kind: "local" | "stripe";
  /**
   * Where the browser goes to pay for a plan: the local test checkout page, or a Stripe Checkout
   * session (a subscription for Monthly and Annual, a one-time payment for Lifetime).
   */
  startCheckout(ctx: BillingContext & { plan: PlanId }): Promise<{ url: string }>;
  /** The local test checkout's confirmation (the local provider only). */
  confirmLocalCheckout?(ctx: BillingContext & { plan: PlanId }): Promise<void>;
  /** Cancel at the end of the current period (`cancel`), or take that back. */
  setCancelAtPeriodEnd(ctx: BillingContext & { row: SubscriptionRow; cancel: boolean }): Promise<void>;
  /** Stripe's customer portal for her (payment method, invoices); null when there is none. */
  portalUrl(ctx: BillingContext & { row: SubscriptionRow }): Promise<string | null>;
  /** Back from Stripe Checkout: apply that session's subscription now rather than wait for the webhook. */
  syncCheckout(ctx: BillingContext & { sessionId: string }): Promise<void>;
  /** She is deleting her account: stop her subscription at the provider now, so nothing renews. */
  endForDeletedAccount(row: SubscriptionRow): Promise<void>;
}
