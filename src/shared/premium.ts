/**
 * Premium Access, the paid tier. The old app's "Join 1,000+ moms" line is left out on purpose:
 * Bloom shows no member counts it has not counted. Checkout is not open and nothing is behind it
 * yet, so the benefits say what is free now and what Premium is planned to add, nothing more.
 */
export const PREMIUM = {
  name: "Premium Access",
  monthlyPrice: "49.99",
  benefits: [
    "Everything Bloom does today stays free: workouts for your stage, courses, tracking, recipes, meal plans, the food checker and the coach",
    "Planned for Premium: posting and commenting in the community, when it opens",
    "Cancel any time; access will last to the end of the period you paid for",
  ],
} as const;
