// What the symptoms route accepts, as a zod schema (apart from symptoms.ts, which the browser reads).
import { z } from "zod";
import { SEVERITIES, SYMPTOM_IDS } from "./symptoms";

export const symptomInput = z.strictObject({
  symptom: z.enum(SYMPTOM_IDS, "Choose a symptom from the list."),
  severity: z.enum(SEVERITIES, "Severity is mild, moderate or severe."),
  notes: z
    .string()
    .max(500, "Notes can be at most 500 characters.")
    .transform((s) => s.trim() || null)
    .nullish()
    .transform((s) => s ?? null),
});
export type SymptomInput = z.input<typeof symptomInput>;
