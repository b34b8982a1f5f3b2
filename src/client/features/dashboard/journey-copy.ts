import type { JourneyId } from "../../../shared/journeys";

/**
 * The recommended workout. The spec links ttc to Fertility Flow Yoga and everyone else to
 * Postpartum Core; a pregnant user is pointed to Prenatal Yoga instead (core recovery work is
 * for after birth) and a toddler mom to Energy Boost.
 */
export const RECOMMENDED_WORKOUT: Record<JourneyId, { slug: string; title: string; blurb: string }> = {
  ttc: {
    slug: "fertility-flow-yoga",
    title: "Fertility Flow Yoga",
    blurb: "Calming flow for your hips and your mind.",
  },
  pregnant: {
    slug: "prenatal-yoga",
    title: "Prenatal Yoga",
    blurb: "Gentle stretches and breathing, safe for pregnancy.",
  },
  postpartum: {
    slug: "postpartum-core",
    title: "Postpartum Core",
    blurb: "Breath, pelvic floor and deep core, rebuilt gently.",
  },
  toddler: { slug: "energy-boost", title: "Energy Boost", blurb: "A short lift for a long day." },
};
