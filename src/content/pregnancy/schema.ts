/**
 * Pregnancy week by week: the shape of Bloom's weekly content (weeks 4 to 42). Each week says how
 * big the baby is, what is developing, and what her body may be doing, in Bloom's own words with
 * the sources the facts come from. Sizes are typical averages: crown to rump until week 19, when
 * a baby is curled up, and crown to heel from week 20.
 */
import { z } from "zod";
import type { Source } from "../sources";
import { sourcesSchema } from "../sources-schema";

const text = (max: number) => z.string().trim().min(10).max(max);

export const pregnancyWeekSchema = z.strictObject({
  week: z.int().min(4).max(42),
  size: z.strictObject({
    /** "a lime": what the baby is about as long as, something she has held. */
    like: z.string().trim().min(3).max(40),
    lengthCm: z.number().positive().max(60),
    measured: z.enum(["crown-rump", "crown-heel"]),
    /** Too small to weigh meaningfully before week 8. */
    weightG: z.number().positive().max(5000).optional(),
  }),
  /** The baby this week. */
  baby: text(700),
  /** Her body this week. */
  body: text(700),
  /** One small, practical thing for the week. */
  tip: text(300).optional(),
  sources: sourcesSchema,
});
export type PregnancyWeekContent = z.infer<typeof pregnancyWeekSchema> & { sources: readonly Source[] };
