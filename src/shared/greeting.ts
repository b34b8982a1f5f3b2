/**
 * How Bloom greets her: the name in the dashboard's welcome, the initials on her avatar and the
 * line under the welcome for her journey. Shared because the server writes the same words into a
 * signed-in page's first HTML (see page-frames.ts) that the page then renders.
 */
import type { JourneyId } from "./journeys";

/** Initials of the display name, else the email's first letter, else "U". */
export function initialsOf(displayName: string | null | undefined, email: string | null | undefined): string {
  const words = (displayName ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length > 0)
    return words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join("");
  const first = (email ?? "").trim()[0];
  return first ? first.toUpperCase() : "U";
}

/** The name in "Welcome back, …!": her display name's first word, else her email's local part. */
export function firstNameOf(
  displayName: string | null | undefined,
  email: string | null | undefined,
): string {
  return displayName?.trim().split(/\s+/)[0] || email?.split("@")[0] || "Mama";
}

/** The dashboard's subtitle for each journey. */
export const JOURNEY_SUBTITLE: Record<JourneyId, string> = {
  ttc: "Caring for your body and mind while you try to conceive.",
  pregnant: "Gentle, safe movement and nourishment while your baby grows.",
  postpartum: "Rest, recovery and rebuilding, one small step at a time.",
  toddler: "Energy and a little time for you, between the snacks and the scooters.",
};

export function dashboardSubtitle(journey: JourneyId | null | undefined): string {
  return journey ? JOURNEY_SUBTITLE[journey] : "General wellness: pick your journey any time for more.";
}
