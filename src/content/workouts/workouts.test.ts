import { describe, expect, it } from "vitest";
import { JOURNEY_IDS } from "../journeys";
import {
  CONTRAINDICATION_LABELS,
  CONTRAINDICATIONS,
  type Exercise,
  exerciseSeconds,
  findWorkout,
  PROGRAMS,
  type ProgramId,
  WORKOUT_STAGES,
  WORKOUTS,
  type Workout,
  type WorkoutStage,
  workoutDurationMinutes,
  workoutSchema,
  workoutSlug,
} from "./index";

const targets = (w: Workout, ...stages: WorkoutStage[]) => stages.some((s) => w.stages.includes(s));
const label = (w: Workout, e?: Exercise) => (e ? `${w.slug} › ${e.name}` : w.slug);

const CURL_OR_PLANK_NAME =
  /crunch|sit[- ]?ups?\b|plank|v[- ]?ups?\b|jack[- ]?knife|roll[- ]?ups?\b|toes[- ]to[- ]bar/i;
const JUMP_NAME = /jump|\bhops?\b|burpee|skipping|bounding|plyo|tuck jump/i;

/** Crunch, sit-up, V-up or plank-style: flagged, or recognisable by name. */
const isCurlOrPlank = (e: Exercise) =>
  (e.flags ?? []).some((f) => f === "trunk-curl" || f === "plank") || CURL_OR_PLANK_NAME.test(e.name);
const isJump = (e: Exercise) => (e.flags ?? []).includes("jump") || JUMP_NAME.test(e.name);

const isPregnancy = (w: Workout) => w.journeys.includes("pregnant");
const isEarlyPostpartum = (w: Workout) => targets(w, "postpartum-0-6", "postpartum-6-12");
const isDiastasisRecovery = (w: Workout) => w.tags.some((t) => t.includes("diastasis"));

const allExercises = WORKOUTS.flatMap((w) => w.exercises.map((e) => ({ w, e })));

describe("workout catalogue: shape", () => {
  it("has at least 40 workouts", () => {
    expect(WORKOUTS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(WORKOUTS.map((w) => [w.slug, w] as const))("%s passes the schema", (_slug, workout) => {
    const result = workoutSchema.safeParse(workout);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("has unique ids and slugs, and each slug follows the title rule", () => {
    const ids = WORKOUTS.map((w) => w.id);
    const slugs = WORKOUTS.map((w) => w.slug);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const w of WORKOUTS) expect(w.slug, w.title).toBe(workoutSlug(w.title));
  });

  it("slugs are the lowercased title with spaces as hyphens and punctuation removed", () => {
    expect(workoutSlug("Fertility Flow Yoga")).toBe("fertility-flow-yoga");
    expect(workoutSlug("Mom & Me: Yoga!")).toBe("mom-me-yoga");
    expect(workoutSlug("Pregnancy Evening Wind-Down")).toBe("pregnancy-evening-wind-down");
  });

  it("rejects a record whose slug does not match its title", () => {
    const first = WORKOUTS[0]!;
    expect(workoutSchema.safeParse({ ...first, slug: "something-else" }).success).toBe(false);
  });

  it("rejects an exercise with both seconds and reps, or neither", () => {
    const first = WORKOUTS[0]!;
    const exercise = first.exercises[0]!;
    const both = { ...first, exercises: [{ ...exercise, seconds: 30, reps: 10 }, exercise] };
    const neither = { ...first, exercises: [{ ...exercise, seconds: undefined, reps: undefined }, exercise] };
    expect(workoutSchema.safeParse(both).success).toBe(false);
    expect(workoutSchema.safeParse(neither).success).toBe(false);
  });

  it("labels every contraindication code", () => {
    for (const code of CONTRAINDICATIONS) expect(CONTRAINDICATION_LABELS[code].length).toBeGreaterThan(5);
  });

  it("finds workouts by slug", () => {
    expect(findWorkout("fertility-flow-yoga")?.title).toBe("Fertility Flow Yoga");
    expect(findWorkout("Postpartum-Core")?.title).toBe("Postpartum Core");
    expect(findWorkout("no-such-workout")).toBeUndefined();
  });
});

describe("workout catalogue: required content and coverage", () => {
  it("includes Fertility Flow Yoga for ttc", () => {
    const w = findWorkout("fertility-flow-yoga");
    expect(w?.title).toBe("Fertility Flow Yoga");
    expect(w?.journeys).toContain("ttc");
  });

  it("includes Postpartum Core as a gentle core recovery without crunches or sit-ups", () => {
    const w = findWorkout("postpartum-core");
    expect(w?.title).toBe("Postpartum Core");
    expect(w?.journeys).toContain("postpartum");
    expect(w?.frequency).toBe("2-3 times per week");
    const names = w?.exercises.map((e) => e.name.toLowerCase()) ?? [];
    expect(names.some((n) => n.includes("breathing"))).toBe(true);
    expect(names.some((n) => n.includes("pelvic floor"))).toBe(true);
    expect(names.some((n) => n.includes("transverse abdominis"))).toBe(true);
    expect(names).toContain("heel slides");
    expect(w?.exercises.filter(isCurlOrPlank)).toEqual([]);
  });

  it("includes Prenatal Yoga and Energy Boost", () => {
    expect(findWorkout("prenatal-yoga")?.journeys).toContain("pregnant");
    expect(findWorkout("energy-boost")?.title).toBe("Energy Boost");
  });

  it.each(WORKOUT_STAGES.map((s) => [s]))("stage %s has at least 2 workouts", (stage) => {
    expect(WORKOUTS.filter((w) => w.stages.includes(stage)).length).toBeGreaterThanOrEqual(2);
  });

  it.each(JOURNEY_IDS.map((j) => [j]))("journey %s has a quick workout of 15 minutes or less", (journey) => {
    const quick = WORKOUTS.filter((w) => w.journeys.includes(journey) && workoutDurationMinutes(w) <= 15);
    expect(quick.length).toBeGreaterThanOrEqual(1);
  });

  it("keeps computed durations between 5 and 60 minutes", () => {
    for (const w of WORKOUTS) {
      const minutes = workoutDurationMinutes(w);
      expect(minutes, w.slug).toBeGreaterThanOrEqual(5);
      expect(minutes, w.slug).toBeLessThanOrEqual(60);
    }
  });

  it("keeps workouts in the Quick category at 15 minutes or less", () => {
    for (const w of WORKOUTS.filter((x) => x.category === "Quick")) {
      expect(workoutDurationMinutes(w), w.slug).toBeLessThanOrEqual(15);
    }
  });

  it("has featured Prenatal, Core Restore and Energy & Strength programs within their daily time", () => {
    for (const id of ["prenatal", "core-restore", "energy-strength"] as ProgramId[]) {
      expect(WORKOUTS.some((w) => w.program === id && w.featured)).toBe(true);
    }
    for (const w of WORKOUTS.filter((x) => x.program)) {
      const program = PROGRAMS[w.program!];
      const minutes = workoutDurationMinutes(w);
      expect(w.featured, w.slug).toBe(true);
      expect(minutes, w.slug).toBeGreaterThanOrEqual(program.minMinutes);
      expect(minutes, w.slug).toBeLessThanOrEqual(program.maxMinutes);
    }
  });
});

describe("workoutDurationMinutes", () => {
  const base: Exercise = {
    name: "Test",
    position: "standing",
    focus: "strength",
    instructions: ["One", "Two"],
    modifications: [],
    skipIf: [],
  };

  it("counts timed work, reps at 3 s each, sides, sets and rest, rounded up", () => {
    expect(exerciseSeconds({ ...base, seconds: 45 })).toBe(45);
    expect(exerciseSeconds({ ...base, reps: 10, sets: 3, restSeconds: 30 })).toBe(180);
    expect(exerciseSeconds({ ...base, reps: 10, perSide: true, sets: 2, restSeconds: 15 })).toBe(150);
    expect(workoutDurationMinutes({ exercises: [{ ...base, seconds: 60 }] })).toBe(1);
    expect(workoutDurationMinutes({ exercises: [{ ...base, seconds: 61 }] })).toBe(2);
  });
});

describe("workout catalogue: safety rules", () => {
  it("uses no supine or prone position in second- or third-trimester workouts", () => {
    const offending = WORKOUTS.filter((w) => targets(w, "pregnant-trimester-2", "pregnant-trimester-3"))
      .flatMap((w) => w.exercises.map((e) => ({ w, e })))
      .filter(({ e }) => e.position === "supine" || e.position === "prone")
      .map(({ w, e }) => label(w, e));
    expect(offending).toEqual([]);
  });

  it("uses no prone (tummy-down) position in any pregnancy workout", () => {
    const offending = allExercises
      .filter(({ w, e }) => isPregnancy(w) && e.position === "prone")
      .map(({ w, e }) => label(w, e));
    expect(offending).toEqual([]);
  });

  it("marks every supine exercise to be skipped after 20 weeks of pregnancy", () => {
    const offending = allExercises
      .filter(({ e }) => e.position === "supine" && !e.skipIf.includes("pregnancy-after-20-weeks"))
      .map(({ w, e }) => label(w, e));
    expect(offending).toEqual([]);
  });

  it("flags every exercise whose name looks like a crunch, sit-up, V-up, plank or jump", () => {
    const unflagged = allExercises
      .filter(
        ({ e }) =>
          (CURL_OR_PLANK_NAME.test(e.name) &&
            !(e.flags ?? []).some((f) => f === "trunk-curl" || f === "plank")) ||
          (JUMP_NAME.test(e.name) && !(e.flags ?? []).includes("jump")),
      )
      .map(({ w, e }) => label(w, e));
    expect(unflagged).toEqual([]);
  });

  it("has no crunches, sit-ups, planks or V-ups before 12 weeks postpartum or in diastasis recti workouts", () => {
    const offending = allExercises
      .filter(({ w, e }) => (isEarlyPostpartum(w) || isDiastasisRecovery(w)) && isCurlOrPlank(e))
      .map(({ w, e }) => label(w, e));
    expect(offending).toEqual([]);
  });

  it("marks every other crunch, sit-up or plank-style exercise to be skipped with diastasis recti", () => {
    const offending = allExercises
      .filter(({ e }) => isCurlOrPlank(e) && !e.skipIf.includes("diastasis-recti"))
      .map(({ w, e }) => label(w, e));
    expect(offending).toEqual([]);
  });

  it("keeps 0-6 week postpartum workouts to breathing, pelvic floor, walking and gentle mobility", () => {
    const early = WORKOUTS.filter((w) => w.stages.includes("postpartum-0-6"));
    expect(early.length).toBeGreaterThanOrEqual(2);
    const allowed = new Set(["breathing", "pelvic-floor", "walking", "mobility"]);
    for (const w of early) {
      expect(w.level, w.slug).toBe("beginner");
      expect(w.exercises.filter((e) => !allowed.has(e.focus)).map((e) => label(w, e))).toEqual([]);
    }
  });

  it("tells 0-6 week postpartum users to wait for the OK from a doctor or midwife, longer after a cesarean", () => {
    for (const w of WORKOUTS.filter((x) => x.stages.includes("postpartum-0-6"))) {
      expect(w.description, w.slug).toMatch(/doctor|midwife/i);
      expect(w.description, w.slug).toMatch(/\bOK\b|clear(ed|ance)/);
      expect(w.description, w.slug).toMatch(/cesarean|c-section/i);
    }
  });

  it("has no high-impact jumping in pregnancy or the first 12 weeks postpartum", () => {
    const offending = allExercises
      .filter(({ w, e }) => (isPregnancy(w) || isEarlyPostpartum(w)) && isJump(e))
      .map(({ w, e }) => label(w, e));
    expect(offending).toEqual([]);
  });

  it("marks every jumping exercise to be skipped with pelvic floor symptoms", () => {
    const offending = allExercises
      .filter(({ e }) => isJump(e) && !e.skipIf.includes("pelvic-floor-symptoms"))
      .map(({ w, e }) => label(w, e));
    expect(offending).toEqual([]);
  });

  it("reminds pregnant users to stop and contact their care provider on warning signs", () => {
    for (const w of WORKOUTS.filter(isPregnancy)) {
      const first = w.exercises[0];
      const text = [
        w.description,
        ...(first?.instructions ?? []),
        ...(first?.modifications ?? []).map((m) => m.text),
      ]
        .join(" ")
        .toLowerCase();
      expect(text, w.slug).toMatch(/\bstop\b/);
      expect(text, w.slug).toMatch(/midwife|doctor|care provider/);
      for (const sign of ["bleeding", "dizz", "chest pain", "fluid", "contraction"]) {
        expect(text, `${w.slug}: ${sign}`).toContain(sign);
      }
    }
  });
});
