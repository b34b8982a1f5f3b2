/** Postpartum education topics (by week after the birth) and the late-pregnancy prep list. */
import { HOME_TOPICS, MENTAL_TOPICS } from "./mind-and-home";
import { BABY_TOPICS, NUTRITION_TOPICS } from "./nourish-and-baby";
import { PREP_ITEMS } from "./prep";
import { RECOVERY_TOPICS } from "./recovery";
import type { PostpartumTopicContent } from "./schema";

export * from "./schema";
export { PREP_ITEMS };

/** Every topic, in the order of the week it matters most (then as written). */
export const POSTPARTUM_TOPICS: readonly PostpartumTopicContent[] = [
  ...RECOVERY_TOPICS,
  ...MENTAL_TOPICS,
  ...NUTRITION_TOPICS,
  ...BABY_TOPICS,
  ...HOME_TOPICS,
].sort((a, b) => a.week - b.week);
