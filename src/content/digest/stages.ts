/**
 * The stages a tip is written for, in the catalogue's spelling. A tip's words must fit every stage
 * it lists: "blood loss at birth" is not for a toddler mom, "the earliest weeks" not for the second
 * trimester, "charge your phone outside the bedroom" not for the newborn weeks.
 */
import { CONTENT_STAGES, type ContentStage, type JourneyId } from "../journeys";

/** Every stage of the given journeys. */
export function everyStageOf(...journeys: JourneyId[]): ContentStage[] {
  return CONTENT_STAGES.filter((s) => journeys.some((j) => s.startsWith(`${j}-`)));
}

/** The newborn weeks: the first twelve weeks after birth, when nights follow the baby's feeds. */
export const NEWBORN_WEEKS: ContentStage[] = ["postpartum-0-6", "postpartum-6-12"];
/** The months after birth while the baby is still a baby: up to the first birthday. */
export const BABY_MONTHS: ContentStage[] = [
  "postpartum-0-6",
  "postpartum-6-12",
  "postpartum-3-6m",
  "postpartum-6-12m",
];
/** After the first year: the postpartum journey's last stage, with a toddler at home. */
export const TODDLER_YEARS: ContentStage[] = ["postpartum-12m+", ...everyStageOf("toddler")];
