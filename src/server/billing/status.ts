import type { SubscriptionStatus } from "../../shared/accounts";
import type { subscriptions } from "../db/schema";
import { localPeriodEnd } from "./period";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Stripe's statuses that give access ("canceling" is an older local spelling of cancel-at-period-end).
 * `past_due`: a renewal payment failed and Stripe is retrying it; she keeps Premium meanwhile, and
 * loses it when Stripe gives up (`unpaid` or `canceled`).
 */
const IN_FORCE = new Set(["active", "trialing", "past_due", "canceling"]);

/**
 * When her current period ends. Lifetime Access has no end. The local test checkout keeps renewing
 * by whole months (twelve at a time for Annual) from the day she confirmed it until she cancels;
 * then, as with Stripe, the stored period end is the end.
 */
export function periodEndOf(row: SubscriptionRow, now: Date): Date | null {
  if (row.plan === "lifetime") return null;
  if (row.provider === "local" && row.startedAt && !row.cancelAtPeriodEnd && IN_FORCE.has(row.status)) {
    return localPeriodEnd(row.startedAt, now, row.plan === "annual" ? 12 : 1);
  }
  return row.currentPeriodEnd;
}

/** In force now: a status that gives access, and (cancelled or not) a period that has not ended. */
export function isInForce(row: SubscriptionRow | undefined, now: Date): boolean {
  if (!row || !IN_FORCE.has(row.status)) return false;
  const end = periodEndOf(row, now);
  return !end || end.getTime() > now.getTime();
}

/** Her subscription as the API (and the export) names it (core.md §3, check-subscription). */
export function subscriptionStatus(row: SubscriptionRow | undefined, now: Date): SubscriptionStatus {
  // A cancelled subscription stays in force to the end of the period the user paid for.
  if (!row || !isInForce(row, now))
    return { subscribed: false, subscription_tier: null, subscription_end: null };
  return {
    subscribed: true,
    subscription_tier: row.tier,
    subscription_end: periodEndOf(row, now)?.toISOString() ?? null,
  };
}

/** Her membership for the profile's card (what `checkout` and `canManageBilling` say is the caller's). */
export function membershipState(
  row: SubscriptionRow | undefined,
  now: Date,
): { state: "none" | "active" | "canceling" | "ended"; periodEnd: Date | null } {
  if (row && isInForce(row, now)) {
    return { state: row.cancelAtPeriodEnd ? "canceling" : "active", periodEnd: periodEndOf(row, now) };
  }
  // A checkout she started and left, or never finished paying: nothing was ever in force.
  if (!row || row.status === "incomplete" || row.status === "incomplete_expired") {
    return { state: "none", periodEnd: null };
  }
  return { state: "ended", periodEnd: periodEndOf(row, now) };
}
