/**
 * Who answers her, and how the chat opens (spec §4, §9): a random online coach matched to her
 * journey (General Wellness when none matches), a greeting by name, and the suggestion chips.
 */
import { COACHES, type Coach, GENERIC_CHIPS, STAGE_CHIPS } from "../../content/coach/coaches";
import { firstNameOf } from "../greeting";
import { journeyOf } from "../journeys";

export type { Coach, CoachSpecialty } from "../../content/coach/coaches";
export { COACHES } from "../../content/coach/coaches";

/** A number in [0, 1), like Math.random; injected so tests and the chat are exact. */
export type Random = () => number;

export const GENERAL_WELLNESS_ID = "sofia";

/**
 * A random online coach for her stage. Her journey's coaches first; General Wellness when her
 * profile has no journey (or "none"), or when no coach of her journey is online.
 */
export function assignCoach(stage: string | null | undefined, random: Random, coaches = COACHES): Coach {
  const journey = journeyOf(stage);
  const online = coaches.filter((c) => c.isOnline);
  const matched = journey ? online.filter((c) => c.journey === journey) : [];
  const general = online.filter((c) => c.journey === null);
  const pool = matched.length > 0 ? matched : general.length > 0 ? general : online;
  const fallback = coaches.find((c) => c.id === GENERAL_WELLNESS_ID) ?? coaches[0]!;
  if (pool.length === 0) return fallback;
  const index = Math.min(pool.length - 1, Math.floor(random() * pool.length));
  return pool[index]!;
}

/**
 * Spec §9: her name, else the part of the email before the at-sign, else "there". The name is the
 * one the dashboard's welcome uses (her display name's first word), so Bloom never calls her
 * "Tessa" on one screen and "Tessa Lane" on the next.
 */
export function nameToGreet(displayName?: string | null, email?: string | null): string {
  const known = displayName?.trim() || email?.split("@")[0]?.trim();
  return known ? firstNameOf(displayName, email) : "there";
}

export function greeting(coach: Coach, name: string): string {
  return `Hi ${name}! I'm ${coach.name}, Bloom's automated ${coach.specialty} coach. What would you like to talk about today? You can ask about exercise, aches and pains, recovery, food or how you're feeling.`;
}

/** Spec §9: four stage chips plus two generic ones for ttc, pregnant and postpartum; four generic otherwise. */
export function suggestionChips(stage: string | null | undefined): readonly string[] {
  const journey = journeyOf(stage);
  if (journey === "ttc" || journey === "pregnant" || journey === "postpartum") {
    return [...STAGE_CHIPS[journey], ...GENERIC_CHIPS.slice(0, 2)];
  }
  return GENERIC_CHIPS;
}
