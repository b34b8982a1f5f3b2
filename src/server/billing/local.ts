import { ApiError } from "../http/errors";
import type { BillingProvider } from "./provider";
import { periodEndOf } from "./status";
import { findSubscription, saveSubscription } from "./store";

/**
 * The embedded default: a test checkout inside Bloom that says so and charges nothing. Confirming
 * it makes her a subscriber for a month by the app's clock, renewing monthly (still for nothing)
 * until she cancels. It goes through the same `saveSubscription` as Stripe.
 */
export const localBilling: BillingProvider = {
  kind: "local",

  async startCheckout() {
    return { url: "/premium/checkout" };
  },

  async confirmLocalCheckout({ db, userId, now }) {
    const row = await findSubscription(db, userId);
    // Already in force: confirming again (a second tab, a double click) changes nothing.
    if (row && row.status === "active" && (periodEndOf(row, now)?.getTime() ?? 0) > now.getTime()) {
      if (row.provider === "local") return;
      throw new ApiError(409, "already_subscribed", "You already have Premium Access.");
    }
    await saveSubscription(
      db,
      userId,
      {
        provider: "local",
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
