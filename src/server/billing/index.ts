import type { Config } from "../config";
import type { Db } from "../db/client";
import { localBilling } from "./local";
import type { BillingProvider } from "./provider";
import { findSubscription } from "./store";
import { createStripeBilling } from "./stripe";

export type { BillingContext, BillingProvider } from "./provider";
export { isInForce, membershipState, periodEndOf, type SubscriptionRow, subscriptionStatus } from "./status";
export { findSubscription };

/** Premium Access billing: which provider sells it, and Stripe's webhook when Stripe does. */
/**
 * Before her account is deleted: a subscription still running at Stripe is cancelled there, so she
 * is not charged for an account that no longer exists. Throws (503) when Stripe cannot be reached,
 * and the account stays until it can.
 */
export async function endSubscriptionBeforeDeletion(billing: Billing, db: Db, userId: string) {
  const row = await findSubscription(db, userId);
  if (!row || row.provider === "local") return;
  if (billing.provider?.kind !== row.provider) {
    console.warn(`[billing] a ${row.provider} subscription of a deleted account could not be cancelled here`);
    return;
  }
  await billing.provider.endForDeletedAccount(row);
}

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
