import { PREMIUM_IN_A_SENTENCE } from "../premium";
import type { Article } from "./types";

/** The "About Bloom" page (/about), linked from the home page's Learn More and Learn Our Story. */
export const ABOUT: Article = {
  slug: "about",
  title: "About Bloom",
  summary:
    "Bloom is a wellness companion for every stage of motherhood, from trying to conceive to the toddler years, built on real data, privacy and safety.",
  sections: [
    {
      id: "what-is-bloom",
      heading: "What Bloom is",
      paragraphs: [
        "Bloom is a wellness app for mothers and women preparing for motherhood. It brings movement, nutrition, rest and emotional wellbeing together in one place, and adjusts what it shows you to the stage you are at.",
        "Motherhood changes quickly. What is right for your body at 10 weeks pregnant is different from what helps at 10 weeks postpartum, or when you are chasing a two-year-old. Bloom is built around that idea: the right support, at the right time, without the guesswork.",
      ],
    },
    {
      id: "who-its-for",
      heading: "Who Bloom is for",
      paragraphs: [
        "Bloom is for mothers and women preparing for motherhood. If you would rather not say where you are, Bloom shows you general wellness content instead.",
        "Bloom supports four journeys. You choose yours when you sign up and can change it whenever your life does:",
      ],
      bullets: [
        "Trying to conceive: cycle tools, nutrition and gentle support through the waiting and the hoping.",
        "Pregnant: trimester-aware workouts, pregnancy tools and guidance as your baby grows.",
        "Postpartum: step-by-step recovery, from the first weeks after birth to rebuilding strength.",
        "Toddler years: energy, balance and time for yourself while keeping up with a little one.",
      ],
    },
    {
      id: "what-bloom-does",
      heading: "What Bloom does",
      paragraphs: ["Inside Bloom you will find:"],
      bullets: [
        "Workouts filtered by your stage, with safety modifications built in, and plans that fit the time you have.",
        "Wellness tracking for mood, energy, stress, sleep, self-care and hydration, with charts that show your own patterns over time.",
        "Mood check-ins with the PHQ-2, PHQ-9 and GAD-7, the published questionnaires clinicians use to screen for depression and anxiety, offered in pregnancy, around week 28, at 2 and 6 weeks after birth and monthly through the first year. You see your score, what it means and what to do next. They are a screen, not a diagnosis.",
        "Recipes and meal plans for each stage, with nutrition worked out from USDA food composition data.",
        'A food calorie checker: a photo of your meal is analyzed on Bloom\'s server by a detector that knows ten common foods; once you are signed in, Bloom also learns your own meals from the photos you log and asks "Looks like your usual …?" the next time (you confirm with one tap); anything else you can describe in words or search for by name. The calories and macronutrients are an estimate, not an exact measurement, and we say so.',
        "A wellness coach chat that answers from checked sources, and a weekly check-in.",
        "Courses and challenges, such as the 30 Days Glow Up Challenge, with day-by-day guidance and progress tracking.",
        `A moderated community where mothers at the same stage share and ask questions, with a weekly thread for each stage from the Bloom team. Any member can read it. ${PREMIUM_IN_A_SENTENCE}`,
        "Bloom on your phone: add it to your home screen, and it opens without a signal, showing what it last synced and keeping what you log (a mood, a temperature, a kick count, a journal entry) until it can send it. Reminders you choose, such as your morning temperature or an evening check-in, come as notifications or by email, and none is on until you turn it on.",
      ],
    },
    {
      id: "real-data",
      heading: "Real data, not invented numbers",
      paragraphs: [
        "Every number Bloom shows you should mean something. Your wellness score, charts and predictions are calculated from what you have actually logged. Nutrition figures come from published food composition data rather than guesses. When something is an estimate, such as a calorie count from a photo, we label it clearly.",
        "If we do not have enough information to tell you something, we would rather say so than fill the gap with a made-up figure.",
      ],
    },
    {
      id: "privacy",
      heading: "Your health data is yours",
      paragraphs: [
        "Cycles, pregnancy details, moods, sleep and progress photos are some of the most personal things you can record. Bloom stores them for your account only. We never sell them, never use them for advertising, and never show them to anyone else.",
        "Bloom loads no third-party trackers, analytics scripts or outside fonts. Progress photos are re-encoded to remove hidden location data. You can export everything, or delete your account, from your profile page whenever you like. There you can also print a report for your midwife, bring your history over from Clue, Flo or Apple Health, and give your midwife or partner a read-only link to what you choose, which you can turn off at any time.",
      ],
    },
    {
      id: "safety",
      heading: "Safety first, and not a substitute for your care team",
      paragraphs: [
        "Our workouts follow stage-aware safety rules. For example, after about 20 weeks of pregnancy we leave out exercises that have you lying flat on your back, and if you have diastasis recti (a separation of the tummy muscles) we leave out crunches and other moves that push the tummy outward.",
        "Bloom offers general wellness information. It is not medical advice, and it is not a substitute for your doctor, midwife or other health professionals. Please check with them before starting a new exercise or nutrition routine, and listen to your body.",
        "If something feels wrong, such as heavy bleeding, chest pain, or a severe headache with changes in your vision, contact a doctor or emergency care straight away. If you are having thoughts of harming yourself or your baby, call your local emergency number or a crisis line in your country now.",
      ],
    },
  ],
};
