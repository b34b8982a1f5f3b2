/**
 * Premium Access as Bloom sells it: its three plans and exactly what it adds. Every page that names
 * a plan, a price or a Premium feature (the Premium modal, the test checkout, the profile, the
 * terms, the FAQ, home, about, the community's locked card) says it from here, and
 * tests/integration/premium-promise.test.ts walks `PREMIUM_INCLUDES` against the server's gates.
 * Why these plans, these prices and this list: docs/decisions/011-premium-billing.md.
 */

export const PREMIUM_NAME = "Premium Access";

export const PLAN_IDS = ["monthly", "annual", "lifetime"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PremiumPlan {
  id: PlanId;
  /** The terms' name for it. */
  name: string;
  /** US dollars, as shown ("49.99"). */
  price: string;
  /** How often it is charged: every month, every year, or once. */
  interval: "month" | "year" | "once";
  /** The price as a sentence ends: "$49.99 per month" (the spec's words). */
  priceLabel: string;
  /** One line under the price. */
  note: string;
}

export const PLANS: Record<PlanId, PremiumPlan> = {
  monthly: {
    id: "monthly",
    name: "Monthly Premium",
    price: "49.99",
    interval: "month",
    priceLabel: "$49.99 per month",
    note: "Billed monthly; cancel any time.",
  },
  annual: {
    id: "annual",
    name: "Annual Premium",
    price: "399.99",
    interval: "year",
    priceLabel: "$399.99 per year",
    note: "Billed yearly: about $33.33 a month, a third less than monthly; cancel any time.",
  },
  lifetime: {
    id: "lifetime",
    name: "Lifetime Access",
    price: "799.99",
    interval: "once",
    priceLabel: "$799.99 once",
    note: "One payment, never renewed: Premium for as long as Bloom offers it.",
  },
};

/** The plans in the order they are offered. */
export const PLAN_LIST: PremiumPlan[] = PLAN_IDS.map((id) => PLANS[id]);

/**
 * What Premium adds, and nothing else: a voice in the community. Each entry is one gate on the
 * server (403 `subscription_required` without Premium).
 */
export const PREMIUM_INCLUDES = [
  { id: "post", text: "Start posts in the community, with a photo if you like" },
  {
    id: "reply",
    text: "Reply to other moms, and answer the Bloom team's weekly thread for your stage",
  },
  { id: "react", text: "Like and share posts, and support moms in the pregnancy community" },
  { id: "helpful", text: "Mark the replies to your posts that helped you" },
] as const;
export type PremiumFeatureId = (typeof PREMIUM_INCLUDES)[number]["id"];

/** The same promise in one sentence, for pages with no room for the list. */
export const PREMIUM_IN_A_SENTENCE =
  "Premium members can post, reply, like, share and support, and mark the replies that helped them.";

/** What is never Premium, on every plan and without one. */
export const ALWAYS_FREE =
  "Everything else is free and stays free: urgent help and safety, tracking, your data and its export, reading the community, reporting and blocking, workouts, courses, recipes, meal plans, the food checker and the coach.";
