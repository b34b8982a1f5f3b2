/**
 * The four journeys and their stages, and the conversions between the spellings the product uses:
 * - profile / journey picker: the journey id ("postpartum") or `${journey}_${range}` ("postpartum_0-6");
 * - catalogue data (recipes, meal plans, workouts): hyphens ("postpartum-0-6");
 * - the two plan quizzes: ttc, pregnant, postpartum-0-3, postpartum-3-12, general.
 */
import {
  JOURNEY_IDS,
  JOURNEYS,
  type Journey,
  type JourneyId,
  type JourneyStage,
  type QuizStage,
  SIGNUP_STAGES,
  STAGE_VALUES,
} from "../content/journeys";

// The vocabulary itself is catalogue data (src/content/journeys.ts); app code reaches it through here.
export {
  CONTENT_STAGES,
  type ContentStage,
  JOURNEY_IDS,
  JOURNEYS,
  type Journey,
  type JourneyId,
  type JourneyStage,
  QUIZ_STAGES,
  type QuizStage,
  SIGNUP_STAGES,
  STAGE_VALUES,
} from "../content/journeys";

/** Every value a profile's motherhood_stage may hold. */
export const PROFILE_STAGE_VALUES: readonly string[] = [...SIGNUP_STAGES, ...STAGE_VALUES];

export function isProfileStage(value: unknown): value is string {
  return typeof value === "string" && PROFILE_STAGE_VALUES.includes(value);
}

/** The journey a stored stage belongs to, or null for "none", empty or unknown values. */
export function journeyOf(stage: string | null | undefined): JourneyId | null {
  if (!stage) return null;
  const id = stage.split(/[_-]/)[0];
  return (JOURNEY_IDS as readonly string[]).includes(id ?? "") ? (id as JourneyId) : null;
}

export function findJourney(id: JourneyId): Journey {
  const journey = JOURNEYS.find((j) => j.id === id);
  if (!journey) throw new Error(`Unknown journey ${id}`);
  return journey;
}

/** The stage entry for a stored stage value, if the value names a stage rather than a whole journey. */
export function findStage(stage: string | null | undefined): JourneyStage | undefined {
  const journey = journeyOf(stage);
  return journey ? findJourney(journey).stages.find((s) => s.value === stage) : undefined;
}

/** Human label for a stored stage: "Postpartum · 0-6 weeks", "Pregnant", or "Not set". */
export function stageLabel(stage: string | null | undefined): string {
  const journey = journeyOf(stage);
  if (!journey) return "Not set";
  const title = findJourney(journey).title;
  const found = findStage(stage);
  return found ? `${title} · ${found.label}` : title;
}

/** Profile spelling → catalogue spelling: "postpartum_0-6" → "postpartum-0-6". */
export function toContentStage(stage: string): string {
  return stage.replace(/_/g, "-");
}

/** Catalogue spelling → profile spelling: "postpartum-0-6" → "postpartum_0-6"; journeys pass through. */
export function fromContentStage(stage: string): string {
  return STAGE_VALUES.find((value) => toContentStage(value) === stage) ?? stage;
}

/**
 * The quiz stage that fits a profile stage; postpartum splits at three months. A postpartum
 * profile without a sub-stage is taken as the early months: the gentler plan is the safe guess.
 */
export function toQuizStage(stage: string | null | undefined): QuizStage {
  const journey = journeyOf(stage);
  if (journey === "ttc" || journey === "pregnant") return journey;
  if (journey === "postpartum") {
    const later = stage === "postpartum_3-6m" || stage === "postpartum_6-12m" || stage === "postpartum_12m+";
    return later ? "postpartum-3-12" : "postpartum-0-3";
  }
  return "general";
}
