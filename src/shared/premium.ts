import { z } from "zod";
import { ALWAYS_FREE, PLAN_IDS, type PlanId, PREMIUM_INCLUDES, PREMIUM_NAME } from "../content/premium";

export {
  ALWAYS_FREE,
  PLAN_IDS,
  PLAN_LIST,
  PLANS,
  type PlanId,
  PREMIUM_IN_A_SENTENCE,
  PREMIUM_INCLUDES,
  PREMIUM_NAME,
  type PremiumFeatureId,
  type PremiumPlan,
} from "../content/premium";

/**
 * Premium Access, the paid tier (its plans and what it adds: src/content/premium.ts). The old app's
 * "Join 1,000+ moms" line is left out on purpose: Bloom shows no member counts it has not counted.
 */
export const PREMIUM = {
  name: PREMIUM_NAME,
  benefits: [
    ...PREMIUM_INCLUDES.map((b) => b.text),
    ALWAYS_FREE,
    "Monthly and Annual renew until you cancel, and access lasts to the end of the period you paid for; Lifetime is one payment",
  ],
} as const;

/** Which plan she is buying (the Premium modal's choice); Monthly when none is named. */
export const checkoutInput = z.strictObject({ plan: z.enum(PLAN_IDS).default("monthly") });

/**
 * Her membership as the profile's Membership card shows it (GET /api/subscription/membership).
 * `state`: none (never bought, or a checkout she left), active (renews on `periodEnd`),
 * canceling (in force until `periodEnd`, then over), ended (it ended on `periodEnd`).
 */
export interface Membership {
  subscribed: boolean;
  state: "none" | "active" | "canceling" | "ended";
  plan: string;
  /** The plan she bought (null before she bought): Lifetime has no end and nothing to cancel. */
  billing: PlanId | null;
  periodEnd: string | null;
  /** Who sold it: the local test checkout or Stripe (null before she bought). */
  provider: "local" | "stripe" | null;
  /** What this server offers for buying: the local test checkout, Stripe, or nothing (off). */
  checkout: "local" | "stripe" | null;
  /** Stripe's customer portal can be opened for her (card, invoices). */
  canManageBilling: boolean;
}

/** Back from Stripe Checkout with this session id. */
export const checkoutSync = z.strictObject({
  sessionId: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^cs_[A-Za-z0-9_]+$/, "must be a Checkout session id"),
});
