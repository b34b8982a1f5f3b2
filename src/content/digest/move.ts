/**
 * Move: workout tips. Each links to one workout in the catalogue; the digest offers it only to a
 * woman whose stage that workout was written for (its stage list is the safety rule).
 */
import { SOURCES } from "../sources";
import type { MoveTemplate, WellnessTipContent } from "./schema";
import { everyStageOf, NEWBORN_WEEKS } from "./stages";

const activity = [SOURCES.acogExercise, SOURCES.whoActivity];

const TEN_MINUTES = {
  id: "ten-minute-move",
  category: "workout",
  title: "Ten minutes counts",
  action: "Press play on {workout}: about {minutes} minutes, chosen for your stage.",
} as const;

/**
 * "Ten minutes counts", in words for each stage: the weekly target she hears is the one written
 * for her (none in the first weeks after birth, when the way back is little and often).
 */
export const TEN_MINUTE_MOVES: MoveTemplate[] = [
  {
    ...TEN_MINUTES,
    stages: [...everyStageOf("ttc", "toddler"), "postpartum-3-6m", "postpartum-6-12m", "postpartum-12m+"],
    description:
      "Short sessions add up. The WHO suggests at least 150 minutes of moderate movement a week for adults, and ten minutes at a time is a gentle way to get there.",
    benefit: "A little movement lifts energy and mood, and makes the next session easier to start.",
    sources: [SOURCES.whoActivity],
  },
  {
    ...TEN_MINUTES,
    stages: everyStageOf("pregnant"),
    description:
      "Short sessions add up. ACOG and the WHO suggest about 150 minutes of moderate movement a week in pregnancy, and ten minutes at a time is a gentle way to get there.",
    benefit: "A little movement lifts energy and mood, and makes the next session easier to start.",
    sources: activity,
  },
  {
    ...TEN_MINUTES,
    stages: NEWBORN_WEEKS,
    description:
      "In the first weeks after birth, little and often is the way back: a few gentle minutes count, and you can add a little more each week as you feel ready.",
    benefit: "Gentle movement helps you heal, lifts your mood and makes the next session easier to start.",
    sources: [SOURCES.nhsPostPregnancyBody, SOURCES.acogExercise],
  },
];

export const MOVE_TIPS: WellnessTipContent[] = [
  {
    id: "fertility-flow-yoga-session",
    category: "workout",
    title: "Unroll the mat",
    description:
      "A slow yoga flow is a kind way to move while you try to conceive. Regular moderate activity supports a healthy weight and steadier mood, both of which help when you're planning a pregnancy.",
    action: "Do Fertility Flow Yoga at a pace that feels easy to breathe through.",
    benefit: "Eases tension in the hips and lower back and gives your mind a break from the countdown.",
    link: "/workouts/fertility-flow-yoga",
    journeys: ["ttc"],
    stages: everyStageOf("ttc"),
    sources: [SOURCES.whoActivity],
  },
  {
    id: "quick-fertility-stretch-break",
    category: "workout",
    title: "A stretch between tasks",
    description:
      "Long stretches of sitting leave hips and shoulders tight. A ten-minute stretch is easy to fit in before work, at lunch or before bed.",
    action: "Take a break for the Quick Fertility Stretch.",
    benefit: "Less stiffness, and a moment that's only about you.",
    link: "/workouts/quick-fertility-stretch",
    journeys: ["ttc"],
    stages: everyStageOf("ttc"),
    sources: [SOURCES.whoActivity],
  },
  {
    id: "walk-and-breathe-outside",
    category: "workout",
    title: "Walk it off",
    description:
      "Brisk walking is moderate exercise that almost anyone can do. Pairing it with slow breathing turns it into stress relief as well.",
    action: "Head out for the Walk and Breathe session.",
    benefit: "Fresh air, daylight and a calmer head.",
    link: "/workouts/walk-and-breathe",
    journeys: ["ttc"],
    stages: everyStageOf("ttc"),
    sources: [SOURCES.whoActivity],
  },
  {
    id: "stress-release-breathwork-session",
    category: "workout",
    title: "Breathe the week out",
    description:
      "Trying to conceive can be stressful month after month. Slow breathing with a longer out-breath is one of the simplest ways to settle your body's stress response.",
    action: "Follow the Stress Release Breathwork session, sitting comfortably.",
    benefit: "A calmer body and a few quiet minutes in a busy day.",
    link: "/workouts/stress-release-breathwork",
    journeys: ["ttc"],
    stages: everyStageOf("ttc"),
    sources: [SOURCES.nhsBreathing],
  },
  {
    id: "prenatal-yoga-session",
    category: "workout",
    title: "Make room to breathe",
    description:
      "Prenatal yoga keeps you mobile as your body changes and practices the slow breathing that helps in labor. Every pose in Bloom's session is safe for pregnancy.",
    action: "Do Prenatal Yoga, skipping anything that doesn't feel right today.",
    benefit: "Looser hips and back, better balance and a calmer mind.",
    link: "/workouts/prenatal-yoga",
    journeys: ["pregnant"],
    stages: everyStageOf("pregnant"),
    sources: [SOURCES.acogExercise, SOURCES.nhsExercisePregnancy],
  },
  {
    id: "pregnancy-walk",
    category: "workout",
    title: "A walk for two",
    description:
      "Walking is one of the safest and most useful exercises in pregnancy. A pace where you can still hold a conversation is about right.",
    action: "Go for the Pregnancy Walking Workout, with water and comfortable shoes.",
    benefit: "Supports healthy weight gain, steadier blood sugar and better sleep.",
    link: "/workouts/pregnancy-walking-workout",
    journeys: ["pregnant"],
    stages: everyStageOf("pregnant"),
    sources: [SOURCES.acogExercise, SOURCES.nhsExercisePregnancy],
  },
  {
    id: "prenatal-pelvic-floor-session",
    category: "workout",
    title: "Your pelvic floor, daily",
    description:
      "The NHS suggests pelvic floor exercises every day in pregnancy: they carry the weight of your growing baby and help prevent leaking, during pregnancy and after the birth.",
    action: "Do the Prenatal Pelvic Floor session, sitting or standing.",
    benefit: "Stronger support now and a quicker recovery after birth.",
    link: "/workouts/prenatal-pelvic-floor",
    journeys: ["pregnant"],
    stages: everyStageOf("pregnant"),
    sources: [SOURCES.nhsPelvicFloor, SOURCES.nhsExercisePregnancy],
  },
  {
    id: "prenatal-back-care-session",
    category: "workout",
    title: "Be kind to your back",
    description:
      "Back pain is common in pregnancy as your body changes and your posture shifts. Gentle mobility and strengthening through the day can ease it.",
    action: "Work through Prenatal Back Care, moving slowly and within comfort.",
    benefit: "Less back ache and easier everyday movement.",
    link: "/workouts/prenatal-back-care",
    journeys: ["pregnant"],
    stages: everyStageOf("pregnant"),
    sources: [SOURCES.nhsExercisePregnancy],
  },
  {
    id: "breathing-for-birth-practice",
    category: "workout",
    title: "Practice for the big day",
    description:
      "Slow, steady breathing is a skill: the more you practice it now, the easier it is to reach for during labor.",
    action: "Practice Breathing for Birth, sitting upright or on your side.",
    benefit: "Confidence and calm to take into labor.",
    link: "/workouts/breathing-for-birth",
    journeys: ["pregnant"],
    stages: everyStageOf("pregnant"),
    sources: [SOURCES.nhsBreathing],
  },
  {
    id: "first-weeks-pelvic-floor-session",
    category: "workout",
    title: "Gentle first steps",
    description:
      "In the first weeks after birth, breathing and pelvic floor exercises are the place to start. The NHS suggests beginning them as soon as you feel able, little and often.",
    action: "Do First Weeks Breathing and Pelvic Floor, lying on your side or sitting.",
    benefit: "Starts your pelvic floor's recovery and helps you rest.",
    link: "/workouts/first-weeks-breathing-and-pelvic-floor",
    journeys: ["postpartum"],
    stages: everyStageOf("postpartum"),
    sources: [SOURCES.nhsPelvicFloor, SOURCES.nhsPostPregnancyBody],
  },
  {
    id: "gentle-postnatal-walk-outside",
    category: "workout",
    title: "Fresh air, gently",
    description:
      "A short, easy walk is usually fine soon after birth if you feel well. Start small and add a few minutes each week.",
    action: "Take the Gentle Postnatal Walk, stopping if bleeding gets heavier or anything hurts.",
    benefit: "Daylight for mood and sleep, and gently rebuilt stamina.",
    link: "/workouts/gentle-postnatal-walk",
    journeys: ["postpartum"],
    stages: everyStageOf("postpartum"),
    sources: [SOURCES.nhsPostPregnancyBody, SOURCES.acogExercise],
  },
  {
    id: "newborn-days-mobility-session",
    aboutBaby: true,
    category: "workout",
    title: "Ease the newborn hunch",
    description:
      "Feeding, rocking and carrying round your shoulders forward all day. A few gentle moves undo some of that stiffness.",
    action: "Do Newborn Days Gentle Mobility, using a chair for support.",
    benefit: "Looser neck and shoulders and easier feeds.",
    link: "/workouts/newborn-days-gentle-mobility",
    journeys: ["postpartum"],
    stages: everyStageOf("postpartum"),
    sources: [SOURCES.nhsPostPregnancyBody],
  },
  {
    id: "feeding-posture-relief-session",
    aboutBaby: true,
    category: "workout",
    title: "Undo the feeding slump",
    description:
      "Hours of feeding can leave your upper back and neck sore. Eight minutes of gentle stretches between feeds can help.",
    action: "Do Feeding Posture Relief after your next feed.",
    benefit: "Less neck and upper back ache.",
    link: "/workouts/feeding-posture-relief",
    journeys: ["postpartum"],
    stages: everyStageOf("postpartum"),
    sources: [SOURCES.nhsPostPregnancyBody],
  },
  {
    id: "postpartum-core-session",
    category: "workout",
    title: "Rebuild from the inside",
    description:
      "Once your postnatal check has cleared you, gentle deep-core work helps your tummy muscles recover before any crunches or planks.",
    action: "Do Postpartum Core, breathing out as you draw your tummy in.",
    benefit: "A stronger, better-supported middle for lifting and carrying.",
    link: "/workouts/postpartum-core",
    journeys: ["postpartum"],
    stages: everyStageOf("postpartum"),
    sources: [SOURCES.acogExercise, SOURCES.nhsPostPregnancyBody],
  },
  {
    id: "postpartum-yoga-flow-session",
    category: "workout",
    title: "Stretch, strengthen, breathe",
    description:
      "A few months after birth, a gentle yoga flow brings strength and stretch together, and gives you a quiet half hour of your own.",
    action: "Do the Postpartum Yoga Flow when you can find half an hour.",
    benefit: "Strength, flexibility and calm in one session.",
    link: "/workouts/postpartum-yoga-flow",
    journeys: ["postpartum"],
    stages: everyStageOf("postpartum"),
    sources: [SOURCES.acogExercise],
  },
  {
    id: "stroller-walk-intervals-session",
    aboutBaby: true,
    category: "workout",
    title: "Pick up the pace",
    description:
      "Once walking feels easy, short faster stretches with the stroller raise your heart rate without any jumping.",
    action: "Try Stroller Walk Intervals on your next outing.",
    benefit: "Fitness, fresh air and a baby who often falls asleep.",
    link: "/workouts/stroller-walk-intervals",
    journeys: ["postpartum", "toddler"],
    stages: everyStageOf("postpartum", "toddler"),
    sources: [SOURCES.acogExercise, SOURCES.whoActivity],
  },
  {
    id: "back-saver-mobility-session",
    aboutBaby: true,
    category: "workout",
    title: "Lift without the ache",
    description:
      "Lifting a growing child out of cots, car seats and baths is hard on the back. Mobility work keeps those movements comfortable.",
    action: "Do Back Saver Mobility today.",
    benefit: "A looser back and hips for all the lifting ahead.",
    link: "/workouts/back-saver-mobility",
    journeys: ["postpartum", "toddler"],
    stages: everyStageOf("postpartum", "toddler"),
    sources: [SOURCES.whoActivity],
  },
  {
    id: "nap-time-strength-session",
    category: "workout",
    title: "Strong for nap time",
    description:
      "The WHO suggests muscle-strengthening on two or more days a week. A nap-time session keeps you strong for lifting a toddler all day.",
    action: "Do Nap Time Strength during the next nap.",
    benefit: "Stronger legs, back and arms for everyday carrying.",
    link: "/workouts/nap-time-strength",
    journeys: ["toddler"],
    stages: everyStageOf("toddler"),
    sources: [SOURCES.whoActivity],
  },
  {
    id: "playground-cardio-session",
    category: "workout",
    title: "Make the playground yours",
    description: "While they climb and swing, you can move too: the playground is a ready-made circuit.",
    action: "Try Playground Cardio on your next trip to the park.",
    benefit: "A workout that doesn't need childcare.",
    link: "/workouts/playground-cardio",
    journeys: ["toddler"],
    stages: everyStageOf("toddler"),
    sources: [SOURCES.whoActivity],
  },
  {
    id: "mom-and-me-yoga-session",
    category: "workout",
    title: "Yoga with a sidekick",
    description: "Little ones love to copy. A short yoga session together counts for both of you.",
    action: "Roll out a mat for Mom and Me Yoga and invite your toddler to join.",
    benefit: "Movement, giggles and a calmer afternoon.",
    link: "/workouts/mom-and-me-yoga",
    journeys: ["toddler"],
    stages: everyStageOf("toddler"),
    sources: [SOURCES.whoActivity],
  },
  {
    id: "quick-toddler-mom-stretch-session",
    category: "workout",
    title: "Eight minutes to reset",
    description: "When the day has been all chasing and carrying, a quick stretch helps you reset.",
    action: "Do the Quick Toddler Mom Stretch before bed.",
    benefit: "Less stiffness and a calmer end to the day.",
    link: "/workouts/quick-toddler-mom-stretch",
    journeys: ["toddler"],
    stages: everyStageOf("toddler"),
    sources: [SOURCES.whoActivity],
  },
];
