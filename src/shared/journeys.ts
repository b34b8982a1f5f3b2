/**
 * The four journeys and their stages, and the conversions between the spellings the product uses:
 * - profile / journey picker: the journey id ("postpartum") or `${journey}_${range}` ("postpartum_0-6");
 * - catalogue data (recipes, meal plans, workouts): hyphens ("postpartum-0-6");
 * - the two plan quizzes: ttc, pregnant, postpartum-0-3, postpartum-3-12, general.
 */
export const JOURNEY_IDS = ["ttc", "pregnant", "postpartum", "toddler"] as const;
export type JourneyId = (typeof JOURNEY_IDS)[number];

/** What a profile may hold: a journey, one of its stages, or "none" (prefer not to say). */
export const SIGNUP_STAGES = ["ttc", "pregnant", "postpartum", "toddler", "none"] as const;

export interface JourneyStage {
  value: string;
  label: string;
  description: string;
}

export interface Journey {
  id: JourneyId;
  title: string;
  description: string;
  stages: JourneyStage[];
}

export const JOURNEYS: readonly Journey[] = [
  {
    id: "ttc",
    title: "Trying to Conceive",
    description: "Preparing your body and mind for pregnancy",
    stages: [
      { value: "ttc_1-3", label: "1-3 months", description: "Just getting started" },
      { value: "ttc_4-6", label: "4-6 months", description: "Learning your cycle" },
      { value: "ttc_6-12", label: "6-12 months", description: "Staying hopeful and informed" },
      { value: "ttc_12+", label: "12+ months", description: "Extra support, and a talk with your doctor" },
    ],
  },
  {
    id: "pregnant",
    title: "Pregnant",
    description: "Staying strong and comfortable while your baby grows",
    stages: [
      { value: "pregnant_trimester_1", label: "First trimester", description: "Weeks 1-12" },
      { value: "pregnant_trimester_2", label: "Second trimester", description: "Weeks 13-26" },
      { value: "pregnant_trimester_3", label: "Third trimester", description: "Weeks 27-40" },
    ],
  },
  {
    id: "postpartum",
    title: "Postpartum",
    description: "Recovering and rebuilding after birth",
    stages: [
      { value: "postpartum_0-6", label: "0-6 weeks", description: "Rest and gentle recovery" },
      { value: "postpartum_6-12", label: "6-12 weeks", description: "Easing back into movement" },
      { value: "postpartum_3-6m", label: "3-6 months", description: "Rebuilding strength" },
      { value: "postpartum_6-12m", label: "6-12 months", description: "Finding your rhythm" },
      { value: "postpartum_12m+", label: "12+ months", description: "Thriving beyond the first year" },
    ],
  },
  {
    id: "toddler",
    title: "Toddler Mom",
    description: "Energy and balance while keeping up with a little one",
    stages: [
      { value: "toddler_1-2", label: "1-2 years", description: "First steps and busy days" },
      { value: "toddler_2-3", label: "2-3 years", description: "Big feelings, big energy" },
      { value: "toddler_3+", label: "3+ years", description: "Growing independence" },
    ],
  },
];

export const STAGE_VALUES: readonly string[] = JOURNEYS.flatMap((j) => j.stages.map((s) => s.value));

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

/** Every stage in the catalogue's spelling (hyphens); the same list as STAGE_VALUES, converted. */
export const CONTENT_STAGES = [
  "ttc-1-3",
  "ttc-4-6",
  "ttc-6-12",
  "ttc-12+",
  "pregnant-trimester-1",
  "pregnant-trimester-2",
  "pregnant-trimester-3",
  "postpartum-0-6",
  "postpartum-6-12",
  "postpartum-3-6m",
  "postpartum-6-12m",
  "postpartum-12m+",
  "toddler-1-2",
  "toddler-2-3",
  "toddler-3+",
] as const;
export type ContentStage = (typeof CONTENT_STAGES)[number];

/** Profile spelling → catalogue spelling: "postpartum_0-6" → "postpartum-0-6". */
export function toContentStage(stage: string): string {
  return stage.replace(/_/g, "-");
}

/** Catalogue spelling → profile spelling: "postpartum-0-6" → "postpartum_0-6"; journeys pass through. */
export function fromContentStage(stage: string): string {
  return STAGE_VALUES.find((value) => toContentStage(value) === stage) ?? stage;
}

export const QUIZ_STAGES = ["ttc", "pregnant", "postpartum-0-3", "postpartum-3-12", "general"] as const;
export type QuizStage = (typeof QUIZ_STAGES)[number];

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
