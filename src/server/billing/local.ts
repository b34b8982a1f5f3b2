import { ApiError } from "../http/errors";
import type { BillingProvider } from "./provider";
import { isInForce, periodEndOf } from "./status";
import { findSubscription, saveSubscription } from "./store";

/**
 * The embedded default: a test checkout inside Bloom that says so and charges nothing. Confirming
 * it makes her a subscriber on the plan she chose, by the app's clock: Monthly for a month and
 * Annual for a year, renewing (still for nothing) until she cancels; Lifetime with no end. It goes
 * through the same `saveSubscription` as Stripe.
 */
export const localBilling: BillingProvider = {
  kind: "local",

  async startCheckout({ plan }) {
    return { url: `/premium/checkout?${new URLSearchParams({ plan })}` };
  },

  async confirmLocalCheckout({ db, userId, now, plan }) {
    const row = await findSubscription(db, userId);
    // Already in force: confirming again (a second tab, a double click) changes nothing.
    if (isInForce(row, now)) {
      if (row?.provider === "local" && row.plan === plan) return;
      throw new ApiError(409, "already_subscribed", "You already have Premium Access.");
    }
    await saveSubscription(
      db,
      userId,
      {
        provider: "local",
        plan,
        status: "active",
        startedAt: now,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        providerRef: null,
        customerRef: null,
      },
      now,
    );
  },

  async setCancelAtPeriodEnd({ db, userId, now, row, cancel }) {
    // Cancelling fixes the end of the period she is in; resuming lets it renew again.
    const end = periodEndOf(row, now);
    await saveSubscription(
      db,
      userId,
      {
        provider: "local",
        status: row.status,
        cancelAtPeriodEnd: cancel,
        currentPeriodEnd: cancel ? end : null,
      },
      now,
    );
  },

  async portalUrl() {
    return null;
  },

  async syncCheckout() {},

  // Nothing to stop elsewhere: her row goes with her account.
  async endForDeletedAccount() {},
};
