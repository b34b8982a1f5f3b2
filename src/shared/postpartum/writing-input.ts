// What the postpartum routes accept when she ticks a checklist item or writes a reflection, as zod
// schemas: apart from index.ts so that pages reading topics load no zod for it.
import { z } from "zod";
import { REFLECTION_MAX } from "./index";

/** PUT /api/postpartum/modules/:id/items/:index */
export const checklistTickInput = z.strictObject({
  ticked: z.boolean("Ticked is true or false."),
});

/** PUT /api/postpartum/modules/:id/reflection: her words; empty clears what she wrote. */
export const reflectionInput = z.strictObject({
  content: z
    .string("Your reflection must be text.")
    .max(REFLECTION_MAX, `Your reflection can be at most ${REFLECTION_MAX} characters.`)
    .transform((s) => s.trim()),
});
