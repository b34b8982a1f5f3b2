/**
 * The report's query as an input (src/shared/data-transfer/report.ts): beside its sections and
 * figures, not in them, so the report card on her dashboard loads no zod.
 */
import { z } from "zod";
import { REPORT_SECTIONS } from "./report";

/** `?sections=cycle,wellbeing`: at least one, each once. */
export const reportQuery = z.object({
  sections: z
    .string()
    .transform((s) => s.split(",").filter(Boolean))
    .pipe(
      z
        .array(z.enum(REPORT_SECTIONS))
        .min(1, "Tick at least one section.")
        .refine((l) => new Set(l).size === l.length, "Each section once."),
    ),
});
