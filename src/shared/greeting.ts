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

/** The name in her welcome: her display name's first word, else her email's local part. */
export function firstNameOf(
  displayName: string | null | undefined,
  email: string | null | undefined,
): string {
  return displayName?.trim().split(/\s+/)[0] || email?.split("@")[0] || "Mama";
}

/**
 * How long an account counts as new. Until then she is greeted "Welcome, {name}!": "Welcome back"
 * would be untrue on the first visit, and from the next day on it is true whatever she did between.
 */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard's welcome: "Welcome back, {name}!" once her account is a day old, "Welcome, {name}!"
 * before that, or when Bloom does not know when she joined. The server's first HTML of the
 * dashboard writes the same words (page-frames.ts).
 */
export function welcomeOf(
  name: string,
  accountCreatedAt: Date | string | null | undefined,
  now: Date,
): string {
  const joined = accountCreatedAt ? new Date(accountCreatedAt).getTime() : Number.NaN;
  const returning = Number.isFinite(joined) && now.getTime() - joined >= NEW_ACCOUNT_MS;
  return returning ? `Welcome back, ${name}!` : `Welcome, ${name}!`;
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
