import { describe, expect, it } from "vitest";
import { WELLNESS_TIPS } from "../../content/digest";
import { findWorkout, workoutDurationMinutes } from "../../content/workouts";
import { addDays } from "../dates";
import { JOURNEY_IDS, STAGE_VALUES } from "../journeys";
import { type ChosenTip, chooseDigest, type DigestSignals, firedTriggers, tipSuitsHer } from "./select";
import { workoutSuitsStage } from "./stage-safety";

const TODAY = "2026-03-12"; // a Thursday

/** A day on which none of the rules fire: she slept, moved, drank and feels fine. */
function calmDay(overrides: Partial<DigestSignals> = {}): DigestSignals {
  return {
    today: TODAY,
    stage: "postpartum_3-6m",
    seed: "user-1",
    babyContent: true,
    lastNight: null,
    sleepHoursByDay: {},
    workoutsThisWeek: 2,
    glassesYesterday: 8,
    latestMood: { mood_score: 8, energy_level: 7, stress_level: 3, date: TODAY },
    ...overrides,
  };
}

const nights = (...hours: number[]) =>
  Object.fromEntries(hours.map((h, i) => [addDays(TODAY, -(hours.length - 1 - i)), h]));

const tipById = (id: string) => WELLNESS_TIPS.find((t) => t.id === id);
const triggerOf = (tip: ChosenTip) => tipById(tip.id)?.trigger;
const ALL_STAGES = [...STAGE_VALUES, ...JOURNEY_IDS];

describe("short sleep", () => {
  it("puts a short-sleep tip first after three nights under 7 hours", () => {
    const digest = chooseDigest(calmDay({ sleepHoursByDay: nights(6, 5.5, 6.5) }));
    expect(digest[0]?.category).toBe("sleep");
    expect(triggerOf(digest[0]!)).toBe("short-sleep");
    expect(digest[0]?.reason).toBe("You slept under 7 hours three nights running.");
  });

  it("also counts a run that ended yesterday, before she logs today's sleep", () => {
    const sleepHoursByDay = { [addDays(TODAY, -3)]: 5, [addDays(TODAY, -2)]: 6, [addDays(TODAY, -1)]: 4 };
    expect(triggerOf(chooseDigest(calmDay({ sleepHoursByDay }))[0]!)).toBe("short-sleep");
  });

  it("needs three nights: two short nights, a gap or a full night break the run", () => {
    for (const sleepHoursByDay of [
      nights(6, 6),
      nights(6, 7, 6),
      { [addDays(TODAY, -3)]: 5, [addDays(TODAY, -1)]: 5, [TODAY]: 5 },
    ]) {
      const digest = chooseDigest(calmDay({ sleepHoursByDay }));
      expect(digest.some((t) => triggerOf(t) === "short-sleep")).toBe(false);
      expect(digest[0]?.category).toBe("workout");
    }
  });

  it("adds up a day's sleep, so a night and a nap that reach 7 hours are not short", () => {
    // The server sums each day's logs; 5 + 2 hours arrive as 7.
    expect(hadShort(nights(6, 6, 7))).toBe(false);
    expect(hadShort(nights(6, 6, 6.5))).toBe(true);
  });

  const hadShort = (sleepHoursByDay: Record<string, number>) =>
    firedTriggers(calmDay({ sleepHoursByDay })).some((f) => f.trigger === "short-sleep");
});

describe("no workout this week", () => {
  it.each(ALL_STAGES.map((s) => [s]))("offers %s a stage-safe workout of about ten minutes", (stage) => {
    const digest = chooseDigest(calmDay({ stage, workoutsThisWeek: 0 }));
    const move = digest.find((t) => t.id === "ten-minute-move");
    expect(move, stage).toBeDefined();
    expect(move?.reason).toBe("No workout logged yet this week.");
    const workout = findWorkout(move!.link.replace("/workouts/", ""));
    expect(workout).toBeDefined();
    expect(workoutSuitsStage(workout!, stage)).toBe(true);
    const minutes = workoutDurationMinutes(workout!);
    expect(minutes).toBeGreaterThanOrEqual(8);
    expect(minutes).toBeLessThanOrEqual(12);
    expect(move?.action).toContain(workout!.title);
    expect(move?.action).toContain(`${minutes} minutes`);
  });

  it("offers the first six weeks after birth only breathing, pelvic floor, walking and gentle mobility", () => {
    for (const stage of ["postpartum_0-6", "postpartum"]) {
      for (let d = 0; d < 14; d++) {
        const digest = chooseDigest(calmDay({ stage, workoutsThisWeek: 0, today: addDays(TODAY, d) }));
        const slug = digest.find((t) => t.category === "workout")!.link.replace("/workouts/", "");
        const workout = findWorkout(slug)!;
        expect(workout.stages).toContain("postpartum-0-6");
        const loads = workout.exercises.flatMap((e) => e.flags ?? []);
        expect(loads, slug).toEqual([]);
      }
    }
  });

  it("offers a pregnant woman of unknown trimester a workout written for all three", () => {
    const move = chooseDigest(calmDay({ stage: "pregnant", workoutsThisWeek: 0 })).find(
      (t) => t.id === "ten-minute-move",
    )!;
    const workout = findWorkout(move.link.replace("/workouts/", ""))!;
    expect(workout.stages).toEqual(
      expect.arrayContaining(["pregnant-trimester-1", "pregnant-trimester-2", "pregnant-trimester-3"]),
    );
  });

  it("gives an everyday workout tip instead once she has worked out this week", () => {
    const digest = chooseDigest(calmDay({ workoutsThisWeek: 1 }));
    const move = digest.find((t) => t.category === "workout")!;
    expect(move.id).not.toBe("ten-minute-move");
    expect(move.reason).toBeNull();
  });
});

describe("hydration, mood, stress and energy", () => {
  it("brings a catch-up hydration tip when yesterday's glasses were under the goal", () => {
    const digest = chooseDigest(calmDay({ glassesYesterday: 3 }));
    const water = digest.find((t) => t.category === "hydration")!;
    expect(triggerOf(water)).toBe("low-hydration");
    expect(water.reason).toBe("You logged 3 of 8 glasses of water yesterday.");
  });

  it("does not count a day she logged nothing for, nor a day at the goal, as under it", () => {
    for (const glassesYesterday of [null, 8, 10]) {
      const water = chooseDigest(calmDay({ glassesYesterday })).find((t) => t.category === "hydration")!;
      expect(triggerOf(water)).toBeUndefined();
    }
  });

  it("answers a low mood today or yesterday with a tip about reaching out", () => {
    for (const date of [TODAY, addDays(TODAY, -1)]) {
      const latestMood = { mood_score: 4, energy_level: 6, stress_level: 4, date };
      const mind = chooseDigest(calmDay({ latestMood })).find((t) => t.category === "mindfulness")!;
      expect(triggerOf(mind)).toBe("low-mood");
      expect(mind.reason).toBe("Your last check-in: mood 4 out of 10.");
    }
  });

  it("lets an older check-in speak no more for today", () => {
    const latestMood = { mood_score: 2, energy_level: 2, stress_level: 9, date: addDays(TODAY, -2) };
    expect(firedTriggers(calmDay({ latestMood }))).toEqual([]);
  });

  it("answers high stress with a calming tip, unless low mood already took the mindfulness place", () => {
    const stressed = { mood_score: 7, energy_level: 6, stress_level: 8, date: TODAY };
    const mind = chooseDigest(calmDay({ latestMood: stressed })).find((t) => t.category === "mindfulness")!;
    expect(triggerOf(mind)).toBe("high-stress");
    const both = { mood_score: 3, energy_level: 6, stress_level: 8, date: TODAY };
    const mind2 = chooseDigest(calmDay({ latestMood: both })).filter((t) => t.category === "mindfulness");
    expect(mind2.map(triggerOf)).toEqual(["low-mood"]);
  });

  it("answers low energy with a nutrition tip for steady energy", () => {
    const latestMood = { mood_score: 7, energy_level: 3, stress_level: 3, date: TODAY };
    const food = chooseDigest(calmDay({ latestMood })).find((t) => t.category === "nutrition")!;
    expect(triggerOf(food)).toBe("low-energy");
  });

  it("orders what her logs call for first, most pressing first, then the everyday tips", () => {
    const digest = chooseDigest(
      calmDay({
        sleepHoursByDay: nights(5, 5, 5),
        workoutsThisWeek: 0,
        glassesYesterday: 2,
        latestMood: { mood_score: 3, energy_level: 3, stress_level: 9, date: TODAY },
      }),
    );
    expect(digest.map((t) => t.category)).toEqual([
      "sleep",
      "workout",
      "hydration",
      "mindfulness",
      "nutrition",
    ]);
    expect(digest.every((t) => t.reason !== null)).toBe(true);
  });
});

describe("the whole digest", () => {
  it("has one tip per category, five in all, for every stage on an ordinary day", () => {
    for (const stage of ALL_STAGES) {
      const digest = chooseDigest(calmDay({ stage }));
      expect(digest.map((t) => t.category).sort(), stage).toEqual([
        "hydration",
        "mindfulness",
        "nutrition",
        "sleep",
        "workout",
      ]);
    }
  });

  it("finds a tip written for the rule, not a stand-in, for every stage and every rule", () => {
    const bad = { mood_score: 3, energy_level: 3, stress_level: 3, date: TODAY };
    const stressed = { mood_score: 7, energy_level: 7, stress_level: 9, date: TODAY };
    for (const stage of ALL_STAGES) {
      const tired = chooseDigest(
        calmDay({ stage, sleepHoursByDay: nights(5, 5, 5), glassesYesterday: 1, latestMood: bad }),
      );
      expect(tired.map(triggerOf).filter(Boolean).sort(), stage).toEqual([
        "low-energy",
        "low-hydration",
        "low-mood",
        "short-sleep",
      ]);
      const tense = chooseDigest(calmDay({ stage, latestMood: stressed }));
      expect(tense.map(triggerOf).filter(Boolean), stage).toEqual(["high-stress"]);
    }
  });

  it("never shows a tip for another journey, or a workout or recipe not meant for her stage", () => {
    for (const stage of ALL_STAGES) {
      for (let d = 0; d < 21; d++) {
        for (const workoutsThisWeek of [0, 2]) {
          const digest = chooseDigest(calmDay({ stage, today: addDays(TODAY, d), workoutsThisWeek }));
          for (const tip of digest) {
            if (tip.id === "ten-minute-move") continue;
            expect(tipSuitsHer(tipById(tip.id)!, stage), `${stage} ${tip.id}`).toBe(true);
          }
        }
      }
    }
  });

  it("keeps a nausea tip for the first trimester away from the third", () => {
    const nausea = tipById("ginger-for-queasy-mornings")!;
    expect(tipSuitsHer(nausea, "pregnant_trimester_1")).toBe(true);
    expect(tipSuitsHer(nausea, "pregnant_trimester_3")).toBe(false);
  });

  it("shows nothing to a profile without a journey", () => {
    expect(chooseDigest(calmDay({ stage: "none" }))).toEqual([]);
    expect(chooseDigest(calmDay({ stage: null }))).toEqual([]);
  });

  it("is the same all day, changes from day to day, and differs between users", () => {
    const ids = (s: Partial<DigestSignals>) => chooseDigest(calmDay(s)).map((t) => t.id);
    expect(ids({})).toEqual(ids({}));
    const days = new Set(Array.from({ length: 14 }, (_, d) => ids({ today: addDays(TODAY, d) }).join()));
    expect(days.size).toBeGreaterThan(3);
    const users = new Set(Array.from({ length: 14 }, (_, u) => ids({ seed: `user-${u}` }).join()));
    expect(users.size).toBeGreaterThan(3);
  });

  it("keeps a tip she completed today in its place when her logs would now choose another", () => {
    const morning = chooseDigest(calmDay());
    const sleepTip = morning.find((t) => t.category === "sleep")!;
    // She completes the everyday sleep tip, then logs a third short night.
    const later = chooseDigest(calmDay({ sleepHoursByDay: nights(5, 5, 5) }), [sleepTip.id]);
    expect(later.filter((t) => t.category === "sleep").map((t) => t.id)).toEqual([sleepTip.id]);
    expect(later).toHaveLength(5);
  });

  it("keeps a completed ten-minute workout after she logs the workout it suggested", () => {
    const monday = chooseDigest(calmDay({ workoutsThisWeek: 0 }));
    const move = monday.find((t) => t.id === "ten-minute-move")!;
    const after = chooseDigest(calmDay({ workoutsThisWeek: 1 }), ["ten-minute-move"]);
    expect(after.find((t) => t.category === "workout")).toMatchObject({
      id: "ten-minute-move",
      link: move.link,
    });
  });

  it("ignores a completed id that is not a tip for her", () => {
    const digest = chooseDigest(calmDay(), ["no-such-tip", "ginger-for-queasy-mornings"]);
    expect(digest.map((t) => t.id)).toEqual(chooseDigest(calmDay()).map((t) => t.id));
  });
});

describe("the catalogue behind the rules", () => {
  it("offers every stage at least two everyday tips in each category, so the rotation means something", () => {
    const thin: string[] = [];
    for (const stage of ALL_STAGES) {
      for (const category of ["workout", "nutrition", "hydration", "mindfulness", "sleep"]) {
        const n = WELLNESS_TIPS.filter(
          (t) => t.category === category && !t.trigger && tipSuitsHer(t, stage),
        ).length;
        if (n < 2) thin.push(`${stage} ${category}: ${n}`);
      }
    }
    expect(thin).toEqual([]);
  });
});

describe("after a pregnancy loss", () => {
  const babyWords =
    /\b(baby|babies|newborn|feeds?|feeding|breastfeed\w*|nap|naps|pram|strollers?|bump|toddlers?|little one)\b/i;

  // Choosing to try again (ttc) is choosing conception content; a postpartum journey after a loss
  // must not assume a baby at home.
  it("offers a postpartum journey no tip that speaks of a baby or a bump", () => {
    for (const stage of ["postpartum_0-6", "postpartum", "postpartum_6-12", "postpartum_3-6m"]) {
      for (let d = 0; d < 21; d++) {
        const signals = calmDay({
          stage,
          babyContent: false,
          today: addDays(TODAY, d),
          workoutsThisWeek: d % 2,
          sleepHoursByDay: d % 3 === 0 ? nights(5, 5, 5) : {},
          latestMood: { mood_score: 3, energy_level: 3, stress_level: 8, date: addDays(TODAY, d) },
        });
        for (const tip of chooseDigest(signals)) {
          const words = [tip.title, tip.description, tip.action, tip.benefit].join(" ");
          expect(words, `${stage} ${tip.id}`).not.toMatch(babyWords);
        }
      }
    }
  });

  it("still gives her a full digest of five tips", () => {
    for (const stage of ["postpartum_0-6", "postpartum", "ttc_1-3"]) {
      expect(chooseDigest(calmDay({ stage, babyContent: false })), stage).toHaveLength(5);
    }
  });

  it("marks every tip that speaks of a baby, so the rule can keep them away", () => {
    const unmarked = WELLNESS_TIPS.filter(
      (t) =>
        !t.aboutBaby &&
        t.journeys.includes("postpartum") &&
        babyWords.test([t.title, t.description, t.action, t.benefit].join(" ")),
    ).map((t) => t.id);
    expect(unmarked).toEqual([]);
  });
});
