/**
 * Premium Access, the paid tier. The old app's "Join 1,000+ moms" line is left out on purpose:
 * Bloom shows no member counts it has not counted.
 */
export const PREMIUM = {
  name: "Premium Access",
  monthlyPrice: "49.99",
  benefits: [
    "Every workout program for your stage, with safe modifications",
    "Post, like and comment in the community",
    "All courses, including the 30 Days Glow Up Challenge",
    "Personalised meal plans and shopping lists",
    "Cancel any time; access lasts to the end of the period you paid for",
  ],
} as const;
