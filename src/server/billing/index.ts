import type { Config } from "../config";
import { localBilling } from "./local";
import type { BillingProvider } from "./provider";
import { createStripeBilling } from "./stripe";

export type { BillingContext, BillingProvider } from "./provider";
export { isInForce, membershipState, periodEndOf, type SubscriptionRow, subscriptionStatus } from "./status";
export { findSubscription } from "./store";

/** Premium Access billing: which provider sells it, and Stripe's webhook when Stripe does. */
export interface Billing {
  /** null when checkout is off (production without Stripe keys and without LOCAL_CHECKOUT=1). */
  provider: BillingProvider | null;
  webhook: ReturnType<typeof createStripeBilling>["handleWebhook"] | null;
}

export function createBilling(config: Config): Billing {
  const { billing } = config;
  if (billing.provider === "stripe" && billing.stripe) {
    const stripe = createStripeBilling({ ...billing.stripe, baseUrl: config.baseUrl });
    return { provider: stripe.provider, webhook: stripe.handleWebhook };
  }
  return { provider: billing.provider === "local" ? localBilling : null, webhook: null };
}
