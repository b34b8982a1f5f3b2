/**
 * Which catalogue items (workouts, recipes) suit her stage. The catalogue's stage lists are its
 * safety rules (no lying flat in the later trimesters, only breathing, pelvic floor, walking and
 * gentle mobility in the first six weeks after birth...), so an item is offered only for the
 * stages it was written for.
 *
 * A profile holding only a journey ("pregnant", "postpartum") is read the gentlest way: a pregnant
 * woman whose trimester is unknown gets workouts written for every trimester; a postpartum woman
 * whose baby's age is unknown gets what suits the first six weeks. The server passes her stage as
 * her dates give it, when she has entered them.
 */
import { journeyOf, toContentStage } from "../journeys";
import { suitsStage } from "../stage-safety";

interface Staged {
  journeys: readonly string[];
  stages: readonly string[];
}

/**
 * Is a workout safe for her stage? Bloom's one answer (src/shared/stage-safety.ts), except that
 * without a journey the digest assumes nothing is safe.
 */
export function workoutSuitsStage(workout: Staged, stage: string | null | undefined): boolean {
  return journeyOf(stage) !== null && suitsStage(workout, stage);
}

/**
 * Is a recipe meant for her stage? Food is less stage-bound than exercise: a bare journey matches
 * any stage of it.
 */
export function recipeSuitsStage(recipe: Staged, stage: string | null | undefined): boolean {
  const journey = journeyOf(stage);
  if (!journey || !stage) return false;
  const contentStage = toContentStage(stage);
  if (contentStage === journey) return recipe.journeys.includes(journey);
  return recipe.stages.includes(contentStage);
}

/**
 * Is a digest tip written for her stage? Each tip lists the stages its words fit (its journeys
 * follow from them). A bare journey is read the gentlest way, as for workouts: "pregnant" needs a
 * tip written for all three trimesters, "postpartum" one written for the first six weeks. Without
 * a journey, no tip suits.
 */
export function tipSuitsStage(tip: { stages: readonly string[] }, stage: string | null | undefined): boolean {
  if (!journeyOf(stage)) return false;
  const journeys = [...new Set(tip.stages.map((s) => journeyOf(s)))].filter((j) => j !== null);
  return suitsStage({ journeys, stages: tip.stages }, stage);
}
