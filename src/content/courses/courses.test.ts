import { describe, expect, it } from "vitest";
import { WORKOUTS } from "../workouts";
import { buildDay, COURSES, courseDays, courseSchema, daySeconds, findCourse } from "./index";

const EARLY_POSTPARTUM_FOCUS = new Set(["breathing", "pelvic-floor", "walking", "mobility"]);
const PREGNANCY_LATER = ["pregnant-trimester-2", "pregnant-trimester-3"];

describe("course catalogue", () => {
  it.each(COURSES.map((c) => [c.id, c] as const))("%s passes the schema", (_id, course) => {
    const result = courseSchema.safeParse(course);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("has at least six courses across the four journeys, with unique ids and titles", () => {
    expect(COURSES.length).toBeGreaterThanOrEqual(6);
    expect(new Set(COURSES.map((c) => c.id)).size).toBe(COURSES.length);
    expect(new Set(COURSES.map((c) => c.title)).size).toBe(COURSES.length);
    for (const j of ["ttc", "pregnant", "postpartum", "toddler"] as const)
      expect(
        COURSES.some((c) => c.journeys.includes(j)),
        j,
      ).toBe(true);
  });

  it("has the 30 Days Glow Up Challenge: four named weeks with the spec's themes", () => {
    const glow = COURSES.find((c) => c.title === "30 Days Glow Up Challenge")!;
    expect(glow.weeks.map((w) => w.title)).toEqual([
      "Foundation Week",
      "Strength Week",
      "Energy Week",
      "Glow Week",
    ]);
    expect(glow.weeks.map((w) => w.theme)).toEqual([
      "Foundation and gentle movement",
      "Strength and core recovery",
      "Energy and metabolism",
      "Full body glow up",
    ]);
    expect(courseDays(glow)).toHaveLength(28);
  });

  it("keeps the spec's program facts", () => {
    const facts: Record<string, { weeks: number; min: number; max: number }> = {
      "Prenatal Strength & Calm": { weeks: 6, min: 20, max: 30 },
      "Advanced Mom Strength": { weeks: 8, min: 25, max: 35 },
      "Core Restore": { weeks: 3, min: 15, max: 20 },
      "Energy & Strength": { weeks: 6, min: 20, max: 30 },
      "30 Days Glow Up Challenge": { weeks: 4, min: 15, max: 20 },
    };
    for (const [title, fact] of Object.entries(facts)) {
      const c = COURSES.find((x) => x.title === title);
      expect(c, title).toBeDefined();
      if (!c) continue;
      expect(c.weeks.length, title).toBe(fact.weeks);
      expect([c.minMinutes, c.maxMinutes], title).toEqual([fact.min, fact.max]);
    }
  });

  it("finds a course by id", () => {
    expect(findCourse("glow-up-challenge")?.title).toBe("30 Days Glow Up Challenge");
    expect(findCourse("nope")).toBeUndefined();
  });
});

describe("course days and their durations", () => {
  const glow = findCourse("glow-up-challenge")!;

  it("gives week 1 day 1 a 300 s warm-up, 900 s main and 300 s cool-down", () => {
    const day = buildDay(glow, 1, 1)!;
    expect(day.exercises.map((e) => e.duration)).toEqual([300, 900, 300]);
    expect(day.exercises[0]!.name).toMatch(/^Warm-up: /);
    expect(day.exercises[2]!.name).toMatch(/^Cool-down: /);
  });

  it("gives week 1 day 5 a single 1500 s session", () => {
    expect(buildDay(glow, 1, 5)!.exercises.map((e) => e.duration)).toEqual([1500]);
  });

  it("gives every other Glow Up day the default 1200 s", () => {
    const other = courseDays(glow).filter((d) => !(d.week === 1 && (d.day === 1 || d.day === 5)));
    for (const d of other)
      expect(
        d.exercises.map((e) => e.duration),
        `w${d.week}d${d.day}`,
      ).toEqual([1200]);
  });

  it("keeps every other course's days within its promised minutes per day", () => {
    for (const c of COURSES.filter((x) => x.id !== glow.id)) {
      for (const d of courseDays(c)) {
        const minutes = daySeconds(d) / 60;
        expect(minutes, `${c.id} w${d.week}d${d.day}`).toBeGreaterThanOrEqual(c.minMinutes);
        expect(minutes, `${c.id} w${d.week}d${d.day}`).toBeLessThanOrEqual(c.maxMinutes);
      }
    }
  });

  it("has no day outside 1-7 and unique exercise ids with numbered instructions", () => {
    expect(buildDay(glow, 1, 8)).toBeNull();
    expect(buildDay(glow, 5, 1)).toBeNull();
    for (const c of COURSES) {
      const ids = courseDays(c).flatMap((d) => d.exercises.map((e) => e.id));
      expect(new Set(ids).size, c.id).toBe(ids.length);
      for (const d of courseDays(c))
        for (const e of d.exercises) expect(e.instructions.length).toBeGreaterThan(2);
    }
  });
});

describe("course safety: every day obeys the catalogue's stage rules", () => {
  const bySlug = new Map(WORKOUTS.map((w) => [w.slug, w]));

  it.each(COURSES.map((c) => [c.id, c] as const))(
    "%s uses only catalogue workouts written for all its stages",
    (_id, c) => {
      const offending = courseDays(c)
        .flatMap((d) => d.exercises.map((e) => ({ d, e, w: bySlug.get(e.workoutSlug) })))
        .filter(({ w }) => !w || !c.stages.every((s) => w.stages.includes(s)))
        .map(({ d, e }) => `w${d.week}d${d.day} ${e.workoutSlug}`);
      expect(offending).toEqual([]);
    },
  );

  it("first-weeks postpartum courses use only breathing, pelvic floor, walking and gentle mobility", () => {
    const early = COURSES.filter((c) => c.stages.includes("postpartum-0-6"));
    expect(early.length).toBeGreaterThanOrEqual(1);
    for (const c of early)
      for (const d of courseDays(c))
        for (const e of d.exercises) {
          const w = bySlug.get(e.workoutSlug)!;
          expect(w.exercises.filter((x) => !EARLY_POSTPARTUM_FOCUS.has(x.focus)).map((x) => x.name)).toEqual(
            [],
          );
        }
  });

  it("pregnancy courses never lie flat or on the tummy later in pregnancy, and say when to stop", () => {
    for (const c of COURSES.filter((x) => x.journeys.includes("pregnant"))) {
      expect(c.stages.some((s) => PREGNANCY_LATER.includes(s))).toBe(true);
      for (const d of courseDays(c))
        for (const e of d.exercises) {
          const w = bySlug.get(e.workoutSlug)!;
          expect(w.exercises.filter((x) => x.position === "supine" || x.position === "prone")).toEqual([]);
          expect(e.instructions[0]).toMatch(/^Stop and contact your midwife or doctor/);
        }
    }
  });

  it("every postpartum course asks about the warning signs after birth; others need not", () => {
    for (const c of COURSES) {
      const postpartum =
        c.journeys.includes("postpartum") && c.stages.some((s) => s.startsWith("postpartum-"));
      if (c.stages.every((s) => s.startsWith("postpartum-"))) expect(c.postpartumCheckin, c.id).toBe(true);
      if (c.postpartumCheckin) expect(postpartum, c.id).toBe(true);
    }
  });

  it("advanced courses are only for a year or more after birth", () => {
    for (const c of COURSES.filter((x) => x.difficulty === "advanced"))
      expect(
        c.stages.every((s) => ["postpartum-12m+", "toddler-1-2", "toddler-2-3", "toddler-3+"].includes(s)),
      ).toBe(true);
  });
});
