import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "../content/coach";
import { COURSES } from "../content/courses";
import { findWorkout, WORKOUTS, type Workout } from "../content/workouts";
import { linksForStage } from "./coach/stage-links";
import { journeyOf } from "./journeys";
import {
  EVERY_STAGE,
  forHerStage,
  herStage,
  planSuitsStage,
  STARTING_WEEKLY_GOAL,
  startingWeeklyGoal,
  suitsStage,
  writtenFor,
} from "./stage-safety";
import { filterWorkouts, NO_FILTERS, workoutListsFor } from "./workout-filters";

const advanced = findWorkout("advanced-mom-conditioning")!;
/** Words a mother might search for, the harder ones included. */
const SEARCHES = ["", "advanced", "plank", "jump", "core", "strength", "yoga", "walk", "hiit", "breath"];

/** What the catalogue itself says about a workout and a stage, written out without the rule. */
function writtenForStage(w: Pick<Workout, "journeys" | "stages">, stage: string): boolean {
  const journey = journeyOf(stage);
  if (!journey) return true;
  const spelled = stage.replace(/_/g, "-");
  if (spelled !== journey) return w.stages.includes(spelled as never);
  if (journey === "pregnant")
    return ["pregnant-trimester-1", "pregnant-trimester-2", "pregnant-trimester-3"].every((s) =>
      w.stages.includes(s as never),
    );
  if (journey === "postpartum") return w.stages.includes("postpartum-0-6");
  return w.journeys.includes(journey);
}

describe("every stage × every list offers only what is written for her stage", () => {
  it.each(EVERY_STAGE)("%s", (stage) => {
    const lists = workoutListsFor(WORKOUTS, stage, WORKOUTS);
    const offered: [string, Workout[]][] = [
      ["recommended", lists.recommended],
      ["journey tab", lists.journey],
      ["quick", lists.quick],
      ["favorites", lists.favorites],
      ["featured", lists.featured],
      ...lists.programs.map((p): [string, Workout[]] => [`program ${p.id}`, p.workouts]),
    ];
    for (const q of SEARCHES) {
      for (const [name, list] of offered) {
        for (const w of filterWorkouts(list, { ...NO_FILTERS, q })) {
          expect(writtenForStage(w, stage), `${name} "${q}" offers ${w.slug}`).toBe(true);
        }
      }
    }
    // The coach's workout links, from every entry of its knowledge base.
    for (const entry of KNOWLEDGE) {
      for (const link of linksForStage(entry.response.programs, stage)) {
        const workout = link.href.startsWith("/workouts/") ? findWorkout(link.href.slice(10)) : undefined;
        if (workout)
          expect(writtenForStage(workout, stage), `coach ${entry.id} → ${workout.slug}`).toBe(true);
      }
    }
    // Courses.
    for (const course of forHerStage(COURSES, stage)) {
      expect(writtenForStage(course, stage), `course ${course.id}`).toBe(true);
    }
    // A direct link asks the same question.
    for (const w of WORKOUTS) expect(suitsStage(w, stage), w.slug).toBe(writtenForStage(w, stage));
    // And every stage has something to do.
    expect(lists.journey.length, "journey tab").toBeGreaterThan(0);
    expect(lists.recommended.length, "recommended").toBeGreaterThan(0);
  });

  it("never offers Advanced Mom Conditioning three weeks after birth", () => {
    for (const stage of ["postpartum_0-6", "postpartum"]) {
      const lists = workoutListsFor(WORKOUTS, stage, [advanced]);
      const everything = [
        ...lists.recommended,
        ...lists.journey,
        ...lists.quick,
        ...lists.favorites,
        ...lists.featured,
        ...lists.programs.flatMap((p) => p.workouts),
      ];
      expect(everything.map((w) => w.slug)).not.toContain(advanced.slug);
      expect(lists.programs.map((p) => p.id)).not.toContain("advanced");
      expect(suitsStage(advanced, stage)).toBe(false);
    }
    expect(suitsStage(advanced, "postpartum_12m+")).toBe(true);
  });

  it("keeps the coach's links to gentle workouts and drops the rest", () => {
    const links = [
      { label: "First Weeks", href: "/workouts/first-weeks-breathing-and-pelvic-floor" },
      { label: "Strength", href: "/workouts/postpartum-strength-builder" },
      { label: "Recipe", href: "/recipes/overnight-oats" },
    ];
    expect(linksForStage(links, "postpartum_0-6").map((l) => l.label)).toEqual(["First Weeks", "Recipe"]);
    expect(linksForStage(links, null)).toHaveLength(3);
  });

  it("leads a postpartum member with courses for her stage, not the toddler challenge", () => {
    const glow = COURSES.find((c) => c.title.includes("Glow Up"))!;
    expect(suitsStage(glow, "postpartum_0-6")).toBe(false);
    expect(suitsStage(glow, "toddler_1-2")).toBe(true);
    expect(suitsStage(glow, "toddler")).toBe(true);
    expect(forHerStage(COURSES, "postpartum_0-6").length).toBeGreaterThan(0);
  });
});

describe("her stage", () => {
  const today = "2026-06-01";
  it("follows her baby's birth date over a bare journey", () => {
    const profile = { motherhood_stage: "postpartum", due_date: null, baby_birth_date: "2026-05-11" };
    expect(herStage(profile, today)).toBe("postpartum_0-6");
  });

  it("follows her due date to her trimester", () => {
    const profile = { motherhood_stage: "pregnant", due_date: "2026-09-14", baby_birth_date: null };
    expect(herStage(profile, today)).toBe("pregnant_trimester_2");
  });

  it("keeps the stage she chose when her dates say nothing more", () => {
    expect(herStage({ motherhood_stage: "ttc_6-12", due_date: null, baby_birth_date: null }, today)).toBe(
      "ttc_6-12",
    );
    expect(herStage(null, today)).toBeNull();
  });

  it("names the stages an item is written for", () => {
    expect(writtenFor(advanced)).toBe("Postpartum (12+ months); Toddler Mom (2-3 years, 3+ years)");
  });
});

describe("a saved workout plan", () => {
  it("suits the stage it was built for, and not the next one", () => {
    expect(planSuitsStage("pregnant", "pregnant_trimester_3")).toBe(true);
    expect(planSuitsStage("pregnant", "postpartum_0-6")).toBe(false);
    expect(planSuitsStage("postpartum-0-3", "postpartum")).toBe(true);
    expect(planSuitsStage("postpartum-0-3", "postpartum_3-6m")).toBe(false);
    expect(planSuitsStage("general", "toddler_2-3")).toBe(true);
    expect(planSuitsStage("ttc", "none")).toBe(true);
  });
});

describe("her first weekly workout goal", () => {
  it("starts gently after birth and in pregnancy", () => {
    expect(startingWeeklyGoal("postpartum_0-6")).toBe(2);
    expect(startingWeeklyGoal("postpartum")).toBe(2);
    expect(startingWeeklyGoal("pregnant_trimester_2")).toBe(3);
    expect(startingWeeklyGoal("pregnant")).toBe(3);
    expect(startingWeeklyGoal("toddler_2-3")).toBe(5);
    expect(startingWeeklyGoal("ttc")).toBe(5);
    expect(startingWeeklyGoal("none")).toBe(5);
    expect(startingWeeklyGoal(null)).toBe(5);
  });

  it("has a goal for every stage, never more than the spec's five", () => {
    for (const stage of EVERY_STAGE) {
      const goal = startingWeeklyGoal(stage);
      expect(goal, stage).toBeGreaterThanOrEqual(1);
      expect(goal, stage).toBeLessThanOrEqual(5);
    }
    expect(Object.values(STARTING_WEEKLY_GOAL).every((g) => g >= 1 && g <= 5)).toBe(true);
  });
});
