import type { PregnancyWeekContent } from "./schema";
import { PREGNANCY_SOURCES as S } from "./sources";

/** Weeks 4 to 13: the first trimester (and the week that opens the second). */
export const FIRST_TRIMESTER_WEEKS: PregnancyWeekContent[] = [
  {
    week: 4,
    size: { like: "a poppy seed", lengthCm: 0.1, measured: "crown-rump" },
    baby: "A tiny ball of cells has settled into the lining of your womb. Some of those cells will become your baby, and others are already starting to form the placenta that will feed and protect them.",
    body: "This is often the week a period is missed and a test turns positive. Tender breasts, tiredness or a little light spotting around now are common; hormones are rising fast.",
    tip: "If you are not taking folic acid yet, start now: 400 micrograms a day helps protect your baby's developing spine and brain.",
    sources: [S.acogFetusGrows, S.nhsWeekByWeek],
  },
  {
    week: 5,
    size: { like: "a sesame seed", lengthCm: 0.2, measured: "crown-rump" },
    baby: "The neural tube, which becomes the brain and spinal cord, is forming along your baby's back. A simple tube that will become the heart has begun to take shape.",
    body: "You may feel more tired than usual, need to wee more often, or notice a metallic taste. Nausea can start any time from now.",
    tip: "Call your doctor or midwife to book your first pregnancy appointment.",
    sources: [S.acogFetusGrows, S.nihFetalDevelopment, S.nhsWeekByWeek],
  },
  {
    week: 6,
    size: { like: "a lentil", lengthCm: 0.5, measured: "crown-rump" },
    baby: "The heart is beating, and a flicker of it can sometimes be seen on an early scan. Small buds are appearing where arms and legs will grow.",
    body: "Morning sickness, which can come at any hour, often begins around now. Eating small amounts often and keeping plain snacks nearby helps many women.",
    tip: "If you cannot keep any food or drink down for a day, call your doctor or midwife: severe sickness can be treated.",
    sources: [S.acogFetusGrows, S.acogMorningSickness, S.nhsWeekByWeek],
  },
  {
    week: 7,
    size: { like: "a blueberry", lengthCm: 1, measured: "crown-rump" },
    baby: "The brain is growing quickly and the face is starting to form, with tiny dips where the eyes and nostrils will be. The arm buds are lengthening.",
    body: "Your womb is growing, though nothing shows from the outside yet. Feeling emotional, bloated or very tired is normal at this stage.",
    sources: [S.acogFetusGrows, S.nihFetalDevelopment],
  },
  {
    week: 8,
    size: { like: "a raspberry", lengthCm: 1.6, measured: "crown-rump", weightG: 1 },
    baby: "Fingers and toes are beginning to form, and your baby has started to make small movements you cannot feel yet. The main organs are all developing now.",
    body: "Nausea and tiredness are often at their strongest over the next few weeks. Rest when you can; this stage usually eases.",
    sources: [S.acogFetusGrows, S.acogMorningSickness],
  },
  {
    week: 9,
    size: { like: "a cherry", lengthCm: 2.3, measured: "crown-rump", weightG: 2 },
    baby: "The embryo is now called a fetus. Eyelids are forming, the ears are taking shape, and the little tail from earlier weeks has gone.",
    body: "Your blood volume is rising to supply the placenta, which can leave you lightheaded if you stand up quickly. Sit or lie down if you feel faint.",
    sources: [S.acogFetusGrows, S.nhsWeekByWeek],
  },
  {
    week: 10,
    size: { like: "a strawberry", lengthCm: 3.1, measured: "crown-rump", weightG: 4 },
    baby: "The vital organs are formed and beginning to work. Tiny nails are starting, and the bones are beginning to harden.",
    body: "Your waistband may feel tighter. Some women notice more vaginal discharge; it is normal when it is thin, white and does not smell unpleasant.",
    tip: "Ask at your appointment about screening tests offered in the first trimester, so you can decide what is right for you.",
    sources: [S.acogFetusGrows, S.acogScreening, S.nhsCommonProblems],
  },
  {
    week: 11,
    size: { like: "a fig", lengthCm: 4.1, measured: "crown-rump", weightG: 7 },
    baby: "Your baby's head is still about half of their length. Hair follicles are forming, and the hands can open and close.",
    body: "For many women nausea begins to ease from about now, though for some it lasts longer. Constipation is common: water, fiber and gentle movement help.",
    sources: [S.acogFetusGrows, S.nhsCommonProblems],
  },
  {
    week: 12,
    size: { like: "a lime", lengthCm: 5.4, measured: "crown-rump", weightG: 14 },
    baby: "Your baby has all their organs, muscles and limbs, and from here mostly grows and matures. Reflexes are developing: the fingers curl and the mouth can make sucking movements.",
    body: "The top of your womb may now be felt just above your pubic bone. Many women have a dating scan around this time, which can confirm or adjust the due date.",
    tip: "If a scan gives you a new due date, update it in Bloom so your weeks stay right.",
    sources: [S.acogFetusGrows, S.nhsScans, S.nhsWeekByWeek],
  },
  {
    week: 13,
    size: { like: "a lemon", lengthCm: 7.4, measured: "crown-rump", weightG: 23 },
    baby: "Your baby's vocal cords and the bones of the arms and legs are developing, and the intestines, which grew partly into the umbilical cord, have moved back into the belly.",
    body: "Welcome to the second trimester. For many women energy begins to come back now, and a small bump may start to show.",
    sources: [S.acogFetusGrows, S.nihFetalDevelopment],
  },
];
