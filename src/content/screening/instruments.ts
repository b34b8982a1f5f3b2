/**
 * The Patient Health Questionnaire (PHQ-9, and its first two items as the PHQ-2) and the
 * Generalized Anxiety Disorder scale (GAD-7), word for word as published by their authors
 * (Drs. Robert L. Spitzer, Janet B. W. Williams, Kurt Kroenke and colleagues, with an educational
 * grant from Pfizer Inc.). Pfizer states that no permission is required to reproduce, translate,
 * display or distribute them. Do not reword them: a screen is only valid as it was tested.
 *
 * The Edinburgh Postnatal Depression Scale is deliberately absent: its wording may be republished
 * only with the Royal College of Psychiatrists' written permission (README, "Mood check-ins").
 */

export const SCREENING_INSTRUMENTS = ["phq2", "phq9", "gad7"] as const;
export type ScreeningInstrument = (typeof SCREENING_INSTRUMENTS)[number];

/** The four answers of every item, scored 0 to 3. */
export const FREQUENCY_OPTIONS = [
  { value: 0, label: "Not at all" },
  { value: 1, label: "Several days" },
  { value: 2, label: "More than half the days" },
  { value: 3, label: "Nearly every day" },
] as const;

/** The closing question of the PHQ-9 and GAD-7; it is not part of the score. */
export const DIFFICULTY_QUESTION =
  "If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?";
export const DIFFICULTY_OPTIONS = [
  { value: 0, label: "Not difficult at all" },
  { value: 1, label: "Somewhat difficult" },
  { value: 2, label: "Very difficult" },
  { value: 3, label: "Extremely difficult" },
] as const;

const PHQ_ITEMS = [
  "Little interest or pleasure in doing things",
  "Feeling down, depressed, or hopeless",
  "Trouble falling or staying asleep, or sleeping too much",
  "Feeling tired or having little energy",
  "Poor appetite or overeating",
  "Feeling bad about yourself — or that you are a failure or have let yourself or your family down",
  "Trouble concentrating on things, such as reading the newspaper or watching television",
  "Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual",
  "Thoughts that you would be better off dead or of hurting yourself in some way",
] as const;

const GAD_ITEMS = [
  "Feeling nervous, anxious, or on edge",
  "Not being able to stop or control worrying",
  "Worrying too much about different things",
  "Trouble relaxing",
  "Being so restless that it is hard to sit still",
  "Becoming easily annoyed or irritable",
  "Feeling afraid, as if something awful might happen",
] as const;

export interface InstrumentText {
  /** The published name. */
  name: string;
  /** What Bloom calls it on a button. */
  shortName: string;
  stem: string;
  items: readonly string[];
  /** Whether the difficulty question follows the items. */
  asksDifficulty: boolean;
}

export const INSTRUMENT_TEXT: Record<ScreeningInstrument, InstrumentText> = {
  phq2: {
    name: "Patient Health Questionnaire-2 (PHQ-2)",
    shortName: "Quick mood check (PHQ-2)",
    stem: "Over the last 2 weeks, how often have you been bothered by any of the following problems?",
    items: PHQ_ITEMS.slice(0, 2),
    asksDifficulty: false,
  },
  phq9: {
    name: "Patient Health Questionnaire-9 (PHQ-9)",
    shortName: "Mood check (PHQ-9)",
    stem: "Over the last 2 weeks, how often have you been bothered by any of the following problems?",
    items: PHQ_ITEMS,
    asksDifficulty: true,
  },
  gad7: {
    name: "Generalized Anxiety Disorder-7 (GAD-7)",
    shortName: "Worry check (GAD-7)",
    stem: "Over the last 2 weeks, how often have you been bothered by the following problems?",
    items: GAD_ITEMS,
    asksDifficulty: true,
  },
};

/** PHQ-9 item 9, thoughts of being better off dead or of self-harm (0-based). */
export const PHQ9_SELF_HARM_ITEM = 8;

export const INSTRUMENT_SOURCE =
  "PHQ-9, PHQ-2 and GAD-7: developed by Drs. Robert L. Spitzer, Janet B. W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.";
