/**
 * Stage safety, in one place (DESIGN.md: "Stage safety is data, checked everywhere"). Every
 * workout and course lists the stages it is written for, and those lists are its safety rules: no
 * lying flat later in pregnancy, only breathing, pelvic floor, walking and gentle mobility in the
 * first six weeks after birth, no jumping or planks until well past the first year... The workout
 * tabs, search, Featured Programs, Recommended, the coach's workout links, a workout opened by a
 * link, the course list and the dashboard's first weekly goal all ask `suitsStage` and nothing else.
 *
 * Her stage is read from her dates first (her due date gives her trimester, her baby's birth date
 * her weeks since birth), then from what she chose. A profile holding only a journey is read the
 * cautious way: a pregnant member whose trimester Bloom does not know gets what suits every
 * trimester, a postpartum member whose baby's age it does not know gets what suits the first six
 * weeks after birth. A member who chose not to say ("none") is shown everything, and every
 * workout and course says which stages it is written for.
 */
import {
  CONTENT_STAGES,
  type ContentStage,
  JOURNEYS,
  type JourneyId,
  journeyOf,
  toQuizStage,
} from "./journeys";
import { type DatedProfile, stageFromDates } from "./pregnancy/dates";

/** What stage safety needs of an item: its journeys, and its stages in the catalogue's spelling. */
export interface StagedItem {
  journeys: readonly string[];
  stages: readonly string[];
}

/**
 * The stages an item must be written for to suit a member who gave only her journey. Trying to
 * conceive and the toddler years set no limits by month, so any stage of those journeys will do.
 */
export const CAUTIOUS_STAGES: Record<JourneyId, readonly ContentStage[]> = {
  ttc: [],
  pregnant: ["pregnant-trimester-1", "pregnant-trimester-2", "pregnant-trimester-3"],
  postpartum: ["postpartum-0-6"],
  toddler: [],
};

/** Profile spelling or catalogue spelling → catalogue spelling: "postpartum_0-6" → "postpartum-0-6". */
function contentStageOf(stage: string): string {
  return stage.replace(/_/g, "-");
}

/**
 * Is this workout or course written for her stage? `stage` is what `herStage` gives (either
 * spelling). Without a journey ("none", empty) everything suits: she chose not to say.
 */
export function suitsStage(item: StagedItem, stage: string | null | undefined): boolean {
  const journey = journeyOf(stage);
  if (!journey || !stage) return true;
  const wanted = contentStageOf(stage);
  if (wanted !== journey) return item.stages.includes(wanted);
  return item.journeys.includes(journey) && CAUTIOUS_STAGES[journey].every((s) => item.stages.includes(s));
}

/** The items that suit her stage, in their own order. */
export function forHerStage<T extends StagedItem>(
  items: readonly T[],
  stage: string | null | undefined,
): T[] {
  return items.filter((item) => suitsStage(item, stage));
}

/**
 * Her stage today: the one her dates point to (a trimester from her due date, weeks since birth from
 * her baby's birth date) when they say more than her profile, else the stage she chose.
 */
export function herStage(profile: DatedProfile | null | undefined, today: string): string | null {
  if (!profile) return null;
  return stageFromDates(profile, today) ?? profile.motherhood_stage;
}

/**
 * Was a saved workout plan built for the stage she is at now? A plan knows its stage by the quiz
 * stage it was built for ("postpartum-0-3"); its workouts were chosen for that stage, so a plan made
 * in pregnancy does not suit her once her baby is here. Without a journey, any plan does.
 */
export function planSuitsStage(
  planStage: string | null | undefined,
  stage: string | null | undefined,
): boolean {
  if (!journeyOf(stage) || !planStage) return true;
  return planStage === toQuizStage(stage);
}

/** Every value `herStage` may give: each journey alone, each stage, and "none". */
export const EVERY_STAGE: readonly string[] = [
  "none",
  ...JOURNEYS.flatMap((j) => [j.id, ...j.stages.map((s) => s.value)]),
];

/** "Postpartum (12+ months); Toddler Mom (2-3 years, 3+ years)": the stages an item is written for. */
export function writtenFor(item: StagedItem): string {
  return JOURNEYS.flatMap((j) => {
    const labels = j.stages.filter((s) => item.stages.includes(contentStageOf(s.value))).map((s) => s.label);
    return labels.length ? [`${j.title} (${labels.join(", ")})`] : [];
  }).join("; ");
}

// ---- her first weekly workout goal ----------------------------------------------------------

/**
 * Workouts a week that a first goal starts from, by stage. Not a judgement and not a cap: she can
 * set her own on her profile, and a saved workout plan for her stage sets it too. The general
 * guidance for adults, pregnancy included, is about 150 minutes of moderate activity a week, so five
 * sessions where nothing holds her back. In pregnancy and in the first year after birth Bloom
 * starts lower and lets her build up; in the first six weeks after birth rest comes first (two short
 * gentle sessions: walks, breathing, pelvic floor), and her six-week check comes before more.
 */
export const STARTING_WEEKLY_GOAL: Record<ContentStage, number> = {
  "ttc-1-3": 5,
  "ttc-4-6": 5,
  "ttc-6-12": 5,
  "ttc-12+": 5,
  "pregnant-trimester-1": 3,
  "pregnant-trimester-2": 3,
  "pregnant-trimester-3": 3,
  "postpartum-0-6": 2,
  "postpartum-6-12": 3,
  "postpartum-3-6m": 3,
  "postpartum-6-12m": 4,
  "postpartum-12m+": 5,
  "toddler-1-2": 5,
  "toddler-2-3": 5,
  "toddler-3+": 5,
};

/** Without a journey: the spec's five. */
export const GENERAL_WEEKLY_GOAL = 5;

/**
 * The weekly workout goal her stage starts from. A bare journey takes its most cautious stage
 * (the lowest goal among the stages an item would have to suit).
 */
export function startingWeeklyGoal(stage: string | null | undefined): number {
  const journey = journeyOf(stage);
  if (!journey || !stage) return GENERAL_WEEKLY_GOAL;
  const wanted = contentStageOf(stage);
  if (wanted !== journey) return STARTING_WEEKLY_GOAL[wanted as ContentStage] ?? GENERAL_WEEKLY_GOAL;
  const stages = CAUTIOUS_STAGES[journey].length
    ? CAUTIOUS_STAGES[journey]
    : CONTENT_STAGES.filter((s) => journeyOf(s) === journey);
  return Math.min(...stages.map((s) => STARTING_WEEKLY_GOAL[s]));
}
