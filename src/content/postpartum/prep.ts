/**
 * The Postpartum Prep Guide: eight things to get ready in late pregnancy, each with the week of
 * pregnancy it is best done by. The card shows those up to her current week + 2.
 */
import { SOURCES } from "../sources";
import type { PrepItemContent } from "./schema";

export const PREP_ITEMS: PrepItemContent[] = [
  {
    id: "postpartum-care-plan",
    title: "Make a postpartum care plan",
    description:
      "Write down who to call about your own health after the birth, when your check-ups are (ACOG advises contact within three weeks), and the warning signs that need help at once. Share it with your partner.",
    category: "recovery",
    importance: "high",
    week: 28,
    sources: [SOURCES.acogPostpartumCare, SOURCES.cdcHearHer],
  },
  {
    id: "perinatal-mood-plan",
    title: "Know the signs of postnatal depression",
    description:
      "Learn how baby blues differ from postnatal depression and anxiety, and agree with someone close to you that they'll speak up if they notice the signs. Note your midwife's or doctor's number.",
    category: "mental",
    importance: "high",
    week: 29,
    sources: [SOURCES.acogPostpartumDepression, SOURCES.nhsPostnatalDepression],
  },
  {
    id: "feeding-plan",
    title: "Think about how you'd like to feed",
    description:
      "Find out about breastfeeding, formula and mixed feeding, book an antenatal feeding class if one is offered, and save the number of a local breastfeeding supporter.",
    category: "baby",
    importance: "high",
    week: 30,
    sources: [SOURCES.aapBreastfeeding, SOURCES.whoBreastfeeding],
  },
  {
    id: "safe-sleep-space",
    title: "Set up a safe sleep space",
    description:
      "Get a cot, crib or Moses basket with a firm, flat mattress and a fitted sheet, and find space for it in your bedroom: the AAP advises room-sharing for at least the first six months.",
    category: "home",
    importance: "high",
    week: 31,
    sources: [SOURCES.aapSafeSleep, SOURCES.nhsSleepingBaby],
  },
  {
    id: "fill-the-freezer",
    title: "Fill the freezer",
    description:
      "Cook double portions of a few freezer-friendly meals over the coming weeks (soups, chili, dal) so there's real food on the hardest days.",
    category: "nutrition",
    importance: "medium",
    week: 33,
    sources: [SOURCES.nhsBreastfeedingDiet],
  },
  {
    id: "recovery-kit",
    title: "Gather your recovery kit",
    description:
      "Maternity pads, comfortable high-waisted underwear, loose clothes, nursing bras if you plan to breastfeed, and the pain relief your midwife or doctor recommends.",
    category: "recovery",
    importance: "medium",
    week: 34,
    sources: [SOURCES.nhsPostPregnancyBody],
  },
  {
    id: "car-seat-check",
    title: "Fit and check the car seat",
    description:
      "Your baby travels rear-facing. Fit the seat before your due date, following its instructions, and get it checked by a trained technician if you can.",
    category: "baby",
    importance: "high",
    week: 36,
    sources: [SOURCES.aapCarSeats, SOURCES.nhtsaCarSeats],
  },
  {
    id: "visitors-and-helpers",
    title: "Plan visitors and helpers",
    description:
      "Decide who you'd like to see in the first weeks, and who can bring food or help at home. A short list of jobs makes offers of help easy to accept.",
    category: "home",
    importance: "low",
    week: 37,
    sources: [SOURCES.nicePostnatal],
  },
];
