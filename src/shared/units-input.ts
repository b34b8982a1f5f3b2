/**
 * Her units choice as an input (src/shared/units.ts): beside the conversions, not in them, so the
 * pages that only show a measurement in her units load no zod.
 */
import { z } from "zod";
import { UNIT_SYSTEMS } from "./units";

export const unitSystem = z.enum(UNIT_SYSTEMS, { error: "Units are us or metric." });
