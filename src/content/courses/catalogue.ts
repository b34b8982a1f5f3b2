/**
 * Bloom's courses. Program facts from content spec §9: the 30-Day Glow Up 15-20 min/day over 4
 * weeks (Foundation, Strength, Energy, Glow), Prenatal 20-30 min/day, Advanced 8 weeks 25-35
 * min/day, Core Restore 3 weeks 15-20 min/day, Energy & Strength 6 weeks 20-30 min/day.
 * Each course lists the stages it is for; every workout it uses is written for all of them, so a
 * course inherits the catalogue's stage safety rules (checked in courses.test.ts).
 */
import type { Course } from "./schema";

const GLOW_UP: Course = {
  id: "glow-up-challenge",
  title: "30 Days Glow Up Challenge",
  description:
    "28 days (four weeks) of short daily workouts for busy toddler moms: build a foundation, get stronger, lift your energy and finish glowing.",
  category: "fitness",
  difficulty: "beginner",
  journeys: ["toddler"],
  stages: ["toddler-1-2", "toddler-2-3", "toddler-3+"],
  minMinutes: 15,
  maxMinutes: 20,
  dailySeconds: 1200,
  postpartumCheckin: false,
  about:
    "A guided 28-day plan that fits around nap time. Each day is one short session from Bloom's workout library, led by a timer, so there is nothing to plan. Miss a day and the next one simply waits for you.",
  learn: [
    "How to move well again: posture, breathing and a strong back for lifting and carrying",
    "Simple strength moves you can do with no equipment",
    "How to raise your energy with short bursts of cardio",
    "A routine you can keep after the 28 days",
  ],
  included: [
    "28 guided daily workouts with a timer",
    "A week-by-week plan with a focus for each week",
    "Progress tracking and a weekly streak",
    "Pause whenever life gets busy, without losing your place",
  ],
  createdAt: "2026-01-20T09:00:00.000Z",
  weeks: [
    {
      title: "Foundation Week",
      description: "Gentle movement to wake up your body, loosen tight hips and back, and set your routine.",
      theme: "Foundation and gentle movement",
      focusAreas: ["Mobility", "Posture", "Breathing"],
      workouts: [
        "back-saver-mobility",
        "quick-toddler-mom-stretch",
        "energy-boost",
        "evening-unwind-breathwork",
      ],
      recovery: "evening-unwind-breathwork",
      days: {
        "1": [
          { workout: "quick-toddler-mom-stretch", seconds: 300, label: "Warm-up" },
          { workout: "back-saver-mobility", seconds: 900 },
          { workout: "evening-unwind-breathwork", seconds: 300, label: "Cool-down" },
        ],
        "5": [{ workout: "nap-time-strength", seconds: 1500 }],
      },
    },
    {
      title: "Strength Week",
      description: "Build strength in your legs, back and core for all the lifting a toddler asks of you.",
      theme: "Strength and core recovery",
      focusAreas: ["Strength", "Core", "Posture"],
      workouts: [
        "nap-time-strength",
        "back-saver-mobility",
        "nap-time-strength",
        "quick-toddler-mom-stretch",
      ],
      recovery: "back-saver-mobility",
    },
    {
      title: "Energy Week",
      description: "Short bursts of cardio to lift your energy and get your heart working.",
      theme: "Energy and metabolism",
      focusAreas: ["Cardio", "Energy", "Stamina"],
      workouts: ["energy-boost", "nap-time-strength", "toddler-mom-hiit", "back-saver-mobility"],
      recovery: "evening-unwind-breathwork",
    },
    {
      title: "Glow Week",
      description: "Bring it all together: strength, cardio and mobility in full-body sessions.",
      theme: "Full body glow up",
      focusAreas: ["Full body", "Strength", "Cardio"],
      workouts: ["toddler-mom-hiit", "nap-time-strength", "energy-boost", "back-saver-mobility"],
      recovery: "evening-unwind-breathwork",
    },
  ],
};

const PRENATAL: Course = {
  id: "prenatal-strength-and-calm",
  title: "Prenatal Strength & Calm",
  description:
    "Six weeks of gentle strength, yoga and breathing that suit every trimester, to help you feel strong and calm as your body changes.",
  category: "fitness",
  difficulty: "beginner",
  journeys: ["pregnant"],
  stages: ["pregnant-trimester-1", "pregnant-trimester-2", "pregnant-trimester-3"],
  minMinutes: 20,
  maxMinutes: 30,
  dailySeconds: 1200,
  postpartumCheckin: false,
  about:
    "Every session comes from Bloom's prenatal workouts that are written for all three trimesters: no lying on your tummy, nothing flat on your back later in pregnancy, no jumping. Check with your midwife or doctor before you start.",
  learn: [
    "Moves that ease a sore back and hips",
    "How to connect with your pelvic floor",
    "Breathing that calms you now and helps in labor",
    "How to stay active safely as your bump grows",
  ],
  included: [
    "42 guided sessions of 20 minutes",
    "Yoga, walking, pelvic floor and back care",
    "Warning signs to stop for, in every session",
    "Pause any time, and pick up where you left off",
  ],
  createdAt: "2026-01-10T09:00:00.000Z",
  weeks: [
    ["Settle In", "Gentle yoga and walking to build a habit.", "Gentle movement", ["Yoga", "Walking"]],
    ["Back Care", "Ease the aches of a changing posture.", "Back and hips", ["Back care", "Mobility"]],
    [
      "Pelvic Floor",
      "Connect with the muscles that carry your baby.",
      "Pelvic floor",
      ["Pelvic floor", "Breathing"],
    ],
    ["Energy", "Short energising sessions for tired days.", "Energy", ["Energy", "Walking"]],
    ["Strength", "Steady strength for the months ahead.", "Strength", ["Strength", "Posture"]],
    ["Calm", "Breathing and stretching to wind down.", "Calm and breath", ["Relaxation", "Breathing"]],
  ].map(([title, description, theme, focusAreas], i) => ({
    title: `Week ${i + 1}: ${title as string}`,
    description: description as string,
    theme: theme as string,
    focusAreas: focusAreas as string[],
    workouts: [
      ["prenatal-yoga", "pregnancy-walking-workout", "prenatal-pelvic-floor"],
      ["prenatal-back-care", "prenatal-yoga", "pregnancy-walking-workout"],
      ["prenatal-pelvic-floor", "prenatal-yoga", "prenatal-back-care"],
      ["quick-prenatal-energizer", "pregnancy-walking-workout", "prenatal-yoga"],
      ["prenatal-yoga", "prenatal-back-care", "pregnancy-walking-workout", "prenatal-pelvic-floor"],
      ["pregnancy-evening-wind-down", "prenatal-yoga", "prenatal-pelvic-floor"],
    ][i]!,
    recovery: "pregnancy-evening-wind-down",
  })),
};

const ADVANCED: Course = {
  id: "advanced-mom-strength",
  title: "Advanced Mom Strength",
  description:
    "Eight weeks of demanding conditioning for moms who are fully recovered and ready to train hard again.",
  category: "fitness",
  difficulty: "advanced",
  journeys: ["postpartum", "toddler"],
  stages: ["postpartum-12m+", "toddler-2-3", "toddler-3+"],
  minMinutes: 25,
  maxMinutes: 35,
  dailySeconds: 1800,
  postpartumCheckin: false,
  about:
    "For moms a year or more after birth with no pelvic floor symptoms and no tummy gap. Harder sessions alternate with cardio and mobility so you recover between them.",
  learn: [
    "How to train hard with good form",
    "How to pair strength and cardio through the week",
    "How to recover well so you keep progressing",
  ],
  included: [
    "56 guided sessions of 30 minutes",
    "Conditioning, cardio, mobility and breathwork",
    "Skip-if notes on every move",
    "Pause any time without losing your place",
  ],
  createdAt: "2026-01-05T09:00:00.000Z",
  weeks: Array.from({ length: 8 }, (_, i) => ({
    title: `Week ${i + 1}: ${["Groundwork", "Build", "Build", "Push", "Deload", "Push", "Peak", "Finish"][i]}`,
    description:
      i === 4
        ? "A lighter week: more mobility and breathing so your body catches up."
        : "Conditioning days with cardio and mobility between them.",
    theme: i === 4 ? "Recovery" : i < 3 ? "Strength base" : "Conditioning",
    focusAreas: i === 4 ? ["Mobility", "Recovery"] : ["Strength", "Conditioning", "Cardio"],
    workouts:
      i === 4
        ? ["back-saver-mobility", "energy-boost", "evening-unwind-breathwork"]
        : ["advanced-mom-conditioning", "energy-boost", "advanced-mom-conditioning", "back-saver-mobility"],
    recovery: "evening-unwind-breathwork",
  })),
};

const CORE_RESTORE: Course = {
  id: "core-restore",
  title: "Core Restore",
  description:
    "Three weeks of gentle core and pelvic floor work to rebuild your center after birth, without crunches or planks.",
  category: "postpartum",
  difficulty: "beginner",
  journeys: ["postpartum"],
  stages: ["postpartum-6-12", "postpartum-3-6m"],
  minMinutes: 15,
  maxMinutes: 20,
  dailySeconds: 1200,
  postpartumCheckin: true,
  about:
    "Start once your doctor or midwife has given you the OK, usually after your six-week check, and allow longer after a cesarean. Every session starts with a short check on how you are feeling.",
  learn: [
    "How to breathe into your core and pelvic floor",
    "How to find your deep tummy muscles again",
    "Safe moves when you have a tummy gap (diastasis recti)",
  ],
  included: [
    "21 guided sessions of 20 minutes",
    "Breathing, pelvic floor and deep core work",
    "A check for warning signs after birth before each session",
    "Pause any time without losing your place",
  ],
  createdAt: "2026-01-15T09:00:00.000Z",
  weeks: [
    {
      title: "Reconnect",
      description: "Breathing and pelvic floor work to feel your core again.",
      theme: "Breath and pelvic floor",
      focusAreas: ["Breathing", "Pelvic floor"],
      workouts: ["pelvic-floor-reconnect", "postpartum-core", "feeding-posture-relief"],
      recovery: "feeding-posture-relief",
    },
    {
      title: "Rebuild",
      description: "Deep core work and gentle strength.",
      theme: "Deep core",
      focusAreas: ["Core", "Posture"],
      workouts: ["postpartum-core", "quick-postpartum-reset", "pelvic-floor-reconnect"],
      recovery: "feeding-posture-relief",
    },
    {
      title: "Return to Movement",
      description: "Put your core to work in everyday movements.",
      theme: "Everyday strength",
      focusAreas: ["Core", "Strength"],
      workouts: ["return-to-movement", "postpartum-core", "quick-postpartum-reset"],
      recovery: "pelvic-floor-reconnect",
    },
  ],
};

const ENERGY_STRENGTH: Course = {
  id: "energy-and-strength",
  title: "Energy & Strength",
  description:
    "Six weeks of full-body strength and stroller walks to get your energy back in your baby's second half-year and beyond.",
  category: "fitness",
  difficulty: "intermediate",
  journeys: ["postpartum", "toddler"],
  stages: ["postpartum-6-12m", "toddler-1-2"],
  minMinutes: 20,
  maxMinutes: 30,
  dailySeconds: 1500,
  postpartumCheckin: true,
  about:
    "Strength days alternate with walks and mobility. Every session starts with a short check on how you are feeling, because warning signs after birth can come in the first year.",
  learn: [
    "Full-body strength moves with a baby or toddler around",
    "How to turn a stroller walk into a workout",
    "How to balance effort and rest through the week",
  ],
  included: [
    "42 guided sessions of 25 minutes",
    "Strength, walking intervals, mobility and breathwork",
    "A check for warning signs after birth before each session",
    "Pause any time without losing your place",
  ],
  createdAt: "2026-01-12T09:00:00.000Z",
  weeks: Array.from({ length: 6 }, (_, i) => ({
    title: `Week ${i + 1}: ${["Start", "Steady", "Stronger", "Energy", "Stronger Still", "Own It"][i]}`,
    description: "Strength and walking days, with mobility to keep you moving well.",
    theme: i % 2 === 0 ? "Strength" : "Energy",
    focusAreas: i % 2 === 0 ? ["Strength", "Posture"] : ["Cardio", "Energy"],
    workouts:
      i % 2 === 0
        ? ["full-body-mom-strength", "stroller-walk-intervals", "back-saver-mobility"]
        : ["stroller-walk-intervals", "full-body-mom-strength", "energy-boost"],
    recovery: "evening-unwind-breathwork",
  })),
};

const FOURTH_TRIMESTER: Course = {
  id: "fourth-trimester-recovery",
  title: "Fourth Trimester Recovery",
  description:
    "Two weeks of breathing, pelvic floor, gentle walks and mobility for the first weeks after birth, ten minutes a day.",
  category: "postpartum",
  difficulty: "beginner",
  journeys: ["postpartum"],
  stages: ["postpartum-0-6"],
  minMinutes: 10,
  maxMinutes: 10,
  dailySeconds: 600,
  postpartumCheckin: true,
  about:
    "Wait until your doctor or midwife has given you the OK before starting exercise after birth, and allow longer after a cesarean. Only breathing, pelvic floor, walking and gentle mobility, and a check for warning signs before every session.",
  learn: [
    "How to breathe and reconnect with your pelvic floor",
    "Gentle walks that build up slowly",
    "Easing the aches of feeding and carrying",
  ],
  included: [
    "14 guided sessions of 10 minutes",
    "A check for warning signs after birth before each session",
    "Nothing that strains a healing body",
  ],
  createdAt: "2026-01-18T09:00:00.000Z",
  weeks: [
    {
      title: "First Steps",
      description: "Breathing, pelvic floor and short walks.",
      theme: "Rest and reconnect",
      focusAreas: ["Breathing", "Pelvic floor"],
      workouts: ["first-weeks-breathing-and-pelvic-floor", "gentle-postnatal-walk", "feeding-posture-relief"],
      recovery: "first-weeks-breathing-and-pelvic-floor",
    },
    {
      title: "Gentle Build",
      description: "A little more walking and mobility.",
      theme: "Gentle movement",
      focusAreas: ["Walking", "Mobility"],
      workouts: [
        "gentle-postnatal-walk",
        "newborn-days-gentle-mobility",
        "first-weeks-breathing-and-pelvic-floor",
      ],
      recovery: "feeding-posture-relief",
    },
  ],
};

const FERTILITY: Course = {
  id: "fertility-flow-and-strength",
  title: "Fertility Flow & Strength",
  description: "Four weeks of yoga, strength and stress relief for the first months of trying to conceive.",
  category: "fitness",
  difficulty: "beginner",
  journeys: ["ttc"],
  stages: ["ttc-1-3", "ttc-4-6"],
  minMinutes: 20,
  maxMinutes: 20,
  dailySeconds: 1200,
  postpartumCheckin: false,
  about:
    "Moderate, regular exercise is good for you while you try to conceive. This plan mixes yoga, strength and gentle cardio, twenty minutes a day.",
  learn: ["A balanced weekly routine", "Strength foundations for pregnancy", "Ways to ease stress"],
  included: ["28 guided sessions of 20 minutes", "Yoga, strength, Pilates and cardio", "Pause any time"],
  createdAt: "2026-01-08T09:00:00.000Z",
  weeks: Array.from({ length: 4 }, (_, i) => ({
    title: `Week ${i + 1}: ${["Flow", "Foundations", "Balance", "Strong and Calm"][i]}`,
    description: "Yoga, strength and a little cardio through the week.",
    theme: ["Flow", "Strength", "Balance", "Calm"][i]!,
    focusAreas: [["Yoga"], ["Strength"], ["Core", "Balance"], ["Relaxation"]][i]!,
    workouts: [
      ["fertility-flow-yoga", "preconception-strength-foundations", "energy-boost"],
      ["preconception-strength-foundations", "fertility-flow-yoga", "cycle-sync-strength"],
      ["core-and-balance-pilates", "fertility-flow-yoga", "preconception-strength-foundations"],
      ["fertility-flow-yoga", "cycle-sync-strength", "energy-boost"],
    ][i]!,
    recovery: "quick-fertility-stretch",
  })),
};

export const COURSES: readonly Course[] = [
  GLOW_UP,
  PRENATAL,
  ADVANCED,
  CORE_RESTORE,
  ENERGY_STRENGTH,
  FOURTH_TRIMESTER,
  FERTILITY,
];
