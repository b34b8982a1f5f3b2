import { z } from "zod";
import { isIsoDate } from "../dates";
import {
  CONTRACEPTION,
  type CycleDayLog,
  LH_RESULTS,
  MOODS,
  type MucusFeeling,
  type MucusTexture,
  mucusValue,
  SYMPTOMS,
} from "./observations";
import { EXCLUSION_REASONS } from "./overview";
import {
  MAX_TEMPERATURE_C,
  MIN_TEMPERATURE_C,
  TEMPERATURE_UNITS,
  temperatureRange,
  toCelsius,
} from "./temperature";

/** The API contract of the cycle tracker: what the day dialog and quick logs send. */

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const note = (label: string, max = 2000) =>
  z
    .string()
    .max(max, `${label} can be at most ${max} characters.`)
    .transform((s) => s.trim() || null)
    .nullish()
    .transform((s) => s ?? null);

const scale = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number from 0 to ${max}.` })
    .int(`${label} must be a whole number from 0 to ${max}.`)
    .min(0, `${label} must be from 0 to ${max}.`)
    .max(max, `${label} must be from 0 to ${max}.`);

/** A temperature as she typed it, in her unit; stored in °C. */
export const temperatureInput = z
  .strictObject({
    value: z.number({ error: "Temperature must be a number." }),
    unit: z.enum(TEMPERATURE_UNITS, { error: "Unit must be F or C." }),
    time: z
      .string()
      .regex(TIME_OF_DAY, "Time looks like 06:45.")
      .nullish()
      .transform((t) => t ?? null),
    exclude: z.boolean().default(false),
    note: note("Temperature note", 500),
  })
  .superRefine((t, ctx) => {
    const { min, max } = temperatureRange(t.unit);
    const c = toCelsius(t.value, t.unit);
    if (!Number.isFinite(t.value) || c < MIN_TEMPERATURE_C || c > MAX_TEMPERATURE_C) {
      ctx.addIssue({
        code: "custom",
        path: ["value"],
        message: `Temperature must be between ${min} and ${max} °${t.unit}.`,
      });
    }
  })
  .transform((t) => ({ valueC: toCelsius(t.value, t.unit), time: t.time, exclude: t.exclude, note: t.note }));
export type TemperatureInput = z.input<typeof temperatureInput>;

const bleedingInput = z.strictObject({
  value: scale("Bleeding", 3),
  exclude: z.boolean().default(false),
});

const mucusInput = z
  .strictObject({
    feeling: scale("Mucus feeling", 3).nullish(),
    texture: scale("Mucus texture", 2).nullish(),
    exclude: z.boolean().default(false),
  })
  .refine((m) => m.feeling != null || m.texture != null, "Choose a mucus feeling or texture.")
  .transform((m) => {
    const feeling = (m.feeling ?? null) as MucusFeeling | null;
    const texture = (m.texture ?? null) as MucusTexture | null;
    return { feeling, texture, value: mucusValue(feeling, texture)!, exclude: m.exclude };
  });

const cervixInput = z
  .strictObject({
    opening: scale("Cervix opening", 2).nullish(),
    firmness: scale("Cervix firmness", 1).nullish(),
    position: scale("Cervix position", 2).nullish(),
    exclude: z.boolean().default(false),
  })
  .refine((c) => c.opening != null || c.firmness != null || c.position != null, "Choose what you felt.")
  .transform((c) => ({
    opening: (c.opening ?? null) as 0 | 1 | 2 | null,
    firmness: (c.firmness ?? null) as 0 | 1 | null,
    position: (c.position ?? null) as 0 | 1 | 2 | null,
    exclude: c.exclude,
  }));

/** A list of known names, each once, in the catalogue's order (as the CSV writes them). */
const unique = <T extends string>(values: readonly [T, ...T[]], label: string) =>
  z
    .array(z.enum(values, { error: `That ${label} is not one we know.` }))
    .default([])
    .transform((list) => values.filter((v) => list.includes(v)));

const sexInput = z.strictObject({
  partner: z.boolean().default(false),
  solo: z.boolean().default(false),
  contraception: unique(CONTRACEPTION, "contraception"),
  note: note("Sex note", 500),
});

/** `PUT /api/cycle/days/:date`: the whole day as the day dialog shows it (an explicit edit). */
export const dayInput = z.strictObject({
  temperature: temperatureInput.nullish().transform((t) => t ?? null),
  bleeding: bleedingInput.nullish().transform((b) => (b ? { ...b, value: b.value as 0 | 1 | 2 | 3 } : null)),
  mucus: mucusInput.nullish().transform((m) => m ?? null),
  cervix: cervixInput.nullish().transform((c) => c ?? null),
  lhTest: z
    .enum(LH_RESULTS, { error: "LH test is negative or positive." })
    .nullish()
    .transform((v) => v ?? null),
  sex: sexInput
    .nullish()
    .transform((s) => (s && (s.partner || s.solo || s.contraception.length || s.note) ? s : null)),
  desire: scale("Desire", 2)
    .nullish()
    .transform((d) => (d ?? null) as 0 | 1 | 2 | null),
  symptoms: unique(SYMPTOMS, "symptom"),
  symptomNote: note("Symptom note", 500),
  moods: unique(MOODS, "mood"),
  moodNote: note("Mood note", 500),
  note: note("Note"),
});
export type DayInput = z.input<typeof dayInput>;

/** The stored day for a date from a validated `dayInput`. */
export function toDayLog(date: string, input: z.output<typeof dayInput>): CycleDayLog {
  return { date, ...input };
}

export const isoDate = z.string().refine(isIsoDate, "Dates look like 2026-03-14.");

export const exclusionInput = z.strictObject({
  reason: z.enum(EXCLUSION_REASONS, {
    error: "Reason is pregnancy, illness, emergency-contraception or other.",
  }),
});
