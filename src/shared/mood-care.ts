/**
 * Care in the moment after she logs a low mood (issue: a 3/10 used to get only "Mood logged
 * successfully!"). The spec's toast stays; below the red-flag line, a low score also brings a
 * gentle note (src/content/mood-care.ts): the baby blues or depression, when to talk to her doctor
 * or midwife, and the National Maternal Mental Health Hotline.
 *
 * The trigger is her numbers only: Bloom does not read her notes here. Her words are read once, by
 * the safety module on the server, and come back as the entry's `safety`; when it found something
 * she sees the urgent help instead of this note, never both.
 */
import type { MoodCareCaresFor, MoodCareLead } from "../content/mood-care";
import { journeyOf } from "./journeys";
import { timeSinceBirth } from "./pregnancy/dates";
import type { SafetyFinding } from "./safety";
import type { MoodScores } from "./wellness";

/**
 * A mood of 4 or less: the red end of Bloom's mood scale (`moodTone`), and below the spec's
 * suggestion threshold of 5, which already brings a gentle tip on the wellness page. A 5 is an
 * ordinary low day; a 4 or less, logged in the moment, deserves a word then and there.
 */
export const MOOD_CARE_MAX_SCORE = 4;

/** The baby blues: the first two weeks after birth (ACOG, NIMH, NHS). */
export const BABY_BLUES_DAYS = 14;

export interface MoodCareContext {
  /** Her profile's motherhood_stage. */
  stage: string | null | undefined;
  /** False after a pregnancy loss, until she turns pregnancy content back on: no word of a baby. */
  babyContent: boolean;
  /** Her baby's birth date (YYYY-MM-DD), when she gave it. */
  babyBirthDate: string | null | undefined;
  /** Her local date. */
  today: string;
}

export interface MoodCare {
  /** Which lead paragraph she reads. */
  lead: MoodCareLead;
  /** Whom "struggling to look after yourself or …" names. */
  caresFor: MoodCareCaresFor;
}

/**
 * The note to show after a saved check-in, or null: none above 4/10, and none when the safety
 * module found an urgent sign or thoughts of self-harm in her notes (the urgent help shows then).
 */
export function moodCare(
  entry: Pick<MoodScores, "mood_score">,
  safety: SafetyFinding | null | undefined,
  her: MoodCareContext,
): MoodCare | null {
  if (safety) return null;
  if (entry.mood_score > MOOD_CARE_MAX_SCORE) return null;
  const journey = journeyOf(her.stage);
  if (journey === "postpartum" && her.babyContent) {
    const since = her.babyBirthDate ? timeSinceBirth(her.babyBirthDate, her.today) : null;
    const blues = since !== null && since.totalDays <= BABY_BLUES_DAYS;
    return { lead: blues ? "babyBlues" : "afterBirth", caresFor: "baby" };
  }
  if (journey === "pregnant") return { lead: "pregnancy", caresFor: "herself" };
  if (journey === "toddler") return { lead: "everyday", caresFor: "children" };
  return { lead: "everyday", caresFor: "herself" };
}
