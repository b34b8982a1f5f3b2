/** Postpartum education: recovery topics. */
import { SOURCES } from "../sources";
import type { PostpartumTopicContent } from "./schema";

export const RECOVERY_TOPICS: PostpartumTopicContent[] = [
  {
    id: "healing-after-birth",
    aboutBaby: false,
    category: "recovery",
    title: "Healing after birth",
    description:
      "What's normal in the first weeks, how to look after stitches or a cesarean wound, and the warning signs that need a call straight away.",
    importance: "high",
    week: 0,
    sources: [
      SOURCES.nhsPostPregnancyBody,
      SOURCES.nhsCaesareanRecovery,
      SOURCES.awhonnPostBirth,
      SOURCES.cdcHearHer,
    ],
    modules: [
      {
        id: "healing-after-birth-lesson",
        type: "lesson",
        title: "What's normal in the first weeks",
        duration: 4,
        content:
          "Your body has done something enormous, and healing takes time. Bleeding from the vagina (lochia) is normal after any birth. It starts heavy and red, then slowly becomes lighter and browner, and usually stops within about six weeks.\n\nIf you had stitches or a tear, keep the area clean by rinsing with warm water and changing pads often. Pouring warm water over the area while you pee can ease stinging. After a cesarean, keep the wound clean and dry, wear loose clothes and avoid heavy lifting until your doctor or midwife says it's fine.\n\nAfterpains (cramps as your womb shrinks) are common in the first days, and can be stronger during breastfeeding. Ask your midwife or pharmacist which pain relief is safe for you, particularly if you are breastfeeding. Rest as much as you can, and accept every offer of help.",
      },
      {
        id: "healing-after-birth-warning-signs",
        type: "checklist",
        title: "Warning signs to know",
        duration: 3,
        content:
          "Most recovery is steady, but some signs need help at once. Read these through now so you know them, and show them to your partner or whoever is with you.\n\nCall your emergency number for chest pain, trouble breathing, a seizure, or thoughts of harming yourself or someone else. Call your doctor or midwife straight away for any of the others.",
        items: [
          "Bleeding that soaks a pad in an hour or less, or clots the size of an egg or bigger",
          "A temperature of 100.4°F (38°C) or higher",
          "A headache that won't go away, or changes in your vision",
          "A red, painful or swollen area on your leg, especially the calf",
          "A wound or stitches that are red, hot, leaking or pulling apart",
          "Foul-smelling discharge from your vagina",
          "Chest pain, trouble breathing or a racing heart",
          "Thoughts of harming yourself or someone else",
        ],
      },
      {
        id: "healing-after-birth-reflection",
        type: "reflection",
        title: "Listening to your body",
        duration: 3,
        content:
          "Take a quiet moment to notice how your body feels today, without judging it. There is no right answer here: these questions are just for you.",
        items: [
          "What feels better than it did a few days ago?",
          "What still hurts or worries you, and who can you ask about it?",
          "What would help you rest a little more this week?",
        ],
      },
    ],
  },
  {
    id: "pelvic-floor-and-core",
    aboutBaby: false,
    category: "recovery",
    title: "Your pelvic floor and core",
    description:
      "Gentle exercises to rebuild the muscles stretched by pregnancy and birth, and what to know about a gap in your tummy muscles (diastasis recti).",
    importance: "high",
    week: 2,
    sources: [SOURCES.nhsPelvicFloor, SOURCES.nhsPostPregnancyBody, SOURCES.acogExercise],
    modules: [
      {
        id: "pelvic-floor-and-core-lesson",
        type: "lesson",
        title: "Why your pelvic floor matters",
        duration: 4,
        content:
          "Your pelvic floor is a hammock of muscles that supports your bladder, bowel and womb. Pregnancy and birth stretch it, so leaking a little when you cough, laugh or sneeze is common at first. Pelvic floor exercises help it recover, and the NHS suggests starting them as soon as you feel able after the birth.\n\nYour tummy muscles also stretch apart during pregnancy. A gap down the middle (diastasis recti) is very common after birth and often narrows on its own over the first months. Gentle deep-core work helps; crunches and sit-ups are best left until the gap has closed and your doctor, midwife or a physiotherapist says they're fine.\n\nIf leaking, a heavy or dragging feeling, or a bulge along your tummy hasn't improved by your postnatal check, mention it: a women's health physiotherapist can help.",
      },
      {
        id: "pelvic-floor-and-core-routine",
        type: "checklist",
        title: "A daily pelvic floor routine",
        duration: 5,
        content: "Do these sitting or lying down at first, little and often. Keep breathing throughout.",
        items: [
          "Squeeze and lift as if stopping wind and a wee at the same time, then let go fully",
          "Slow holds: squeeze and hold for up to 10 seconds, relax, and repeat up to 10 times",
          "Quick squeezes: squeeze and release quickly, up to 10 times",
          "Do a set three times a day, for example at each feed",
          "Breathe out as you draw your lower tummy gently in, then relax",
          "Try the First Weeks Breathing and Pelvic Floor workout in Bloom",
        ],
      },
      {
        id: "pelvic-floor-and-core-reflection",
        type: "reflection",
        title: "Checking in with your body",
        duration: 2,
        content: "Change here is slow and quiet. Noticing it helps you keep going.",
        items: [
          "When in the day can you fit your pelvic floor exercises?",
          "Have you noticed any leaking, heaviness or tummy doming you'd like to ask about?",
          "What do you want to be able to do again, and how will you build up to it?",
        ],
      },
    ],
  },
  {
    id: "postnatal-check-ups",
    aboutBaby: false,
    category: "recovery",
    title: "Your postnatal check-ups",
    description:
      "The care you are offered after birth is for you. What the check-ups cover, and how to make the most of them.",
    importance: "high",
    week: 5,
    sources: [SOURCES.acogPostpartumCare, SOURCES.nhsPostnatalCheck, SOURCES.nicePostnatal],
    modules: [
      {
        id: "postnatal-check-ups-lesson",
        type: "lesson",
        title: "What your check-up is for",
        duration: 3,
        content:
          "ACOG recommends contact with your care provider within the first three weeks after birth, and a full postpartum visit by twelve weeks. In the UK, the NHS offers a check with your GP about six to eight weeks after the birth.\n\nThese visits are for you. They usually cover how you are healing, your bleeding, your mood, your pelvic floor, contraception, and any long-term conditions, such as high blood pressure or diabetes in pregnancy, that need follow-up.\n\nIt's easy to forget what you wanted to ask on the day, so write your questions down beforehand.",
      },
      {
        id: "postnatal-check-ups-questions",
        type: "checklist",
        title: "Things to raise",
        duration: 3,
        content: "Tick off the ones you want to talk about, and take the list with you.",
        items: [
          "How your stitches or cesarean wound are healing",
          "Bleeding, pain or anything that still feels wrong",
          "Your mood, sleep and how you're coping",
          "Leaking, heaviness or pain during sex",
          "Contraception, and how soon another pregnancy would be safe",
          "When you can return to exercise, and to which kind",
          "Follow-up for blood pressure, blood sugar or other conditions from pregnancy",
        ],
      },
      {
        id: "postnatal-check-ups-reflection",
        type: "reflection",
        title: "Speaking up for yourself",
        duration: 2,
        content:
          "Many mothers play down how they feel at check-ups. This is your time, and honest answers get you the right care.",
        items: [
          "Is there anything you've been putting up with that you'd like help with?",
          "Who could come with you, so you don't have to remember everything alone?",
        ],
      },
    ],
  },
];
