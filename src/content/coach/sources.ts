/**
 * The guidance the coach's answers rest on, named once. Each entry cites the ones it draws from;
 * figures (60 %, 80 %, 10-20 %, 200 mg, 400-800 mcg, weight-gain ranges) come from these.
 */
import { SOURCES, type Source } from "../sources";
import type { ProgramLink } from "./schema";

export const SRC = {
  acogExercise: SOURCES.acogExercise,
  acogCaffeine: {
    org: "ACOG",
    title: "Committee Opinion 462: Moderate Caffeine Consumption During Pregnancy",
  },
  acogNutrition: SOURCES.acogNutrition,
  acogPostpartumCare: SOURCES.acogPostpartumCare,
  acogPpd: SOURCES.acogPostpartumDepression,
  acogBackPain: { org: "ACOG", title: "Patient FAQ: Back Pain During Pregnancy" },
  acogMorningSickness: {
    org: "ACOG",
    title: "Patient FAQ: Morning Sickness: Nausea and Vomiting of Pregnancy",
  },
  acogInfertility: { org: "ACOG", title: "Patient FAQ: Evaluating Infertility" },
  acogPrePregnancy: { org: "ACOG", title: "Patient FAQ: Good Health Before Pregnancy: Prepregnancy Care" },
  acogEarlyLoss: { org: "ACOG", title: "Patient FAQ: Early Pregnancy Loss" },
  acogGdm: { org: "ACOG", title: "Patient FAQ: Gestational Diabetes" },
  acogPelvicSupport: { org: "ACOG", title: "Patient FAQ: Pelvic Support Problems" },
  acogCesarean: SOURCES.acogCaesarean,
  acogBreastfeeding: SOURCES.acogBreastfeeding,
  acogPerinatalMh: {
    org: "ACOG",
    title:
      "Clinical Practice Guideline 4: Screening and Diagnosis of Mental Health Conditions During Pregnancy and Postpartum",
  },
  cdcFolicAcid: SOURCES.cdcFolicAcid,
  cdcHearHer: SOURCES.cdcHearHer,
  cdcBreastfeedingDiet: SOURCES.cdcBreastfeedingDiet,
  cdcBreastfeedingAlcohol: { org: "CDC", title: "Breastfeeding: Alcohol" },
  cdcAlcoholPregnancy: { org: "CDC", title: "Alcohol Use During Pregnancy" },
  cdcActivity: { org: "CDC", title: "Physical Activity Guidelines for Healthy Pregnant or Postpartum Women" },
  cdcSleep: SOURCES.cdcSleep,
  cdcDepression: SOURCES.cdcPostpartumDepression,
  cdcToddlerNutrition: {
    org: "CDC",
    title: "Infant and Toddler Nutrition: Foods and Drinks for 12 to 24 Month Olds",
  },
  cdcWater: { org: "CDC", title: "About Water and Healthier Drinks" },
  cdcStress: { org: "CDC", title: "Coping with Stress" },
  cdcPreconception: { org: "CDC", title: "Planning for Pregnancy" },
  uspstfFolic: { org: "USPSTF", title: "Folic Acid Supplementation to Prevent Neural Tube Defects (2023)" },
  iomWeightGain: SOURCES.iomGestationalWeight,
  iomDri: { org: "IOM", title: "Dietary Reference Intakes for energy, vitamins and minerals" },
  iomWater: SOURCES.iomWater,
  nihFolate: { org: "NIH", title: "Office of Dietary Supplements: Folate Fact Sheet" },
  nihIron: { org: "NIH", title: "Office of Dietary Supplements: Iron Fact Sheet" },
  nihIodine: { org: "NIH", title: "Office of Dietary Supplements: Iodine Fact Sheet" },
  nihVitaminD: { org: "NIH", title: "Office of Dietary Supplements: Vitamin D Fact Sheet" },
  nihCalcium: { org: "NIH", title: "Office of Dietary Supplements: Calcium Fact Sheet" },
  nimhPerinatal: { org: "NIMH", title: "Perinatal Depression" },
  nhsPelvicFloor: SOURCES.nhsPelvicFloor,
  nhsPostBirthBody: SOURCES.nhsPostPregnancyBody,
  nhsExercisePregnancy: SOURCES.nhsExercisePregnancy,
  nhsBackPain: { org: "NHS", title: "Back pain in pregnancy" },
  nhsPgp: { org: "NHS", title: "Pelvic pain in pregnancy (pelvic girdle pain)" },
  nhsHeartburn: { org: "NHS", title: "Indigestion and heartburn in pregnancy" },
  nhsConstipation: { org: "NHS", title: "Constipation in pregnancy" },
  nhsTiredness: { org: "NHS", title: "Tiredness and sleep problems in pregnancy" },
  nhsFoodsToAvoid: { org: "NHS", title: "Foods to avoid in pregnancy" },
  nhsBabyBlues: SOURCES.nhsBabyBlues,
  nhsPnd: SOURCES.nhsPostnatalDepression,
  nhsCsectionRecovery: SOURCES.nhsCaesareanRecovery,
  nhsPerinealTear: SOURCES.nhsPerineal,
  nhsMastitis: { org: "NHS", title: "Mastitis" },
  nhsCramps: { org: "NHS", title: "Leg cramps" },
  nhsHeadaches: { org: "NHS", title: "Headaches in pregnancy" },
  nhsSwelling: { org: "NHS", title: "Swollen ankles, feet and fingers in pregnancy" },
  nhsCarpalTunnel: { org: "NHS", title: "Carpal tunnel syndrome" },
  nhsHandPain: { org: "NHS", title: "Hand pain" },
  nhsPiles: { org: "NHS", title: "Piles (haemorrhoids) in pregnancy" },
  nhsTtc: { org: "NHS", title: "Trying to get pregnant" },
  nhsPeriodPain: { org: "NHS", title: "Period pain" },
  nhsEndometriosis: { org: "NHS", title: "Endometriosis" },
  nhsAnxiety: { org: "NHS", title: "Mental health in pregnancy" },
  nhsBreathing: SOURCES.nhsBreathing,
  nhsBirthTrauma: { org: "NHS", title: "Post-traumatic stress disorder (PTSD)" },
  nhsHairLoss: { org: "NHS", title: "Hair loss" },
  nhsSex: { org: "NHS", title: "Sex and contraception after birth" },
  whoActivity: SOURCES.whoActivity,
  whoPostnatal: {
    org: "WHO",
    title: "Recommendations on Maternal and Newborn Care for a Positive Postnatal Experience (2022)",
  },
  whoAntenatal: {
    org: "WHO",
    title: "Recommendations on Antenatal Care for a Positive Pregnancy Experience (2016)",
  },
  fdaFish: {
    org: "FDA",
    title: "Advice about Eating Fish: For Those Who Might Become or Are Pregnant or Breastfeeding",
  },
  aapToddlerSleep: { org: "AAP", title: "HealthyChildren.org: Healthy Sleep Habits" },
  aapTantrums: { org: "AAP", title: "HealthyChildren.org: Temper Tantrums" },
  aapPickyEaters: { org: "AAP", title: "HealthyChildren.org: Picky Eaters" },
  asrmLifestyle: { org: "ASRM", title: "Optimizing Natural Fertility: a committee opinion" },
  rcogLoss: { org: "RCOG", title: "Early miscarriage: information for you" },
  pogpRunning: {
    org: "POGP",
    title: "Returning to running postnatal: guidelines for medical, health and fitness professionals (2019)",
  },
  usdaMyPlate: SOURCES.usdaMyPlate,
  usdaGuidelines: { org: "USDA", title: "Dietary Guidelines for Americans 2020-2025" },
} satisfies Record<string, Source>;

export const workout = (slug: string, title: string): ProgramLink => ({
  label: title,
  href: `/workouts/${slug}`,
});
export const recipe = (slug: string, title: string): ProgramLink => ({
  label: title,
  href: `/recipes/${slug}`,
});
export const guide = (slug: string, title: string): ProgramLink => ({
  label: title,
  href: `/wellness/${slug}`,
});

/** The four wellness guides by their page titles. */
export const GUIDES = {
  selfCare: guide("self-care", "Self-Care for Busy Moms"),
  sleep: guide("sleep-strategies", "Sleep Strategies for Mothers"),
  mindfulness: guide("mindfulness", "Mindfulness for Mothers"),
  hydration: guide("hydration-guide", "Hydration Guide"),
} as const;
