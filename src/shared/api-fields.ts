/**
 * Fields the API's schemas share. Kept apart from the plain date and wellness logic so that the
 * browser's first screens, which need that logic and no validation, do not load zod.
 */
import { z } from "zod";
import { FIRST_YEAR, isIsoDate, isPlausibleInstant, isTimeZone, LAST_YEAR } from "./dates";

/** The API's one schema for an instant: ISO 8601 with an offset, in the years a person can mean. */
export const isoInstant = z.iso
  .datetime({ offset: true })
  .refine(isPlausibleInstant, `Times must fall between ${FIRST_YEAR} and ${LAST_YEAR}.`);

export const isoDate = z.string().refine(isIsoDate, "Dates look like 2026-11-22.");
export const timeZone = z.string().refine(isTimeZone, "That time zone is not one we know.");
