import { SOURCES, type Source } from "../sources";

/**
 * What Bloom says when a mother describes an urgent warning sign or thoughts of harming herself or
 * her baby: the action first, in a few plain sentences, no coaching. Written for Bloom from CDC
 * "Hear Her" (seek care now; tell them you are pregnant or were pregnant in the last year), AWHONN
 * POST-BIRTH (call 911 for chest pain, obstructed breathing, seizures, thoughts of hurting
 * yourself or someone else; call your provider for the others; say "I had a baby on <date>"),
 * the 988 Suicide & Crisis Lifeline and HRSA's National Maternal Mental Health Hotline.
 */

export interface HelpLine {
  name: string;
  /** The number as she reads it. */
  display: string;
  /** For `tel:` links. */
  tel: string;
  /** For `sms:` links, when the line takes texts. */
  sms?: string;
  about: string;
}

export const HELP_LINES = {
  emergency: {
    name: "Emergency services",
    display: "911",
    tel: "911",
    about: "For an emergency, any time.",
  },
  crisis: {
    name: "988 Suicide & Crisis Lifeline",
    display: "988",
    tel: "988",
    sms: "988",
    about: "Call or text, any time of day or night. Free and confidential.",
  },
  maternalHotline: {
    name: "National Maternal Mental Health Hotline",
    display: "1-833-852-6262 (1-833-TLC-MAMA)",
    tel: "+18338526262",
    sms: "+18338526262",
    about:
      "Call or text, 24 hours a day, free and confidential, in English and Spanish. For mothers and families before and after a baby arrives.",
  },
} as const satisfies Record<string, HelpLine>;

export const URGENT_HELP = {
  /** POST-BIRTH's "call 911" signs: chest pain, trouble breathing, seizures. */
  emergency: {
    heading: "Call 911 now",
    lead: "What you describe can be a medical emergency. Call 911, or have someone take you to the emergency room right away. Please don't drive yourself.",
  },
  provider: {
    heading: "Call your doctor or midwife now",
    lead: "What you describe can be a warning sign that needs care today. Call your doctor, midwife or maternity unit now, rather than waiting for your next appointment.",
    fallback: "If you can't reach them, or you feel worse, call 911 or go to the emergency room.",
  },
  tellThem: {
    heading: "When you call, say",
    pregnant: "“I am pregnant.”",
    pregnantDue: "“I am pregnant. My baby is due on {date}.”",
    postpartum: "“I gave birth on {date}.”",
    postpartumNoDate: "“I gave birth on …” and the date, if it was in the last year.",
    unknown: "If you are pregnant, or gave birth in the last year, say so first, and the date.",
    signs: "Then tell them what you told us:",
  },
  selfHarm: {
    heading: "Call or text 988 now",
    lead: "You don't have to carry these thoughts alone. They can come to any mother, they are not your fault, and with help they get better.",
    danger: "If you or your baby are in danger right now, call 911.",
    baby: "If you are afraid you might hurt your baby, lay your baby down somewhere safe, like the crib, step into another room, and call.",
    hotline:
      "To talk with someone who understands pregnancy and new motherhood, call or text the National Maternal Mental Health Hotline.",
  },
  /**
   * The same help when the reader heard thoughts of harm only faintly (`SafetyFinding.checkIn`):
   * asked, not told, because most such notes are ordinary ones; 988 is offered all the same.
   */
  selfHarmCheck: {
    heading: "Checking in, just in case",
    lead: "Are you having thoughts of harming yourself or your baby? If you are, you don't have to carry them alone. They can come to any mother, they are not your fault, and with help they get better. Call or text 988, any time.",
  },
  compact: {
    emergency: "This can be an emergency.",
    provider: "This can be a warning sign. If you can't reach your doctor or midwife, call 911.",
    selfHarm: "You don't have to face this alone.",
    selfHarmCheck:
      "If you're having thoughts of harming yourself or your baby, you don't have to face them alone.",
  },
  /**
   * The coach's answer to a health worry it has no entry for, and to one beside a question it can
   * answer: when to call, then an offer to hear more (never an unrelated entry).
   */
  safetyNet: {
    lead: "I want to make sure you're safe first.",
    provider:
      "If this is new, severe or getting worse, call your doctor or midwife today, and tell them if you are pregnant or had a baby in the last year.",
    emergency:
      "Call 911 for chest pain, trouble breathing, a seizure or fainting. If you have thoughts of harming yourself or your baby, call or text 988.",
    more: "Can you tell me more: what is happening, when it started, and how bad it is?",
  },
  outsideUs: "Outside the US, call your local emergency number.",
  notADoctor: "Bloom can't examine you. These numbers reach people who can.",
  sourcesHeading: "Sources",
  sources: [
    SOURCES.cdcHearHer,
    SOURCES.awhonnPostBirth,
    SOURCES.samhsa988,
    SOURCES.hrsaMaternalHotline,
  ] as Source[],
} as const;

/** The self-harm help's words for this finding: asked rather than told when it is a check-in. */
export function selfHarmHelp(checkIn: boolean | undefined) {
  return checkIn ? { ...URGENT_HELP.selfHarm, ...URGENT_HELP.selfHarmCheck } : URGENT_HELP.selfHarm;
}
