/**
 * Never headline a guess. A recogniser's first choice is shown as the answer, with its calories,
 * only from SURE_CONFIDENCE up; below it the page asks "Not sure — is it one of these?" with the
 * candidates and the search, and shows no calories until she picks one.
 *
 * Why 0.7 (README, "Food recognition", has the measured table): on the 337 labelled drawings of
 * `bench/food-threshold.ts` the default detector's wrong first choices reach 0.29 and its right ones
 * 0.18 to 0.58, and in use it called a meat dish "cake" at 0.56 and a Thai plate "pizza" at 0.19. The
 * threshold sits above every wrong answer seen, with room: a right answer hidden costs her one tap,
 * a wrong one shown costs her wrong calories.
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
