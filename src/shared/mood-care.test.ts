import { describe, expect, it } from "vitest";
import { MOOD_CARE } from "../content/mood-care";
import { sourcesSchema } from "../content/sources-schema";
import { addDays } from "./dates";
import { MOOD_CARE_MAX_SCORE, type MoodCareContext, moodCare } from "./mood-care";
import { findingOf } from "./safety";

const TODAY = "2026-03-12";
const her = (overrides: Partial<MoodCareContext> = {}): MoodCareContext => ({
  stage: "postpartum_0-6",
  babyContent: true,
  babyBirthDate: addDays(TODAY, -21),
  today: TODAY,
  ...overrides,
});

describe("care after a low mood", () => {
  it("answers a mood of 4 or less, and nothing above it", () => {
    for (let mood = 1; mood <= 10; mood++) {
      const care = moodCare({ mood_score: mood }, null, her());
      expect(care !== null, `mood ${mood}`).toBe(mood <= MOOD_CARE_MAX_SCORE);
    }
    expect(MOOD_CARE_MAX_SCORE).toBe(4);
  });

  it("stays away when the safety module found something: the urgent help shows instead", () => {
    const urgent = findingOf(["overwhelming-tiredness"]);
    const selfHarm = findingOf(["thoughts-of-self-harm"]);
    expect(moodCare({ mood_score: 2 }, urgent, her())).toBeNull();
    expect(moodCare({ mood_score: 2 }, selfHarm, her())).toBeNull();
    expect(moodCare({ mood_score: 2 }, null, her())).not.toBeNull();
    expect(moodCare({ mood_score: 2 }, undefined, her())).not.toBeNull();
  });

  it("speaks of the baby blues in the first two weeks after birth, of lasting low moods after", () => {
    const at = (days: number) =>
      moodCare({ mood_score: 3 }, null, her({ babyBirthDate: addDays(TODAY, -days) }));
    expect(at(0)).toEqual({ lead: "babyBlues", caresFor: "baby" });
    expect(at(14)).toEqual({ lead: "babyBlues", caresFor: "baby" });
    expect(at(15)).toEqual({ lead: "afterBirth", caresFor: "baby" });
    expect(at(21)).toEqual({ lead: "afterBirth", caresFor: "baby" });
    // Without a birth date Bloom does not guess which it is: the note that names both.
    expect(moodCare({ mood_score: 3 }, null, her({ babyBirthDate: null }))?.lead).toBe("afterBirth");
  });

  it("fits her journey: pregnancy, trying to conceive, a toddler, or no stage yet", () => {
    const care = (stage: string | null) =>
      moodCare({ mood_score: 3 }, null, her({ stage, babyBirthDate: null }));
    expect(care("pregnant_trimester_2")).toEqual({ lead: "pregnancy", caresFor: "herself" });
    expect(care("ttc_6-12")).toEqual({ lead: "everyday", caresFor: "herself" });
    expect(care("toddler_1-2")).toEqual({ lead: "everyday", caresFor: "children" });
    expect(care("none")).toEqual({ lead: "everyday", caresFor: "herself" });
    expect(care(null)).toEqual({ lead: "everyday", caresFor: "herself" });
  });

  it("after a pregnancy loss, says nothing of a baby", () => {
    const care = moodCare({ mood_score: 3 }, null, her({ babyContent: false }));
    expect(care).toEqual({ lead: "everyday", caresFor: "herself" });
    const words = [MOOD_CARE.lead[care!.lead], MOOD_CARE.whenToTalk.signs.caring[care!.caresFor]].join(" ");
    expect(words).not.toMatch(/baby|birth|pregnan/i);
    expect(MOOD_CARE.ifInDanger[care!.caresFor]).not.toMatch(/baby/i);
  });
});

describe("the note's words", () => {
  it("gives the hotline as 1-833-TLC-MAMA (1-833-852-6262), call or text", () => {
    expect(MOOD_CARE.support.text).toContain("call or text 1-833-TLC-MAMA (1-833-852-6262)");
    expect(MOOD_CARE.support.line.tel).toBe("+18338526262");
    expect(MOOD_CARE.support.line.sms).toBe("+18338526262");
  });

  it("names the signs to talk to her provider about: two weeks, no joy, hard to care for herself", () => {
    const { signs } = MOOD_CARE.whenToTalk;
    expect(signs.lowMostDays).toMatch(/most days for more than two weeks/);
    expect(signs.noJoy).toMatch(/enjoy/);
    expect(signs.caring.baby).toMatch(/look after yourself or your baby/);
  });

  it("cites its sources", () => {
    expect(sourcesSchema.safeParse(MOOD_CARE.sources).success).toBe(true);
    expect(MOOD_CARE.sources.map((s) => s.org)).toEqual(expect.arrayContaining(["ACOG", "NIMH", "HRSA"]));
  });
});
