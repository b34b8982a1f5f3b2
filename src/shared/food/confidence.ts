/**
 * Never headline a guess. A recogniser's first choice is shown as the answer, with its calories,
 * only from SURE_CONFIDENCE up; below it the page asks "Not sure — is it one of these?" with the
 * candidates and the search, and shows no calories until she picks one.
 *
 * Why 0.7 (README, "Food recognition", has the table): on the labelled drawings of
 * `bench/food-threshold.ts`, the default detector's wrong first choices reach up to ~0.6, the same
 * height as its right ones (a meat dish was called "cake" at 56 % in use, a Thai plate "pizza" at
 * 19 %), so a threshold has to sit above every wrong guess seen, and accept hiding right ones
 * behind one tap.
 */
import type { AnalysisStatus } from "./index";

export const SURE_CONFIDENCE = 0.7;

/** The answer's status from the recogniser's first choice (undefined: it recognised nothing). */
export function analysisStatus(top: { confidence: number } | undefined): AnalysisStatus {
  if (!top) return "nothing";
  return top.confidence >= SURE_CONFIDENCE ? "sure" : "unsure";
}

/** The words the unsure state shows, as the issue wrote them. */
export const UNSURE_HEADING = "Not sure — is it one of these?";
