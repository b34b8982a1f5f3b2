import type { PregnancyWeekContent } from "./schema";
import { FIRST_TRIMESTER_WEEKS } from "./weeks-first";
import { SECOND_TRIMESTER_WEEKS } from "./weeks-second";
import { THIRD_TRIMESTER_WEEKS } from "./weeks-third";

// The schema itself is imported from ./schema by the content test alone: the app loads no zod for it.
export type { PregnancyWeekContent } from "./schema";
export { PREGNANCY_SOURCES } from "./sources";

/** Weeks 4 to 42, in order. */
export const PREGNANCY_WEEKS: readonly PregnancyWeekContent[] = [
  ...FIRST_TRIMESTER_WEEKS,
  ...SECOND_TRIMESTER_WEEKS,
  ...THIRD_TRIMESTER_WEEKS,
];

export function weekContent(week: number): PregnancyWeekContent | undefined {
  return PREGNANCY_WEEKS.find((w) => w.week === week);
}
