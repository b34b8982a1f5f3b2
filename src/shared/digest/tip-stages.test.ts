import { describe, expect, it } from "vitest";
import { TEN_MINUTE_MOVES, WELLNESS_TIPS } from "../../content/digest";
import { journeyOf } from "../journeys";
import { EVERY_STAGE } from "../stage-safety";
import { tenMinuteMoveFor, tipSuitsHer } from "./select";
import { tipSuitsStage } from "./stage-safety";

/** What a tip's own stage list says about a stage, written out without the rule. */
function writtenForStage(tip: { stages: readonly string[] }, stage: string): boolean {
  const journey = journeyOf(stage);
  if (!journey) return false;
  const spelled = stage.replace(/_/g, "-");
  if (spelled !== journey) return tip.stages.includes(spelled);
  if (journey === "pregnant")
    return ["pregnant-trimester-1", "pregnant-trimester-2", "pregnant-trimester-3"].every((s) =>
      tip.stages.includes(s),
    );
  if (journey === "postpartum") return tip.stages.includes("postpartum-0-6");
  return tip.stages.some((s) => s.startsWith(`${journey}-`));
}

const words = (t: { title: string; description: string; action?: string; benefit: string }) =>
  [t.title, t.description, t.action ?? "", t.benefit].join(" ");

/**
 * Words that fit only some stages, and the stages (profile spelling, bare journeys included) they
 * may be shown to.
 */
const STAGE_WORDS: { words: RegExp; fits: (stage: string) => boolean }[] = [
  // Blood loss, recovery and "after birth" speak to a pregnancy or the first year after it.
  {
    words: /\bat birth\b|\brebuild after birth\b/i,
    fits: (s) => /^(pregnant|postpartum)/.test(s) && !/12m\+/.test(s),
  },
  // Folic acid "for anyone who could become pregnant" is for trying to conceive.
  { words: /could become pregnant|while you try to conceive/i, fits: (s) => s.startsWith("ttc") },
  // The earliest weeks of pregnancy, and its nausea, are the first trimester.
  { words: /early pregnancy|until you're 12 weeks/i, fits: (s) => s === "pregnant_trimester_1" },
  // Folate before and in the earliest weeks: trying to conceive, or the first trimester.
  { words: /earliest weeks/i, fits: (s) => s.startsWith("ttc") || s === "pregnant_trimester_1" },
  { words: /from 28 weeks/i, fits: (s) => s === "pregnant_trimester_3" },
  // A bump shows from the second trimester.
  { words: /\bbump\b/i, fits: (s) => /^pregnant_trimester_[23]$/.test(s) },
  // The newborn weeks and the first weeks after birth.
  {
    words: /newborn weeks|first weeks after birth|in the early weeks/i,
    fits: (s) => /^postpartum(_0-6|_6-12)?$/.test(s) || s === "pregnant_trimester_3",
  },
  // Sending the phone out of the bedroom does not fit nights of feeds.
  { words: /outside the bedroom/i, fits: (s) => !/^postpartum(_0-6|_6-12)?$/.test(s) },
  // Pregnancy as her present is not for a member trying to conceive or a toddler mom.
  { words: /during and after pregnancy|in pregnancy\b/i, fits: (s) => s.startsWith("pregnant") },
  // A toddler at home.
  {
    words: /\btoddlers?\b|little hands/i,
    fits: (s) => /^(toddler|postpartum_6-12m|postpartum_12m\+)/.test(s),
  },
];

describe("every stage × every tip", () => {
  it.each(EVERY_STAGE)("%s sees exactly the tips written for her stage, in words that fit her", (stage) => {
    for (const tip of WELLNESS_TIPS) {
      expect(tipSuitsStage(tip, stage), `${stage} ${tip.id}`).toBe(writtenForStage(tip, stage));
      if (!tipSuitsHer(tip, stage)) continue;
      for (const rule of STAGE_WORDS) {
        if (rule.words.test(words(tip)))
          expect(rule.fits(stage), `${stage} ${tip.id}: ${rule.words}`).toBe(true);
      }
    }
  });

  it.each(EVERY_STAGE)("%s gets the ten-minute workout in words written for her stage", (stage) => {
    const template = tenMinuteMoveFor(stage);
    if (!journeyOf(stage)) return expect(template).toBeUndefined();
    expect(template, stage).toBeDefined();
    expect(TEN_MINUTE_MOVES.filter((t) => tipSuitsStage(t, stage))).toHaveLength(1);
    for (const rule of STAGE_WORDS) {
      if (rule.words.test(words(template!))) expect(rule.fits(stage), `${stage}: ${rule.words}`).toBe(true);
    }
  });
});

describe("the tips the first-week walk found out of place", () => {
  const suits = (id: string, stage: string) => tipSuitsHer(WELLNESS_TIPS.find((t) => t.id === id)!, stage);

  it("tells a toddler mom nothing about blood loss at birth", () => {
    for (const stage of [
      "toddler",
      "toddler_1-2",
      "toddler_2-3",
      "toddler_3+",
      "postpartum_12m+",
      "ttc_6-12",
    ]) {
      for (const tip of WELLNESS_TIPS.filter((t) => tipSuitsHer(t, stage))) {
        expect(words(tip), `${stage} ${tip.id}`).not.toMatch(/blood loss at birth/i);
      }
    }
    expect(suits("lentil-dal-for-iron", "postpartum_0-6")).toBe(true);
    expect(suits("iron-for-steady-energy", "toddler_1-2")).toBe(true);
  });

  it("gives folic acid for trying to conceive to her alone, and the pregnancy words only in the first trimester", () => {
    expect(suits("folate-every-day", "ttc_6-12")).toBe(true);
    expect(suits("folate-every-day", "pregnant_trimester_2")).toBe(false);
    expect(suits("folic-acid-to-twelve-weeks", "pregnant_trimester_1")).toBe(true);
    expect(suits("folic-acid-to-twelve-weeks", "pregnant_trimester_2")).toBe(false);
  });

  it("does not send a newborn's mother's phone out of the bedroom", () => {
    for (const stage of ["postpartum", "postpartum_0-6", "postpartum_6-12"]) {
      expect(suits("screens-down", stage), stage).toBe(false);
    }
    expect(suits("screens-down", "postpartum_3-6m")).toBe(true);
    expect(suits("keep-the-nights-dim", "postpartum_0-6")).toBe(true);
  });

  it("speaks of pregnancy in 'Ten minutes counts' only to a pregnant member", () => {
    for (const stage of ["ttc", "ttc_6-12", "toddler_2-3", "postpartum_3-6m", "postpartum_0-6"]) {
      expect(tenMinuteMoveFor(stage)?.description, stage).not.toMatch(/pregnan/i);
    }
    expect(tenMinuteMoveFor("pregnant_trimester_2")?.description).toMatch(/in pregnancy/);
  });
});
