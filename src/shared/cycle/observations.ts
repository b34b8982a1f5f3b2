/**
 * What she observes on one day of her cycle: the "Cycle day" of the spec, kept per calendar date.
 * The scales follow the symptothermal method (Sensiplan) and drip's CSV export, so a history kept
 * in drip comes over without loss. Every reading can be marked "exclude" (illness, a late night,
 * alcohol, a disturbed measurement): it is kept and shown, but the evaluation skips it.
 */

export const BLEEDING_LEVELS = ["spotting", "light", "medium", "heavy"] as const;
export type BleedingValue = 0 | 1 | 2 | 3;

/** What she feels at the vulva: dry, nothing, moist, wet or slippery. */
export const MUCUS_FEELINGS = ["dry", "nothing", "moist", "wet or slippery"] as const;
export type MucusFeeling = 0 | 1 | 2 | 3;
/** What she sees: nothing, creamy (thick, whitish, sticky), egg white (clear, stretchy). */
export const MUCUS_TEXTURES = ["nothing", "creamy", "egg white"] as const;
export type MucusTexture = 0 | 1 | 2;
/** Sensiplan's mucus categories, lowest to highest quality: t (dry), Ø (nothing), f (moist), S, S+. */
export const MUCUS_VALUES = ["dry", "nothing", "moist", "S", "S+"] as const;
export type MucusValue = 0 | 1 | 2 | 3 | 4;

export const CERVIX_OPENINGS = ["closed", "medium", "open"] as const;
export const CERVIX_FIRMNESS = ["hard", "soft"] as const;
export const CERVIX_POSITIONS = ["low", "medium", "high"] as const;
export const DESIRE_LEVELS = ["low", "medium", "high"] as const;

export const LH_RESULTS = ["negative", "positive"] as const;
export type LhResult = (typeof LH_RESULTS)[number];

/** Contraception used, as drip lists it; "none" means unprotected. */
export const CONTRACEPTION = [
  "condom",
  "pill",
  "iud",
  "patch",
  "ring",
  "implant",
  "diaphragm",
  "none",
  "other",
] as const;
export type Contraception = (typeof CONTRACEPTION)[number];

export const SYMPTOMS = [
  "cramps",
  "ovulationPain",
  "headache",
  "backache",
  "nausea",
  "tenderBreasts",
  "migraine",
  "other",
] as const;
export type Symptom = (typeof SYMPTOMS)[number];

export const MOODS = [
  "happy",
  "sad",
  "stressed",
  "balanced",
  "fine",
  "anxious",
  "energetic",
  "fatigue",
  "angry",
  "other",
] as const;
export type Mood = (typeof MOODS)[number];

export interface TemperatureReading {
  /** Basal body temperature in °C, as entered or converted from °F. */
  valueC: number;
  /** Time of measurement, "HH:MM", when known. */
  time: string | null;
  exclude: boolean;
  note: string | null;
}

export interface BleedingReading {
  value: BleedingValue;
  exclude: boolean;
}

export interface MucusReading {
  feeling: MucusFeeling | null;
  texture: MucusTexture | null;
  /** Sensiplan category 0-4: from feeling and texture, or as imported. */
  value: MucusValue;
  exclude: boolean;
}

export interface CervixReading {
  opening: 0 | 1 | 2 | null;
  firmness: 0 | 1 | null;
  position: 0 | 1 | 2 | null;
  exclude: boolean;
}

export interface SexLog {
  partner: boolean;
  solo: boolean;
  contraception: Contraception[];
  note: string | null;
}

/** One day of observations. Every part is optional; a day with none of them is not stored. */
export interface CycleDayLog {
  date: string;
  temperature: TemperatureReading | null;
  bleeding: BleedingReading | null;
  mucus: MucusReading | null;
  cervix: CervixReading | null;
  lhTest: LhResult | null;
  sex: SexLog | null;
  desire: 0 | 1 | 2 | null;
  symptoms: Symptom[];
  symptomNote: string | null;
  moods: Mood[];
  moodNote: string | null;
  note: string | null;
}

export function emptyDay(date: string): CycleDayLog {
  return {
    date,
    temperature: null,
    bleeding: null,
    mucus: null,
    cervix: null,
    lhTest: null,
    sex: null,
    desire: null,
    symptoms: [],
    symptomNote: null,
    moods: [],
    moodNote: null,
    note: null,
  };
}

/** True when the day holds nothing worth storing. */
export function isEmptyDay(day: CycleDayLog): boolean {
  return (
    !day.temperature &&
    !day.bleeding &&
    !day.mucus &&
    !day.cervix &&
    !day.lhTest &&
    !day.sex &&
    day.desire === null &&
    day.symptoms.length === 0 &&
    !day.symptomNote &&
    day.moods.length === 0 &&
    !day.moodNote &&
    !day.note
  );
}

/** Sensiplan's category for a feeling (dry 0, nothing 1, moist 2, wet/slippery S+ 4). */
const FEELING_VALUE: readonly MucusValue[] = [0, 1, 2, 4];
/** ...and for what is seen (nothing 0, creamy S 3, egg white S+ 4). */
const TEXTURE_VALUE: readonly MucusValue[] = [0, 3, 4];

/**
 * The mucus category of a day is the higher of what she felt and what she saw: creamy mucus with
 * a dry feeling is S, a wet or slippery feeling is S+ whatever is seen (Sensiplan's rule that the
 * better quality decides).
 */
export function mucusValue(feeling: MucusFeeling | null, texture: MucusTexture | null): MucusValue | null {
  if (feeling === null && texture === null) return null;
  const felt = feeling === null ? 0 : FEELING_VALUE[feeling]!;
  const seen = texture === null ? 0 : TEXTURE_VALUE[texture]!;
  return Math.max(felt, seen) as MucusValue;
}

/** Sex without contraception (or with "none" ticked) is unprotected. */
export function isProtected(sex: SexLog): boolean {
  return sex.contraception.some((c) => c !== "none");
}

/** A bleeding reading that counts as period bleeding (light, medium or heavy, not excluded). */
export function isPeriodBleeding(reading: BleedingReading | null | undefined): boolean {
  return !!reading && !reading.exclude && reading.value >= 1;
}
