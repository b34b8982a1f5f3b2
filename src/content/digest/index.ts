/** The wellness tip catalogue behind Today's Wellness Digest, by category. */
import { MINDFULNESS_TIPS, SLEEP_TIPS } from "./mind";
import { MOVE_TIPS, TEN_MINUTE_MOVES } from "./move";
import { HYDRATION_TIPS, NUTRITION_TIPS } from "./nourish";
import type { WellnessTipContent } from "./schema";

export * from "./schema";
export * from "./stages";
export { TEN_MINUTE_MOVES };

export const WELLNESS_TIPS: readonly WellnessTipContent[] = [
  ...MOVE_TIPS,
  ...NUTRITION_TIPS,
  ...HYDRATION_TIPS,
  ...MINDFULNESS_TIPS,
  ...SLEEP_TIPS,
];
