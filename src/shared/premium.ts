import { z } from "zod";

/**
 * Premium Access, the paid tier. The old app's "Join 1,000+ moms" line is left out on purpose:
 * Bloom shows no member counts it has not counted. The benefits say what is free now and what
 * Premium adds, nothing more.
 */
export const PREMIUM = {
  name: "Premium Access",
  monthlyPrice: "49.99",
  benefits: [
    "Post, comment, like and share in the community, with moms at your stage",
    "Everything free stays free: workouts for your stage, courses, tracking, recipes, meal plans, the food checker, the coach and reading the community",
    "Cancel any time; access lasts to the end of the period you paid for",
  ],
} as const;

/**
 * Her membership as the profile's Membership card shows it (GET /api/subscription/membership).
 * `state`: none (never bought, or a checkout she left), active (renews on `periodEnd`),
 * canceling (in force until `periodEnd`, then over), ended (it ended on `periodEnd`).
 */
export interface Membership {
  subscribed: boolean;
  state: "none" | "active" | "canceling" | "ended";
  plan: string;
  monthlyPrice: string;
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
