// What the journal routes accept, as a zod schema: apart from journal.ts (its rules and the entry's
// shape, which the browser's dashboard reads) so that the dashboard loads no zod for it.
import { z } from "zod";
import { isIsoDate } from "../dates";
import { formNumber, formText } from "../form-fields";
import { type UnitSystem, unitLabel, weightRangeIn, weightToStore, weightUnitOf } from "../units";
import { unitSystem } from "../units-input";
import { JOURNAL_CONTENT_MAX, JOURNAL_DEFAULT_TITLE, journalMood } from "./journal";

/** The journal's weights are stored in lbs (the spec's unit for pregnancy); this range is in lbs. */
export const JOURNAL_WEIGHT_LBS = { min: 70, max: 700 } as const;

/**
 * The units of an entry's weight (the form's `units`). US when absent: the journal first took lbs
 * only, and a form sent from then must still mean what it said.
 */
export const journalUnits = unitSystem.default("us");

/** An entry's fields with its weight as she typed it in her units, read into lbs. */
export const journalFieldsIn = (units: UnitSystem) =>
  journalFieldsShape(units).transform((v) => ({
    ...v,
    weight: v.weight === null ? null : weightToStore(v.weight, units, "lb"),
  }));

const journalFieldsShape = (units: UnitSystem) =>
  z.strictObject({
    date: z.string().refine(isIsoDate, "The date looks like 2026-10-08."),
    title: formText(120, "Title").transform((t) => t ?? JOURNAL_DEFAULT_TITLE),
    content: z
      .string()
      .max(JOURNAL_CONTENT_MAX, `Your entry can be at most ${JOURNAL_CONTENT_MAX} characters.`)
      .optional()
      .transform((s) => s?.trim() ?? ""),
    mood: z.unknown().optional().transform(journalMood),
    milestone: formText(200, "Milestone"),
    weight: formNumber("Weight", {
      ...weightRangeIn(JOURNAL_WEIGHT_LBS, "lb", units),
      unit: unitLabel(weightUnitOf(units)),
    }),
    babyKicks: formNumber("Baby kicks", { min: 0, max: 10_000, integer: true }),
  });

/** An entry's fields with its weight in lbs. */
export const journalFields = journalFieldsIn("us");
export type JournalFields = z.output<typeof journalFields>;
