/**
 * The cycle tracker's fields of her profile (the spec's `profiles` table, so snake_case on the
 * wire): the unit she reads temperatures in, and what the advice needs to know (her birth year for
 * the 35+ rule, the day she started trying).
 */
import { z } from "zod";
import { isIsoDate } from "../dates";
import { DEFAULT_TEMPERATURE_UNIT, TEMPERATURE_UNITS, type TemperatureUnit } from "./temperature";

export interface CycleProfileFields {
  /** "F" (the spec's unit, the default) or "C". */
  temperature_unit: TemperatureUnit;
  birth_year: number | null;
  /** The day she started trying to conceive (the first of the month she picked). */
  ttc_since: string | null;
}

export const EARLIEST_BIRTH_YEAR = 1940;

/** What PATCH /api/profile takes for the tracker; the server checks the dates against her today. */
export const cycleProfileUpdate = {
  temperature_unit: z.enum(TEMPERATURE_UNITS, { error: "Temperature unit is F or C." }),
  birth_year: z
    .number("Birth year must be a year like 1992.")
    .int("Birth year must be a year like 1992.")
    .min(EARLIEST_BIRTH_YEAR, "Birth year must be a year like 1992.")
    .nullable(),
  ttc_since: z
    .string()
    .refine(isIsoDate, "The day you started trying must be a date like 2026-01-01.")
    .nullable(),
};

export const CYCLE_PROFILE_DEFAULTS: CycleProfileFields = {
  temperature_unit: DEFAULT_TEMPERATURE_UNIT,
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
