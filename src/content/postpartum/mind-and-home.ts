/** Postpartum education: mental health, and home and support. */
import { SOURCES } from "../sources";
import type { PostpartumTopicContent } from "./schema";

export const MENTAL_TOPICS: PostpartumTopicContent[] = [
  {
    id: "baby-blues-and-postnatal-depression",
    aboutBaby: true,
    category: "mental",
    title: "Baby blues and postnatal depression",
    description:
      "How to tell everyday ups and downs from something that needs support, and where to turn. Postnatal depression is common and treatable.",
    importance: "high",
    week: 1,
    sources: [
      SOURCES.nhsBabyBlues,
      SOURCES.nhsPostnatalDepression,
      SOURCES.acogPostpartumDepression,
      SOURCES.cdcPostpartumDepression,
    ],
    modules: [
      {
        id: "baby-blues-lesson",
        type: "lesson",
        title: "Blues, or something more?",
        duration: 4,
        content:
          'In the first days after birth, many mothers feel tearful, anxious or low for no clear reason. These "baby blues" are very common (up to 80% of new mothers, by most estimates) and usually pass within two weeks.\n\nPostnatal (postpartum) depression is different: it lasts longer, or starts later, at any time in the first year. It affects roughly 1 in 10 to 1 in 5 mothers, and it can affect partners too. Signs include a low mood most days, losing interest in things, feeling hopeless or unable to cope, trouble bonding with your baby, and frightening thoughts. Anxiety after birth is just as common and just as treatable.\n\nIt is not a sign of weakness or of being a bad mother. Talking therapies and, when needed, medicine that is safe with breastfeeding help most women recover. The first step is telling someone: your midwife, doctor or health visitor.',
      },
      {
        id: "baby-blues-signs",
        type: "checklist",
        title: "When to talk to someone",
        duration: 2,
        content:
          "If any of these have lasted more than two weeks, tell your doctor, midwife or health visitor. If you have thoughts of harming yourself or your baby, call your emergency number or a crisis line now.",
        items: [
          "Feeling low, empty or tearful most of the day",
          "Losing interest in things you used to enjoy",
          "Feeling anxious, panicky or unable to relax",
          "Trouble sleeping even when your baby sleeps",
          "Feeling you can't look after your baby, or can't bond with them",
          "Pulling away from the people around you",
          "Thoughts that frighten you, including thoughts of harming yourself",
        ],
      },
      {
        id: "baby-blues-reflection",
        type: "reflection",
        title: "How am I, really?",
        duration: 3,
        content: "Be honest with yourself. Nobody else sees this.",
        items: [
          "How would I describe my mood over the last week, in a few words?",
          "What has made me feel even a little better?",
          "Who is one person I could tell if things got harder?",
        ],
      },
    ],
  },
  {
    id: "asking-for-help",
    aboutBaby: true,
    category: "mental",
    title: "Asking for and accepting help",
    description: "Why support matters for your recovery, and practical ways to let people help.",
    importance: "medium",
    week: 3,
    sources: [SOURCES.nhsPostnatalDepression, SOURCES.nicePostnatal],
    modules: [
      {
        id: "asking-for-help-lesson",
        type: "lesson",
        title: "You weren't meant to do this alone",
        duration: 3,
        content:
          'Caring for a newborn is a job for more than one person. Support from partners, family and friends is one of the strongest protections against postnatal depression, and it gives your body the rest it needs to heal.\n\nPeople often want to help but don\'t know how. Specific requests ("could you bring dinner on Thursday?") are easier to say yes to than "let me know if you need anything".\n\nSupport can come from services too: your midwife or health visitor, breastfeeding supporters, local parent groups and helplines.',
      },
      {
        id: "asking-for-help-jobs",
        type: "checklist",
        title: "Jobs someone else can do",
        duration: 2,
        content: "Keep this list on your phone, and hand out a job whenever someone offers.",
        items: [
          "Bring a meal, or fill the freezer",
          "Do a load of washing or a supermarket shop",
          "Hold the baby while you shower, eat or sleep",
          "Take older children out for a few hours",
          "Walk the dog or tidy the kitchen",
          "Come with you to an appointment",
        ],
      },
      {
        id: "asking-for-help-reflection",
        type: "reflection",
        title: "My circle",
        duration: 3,
        content: "Think about the people and services around you.",
        items: [
          "Who has offered help that I haven't yet taken up?",
          "What one thing would make this week easier if someone else did it?",
          "Which local group or service could I try?",
        ],
      },
    ],
  },
];

export const HOME_TOPICS: PostpartumTopicContent[] = [
  {
    id: "visitors-and-rest",
    aboutBaby: true,
    category: "home",
    title: "Visitors and rest at home",
    description:
      "Enjoying the people who want to meet your baby while protecting your rest and your baby's health.",
    importance: "medium",
    week: 0,
    sources: [SOURCES.nicePostnatal, SOURCES.aapBreastfeeding],
    modules: [
      {
        id: "visitors-and-rest-lesson",
        type: "lesson",
        title: "Your home, your rules",
        duration: 3,
        content:
          'Everyone wants to meet the baby, but the first weeks are also when you need the most rest and are learning to feed. It is fine to say "not yet", to keep visits short, or to ask people to come when it suits you.\n\nNewborns catch infections easily. Ask visitors to wash their hands, to stay away if they are unwell or have a cold sore, and not to kiss the baby\'s face. Keep your baby away from cigarette smoke, including smoke on clothes.',
      },
      {
        id: "visitors-and-rest-plan",
        type: "checklist",
        title: "A visiting plan",
        duration: 2,
        content:
          "Decide these together with your partner, so neither of you has to be the bad cop in the moment.",
        items: [
          "Who visits in the first week, and who waits",
          "How long visits last",
          "Hands washed on arrival; nobody unwell visits",
          "Each visitor brings food or does one job",
          "A signal for when you need everyone to leave",
        ],
      },
      {
        id: "visitors-and-rest-reflection",
        type: "reflection",
        title: "What do I need?",
        duration: 2,
        content: "Notice how visits leave you feeling.",
        items: [
          "Which visits left me feeling supported, and which left me drained?",
          "What would I like to say no to this week?",
        ],
      },
    ],
  },
  {
    id: "sharing-the-load",
    aboutBaby: true,
    category: "home",
    title: "Sharing the load at home",
    description:
      "Finding a rhythm for nights, chores and time off that works for your household, and talking about it before resentment builds.",
    importance: "medium",
    week: 6,
    sources: [SOURCES.nhsSleepingBaby, SOURCES.nicePostnatal],
    modules: [
      {
        id: "sharing-the-load-lesson",
        type: "lesson",
        title: "A rhythm, not a timetable",
        duration: 3,
        content:
          "By six weeks, many families are looking for more of a pattern. Babies this young don't follow schedules, but the adults can: who takes which night feed or settle, who does bath time, who gets a lie-in at the weekend.\n\nThe mental load counts too. Remembering appointments, noticing the diapers are running out and planning meals is work, even when it's invisible. Naming it makes it easier to share.\n\nTalk about it at a calm moment, not at 3 a.m., and try a plan for a week before changing it.",
      },
      {
        id: "sharing-the-load-checklist",
        type: "checklist",
        title: "Who does what",
        duration: 3,
        content: "Go through these together and put a name next to each.",
        items: [
          "Night feeds or settles, and who sleeps when",
          "Bath and bedtime",
          "Meals and the food shop",
          "Washing and tidying",
          "Appointments and paperwork",
          "Time off for each of you every week",
        ],
      },
      {
        id: "sharing-the-load-reflection",
        type: "reflection",
        title: "What's working?",
        duration: 2,
        content: "Look back at the last week together.",
        items: [
          "What felt fair, and what didn't?",
          "When did each of us get a real break?",
          "What's one change to try next week?",
        ],
      },
    ],
  },
];
