/**
 * The switch for a questionnaire Bloom may not ship: the EPDS (Edinburgh Postnatal Depression
 * Scale), whose wording needs the Royal College of Psychiatrists' written permission. An operator
 * who holds that permission puts the wording in a JSON file of this shape and names it in
 * `LICENSED_SCREEN_FILE`; Bloom then offers it beside the others. No wording is in this repository.
 * Each answer carries its own score, so items scored in reverse need no rule here.
 */
import { z } from "zod";
import type { NextStep } from "../../content/screening/results-copy";
import { screeningFinding } from "../safety/screening";
import type { SafetyFinding } from "../safety/signs";

export const EPDS_ITEM_COUNT = 10;
/** EPDS item 10, "the thought of harming myself" (0-based): above 0 is the crisis card. */
export const EPDS_SELF_HARM_ITEM = 9;
/** Cox, Holden & Sagovsky 1987: 10 or more possible depression, 13 or more probable. */
export const EPDS_POSSIBLE = 10;
export const EPDS_PROBABLE = 13;

export const licensedScreen = z.strictObject({
  name: z.string().trim().min(1),
  shortName: z.string().trim().min(1).max(60),
  stem: z.string().trim().min(1),
  /** The permission it is shown under, e.g. who granted it and when; shown with the questionnaire. */
  permission: z.string().trim().min(1),
  items: z
    .array(
      z.strictObject({
        text: z.string().trim().min(1),
        options: z
          .array(z.strictObject({ label: z.string().trim().min(1), score: z.number().int().min(0).max(3) }))
          .length(4),
      }),
    )
    .length(EPDS_ITEM_COUNT),
});
export type LicensedScreen = z.infer<typeof licensedScreen>;

export interface LicensedScore {
  score: number;
  maxScore: number;
  band: "below" | "possible" | "probable";
  bandLabel: string;
  bandWords: string;
  next: NextStep;
  selfHarmAnswer: boolean;
}

/** Its band from the total, and item 10's score (above 0 means today, whatever the total). */
export function licensedBand(score: number, selfHarmScore: number): LicensedScore {
  const selfHarmAnswer = selfHarmScore > 0;
  const band = score >= EPDS_PROBABLE ? "probable" : score >= EPDS_POSSIBLE ? "possible" : "below";
  const words = {
    below: ["Below 10", "Few signs of depression", "routine"],
    possible: ["10 to 12", "Possible signs of depression", "soon"],
    probable: ["13 or more", "Likely signs of depression", "today"],
  } as const;
  const [bandLabel, bandWords, next] = words[band];
  return {
    score,
    maxScore: EPDS_ITEM_COUNT * 3,
    band,
    bandLabel,
    bandWords,
    next: selfHarmAnswer ? "today" : next,
    selfHarmAnswer,
  };
}

/** Her answers (each the index of the option she chose) as the operator's scores. */
export function licensedScores(screen: LicensedScreen, choices: readonly number[]): number[] {
  return screen.items.map((item, i) => item.options[choices[i]!]!.score);
}

/** Item 10 scored above 0, or a sign in her note, is the crisis card (the shared safety module). */
export function licensedFinding(
  scores: readonly number[],
  noteFinding: SafetyFinding | null = null,
): SafetyFinding | null {
  return screeningFinding({ selfHarmItem: scores[EPDS_SELF_HARM_ITEM] ?? null }, noteFinding);
}

/** What she sends for it: the option she chose for each item (0 to 3), and an optional note. */
export const licensedResultInput = z.strictObject({
  answers: z.array(z.number().int().min(0).max(3)).length(EPDS_ITEM_COUNT, "Answer every question."),
  note: z.string().trim().max(1000, "Keep your note under 1,000 characters.").optional(),
});
