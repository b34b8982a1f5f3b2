import { PREMIUM_IN_A_SENTENCE } from "../premium";
/**
 * Copy for the home page (/). Button labels named in the spec (Get Started, Learn More, Watch Story,
 * Wellness Coach, Try It Now, Learn Our Story, Get Started Now, Watch Demo) belong to the page itself.
 */

/** Icons the home page maps to lucide-react components. */
export type IconName =
  | "dumbbell"
  | "heart-pulse"
  | "salad"
  | "users"
  | "graduation-cap"
  | "camera"
  | "moon"
  | "baby";

export interface HomeFeature {
  id: string;
  title: string;
  description: string;
  icon: IconName;
}

export interface HomeTestimonial {
  id: string;
  name: string;
  stage: string;
  quote: string;
}

export interface HomeContent {
  hero: { title: string; subtitle: string };
  latestFeature: { heading: "Try Our Latest Feature"; title: string; description: string };
  features: readonly HomeFeature[];
  muchMore: { title: "And Much More"; description: string };
  whyChooseUs: { heading: "Why Choose Us"; paragraphs: readonly string[]; points: readonly string[] };
  /** Illustrative personas from design work, never presented as customer reviews (see testimonialsNote). */
  testimonials: readonly HomeTestimonial[];
  testimonialsNote: string;
  joinUs: { heading: "Join Us Today"; description: string };
  video: { title: string; unavailableMessage: string };
}

export const HOME: HomeContent = {
  hero: {
    title: "Wellness for every stage of motherhood",
    subtitle:
      "Workouts, nutrition, rest and support that adapt to where you are, whether you are trying to conceive, pregnant, recovering after birth or keeping up with a toddler.",
  },
  latestFeature: {
    heading: "Try Our Latest Feature",
    title: "Food Calorie Checker",
    description:
      "Take or upload a photo of your meal: Bloom's server looks for ten common foods (banana, apple, orange, broccoli, carrot, hot dog, pizza, donut, cake and sandwich), and learns your own meals from the photos you log, so your usual breakfast is one tap the next time. For anything else, describe your meal in words or search for it by name. Calories, protein, carbs and fat come from USDA food data for a typical portion: an estimate, not a measurement of your plate.",
  },
  features: [
    {
      id: "adaptive-workouts",
      title: "Adaptive Workouts",
      description:
        "Workouts chosen for your stage, from gentle prenatal movement to postpartum core recovery, with safety modifications built in.",
      icon: "dumbbell",
    },
    {
      id: "wellness-tracking",
      title: "Wellness Tracking",
      description:
        "Log your mood, energy, stress, sleep, self-care and hydration in a few taps, and see your own patterns over time. Answer the PHQ-9 and GAD-7, the mood questionnaires doctors and midwives use, when Bloom offers them or whenever you like.",
      icon: "heart-pulse",
    },
    {
      id: "recipes-meal-plans",
      title: "Recipes & Meal Plans",
      description:
        "Nourishing recipes and weekly meal plans for each stage, with nutrition worked out from USDA food data.",
      icon: "salad",
    },
    {
      id: "community",
      title: "Supportive Community",
      description: `A moderated space to connect with mothers at your stage, opened each week by the Bloom team. Any member can read it. ${PREMIUM_IN_A_SENTENCE}`,
      icon: "users",
    },
    {
      id: "courses",
      title: "Guided Courses",
      description:
        "Step-by-step programs like the 30 Days Glow Up Challenge, with a short daily session and progress you can see.",
      icon: "graduation-cap",
    },
  ],
  muchMore: {
    title: "And Much More",
    description:
      "Cycle tools for trying to conceive, pregnancy week-by-week tools, postpartum education, weekly check-ins, a friendly wellness coach chat, a printable report for your appointments, reminders you choose, imports from Clue, Flo and Apple Health, and read-only links you can give your midwife or partner. Add Bloom to your home screen and log your day even without a signal.",
  },
  whyChooseUs: {
    heading: "Why Choose Us",
    paragraphs: [
      "Most wellness apps are built for one moment in life. Bloom is built for the whole journey of motherhood, and changes what it shows you as your body and your days change.",
      "We keep things honest and safe: your numbers come from your own data, your health information stays private, and we always encourage you to work alongside your doctor or midwife.",
    ],
    points: [
      "Content filtered by your journey and stage",
      "Stage-aware exercise safety rules",
      "Your health data is never sold or shared",
      "No third-party trackers",
      "Real nutrition data and clearly labeled estimates",
    ],
  },
  testimonials: [
    {
      id: "pregnant-persona",
      name: "Amara",
      stage: "Pregnant, second trimester",
      quote:
        "I want to keep moving while I'm pregnant, but I don't want to second-guess every exercise. An app that already knows how far along I am and leaves out what isn't right for me would give me real peace of mind.",
    },
    {
      id: "postpartum-persona",
      name: "Hannah",
      stage: "Postpartum, 3 months",
      quote:
        "After the birth I didn't know where to start with my core or how much was too much. I'd want gentle, step-by-step guidance I can fit into a nap, and a place to talk to other moms going through the same thing.",
    },
    {
      id: "toddler-persona",
      name: "Sofia",
      stage: "Toddler mom, 2-year-old",
      quote:
        "My days revolve around my little one, and I've stopped noticing how tired I am. I'd love a quick way to check in on my sleep and mood, and easy meals the whole family will actually eat.",
    },
  ],
  testimonialsNote:
    "Bloom is new, so we don't have customer reviews yet. These are illustrative personas from our design work, showing the kinds of needs Bloom is built for. They are not real customers and not customer reviews.",
  joinUs: {
    heading: "Join Us Today",
    description:
      "Create your free account, tell us where you are in your journey, and get workouts, recipes and wellness tools made for this stage of your life.",
  },
  video: {
    title: "The Bloom Story",
    unavailableMessage: "Our story video isn't available yet. Check back soon!",
  },
};
