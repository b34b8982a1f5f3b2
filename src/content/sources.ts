/**
 * Where a piece of Bloom's health content comes from. Every tip, lesson and checklist cites at least
 * one public guideline or patient page from a recognised body; the prose is Bloom's own, the facts
 * and figures are theirs. A `url` is given only for pages whose address is stable and public.
 */
import type { z } from "zod";
// Types only: the schemas live in sources-schema.ts, so a page naming a source loads no zod.
import type { sourceSchema } from "./sources-schema";

export const SOURCE_ORGS = [
  "ACOG",
  "AAP",
  "CDC",
  "NHS",
  "NICE",
  "WHO",
  "IOM",
  "NIH",
  "AWHONN",
  "USDA",
  "NHTSA",
  "HRSA",
  "SAMHSA",
  "NIMH",
  "USPSTF",
  "ASRM",
  "FDA",
  "RCOG",
  "POGP",
] as const;
export type SourceOrg = (typeof SOURCE_ORGS)[number];

/** Names spelt out, for the "Sources" line under a lesson. */
export const SOURCE_ORG_NAMES: Record<SourceOrg, string> = {
  ACOG: "American College of Obstetricians and Gynecologists",
  AAP: "American Academy of Pediatrics",
  CDC: "Centers for Disease Control and Prevention",
  NHS: "National Health Service (UK)",
  NICE: "National Institute for Health and Care Excellence (UK)",
  WHO: "World Health Organization",
  IOM: "Institute of Medicine (National Academies)",
  NIH: "National Institutes of Health",
  AWHONN: "Association of Women's Health, Obstetric and Neonatal Nurses",
  USDA: "U.S. Department of Agriculture",
  NHTSA: "National Highway Traffic Safety Administration",
  HRSA: "Health Resources and Services Administration",
  SAMHSA: "Substance Abuse and Mental Health Services Administration",
  NIMH: "National Institute of Mental Health",
  USPSTF: "U.S. Preventive Services Task Force",
  ASRM: "American Society for Reproductive Medicine",
  FDA: "U.S. Food and Drug Administration",
  RCOG: "Royal College of Obstetricians and Gynaecologists (UK)",
  POGP: "Pelvic, Obstetric and Gynaecological Physiotherapy (UK)",
};

export type Source = z.infer<typeof sourceSchema>;

/** Sources cited in several places, named once. */
export const SOURCES = {
  acogExercise: {
    org: "ACOG",
    title: "Committee Opinion 804: Physical Activity and Exercise During Pregnancy and the Postpartum Period",
  },
  acogPostpartumCare: { org: "ACOG", title: "Committee Opinion 736: Optimizing Postpartum Care" },
  acogNutrition: { org: "ACOG", title: "Nutrition During Pregnancy (patient FAQ)" },
  acogPostpartumDepression: { org: "ACOG", title: "Postpartum Depression (patient FAQ)" },
  acogBreastfeeding: { org: "ACOG", title: "Breastfeeding Your Baby (patient FAQ)" },
  acogCaesarean: { org: "ACOG", title: "Cesarean Birth (patient FAQ)" },
  whoActivity: { org: "WHO", title: "Guidelines on Physical Activity and Sedentary Behaviour (2020)" },
  whoBreastfeeding: { org: "WHO", title: "Infant and Young Child Feeding (fact sheet)" },
  cdcSleep: { org: "CDC", title: "About Sleep: How Much Sleep Do I Need?" },
  cdcHearHer: {
    org: "CDC",
    title: "Hear Her: Urgent Maternal Warning Signs",
    url: "https://www.cdc.gov/hearher/",
  },
  cdcBreastfeedingDiet: { org: "CDC", title: "Breastfeeding: Maternal Diet" },
  cdcFolicAcid: { org: "CDC", title: "Folic Acid: Recommendations" },
  cdcPostpartumDepression: { org: "CDC", title: "Depression During and After Pregnancy" },
  iomWater: {
    org: "IOM",
    title: "Dietary Reference Intakes for Water, Potassium, Sodium, Chloride, and Sulfate (2004)",
  },
  iomGestationalWeight: {
    org: "IOM",
    title: "Weight Gain During Pregnancy: Reexamining the Guidelines (2009)",
  },
  nhsWater: { org: "NHS", title: "Water, drinks and your health" },
  nhsExercisePregnancy: { org: "NHS", title: "Exercise in pregnancy" },
  nhsPostPregnancyBody: { org: "NHS", title: "Your post-pregnancy body" },
  nhsPelvicFloor: { org: "NHS", title: "Pelvic floor exercises" },
  nhsPostnatalDepression: { org: "NHS", title: "Postnatal depression" },
  nhsBabyBlues: { org: "NHS", title: "Feeling depressed after childbirth (baby blues)" },
  nhsMindfulness: { org: "NHS", title: "Mindfulness" },
  nhsBreathing: { org: "NHS", title: "Breathing exercises for stress" },
  nhsSleepTiredness: { org: "NHS", title: "Sleep and tiredness" },
  nhsPregnancyDiet: { org: "NHS", title: "Have a healthy diet in pregnancy" },
  nhsBreastfeedingDiet: { org: "NHS", title: "Breastfeeding and diet" },
  nhsVitaminD: { org: "NHS", title: "Vitamins, supplements and nutrition in pregnancy" },
  nhsPostnatalCheck: { org: "NHS", title: "Your 6-week postnatal check" },
  nhsCaesareanRecovery: { org: "NHS", title: "Caesarean section: recovery" },
  nhsSleepingBaby: { org: "NHS", title: "Helping your baby to sleep" },
  nicePostnatal: { org: "NICE", title: "NG194: Postnatal care (2021)" },
  aapSafeSleep: {
    org: "AAP",
    title:
      "Sleep-Related Infant Deaths: Updated 2022 Recommendations for Reducing Infant Deaths in the Sleep Environment",
  },
  aapBreastfeeding: { org: "AAP", title: "Policy Statement: Breastfeeding and the Use of Human Milk (2022)" },
  aapNewbornFeeding: {
    org: "AAP",
    title: "HealthyChildren.org: How Often and How Much Should Your Baby Eat?",
  },
  aapCarSeats: { org: "AAP", title: "HealthyChildren.org: Car Seats: Information for Families" },
  nhtsaCarSeats: { org: "NHTSA", title: "Car Seats and Booster Seats" },
  awhonnPostBirth: { org: "AWHONN", title: "POST-BIRTH Warning Signs" },
  usdaMyPlate: { org: "USDA", title: "MyPlate: Pregnancy and Breastfeeding" },
  nihCaffeine: { org: "NIH", title: "MedlinePlus: Caffeine in the diet" },
  nhsPerineal: { org: "NHS", title: "Episiotomy and perineal tears" },
  hrsaMaternalHotline: {
    org: "HRSA",
    title: "National Maternal Mental Health Hotline",
    url: "https://mchb.hrsa.gov/national-maternal-mental-health-hotline",
  },
  samhsa988: { org: "SAMHSA", title: "988 Suicide & Crisis Lifeline", url: "https://988lifeline.org/" },
} as const satisfies Record<string, Source>;
