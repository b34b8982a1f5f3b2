/**
 * The vocabulary of journeys and stages: the four journeys with their stages (the picker's words),
 * the same stages in the catalogue's spelling, and the quizzes' five stages. It is data, like the
 * rest of the catalogue, so it lives at the bottom layer where recipes and workouts can use it;
 * the rules over it (which journey a stored stage belongs to, labels, conversions between the
 * spellings) are in src/shared/journeys.ts.
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

/** Every stage in the catalogue's spelling (hyphens); the same list as STAGE_VALUES, converted
 * (src/shared/journeys.test.ts checks that they agree). */
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

export const QUIZ_STAGES = ["ttc", "pregnant", "postpartum-0-3", "postpartum-3-12", "general"] as const;
export type QuizStage = (typeof QUIZ_STAGES)[number];
