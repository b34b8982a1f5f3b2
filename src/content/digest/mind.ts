/** Mind: mindfulness and sleep tips, linked to Bloom's wellness guides or a calming workout. */
import { SOURCES } from "../sources";
import type { WellnessTipContent } from "./schema";

const EVERYONE = ["ttc", "pregnant", "postpartum", "toddler"] as const;

export const MINDFULNESS_TIPS: WellnessTipContent[] = [
  {
    id: "five-slow-breaths",
    category: "mindfulness",
    title: "Five slow breaths",
    description:
      "Breathing in through your nose and out slowly through your mouth, a little longer out than in, is one of the quickest ways to calm a racing body.",
    action: "Before you pick up your phone next, take five slow breaths.",
    benefit: "A calmer body in under a minute.",
    link: "/wellness/mindfulness",
    journeys: [...EVERYONE],
    sources: [SOURCES.nhsBreathing],
  },
  {
    id: "one-good-thing",
    category: "mindfulness",
    title: "One good thing",
    description:
      "Noticing what went well, however small, gently trains your attention towards the good parts of a hard day.",
    action: "Tonight, write down one thing that went well today.",
    benefit: "A kinder end to the day and a record to look back on.",
    link: "/wellness/self-care",
    journeys: [...EVERYONE],
    sources: [SOURCES.nhsMindfulness],
  },
  {
    id: "three-things-you-notice",
    category: "mindfulness",
    title: "Come back to now",
    description:
      "Mindfulness means paying attention to the present moment. Naming what your senses notice is an easy way in when your mind is busy.",
    action: "Pause and name three things you can see, two you can hear and one you can feel.",
    benefit: "A break from worrying about what's next.",
    link: "/wellness/mindfulness",
    journeys: [...EVERYONE],
    sources: [SOURCES.nhsMindfulness],
  },
  {
    id: "step-back-from-the-wait",
    category: "mindfulness",
    title: "Step back from the wait",
    description:
      "The days before a test can fill your head. Planning something you enjoy for those days gives your mind somewhere else to go.",
    action: "Put one small, nice thing in your diary for this week.",
    benefit: "Something to look forward to, whatever the result.",
    link: "/wellness/self-care",
    journeys: ["ttc"],
    sources: [SOURCES.nhsMindfulness],
  },
  {
    id: "moment-with-your-bump",
    category: "mindfulness",
    title: "A moment with your bump",
    description:
      "A few quiet minutes with your hands on your bump is a simple way to rest and to feel close to your baby.",
    action: "Sit comfortably for three minutes, hands on your bump, breathing slowly.",
    benefit: "A calm pause and a moment of connection.",
    link: "/wellness/mindfulness",
    journeys: ["pregnant"],
    sources: [SOURCES.nhsMindfulness],
  },
  {
    id: "lower-the-bar",
    category: "mindfulness",
    title: "Good enough is good enough",
    description:
      "With a new baby, a day where everyone is fed and cared for is a success. Letting the rest wait is not failing.",
    action: "Cross one thing off today's list that can wait until next week.",
    benefit: "Less pressure and more room to rest.",
    link: "/wellness/self-care",
    journeys: ["postpartum"],
    sources: [SOURCES.nhsPostnatalDepression],
  },
  {
    id: "pause-before-reacting",
    category: "mindfulness",
    title: "A pause before the reply",
    description:
      "Toddler tantrums test everyone. One slow breath before you respond gives you a moment to choose how.",
    action: "Next time tempers rise, breathe out slowly once before you speak.",
    benefit: "Calmer moments for both of you.",
    link: "/wellness/mindfulness",
    journeys: ["toddler"],
    sources: [SOURCES.nhsBreathing],
  },
  {
    id: "reach-out-to-someone",
    category: "mindfulness",
    title: "Reach out to one person",
    description:
      "Your last check-in said your mood is low. Talking to someone you trust helps. If low mood lasts more than two weeks, or you have thoughts of harming yourself, please talk to your doctor or midwife, or call your local emergency number.",
    action: "Send a message or make a call to someone you trust today.",
    benefit: "You don't have to carry it alone.",
    link: "/wellness/self-care",
    journeys: [...EVERYONE],
    trigger: "low-mood",
    sources: [SOURCES.nhsPostnatalDepression, SOURCES.cdcPostpartumDepression],
  },
  {
    id: "baby-blues-or-more",
    category: "mindfulness",
    title: "Be gentle with yourself",
    description:
      "Your last check-in said your mood is low. Tearful, up-and-down days are common in the first two weeks after birth. If the low mood lasts longer, comes back or feels heavy, tell your midwife, doctor or health visitor: postnatal depression is common and treatable.",
    action: "Tell one person how you're really feeling today.",
    benefit: "Support starts with someone knowing.",
    link: "/wellness/self-care",
    journeys: ["postpartum"],
    trigger: "low-mood",
    sources: [SOURCES.nhsBabyBlues, SOURCES.acogPostpartumDepression],
  },
  {
    id: "longer-breath-out",
    category: "mindfulness",
    title: "Breathe out longer",
    description:
      "Your last check-in said your stress is high. Breathing in for a count of four and out for a count of six slows your heart and tells your body it is safe.",
    action: "Sit down and do five rounds of in for four, out for six.",
    benefit: "Stress eases, often within a couple of minutes.",
    link: "/wellness/mindfulness",
    journeys: [...EVERYONE],
    trigger: "high-stress",
    sources: [SOURCES.nhsBreathing],
  },
  {
    id: "ten-minutes-off-duty",
    category: "mindfulness",
    title: "Ten minutes off duty",
    description:
      "Your last check-in said your stress is high. Ten minutes when someone else is in charge, or the little one is safe and settled, is a real break.",
    action: "Ask for or plan ten minutes today that are only yours.",
    benefit: "A reset that helps you come back calmer.",
    link: "/wellness/self-care",
    journeys: [...EVERYONE],
    trigger: "high-stress",
    sources: [SOURCES.nhsMindfulness],
  },
];

export const SLEEP_TIPS: WellnessTipContent[] = [
  {
    id: "wind-down-routine",
    category: "sleep",
    title: "Wind down on purpose",
    description:
      "A short, regular routine before bed, like dimming lights, a warm drink and a few pages of a book, tells your body that sleep is coming.",
    action: "Start winding down 30 minutes before you plan to sleep tonight.",
    benefit: "Falling asleep more easily.",
    link: "/wellness/sleep-strategies",
    journeys: [...EVERYONE],
    sources: [SOURCES.nhsSleepTiredness, SOURCES.cdcSleep],
  },
  {
    id: "screens-down",
    category: "sleep",
    title: "Screens down, lights low",
    description:
      "Bright screens late at night keep the brain alert. Putting the phone away a little earlier helps.",
    action: "Charge your phone outside the bedroom, or out of reach, tonight.",
    benefit: "Better quality sleep in the hours you get.",
    link: "/wellness/sleep-strategies",
    journeys: [...EVERYONE],
    sources: [SOURCES.nhsSleepTiredness],
  },
  {
    id: "sleep-on-your-side",
    category: "sleep",
    title: "Settle on your side",
    description:
      "From 28 weeks, the NHS advises going to sleep on your side rather than your back. A pillow between your knees and one under your bump can make it comfortable.",
    action: "Set up your pillows tonight, then try the Pregnancy Evening Wind-Down.",
    benefit: "Safer sleep for your baby and a more comfortable night for you.",
    link: "/workouts/pregnancy-evening-wind-down",
    journeys: ["pregnant"],
    sources: [SOURCES.nhsSleepTiredness],
  },
  {
    id: "share-the-nights",
    category: "sleep",
    title: "Share the nights",
    description:
      "Broken sleep is part of the newborn months, but it doesn't all have to be yours. Taking turns with a partner or helper gives each of you one longer stretch.",
    action: "Agree tonight who takes which feed or settle.",
    benefit: "One longer block of sleep, which restores more than several short ones.",
    link: "/wellness/sleep-strategies",
    journeys: ["postpartum"],
    sources: [SOURCES.nhsSleepingBaby, SOURCES.nhsSleepTiredness],
  },
  {
    id: "same-bedtime-for-you",
    category: "sleep",
    title: "A bedtime for you too",
    description:
      "You probably keep a steady bedtime for your little one. A regular one for you helps your body clock in the same way.",
    action: "Pick a bedtime for tonight and set a gentle reminder 30 minutes before it.",
    benefit: "More regular, more refreshing sleep.",
    link: "/wellness/sleep-strategies",
    journeys: ["ttc", "toddler"],
    sources: [SOURCES.cdcSleep],
  },
  {
    id: "rest-after-short-nights",
    category: "sleep",
    title: "Short nights add up",
    description:
      "You've slept under 7 hours three nights running, and the CDC recommends at least 7 for adults. Tiredness builds over several nights, so today is a day to protect rest.",
    action: "Lie down for 20 minutes today, and go to bed 30 minutes earlier tonight.",
    benefit: "Paying back a little of the sleep you've missed.",
    link: "/wellness/sleep-strategies",
    journeys: [...EVERYONE],
    trigger: "short-sleep",
    sources: [SOURCES.cdcSleep, SOURCES.nhsSleepTiredness],
  },
  {
    id: "nap-when-baby-naps",
    category: "sleep",
    title: "Rest when the baby sleeps",
    description:
      "You've slept under 7 hours three nights running. With a baby, nights are rarely long: the chores can wait while you rest during one of the baby's naps today.",
    action: "At the next nap, lie down too, even if you don't fall asleep.",
    benefit: "Rest that takes the edge off a short night.",
    link: "/wellness/sleep-strategies",
    journeys: ["postpartum"],
    trigger: "short-sleep",
    sources: [SOURCES.nhsSleepingBaby, SOURCES.nhsSleepTiredness],
  },
  {
    id: "comfort-for-pregnancy-sleep",
    category: "sleep",
    title: "Make your bed work for you",
    description:
      "You've slept under 7 hours three nights running. Heartburn, a busy bladder and a growing bump all get in the way: propping yourself up, drinking more earlier in the day and a side-sleeping setup can help.",
    action: "Do the Pregnancy Evening Wind-Down and get into bed 30 minutes earlier tonight.",
    benefit: "A better chance of a longer night.",
    link: "/workouts/pregnancy-evening-wind-down",
    journeys: ["pregnant"],
    trigger: "short-sleep",
    sources: [SOURCES.nhsSleepTiredness],
  },
];
