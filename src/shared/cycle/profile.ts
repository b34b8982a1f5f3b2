/**
 * The cycle tracker's fields of her profile (the spec's `profiles` table, so snake_case on the
 * wire): what the advice needs to know (her birth year for the 35+ rule, the day she started
 * trying). Temperatures are shown in her profile's one units choice (src/shared/units.ts).
 */
import { findJourney, journeyOf, stageLabel } from "../journeys";
import { monthsBetween } from "./advice";

export interface CycleProfileFields {
  birth_year: number | null;
  /** The day she started trying to conceive (the first of the month she picked). */
  ttc_since: string | null;
}

export const EARLIEST_BIRTH_YEAR = 1940;

export const CYCLE_PROFILE_DEFAULTS: CycleProfileFields = {
  birth_year: null,
  ttc_since: null,
};

/** Problems with her birth year or start date on her calendar, or null when both are fine. */
export function cycleProfileProblem(
  input: { birth_year?: number | null; ttc_since?: string | null },
  today: string,
): string | null {
  const year = Number(today.slice(0, 4));
  if (input.birth_year && year - input.birth_year < 12) return "Birth year must be a year like 1992.";
  if (input.ttc_since && input.ttc_since > today) return "The day you started trying can't be in the future.";
  if (input.ttc_since && input.ttc_since < `${EARLIEST_BIRTH_YEAR}-01-01`) {
    return "The day you started trying must be a date like 2026-01-01.";
  }
  return null;
}

/**
 * Her stage as the dashboard names it. Trying to conceive, the months come from the day she said
 * she started ("Trying to Conceive · 8 months"), which is truer than the range she picked;
 * otherwise, the stage she chose ("Pregnant · Second trimester").
 */
export function stageLabelFromData(
  stage: string | null | undefined,
  ttcSince: string | null | undefined,
  today: string,
): string {
  if (journeyOf(stage) !== "ttc" || !ttcSince || ttcSince > today) return stageLabel(stage);
  const months = monthsBetween(ttcSince, today);
  const trying = months < 1 ? "under a month" : `${months} ${months === 1 ? "month" : "months"}`;
  return `${findJourney("ttc").title} · ${trying}`;
}
