import {
  INSTRUMENT_TEXT,
  PHQ9_SELF_HARM_ITEM,
  type ScreeningInstrument,
} from "../../content/screening/instruments";
import { BAND_WORDS, type NextStep } from "../../content/screening/results-copy";
import { screeningFinding } from "../safety/screening";
import type { SafetyFinding } from "../safety/signs";

/** A PHQ-2 of 3 or more opens the PHQ-9 (Kroenke, Spitzer & Williams 2003). */
export const PHQ2_CUTOFF = 3;
/** Lower bounds of the published bands, mildest first. */
export const PHQ9_BANDS = [
  { band: "minimal", from: 0, label: "Minimal", next: "routine" },
  { band: "mild", from: 5, label: "Mild", next: "nextVisit" },
  { band: "moderate", from: 10, label: "Moderate", next: "soon" },
  { band: "moderatelySevere", from: 15, label: "Moderately severe", next: "today" },
  { band: "severe", from: 20, label: "Severe", next: "today" },
] as const;
export const GAD7_BANDS = [
  { band: "minimal", from: 0, label: "Minimal", next: "routine" },
  { band: "mild", from: 5, label: "Mild", next: "nextVisit" },
  { band: "moderate", from: 10, label: "Moderate", next: "soon" },
  { band: "severe", from: 15, label: "Severe", next: "today" },
] as const;
const PHQ2_BANDS = [
  { band: "negative", from: 0, label: "Negative", next: "routine" },
  { band: "positive", from: PHQ2_CUTOFF, label: "Positive", next: "nextVisit" },
] as const;

const BANDS = { phq2: PHQ2_BANDS, phq9: PHQ9_BANDS, gad7: GAD7_BANDS } as const;

export type ScreeningBand =
  | (typeof PHQ9_BANDS)[number]["band"]
  | (typeof GAD7_BANDS)[number]["band"]
  | (typeof PHQ2_BANDS)[number]["band"];

export interface ScreeningScore {
  instrument: ScreeningInstrument;
  score: number;
  maxScore: number;
  band: ScreeningBand;
  /** The published band name ("Moderately severe"). */
  bandLabel: string;
  /** The band in plain words ("Moderate signs of depression"). */
  bandWords: string;
  next: NextStep;
  /** PHQ-9 item 9 answered above "Not at all". */
  selfHarmAnswer: boolean;
}

export const itemCount = (instrument: ScreeningInstrument) => INSTRUMENT_TEXT[instrument].items.length;
export const maxScore = (instrument: ScreeningInstrument) => itemCount(instrument) * 3;

/** Whether these are a complete set of answers (each 0 to 3) for the instrument. */
export function validAnswers(instrument: ScreeningInstrument, answers: readonly number[]): boolean {
  return (
    answers.length === itemCount(instrument) && answers.every((a) => Number.isInteger(a) && a >= 0 && a <= 3)
  );
}

/** The sum of the items, its band, and the next step for that band. */
export function scoreScreening(instrument: ScreeningInstrument, answers: readonly number[]): ScreeningScore {
  if (!validAnswers(instrument, answers)) throw new RangeError(`not a complete ${instrument}`);
  const score = answers.reduce((sum, a) => sum + a, 0);
  const bands = BANDS[instrument];
  let found: (typeof bands)[number] = bands[0];
  for (const b of bands) if (score >= b.from) found = b;
  const selfHarmAnswer = instrument === "phq9" && answers[PHQ9_SELF_HARM_ITEM]! > 0;
  const words = BAND_WORDS[instrument] as Record<string, string>;
  return {
    instrument,
    score,
    maxScore: maxScore(instrument),
    band: found.band,
    bandLabel: found.label,
    bandWords: words[found.band]!,
    // Any thought of self-harm means today, whatever the total.
    next: selfHarmAnswer ? "today" : found.next,
    selfHarmAnswer,
  };
}

/** Whether a PHQ-2 should go on to the whole PHQ-9. */
export const phq2OpensPhq9 = (answers: readonly number[]) =>
  validAnswers("phq2", answers) && answers[0]! + answers[1]! >= PHQ2_CUTOFF;

/**
 * The urgent help a check-in calls for, through the shared safety module: PHQ-9 item 9 above
 * "Not at all", or a sign the reader found in her note (`noteFinding`, read by the caller).
 */
export function checkInFinding(
  instrument: ScreeningInstrument,
  answers: readonly number[],
  noteFinding: SafetyFinding | null = null,
): SafetyFinding | null {
  return screeningFinding(
    { selfHarmItem: instrument === "phq9" ? (answers[PHQ9_SELF_HARM_ITEM] ?? null) : null },
    noteFinding,
  );
}
