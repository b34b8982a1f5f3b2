/**
 * The pregnancy fields of her profile (the spec's `profiles` table, so snake_case on the wire).
 * The due date and the first day of the last period travel together: she gives one, the server
 * stores both, 280 days apart (see dates.ts).
 */
import { z } from "zod";
import { isIsoDate } from "../dates";
import { isProfileStage, journeyOf } from "../journeys";

export interface PregnancyProfileFields {
  due_date: string | null;
  last_period_start: string | null;
  baby_birth_date: string | null;
  /** The day she told Bloom her pregnancy had ended. */
  pregnancy_loss_on: string | null;
  /** Whether Bloom may offer pregnancy content when she is not pregnant (off after a loss). */
  show_pregnancy_content: boolean;
  height_cm: number | null;
  pre_pregnancy_weight_lbs: number | null;
}

const day = (label: string) =>
  z.string().refine(isIsoDate, `${label} must be a date like 2026-10-08.`).nullable();

const measure = (label: string, unit: string, min: number, max: number) =>
  z
    .number(`${label} must be a number.`)
    .min(min, `${label} must be between ${min} and ${max} ${unit}.`)
    .max(max, `${label} must be between ${min} and ${max} ${unit}.`)
    .transform((n) => Math.round(n * 10) / 10)
    .nullable();

/** What PATCH /api/profile takes besides name, stage and bio; the server checks the dates against her today. */
export const pregnancyProfileUpdate = {
  due_date: day("Due date"),
  last_period_start: day("The first day of your last period"),
  baby_birth_date: day("Your baby's birth date"),
  show_pregnancy_content: z.boolean(),
  height_cm: measure("Height", "cm", 120, 230),
  pre_pregnancy_weight_lbs: measure("Weight before pregnancy", "lbs", 70, 700),
};

export const BOTH_DATES_MESSAGE =
  "Give your due date or the first day of your last period, not both: Bloom works out the other.";

/**
 * POST /api/profile/pregnancy-ended: one step that stops the countdown and the baby content and
 * moves her to the journey she picks next ("none" when she would rather not say yet).
 */
export const pregnancyEnded = z.strictObject({
  motherhood_stage: z
    .string()
    .refine((v) => isProfileStage(v) && journeyOf(v) !== "pregnant", {
      message: "Choose where you would like Bloom to go with you next.",
    })
    .default("none"),
});
export type PregnancyEnded = z.input<typeof pregnancyEnded>;

/**
 * POST /api/profile/baby-arrived: her baby is here. One step that keeps the birth date and moves
 * her to the postpartum stage her baby's age gives (the server counts it on her calendar). Her due
 * date stays, as a record of her pregnancy; nothing about a pregnancy is shown to a postpartum stage.
 */
export const babyArrived = z.strictObject({
  baby_birth_date: z.string("Please enter your baby's birth date.").refine(isIsoDate, {
    message: "Your baby's birth date must be a date like 2026-10-08.",
  }),
});
export type BabyArrived = z.input<typeof babyArrived>;
