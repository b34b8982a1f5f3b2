import { HELP_LINES } from "./safety/urgent-help";
import { SOURCES, type Source } from "./sources";

/**
 * What Bloom says, right after she logs a low mood, when nothing she wrote is an urgent sign (those
 * get the safety module's urgent help instead). Gentle and plain, no coaching: what she may be
 * feeling, when it is time to talk to her doctor or midwife, and who she can call or text today.
 * Written for Bloom from ACOG's "Postpartum Depression" FAQ (baby blues in the first days, gone
 * within about two weeks; depression lasts longer and needs care), NIMH's "Perinatal Depression"
 * (it can begin in pregnancy or after birth; symptoms most of the day, nearly every day, for at
 * least two weeks), the NHS baby blues page, and HRSA's National Maternal Mental Health Hotline.
 * Which lead she reads is chosen in src/shared/mood-care.ts.
 */

export type MoodCareLead = "babyBlues" | "afterBirth" | "pregnancy" | "everyday";
export type MoodCareCaresFor = "herself" | "baby" | "children";

export const MOOD_CARE = {
  heading: "Thank you for telling us how you feel",
  lead: {
    babyBlues:
      "In the first two weeks after birth, many mothers have the baby blues: crying easily, feeling low, anxious or overwhelmed, up and down from one hour to the next. It comes with the huge changes in your body and your sleep, it is not your fault, and it usually passes on its own within about two weeks. Rest, food and someone to talk to all help.",
    afterBirth:
      "The baby blues, the tears and ups and downs of the first days after birth, usually pass within about two weeks. Low moods that last longer, or that start later in the first year, can be postpartum depression. It is common, it is not your fault or a sign you are failing, and it gets better with support and treatment.",
    pregnancy:
      "Low days are common in pregnancy, and depression can begin during pregnancy as well as after birth. It is common, it is not your fault, and it gets better with support and treatment.",
    everyday:
      "Everyone has low days. When they keep coming, it is worth talking to someone. Depression is common, it is not your fault, and it gets better with support and treatment.",
  } satisfies Record<MoodCareLead, string>,
  whenToTalk: {
    heading: "Talk to your doctor or midwife if",
    signs: {
      lowMostDays: "you feel low, sad, empty or hopeless most days for more than two weeks",
      noJoy: "you no longer enjoy things you usually would",
      caring: {
        herself: "you are finding it hard to look after yourself",
        baby: "you are finding it hard to look after yourself or your baby",
        children: "you are finding it hard to look after yourself or your children",
      } satisfies Record<MoodCareCaresFor, string>,
    },
    close: "You can bring it up at any appointment, or call them before your next one.",
  },
  support: {
    heading: "Someone to talk to, today",
    text: "The National Maternal Mental Health Hotline is free and confidential, 24 hours a day, in English and Spanish: call or text 1-833-TLC-MAMA (1-833-852-6262).",
    line: HELP_LINES.maternalHotline,
    callLabel: "Call 1-833-TLC-MAMA",
    textLabel: "Text the hotline",
  },
  ifInDanger: {
    herself:
      "If you ever think about harming yourself, call or text 988 now, or call 911 if you are in danger.",
    baby: "If you ever think about harming yourself or your baby, call or text 988 now, or call 911 if you are in danger.",
    children:
      "If you ever think about harming yourself or someone else, call or text 988 now, or call 911 if you are in danger.",
  } satisfies Record<MoodCareCaresFor, string>,
  sourcesHeading: "Sources",
  sources: [
    SOURCES.acogPostpartumDepression,
    { org: "NIMH", title: "Perinatal Depression" },
    SOURCES.nhsBabyBlues,
    SOURCES.hrsaMaternalHotline,
  ] satisfies Source[],
} as const;
