import { describe, expect, it } from "vitest";
import { WELLNESS_TIPS } from "../../content/digest";
import { addDays } from "../dates";
import { type LastNight, nightPattern, notesSayWoken } from "./last-night";
import { type ChosenTip, chooseDigest, type DigestSignals } from "./select";

const TODAY = "2026-03-12";

/** A day on which no rule but the night's could fire. */
function day(
  stage: string,
  lastNight: LastNight | null,
  overrides: Partial<DigestSignals> = {},
): DigestSignals {
  return {
    today: TODAY,
    stage,
    seed: "user-1",
    babyContent: true,
    lastNight,
    sleepHoursByDay: lastNight ? { [lastNight.date]: lastNight.hours } : {},
    workoutsThisWeek: 2,
    glassesYesterday: 8,
    latestMood: { mood_score: 8, energy_level: 7, stress_level: 3, date: TODAY },
    ...overrides,
  };
}

const night = (hours: number, quality: number, notes: string | null = null, date = TODAY): LastNight => ({
  date,
  hours,
  quality,
  notes,
});

// The sleep patterns the digest tells apart, as she would log them.
const PATTERNS = {
  "broken by feeds": night(4, 3, "up 4 times for feeds"),
  "broken, rated well": night(6, 6, "Woke every two hours"),
  "rated poorly, no notes": night(6.5, 2),
  "short, unbroken": night(5.5, 6),
  rested: night(8, 8, "slept through"),
  "none logged": null,
} as const;

const STAGES = [
  "ttc",
  "ttc_6-12",
  "pregnant_trimester_1",
  "pregnant_trimester_3",
  "pregnant",
  "postpartum_0-6",
  "postpartum_6-12",
  "postpartum_6-12m",
  "postpartum",
  "toddler",
  "toddler_1-2",
];

const tip = (id: string) => WELLNESS_TIPS.find((t) => t.id === id);
const sleepTipOf = (digest: ChosenTip[]) => digest.find((t) => t.category === "sleep")!;
const journeyOf = (stage: string) => stage.split(/[_-]/)[0]!;

describe("what her notes say about a night", () => {
  it.each([
    "up 4 times for feeds",
    "Up twice with the baby",
    "woke up 3 times",
    "kept waking",
    "night feeds every 2-3 hours",
    "cluster feeding till 2am",
    "broken sleep, teething",
    "up to pee three times",
    "lay awake from 3 to 5",
    "couldn't get back to sleep after the 4am feed",
    "Toddler had nightmares",
    "several wake-ups",
  ])("hears a broken night in %j", (notes) => {
    expect(notesSayWoken(notes)).toBe(true);
  });

  it.each([
    "",
    "slept through!",
    "Baby slept through, no night feeds",
    "woke up refreshed",
    "got up at 7",
    "went to bed late after a film",
    "didn't wake once",
  ])("hears no broken night in %j", (notes) => {
    expect(notesSayWoken(notes)).toBe(false);
  });
});

describe("her newest night's pattern", () => {
  it("reads a woken or poorly rated night as broken, a short one as short, else rested", () => {
    expect(nightPattern(PATTERNS["broken by feeds"], TODAY)).toBe("broken");
    expect(nightPattern(PATTERNS["broken, rated well"], TODAY)).toBe("broken");
    expect(nightPattern(PATTERNS["rated poorly, no notes"], TODAY)).toBe("broken");
    expect(nightPattern(PATTERNS["short, unbroken"], TODAY)).toBe("short");
    expect(nightPattern(PATTERNS.rested, TODAY)).toBe("rested");
    expect(nightPattern(null, TODAY)).toBeNull();
  });

  it("counts a log from yesterday, but not an older one, as her last night", () => {
    const woken = (date: string) => night(4, 3, "up 4 times for feeds", date);
    expect(nightPattern(woken(addDays(TODAY, -1)), TODAY)).toBe("broken");
    expect(nightPattern(woken(addDays(TODAY, -2)), TODAY)).toBeNull();
  });
});

describe("the digest's sleep tip, for every stage and every sleep pattern", () => {
  const cases = STAGES.flatMap((stage) =>
    Object.entries(PATTERNS).map(([pattern, last]) => [stage, pattern, last] as const),
  );

  it.each(cases)("%s, %s: a sleep tip written for her journey and her night", (stage, pattern, last) => {
    for (let d = 0; d < 7; d++) {
      // Her night was logged this morning, whatever the day.
      const today = addDays(TODAY, d);
      const signals = day(stage, last && { ...last, date: today }, { today, seed: `user-${d}` });
      const sleep = sleepTipOf(chooseDigest(signals));
      const content = tip(sleep.id)!;
      expect(content.journeys, `${sleep.id}`).toContain(journeyOf(stage));
      if (pattern.startsWith("broken") || pattern.startsWith("rated poorly")) {
        expect(content.trigger, sleep.id).toBe("broken-sleep");
        expect(sleep.reason).toMatch(/^Your latest sleep log: \d+(\.5)? hours, /);
      } else {
        expect(content.trigger, sleep.id).toBeUndefined();
        expect(sleep.reason).toBeNull();
      }
      // A night that was not hers to plan is never met with a planned bedtime.
      if (pattern !== "rested" && pattern !== "none logged" && journeyOf(stage) === "postpartum") {
        expect(sleep.action).not.toMatch(/winding down|plan to sleep|bedtime/i);
      }
    }
  });

  it("answers 4 hours 'up 4 times for feeds' after birth with sharing feeds, resting or asking for help", () => {
    const seen = new Set<string>();
    for (let u = 0; u < 40; u++) {
      const digest = chooseDigest(day("postpartum_0-6", PATTERNS["broken by feeds"], { seed: `user-${u}` }));
      expect(digest[0]?.category, "the night's tip comes first").toBe("sleep");
      const sleep = sleepTipOf(digest);
      expect(sleep.reason).toBe("Your latest sleep log: 4 hours, broken by waking.");
      expect(sleep.action).not.toContain("Start winding down 30 minutes before you plan to sleep");
      expect(`${sleep.title} ${sleep.action}`).toMatch(/feed|nap|help|lie down/i);
      seen.add(sleep.id);
    }
    expect([...seen].sort()).toEqual([
      "go-gently-after-a-broken-night",
      "hand-over-a-night-feed",
      "rest-and-say-yes-to-help",
    ]);
  });

  it("gives a pregnant member's broken night fewer wake-ups or getting up a while, never feeds", () => {
    for (let u = 0; u < 20; u++) {
      const sleep = sleepTipOf(
        chooseDigest(day("pregnant_trimester_3", night(5, 3, "up to pee 3 times"), { seed: `u${u}` })),
      );
      expect(["fewer-wake-ups-in-pregnancy", "awake-in-the-night"]).toContain(sleep.id);
    }
  });

  it("gives a toddler mom's broken night taking turns or going gently", () => {
    for (let u = 0; u < 20; u++) {
      const sleep = sleepTipOf(
        chooseDigest(day("toddler_1-2", night(5, 4, "toddler woke 3 times"), { seed: `u${u}` })),
      );
      expect(["take-turns-with-wake-ups", "go-gently-after-a-broken-night"]).toContain(sleep.id);
    }
  });

  it("after a pregnancy loss, meets a broken night with nothing about a baby", () => {
    for (let u = 0; u < 20; u++) {
      const sleep = sleepTipOf(
        chooseDigest(
          day("postpartum_0-6", night(4, 2, "couldn't get back to sleep"), {
            babyContent: false,
            seed: `u${u}`,
          }),
        ),
      );
      expect(sleep.id).toBe("go-gently-after-a-broken-night");
    }
  });

  it("lets a broken last night speak before three short nights", () => {
    const signals = day("postpartum_3-6m", PATTERNS["broken by feeds"], {
      sleepHoursByDay: { [addDays(TODAY, -2)]: 5, [addDays(TODAY, -1)]: 5, [TODAY]: 4 },
    });
    const digest = chooseDigest(signals);
    expect(tip(digest[0]!.id)?.trigger).toBe("broken-sleep");
    expect(digest.filter((t) => t.category === "sleep")).toHaveLength(1);
  });

  it("never offers a postpartum member the wind-down routine, whatever her night", () => {
    for (const [, last] of Object.entries(PATTERNS)) {
      for (let u = 0; u < 30; u++) {
        const ids = chooseDigest(day("postpartum_0-6", last, { seed: `u${u}` })).map((t) => t.id);
        expect(ids).not.toContain("wind-down-routine");
      }
    }
  });
});
