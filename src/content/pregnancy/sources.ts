import type { Source } from "../sources";

/** The guidance Bloom's week-by-week pregnancy content draws on. */
export const PREGNANCY_SOURCES = {
  acogFetusGrows: { org: "ACOG", title: "How Your Fetus Grows During Pregnancy (patient FAQ)" },
  nihFetalDevelopment: { org: "NIH", title: "MedlinePlus: Fetal development" },
  nhsWeekByWeek: { org: "NHS", title: "Week-by-week guide to pregnancy" },
  nhsCommonProblems: { org: "NHS", title: "Common health problems in pregnancy" },
  acogMorningSickness: {
    org: "ACOG",
    title: "Morning Sickness: Nausea and Vomiting of Pregnancy (patient FAQ)",
  },
  acogPrenatalCare: { org: "ACOG", title: "Having a Baby (patient FAQ)" },
  acogScreening: { org: "ACOG", title: "Prenatal Genetic Screening Tests (patient FAQ)" },
  nhsScans: { org: "NHS", title: "Ultrasound scans in pregnancy" },
  acogBackPain: { org: "ACOG", title: "Back Pain During Pregnancy (patient FAQ)" },
  nhsMovements: { org: "NHS", title: "Your baby's movements" },
  acogGestationalDiabetes: { org: "ACOG", title: "Gestational Diabetes (patient FAQ)" },
  acogPreeclampsia: {
    org: "ACOG",
    title: "Preeclampsia and High Blood Pressure During Pregnancy (patient FAQ)",
  },
  acogLaborBegins: { org: "ACOG", title: "How to Tell When Labor Begins (patient FAQ)" },
  nhsSignsOfLabour: { org: "NHS", title: "Signs that labour has begun" },
  acogPastDue: { org: "ACOG", title: "When Pregnancy Goes Past Your Due Date (patient FAQ)" },
  nhsInduction: { org: "NHS", title: "Inducing labour" },
  cdcHearHer: { org: "CDC", title: "Hear Her: Urgent Maternal Warning Signs" },
  acogRoutineTests: { org: "ACOG", title: "Routine Tests During Pregnancy (patient FAQ)" },
} as const satisfies Record<string, Source>;
