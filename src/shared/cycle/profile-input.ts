/**
 * The cycle tracker's profile fields as an input (src/shared/cycle/profile.ts): apart, so the
 * dashboard, which shows her stage from them, loads no zod.
 */
import { z } from "zod";
import { isIsoDate } from "../dates";
import { EARLIEST_BIRTH_YEAR } from "./profile";

/** What PATCH /api/profile takes for the tracker; the server checks the dates against her today. */
export const cycleProfileUpdate = {
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
