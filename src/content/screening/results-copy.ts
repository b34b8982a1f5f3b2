/**
 * What Bloom says about a check-in's result, in plain words. Written for Bloom from the published
 * severity bands (PHQ-9: 5, 10, 15, 20; GAD-7: 5, 10, 15), ACOG's advice that a positive screen be
 * followed up by her care team, and HRSA's National Maternal Mental Health Hotline.
 */

export type NextStep = "routine" | "nextVisit" | "soon" | "today";

export const NEXT_STEPS: Record<NextStep, { heading: string; text: string }> = {
  routine: {
    heading: "Keep looking after yourself",
    text: "Your answers don't point to depression or anxiety right now. If that changes, check in again any time, and mention how you feel at your next visit.",
  },
  nextVisit: {
    heading: "Mention it at your next visit",
    text: "Tell your doctor or midwife about these feelings at your next appointment. Show them this result, or your export, so they see what you answered.",
  },
  soon: {
    heading: "Talk to your provider soon",
    text: "Call your doctor or midwife in the next few days, rather than waiting for your next appointment. Depression and anxiety around pregnancy and birth are common and they are treatable.",
  },
  today: {
    heading: "Talk to your provider today",
    text: "Call your doctor or midwife today and tell them your score. If you can't reach them, the maternal mental health hotline below answers any time.",
  },
};

export const SCREENING_COPY = {
  notADiagnosis:
    "This is a screen, not a diagnosis. It asks about the last two weeks, and only your doctor or midwife can tell you what it means for you. A low score doesn't mean you have to feel fine, and a high one doesn't mean something is wrong with you as a mother.",
  hotlineLead: "For support any time, call or text the National Maternal Mental Health Hotline:",
  hotlineNumber: "1-833-TLC-MAMA (1-833-852-6262)",
  hotlineAbout: "Free, confidential, 24 hours a day, in English and Spanish.",
  private:
    "Your answers are yours alone: they are not shared, not used for points or suggestions, and you can delete each one. They go into your appointment report or standard (FHIR) export only if you tick them there.",
  offerHeading: "A two-minute check-in on how you have been",
  offerText:
    "Feelings can change a lot around pregnancy and birth. Two short questions help you notice how you have been, and give you something your doctor or midwife recognizes.",
  /** After a pregnancy loss: the same offer, with no word of pregnancy or birth. */
  offerTextNeutral:
    "Two short questions help you notice how you have been, and give you something your doctor or midwife recognizes.",
  skip: "Not now",
  skipped: "No problem. You can check in any time from the Wellness page.",
  phq2Positive:
    "Thank you. Your answers suggest a few more questions could help. It takes about two minutes, and you can stop at any point.",
  gadInvite: "Would you like to answer seven questions about worry and anxiety too?",
  noteLabel: "Anything else you want to say? (optional)",
  trendHeading: "Mood and anxiety screening",
  trendEmpty: "No check-ins yet. When you answer one, your results appear here.",
} as const;

/** Plain words for a band; the published label follows in brackets on the results screen. */
export const BAND_WORDS = {
  phq2: { negative: "Below the cut-off", positive: "Above the cut-off" },
  phq9: {
    minimal: "Few or no signs of depression",
    mild: "Mild signs of depression",
    moderate: "Moderate signs of depression",
    moderatelySevere: "Moderately severe signs of depression",
    severe: "Severe signs of depression",
  },
  gad7: {
    minimal: "Few or no signs of anxiety",
    mild: "Mild signs of anxiety",
    moderate: "Moderate signs of anxiety",
    severe: "Severe signs of anxiety",
  },
} as const;
