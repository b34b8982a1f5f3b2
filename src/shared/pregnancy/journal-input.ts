// What the journal routes accept, as a zod schema: apart from journal.ts (its rules and the entry's
// shape, which the browser's dashboard reads) so that the dashboard loads no zod for it.
import { z } from "zod";
import { isIsoDate } from "../dates";
import { formNumber, formText } from "../form-fields";
import { JOURNAL_CONTENT_MAX, JOURNAL_DEFAULT_TITLE, journalMood } from "./journal";

export const journalFields = z.strictObject({
  date: z.string().refine(isIsoDate, "The date looks like 2026-10-08."),
  title: formText(120, "Title").transform((t) => t ?? JOURNAL_DEFAULT_TITLE),
  content: z
    .string()
    .max(JOURNAL_CONTENT_MAX, `Your entry can be at most ${JOURNAL_CONTENT_MAX} characters.`)
    .optional()
    .transform((s) => s?.trim() ?? ""),
  mood: z.unknown().optional().transform(journalMood),
  milestone: formText(200, "Milestone"),
  weight: formNumber("Weight", { min: 70, max: 700, unit: "lbs" }),
  babyKicks: formNumber("Baby kicks", { min: 0, max: 10_000, integer: true }),
});
export type JournalFields = z.output<typeof journalFields>;
