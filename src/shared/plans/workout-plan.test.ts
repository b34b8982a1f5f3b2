import { describe, expect, it } from "vitest";
import { findWorkout, WORKOUTS } from "../../content/workouts";
import { QUIZ_STAGES, type QuizStage } from "../journeys";
import {
  DAYS_OPTIONS,
  type DaysPerWeek,
  EXPERIENCE_BY_STAGE,
  type ExperienceLevel,
  GOALS_BY_STAGE,
  TIME_OPTIONS,
  TIME_RANGES,
  type WorkoutQuizAnswers,
} from "./options";
import { buildWorkoutPlan, type WorkoutPlan, workoutDayCount, workoutDayPattern } from "./workout-plan";

const answers = (over: Partial<WorkoutQuizAnswers> = {}): WorkoutQuizAnswers => ({
  motherhoodStage: "general",
  fitnessGoal: "strength",
  experienceLevel: "beginner",
  timeAvailable: "20-30",
  daysPerWeek: "3-4",
  preferences: [],
  additionalNotes: "",
  ...over,
});

/** Every combination the quiz can produce for a stage (all goals, levels, times and days). */
function everyAnswer(stage: QuizStage): WorkoutQuizAnswers[] {
  return GOALS_BY_STAGE[stage].flatMap((goal) =>
    EXPERIENCE_BY_STAGE[stage].flatMap((level) =>
      TIME_OPTIONS.flatMap((time) =>
        DAYS_OPTIONS.map((days) =>
          answers({
            motherhoodStage: stage,
            fitnessGoal: goal.value,
            experienceLevel: level.value,
            timeAvailable: time,
            daysPerWeek: days,
          }),
        ),
      ),
    ),
  );
}

const ALL_ANSWERS = QUIZ_STAGES.flatMap(everyAnswer);
const workoutsOf = (plan: WorkoutPlan) =>
  plan.weeks.flatMap((w) => w.days.flatMap((d) => d.workouts.map((p) => findWorkout(p.slug)!)));
const workoutDays = (plan: WorkoutPlan, week: number) =>
  plan.weeks[week - 1]!.days.filter((d) => d.workouts.length > 0);

describe("buildWorkoutPlan: days per week", { timeout: 60_000 }, () => {
  it.each([
    ["2", "beginner", 2],
    ["2", "advanced", 2],
    ["3-4", "beginner", 3],
    ["3-4", "intermediate", 4],
    ["3-4", "advanced", 4],
    ["5+", "beginner", 5],
    ["5+", "intermediate", 5],
    ["flexible", "beginner", 3],
    ["flexible", "advanced", 3],
  ] as [DaysPerWeek, ExperienceLevel, number][])(
    "plans %s days for a %s as %i workout days in both weeks",
    (days, level, count) => {
      expect(workoutDayCount(days, level)).toBe(count);
      const plan = buildWorkoutPlan(answers({ daysPerWeek: days, experienceLevel: level }), WORKOUTS);
      expect(plan.workoutDays).toBe(count);
      expect(workoutDays(plan, 1)).toHaveLength(count);
      expect(workoutDays(plan, 2)).toHaveLength(count);
      expect(plan.weeks.map((w) => w.days.map((d) => d.day))).toEqual([
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
      ]);
    },
  );

  it("never puts more than two workout days in a row, even from week 1 into week 2", () => {
    for (const count of [2, 3, 4, 5]) {
      const [w1, w2] = workoutDayPattern(count);
      const fortnight = [...Array(7).keys()]
        .map((d) => w1.includes(d))
        .concat([...Array(7).keys()].map((d) => w2.includes(d)));
      const run = fortnight.reduce(
        (acc, on) => ({ cur: on ? acc.cur + 1 : 0, max: Math.max(acc.max, on ? acc.cur + 1 : 0) }),
        { cur: 0, max: 0 },
      );
      expect(run.max, `${count} days`).toBeLessThanOrEqual(2);
    }
  });

  it("gives every answer exactly its number of workout days", () => {
    for (const a of ALL_ANSWERS) {
      const plan = buildWorkoutPlan(a, WORKOUTS);
      const count = workoutDayCount(a.daysPerWeek, a.experienceLevel);
      expect(workoutDays(plan, 1).length, JSON.stringify(a)).toBe(count);
      expect(workoutDays(plan, 2).length, JSON.stringify(a)).toBe(count);
    }
  });
});

describe("buildWorkoutPlan: time", { timeout: 60_000 }, () => {
  it("keeps every day's workouts within the time chosen", () => {
    for (const a of ALL_ANSWERS) {
      const plan = buildWorkoutPlan(a, WORKOUTS);
      const max = TIME_RANGES[a.timeAvailable].max;
      for (const week of plan.weeks) {
        for (const day of week.days) {
          const sum = day.workouts.reduce((s, w) => s + w.minutes, 0);
          expect(sum).toBe(day.minutes);
          expect(day.minutes, `${JSON.stringify(a)} ${day.day}`).toBeLessThanOrEqual(max);
        }
      }
    }
  });

  it("keeps sessions to 20 minutes in the first three months after birth", () => {
    const plan = buildWorkoutPlan(
      answers({ motherhoodStage: "postpartum-0-3", timeAvailable: "30+" }),
      WORKOUTS,
    );
    expect(plan.minutes.max).toBe(20);
    for (const day of plan.weeks.flatMap((w) => w.days)) expect(day.minutes).toBeLessThanOrEqual(20);
  });

  it("makes week 2 at least as long as week 1, session by session", () => {
    for (const a of ALL_ANSWERS) {
      const plan = buildWorkoutPlan(a, WORKOUTS);
      const w1 = workoutDays(plan, 1).map((d) => d.minutes);
      const w2 = workoutDays(plan, 2).map((d) => d.minutes);
      for (const [i, m] of w1.entries()) expect(w2[i], JSON.stringify(a)).toBeGreaterThanOrEqual(m);
    }
  });

  it("adds minutes in week 2 when the time allows", () => {
    const plan = buildWorkoutPlan(
      answers({ motherhoodStage: "ttc", fitnessGoal: "build-strength", experienceLevel: "intermediate" }),
      WORKOUTS,
    );
    const total = (week: number) => workoutDays(plan, week).reduce((s, d) => s + d.minutes, 0);
    expect(total(2)).toBeGreaterThan(total(1));
  });
});

describe("buildWorkoutPlan: stage safety", { timeout: 60_000 }, () => {
  it("never gives a pregnant plan an exercise lying on the back or front, a curl, plank or jump", () => {
    for (const profileStage of [
      undefined,
      "pregnant_trimester_1",
      "pregnant_trimester_2",
      "pregnant_trimester_3",
    ]) {
      for (const a of everyAnswer("pregnant")) {
        for (const w of workoutsOf(buildWorkoutPlan(a, WORKOUTS, { profileStage }))) {
          expect(w.journeys).toContain("pregnant");
          for (const e of w.exercises) {
            expect(e.position, `${w.slug}: ${e.name}`).not.toBe("supine");
            expect(e.position, `${w.slug}: ${e.name}`).not.toBe("prone");
            expect(e.flags ?? []).toEqual([]);
            expect(e.skipIf).not.toContain("pregnancy-after-20-weeks");
          }
        }
      }
    }
  });

  it("plans for every trimester when the trimester is unknown, and for the trimester when it is", () => {
    const unknown = workoutsOf(
      buildWorkoutPlan(answers({ motherhoodStage: "pregnant", fitnessGoal: "prepare-for-birth" }), WORKOUTS),
    );
    for (const w of unknown) expect(w.stages).toContain("pregnant-trimester-3");
    const third = workoutsOf(
      buildWorkoutPlan(answers({ motherhoodStage: "pregnant", fitnessGoal: "prepare-for-birth" }), WORKOUTS, {
        profileStage: "pregnant_trimester_3",
      }),
    );
    for (const w of third) expect(w.stages).toContain("pregnant-trimester-3");
    expect(third.map((w) => w.slug)).toContain("birth-ball-flow");
  });

  it("gives postpartum-0-3 only the gentle 0-12 week workouts, with no curls, planks or jumps", () => {
    for (const profileStage of [undefined, "postpartum_0-6", "postpartum_6-12"]) {
      for (const a of everyAnswer("postpartum-0-3")) {
        for (const w of workoutsOf(buildWorkoutPlan(a, WORKOUTS, { profileStage }))) {
          expect(w.level).toBe("beginner");
          expect(
            w.stages.some((s) => s === "postpartum-0-6" || s === "postpartum-6-12"),
            w.slug,
          ).toBe(true);
          for (const e of w.exercises) {
            expect(e.flags ?? [], `${w.slug}: ${e.name}`).toEqual([]);
            expect(e.skipIf).not.toContain("c-section-under-8-weeks");
          }
        }
      }
    }
  });

  it("plans from birth (0-6 week workouts) when the weeks since birth are unknown", () => {
    for (const a of everyAnswer("postpartum-0-3")) {
      for (const w of workoutsOf(buildWorkoutPlan(a, WORKOUTS))) expect(w.stages).toContain("postpartum-0-6");
    }
  });

  it("keeps every stage to its own workouts", () => {
    const journeys: Record<QuizStage, string[]> = {
      ttc: ["ttc"],
      pregnant: ["pregnant"],
      "postpartum-0-3": ["postpartum"],
      "postpartum-3-12": ["postpartum"],
      general: ["postpartum", "toddler"],
    };
    for (const a of ALL_ANSWERS) {
      for (const w of workoutsOf(buildWorkoutPlan(a, WORKOUTS))) {
        expect(
          w.journeys.some((j) => journeys[a.motherhoodStage].includes(j)),
          `${a.motherhoodStage} ${w.slug}`,
        ).toBe(true);
      }
    }
  });

  it("leaves out exercises marked to skip with a condition named in the notes", () => {
    const a = answers({
      experienceLevel: "advanced",
      additionalNotes: "I have diastasis recti and sore wrists",
    });
    for (const w of workoutsOf(buildWorkoutPlan(a, WORKOUTS))) {
      for (const e of w.exercises) {
        expect(e.skipIf).not.toContain("diastasis-recti");
        expect(e.skipIf).not.toContain("wrist-pain");
      }
    }
  });
});

describe("buildWorkoutPlan: experience", { timeout: 60_000 }, () => {
  it("never gives a beginner an advanced (or intermediate) workout", () => {
    for (const a of ALL_ANSWERS.filter((x) => x.experienceLevel === "beginner")) {
      for (const w of workoutsOf(buildWorkoutPlan(a, WORKOUTS))) expect(w.level, w.slug).toBe("beginner");
    }
  });

  it("never gives an intermediate an advanced workout", () => {
    for (const a of ALL_ANSWERS.filter((x) => x.experienceLevel === "intermediate")) {
      for (const w of workoutsOf(buildWorkoutPlan(a, WORKOUTS))) expect(w.level).not.toBe("advanced");
    }
  });

  it("gives advanced users workouts at their level when the stage has them", () => {
    const plan = buildWorkoutPlan(answers({ experienceLevel: "advanced", timeAvailable: "30+" }), WORKOUTS);
    expect(workoutsOf(plan).some((w) => w.level === "advanced")).toBe(true);
  });
});

describe("buildWorkoutPlan: goals and determinism", { timeout: 60_000 }, () => {
  it("builds the same plan from the same answers", () => {
    for (const a of everyAnswer("ttc")) {
      expect(buildWorkoutPlan({ ...a }, [...WORKOUTS])).toEqual(buildWorkoutPlan(a, WORKOUTS));
    }
  });

  it("does not depend on the catalogue's order", () => {
    const a = answers({
      motherhoodStage: "postpartum-3-12",
      fitnessGoal: "rebuild-strength",
      experienceLevel: "intermediate",
    });
    expect(buildWorkoutPlan(a, [...WORKOUTS].reverse())).toEqual(buildWorkoutPlan(a, WORKOUTS));
  });

  it("leans towards the goal: birth preparation brings birth-prep workouts", () => {
    const plan = buildWorkoutPlan(
      answers({ motherhoodStage: "pregnant", fitnessGoal: "prepare-for-birth" }),
      WORKOUTS,
      {
        profileStage: "pregnant_trimester_3",
      },
    );
    expect(workoutsOf(plan).filter((w) => w.tags.includes("birth-prep")).length).toBeGreaterThan(2);
  });

  it("adds the pregnancy warning signs to a pregnant plan and the clearance note to an early postpartum plan", () => {
    expect(
      buildWorkoutPlan(
        answers({ motherhoodStage: "pregnant", fitnessGoal: "stay-active" }),
        WORKOUTS,
      ).notes.join(" "),
    ).toMatch(/bleeding/);
    expect(
      buildWorkoutPlan(
        answers({ motherhoodStage: "postpartum-0-3", fitnessGoal: "energy" }),
        WORKOUTS,
      ).notes.join(" "),
    ).toMatch(/cesarean/);
  });

  it("rests every day, with a note, when nothing in the catalogue fits", () => {
    const plan = buildWorkoutPlan(answers(), []);
    expect(plan.workoutDays).toBe(0);
    expect(plan.weeks.flatMap((w) => w.days).every((d) => d.workouts.length === 0)).toBe(true);
    expect(plan.notes[0]).toMatch(/could not find/);
  });
});
