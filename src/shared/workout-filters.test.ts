import { describe, expect, it } from "vitest";
import { WORKOUTS } from "../content/workouts";
import type { Exercise, Workout } from "../content/workouts/schema";
import {
  activeFilterCount,
  featuredPrograms,
  featuredStandalone,
  filterWorkouts,
  isQuickWorkout,
  matchesSearch,
  NO_FILTERS,
  parseWorkoutFilters,
  QUICK_WORKOUT_MINUTES,
  type WorkoutFilters,
  workoutListsFor,
  writeWorkoutFilters,
} from "./workout-filters";

const move = (name: string, seconds: number): Exercise => ({
  name,
  seconds,
  position: "standing",
  focus: "mobility",
  instructions: ["Stand tall.", "Move slowly."],
  modifications: [],
  skipIf: [],
});

function workout(over: Partial<Workout> & Pick<Workout, "slug">): Workout {
  return {
    id: over.slug,
    title: over.slug,
    description: "A workout.",
    level: "beginner",
    category: "Mobility",
    tags: ["mobility"],
    equipment: ["none"],
    journeys: ["pregnant"],
    stages: ["pregnant-trimester-2"],
    benefits: ["Feels good"],
    frequency: "Daily",
    featured: false,
    exercises: [move("Shoulder rolls", 300), move("Side bends", 300)],
    ...over,
  };
}

const filters = (over: Partial<WorkoutFilters>): WorkoutFilters => ({ ...NO_FILTERS, ...over });
const slugs = (ws: readonly Workout[]) => ws.map((w) => w.slug);

describe("lists for her stage", () => {
  const second = workout({ slug: "second", stages: ["pregnant-trimester-2"] });
  const third = workout({ slug: "third", stages: ["pregnant-trimester-3"] });
  const every = workout({
    slug: "every",
    stages: ["pregnant-trimester-1", "pregnant-trimester-2", "pregnant-trimester-3"],
  });
  const early = workout({ slug: "early", journeys: ["postpartum"], stages: ["postpartum-0-6"] });
  const all = [second, third, every, early];

  it("matches the profile's underscore spelling to the catalogue's hyphen spelling", () => {
    expect(slugs(workoutListsFor(all, "pregnant_trimester_2").journey)).toEqual(["second", "every"]);
    expect(slugs(workoutListsFor(all, "pregnant-trimester-3").journey)).toEqual(["third", "every"]);
  });

  it("reads a bare journey the cautious way: every trimester, or the first six weeks after birth", () => {
    expect(slugs(workoutListsFor(all, "pregnant").journey)).toEqual(["every"]);
    expect(slugs(workoutListsFor(all, "postpartum").journey)).toEqual(["early"]);
  });

  it("keeps every workout when she chose not to say", () => {
    expect(workoutListsFor(all, "none").journey).toHaveLength(4);
    expect(workoutListsFor(all, null).journey).toHaveLength(4);
  });

  it("shows saved workouts for her stage and counts the others", () => {
    const lists = workoutListsFor(all, "postpartum_0-6", [second, early]);
    expect(slugs(lists.favorites)).toEqual(["early"]);
    expect(lists.favoritesElsewhere).toBe(1);
  });

  it("finds catalogue workouts for every profile stage", () => {
    for (const stage of [
      "ttc_1-3",
      "pregnant_trimester_1",
      "postpartum_0-6",
      "postpartum_12m+",
      "toddler_3+",
    ]) {
      expect(workoutListsFor(WORKOUTS, stage).journey.length, stage).toBeGreaterThan(0);
    }
  });
});

describe("search", () => {
  const yoga = workout({
    slug: "prenatal-yoga",
    title: "Prenatal Yoga",
    tags: ["yoga", "hip-opening"],
    exercises: [move("Cat-Cow", 60), move("Goddess Pose", 60)],
  });
  const walk = workout({ slug: "walk", title: "Brisk Walk", description: "Get outside with the pram." });

  it("finds words in the title, description, tags and exercise names, ignoring case", () => {
    expect(matchesSearch(yoga, "YOGA")).toBe(true);
    expect(matchesSearch(walk, "pram")).toBe(true);
    expect(matchesSearch(yoga, "hip opening")).toBe(true);
    expect(matchesSearch(yoga, "goddess")).toBe(true);
    expect(matchesSearch(yoga, "cat cow")).toBe(true);
  });

  it("needs every word of the query", () => {
    expect(matchesSearch(yoga, "yoga goddess")).toBe(true);
    expect(matchesSearch(yoga, "yoga pram")).toBe(false);
  });

  it("matches everything for an empty query", () => {
    expect(matchesSearch(walk, "   ")).toBe(true);
  });

  it("narrows the real catalogue", () => {
    const found = filterWorkouts(WORKOUTS, filters({ q: "stroller" }));
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(WORKOUTS.length);
  });
});

describe("filters", () => {
  const short = workout({ slug: "short", exercises: [move("A", 300), move("B", 600)] }); // 15 min
  const medium = workout({
    slug: "medium",
    level: "intermediate",
    category: "Strength",
    equipment: ["dumbbells", "mat"],
    exercises: [move("A", 600), move("B", 960)], // 26 min
  });
  const long = workout({ slug: "long", level: "advanced", exercises: [move("A", 1200), move("B", 660)] }); // 31 min
  const all = [short, medium, long];

  it("filters by level", () => {
    expect(slugs(filterWorkouts(all, filters({ level: "advanced" })))).toEqual(["long"]);
  });

  it("filters by duration ranges: 15 or less, 15-30, over 30", () => {
    expect(slugs(filterWorkouts(all, filters({ duration: "short" })))).toEqual(["short"]);
    expect(slugs(filterWorkouts(all, filters({ duration: "medium" })))).toEqual(["medium"]);
    expect(slugs(filterWorkouts(all, filters({ duration: "long" })))).toEqual(["long"]);
  });

  it("filters by category", () => {
    expect(slugs(filterWorkouts(all, filters({ category: "Strength" })))).toEqual(["medium"]);
  });

  it("filters by equipment a workout uses", () => {
    expect(slugs(filterWorkouts(all, filters({ equipment: "mat" })))).toEqual(["medium"]);
    expect(slugs(filterWorkouts(all, filters({ equipment: "none" })))).toEqual(["short", "long"]);
  });

  it("combines filters and search", () => {
    expect(filterWorkouts(all, filters({ level: "beginner", duration: "long" }))).toEqual([]);
  });

  it("round-trips through the query string and ignores unknown values", () => {
    const chosen = filters({
      q: "core",
      level: "beginner",
      duration: "medium",
      category: "Pelvic Floor",
      equipment: "mat",
    });
    const params = writeWorkoutFilters(new URLSearchParams("tab=quick"), chosen);
    expect(params.get("tab")).toBe("quick");
    expect(parseWorkoutFilters(params)).toEqual(chosen);
    expect(parseWorkoutFilters(new URLSearchParams("level=expert&duration=forever"))).toEqual(NO_FILTERS);
    expect(writeWorkoutFilters(params, NO_FILTERS).toString()).toBe("tab=quick");
  });

  it("counts the active filters", () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount(filters({ q: "yoga", level: "beginner" }))).toBe(2);
  });
});

describe("quick workouts", () => {
  it("uses a threshold of 15 minutes", () => {
    expect(QUICK_WORKOUT_MINUTES).toBe(15);
    expect(isQuickWorkout(workout({ slug: "a", exercises: [move("A", 450), move("B", 450)] }))).toBe(true); // 15
    expect(isQuickWorkout(workout({ slug: "b", exercises: [move("A", 450), move("B", 451)] }))).toBe(false); // 16
  });

  it("counts any workout of category Quick", () => {
    expect(
      isQuickWorkout(
        workout({ slug: "c", category: "Quick", exercises: [move("A", 1200), move("B", 1200)] }),
      ),
    ).toBe(true);
  });
});

describe("featured programs", () => {
  it("groups the program workouts written for her stage", () => {
    const programs = featuredPrograms(WORKOUTS, "pregnant_trimester_2");
    expect(programs.map((p) => p.name)).toEqual(["Prenatal"]);
    expect(programs[0]!.workouts.every((w) => w.stages.includes("pregnant-trimester-2"))).toBe(true);
    expect(featuredPrograms(WORKOUTS, "postpartum_3-6m").map((p) => p.id)).toContain("core-restore");
  });

  it("features no Advanced Program three weeks after birth, and no program at all", () => {
    expect(featuredPrograms(WORKOUTS, "postpartum_0-6")).toEqual([]);
    expect(featuredPrograms(WORKOUTS, "postpartum_12m+").map((p) => p.id)).toContain("advanced");
  });

  it("offers featured workouts outside programs, like Fertility Flow Yoga for ttc", () => {
    expect(slugs(featuredStandalone(WORKOUTS, "ttc"))).toContain("fertility-flow-yoga");
  });
});
