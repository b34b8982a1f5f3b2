/**
 * The coach's links into Bloom, for her stage: a workout link stays only when the workout suits her
 * stage (src/shared/stage-safety.ts, the one rule every list asks); recipes and guides always stay.
 */
import type { ProgramLink } from "../../content/coach/schema";
import { findWorkout } from "../../content/workouts";
import { suitsStage } from "../stage-safety";

const WORKOUT_PATH = "/workouts/";

export function linksForStage<L extends ProgramLink>(
  links: readonly L[],
  stage: string | null | undefined,
): L[] {
  return links.filter((link) => {
    if (!link.href.startsWith(WORKOUT_PATH)) return true;
    const workout = findWorkout(link.href.slice(WORKOUT_PATH.length));
    return !!workout && suitsStage(workout, stage);
  });
}
