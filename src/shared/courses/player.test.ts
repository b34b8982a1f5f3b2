import { describe, expect, it } from "vitest";
import {
  AUTO_ADVANCE_MS,
  activeMinutes,
  activeSeconds,
  allExercisesComplete,
  type CoursePlayerAction,
  type CoursePlayerState,
  completedExercises,
  coursePlayerReducer,
  dayMinutes,
  formatCountdown,
  initCoursePlayer,
  isPlaying,
  remainingSeconds,
} from "./player";
import { courseVideoKey } from "./video";

const run = (state: CoursePlayerState, ...actions: CoursePlayerAction[]) =>
  actions.reduce(coursePlayerReducer, state);

describe("course player", () => {
  const start = initCoursePlayer([300, 900, 300]);

  it("counts down from timestamps only while playing", () => {
    const playing = run(start, { type: "start", now: 1_000 });
    expect(remainingSeconds(playing, 1_000)).toBe(300);
    expect(remainingSeconds(playing, 61_000)).toBe(240);
    const paused = run(playing, { type: "pause", now: 61_000 });
    expect(remainingSeconds(paused, 500_000)).toBe(240);
    const again = run(paused, { type: "start", now: 500_000 });
    expect(remainingSeconds(again, 510_000)).toBe(230);
  });

  it("stays right across a long sleep: one tick after the time ran out completes it", () => {
    const playing = run(start, { type: "start", now: 0 });
    expect(run(playing, { type: "tick", now: 299_000 }).completed[0]).toBe(false);
    const done = run(playing, { type: "tick", now: 3_600_000 });
    expect(done.completed).toEqual([true, false, false]);
    expect(isPlaying(done)).toBe(false);
    expect(remainingSeconds(done, 3_700_000)).toBe(0);
  });

  it("moves on to the next exercise with its duration, running, after the pause", () => {
    const done = run(start, { type: "start", now: 0 }, { type: "tick", now: 300_000 });
    const next = run(done, { type: "advance", now: 300_000 + AUTO_ADVANCE_MS });
    expect(next.index).toBe(1);
    expect(isPlaying(next)).toBe(true);
    expect(remainingSeconds(next, 302_000)).toBe(900);
  });

  it("does not advance past the last exercise", () => {
    const last = run(start, { type: "select", index: 2 });
    expect(run(last, { type: "advance", now: 0 }).index).toBe(2);
  });

  it("Next skips without completing and pauses", () => {
    const next = run(start, { type: "start", now: 0 }, { type: "next" });
    expect(next.index).toBe(1);
    expect(next.completed).toEqual([false, false, false]);
    expect(isPlaying(next)).toBe(false);
    expect(remainingSeconds(next, 10_000)).toBe(900);
  });

  it("picking from the list resets that exercise's timer and pauses", () => {
    const picked = run(start, { type: "start", now: 0 }, { type: "select", index: 2 });
    expect(picked.index).toBe(2);
    expect(isPlaying(picked)).toBe(false);
    expect(remainingSeconds(picked, 50_000)).toBe(300);
  });

  it("Mark Complete completes the exercise; all three complete the workout", () => {
    let s = run(start, { type: "markComplete", now: 0 });
    expect(completedExercises(s)).toBe(1);
    s = run(s, { type: "next" }, { type: "markComplete", now: 0 }, { type: "next" });
    expect(allExercisesComplete(s)).toBe(false);
    s = run(s, { type: "markComplete", now: 0 });
    expect(allExercisesComplete(s)).toBe(true);
  });

  it("keeps the time her timers really ran, paused time and skipped exercises left out", () => {
    expect(activeSeconds(start, 1_000_000)).toBe(0);
    let s = run(start, { type: "start", now: 0 });
    expect(activeSeconds(s, 90_000)).toBe(90);
    s = run(s, { type: "pause", now: 120_000 });
    expect(activeSeconds(s, 900_000)).toBe(120); // paused: nothing more counts
    s = run(s, { type: "start", now: 900_000 }, { type: "next", now: 960_000 });
    expect(activeSeconds(s, 2_000_000)).toBe(180);
    // A timer that ran out while the phone slept counts its length, not the hour she was away.
    s = run(s, { type: "start", now: 2_000_000 }, { type: "tick", now: 9_000_000 });
    expect(activeSeconds(s, 9_000_000)).toBe(180 + 900);
    expect(activeMinutes(s, 9_000_000)).toBe(18);
    expect(dayMinutes(s)).toBe(25);
  });

  it("a single 1500 s session is one exercise", () => {
    const single = initCoursePlayer([1500]);
    const s = run(single, { type: "start", now: 0 }, { type: "tick", now: 1_500_000 });
    expect(allExercisesComplete(s)).toBe(true);
  });

  it("formats minutes and seconds", () => {
    expect(formatCountdown(1200)).toBe("20:00");
    expect(formatCountdown(95)).toBe("01:35");
    expect(formatCountdown(0)).toBe("00:00");
  });
});

describe("workout video paths (spec §5, §7)", () => {
  it("uses full weekday names in week 1 and abbreviations after", () => {
    expect(courseVideoKey("glow-up", 1, 1)).toBe("courses/glow-up/week-1/week1-monday.mp4");
    expect(courseVideoKey("glow-up", 1, 7)).toBe("courses/glow-up/week-1/week1-sunday.mp4");
    expect(courseVideoKey("glow-up", 2, 3)).toBe("courses/glow-up/week-2/week2-wed.mp4");
  });

  it("gives no video and a warning for a day outside 1-7", () => {
    const warnings: string[] = [];
    expect(courseVideoKey("glow-up", 1, 8, (w) => warnings.push(w))).toBeNull();
    expect(courseVideoKey("glow-up", 1, 0, (w) => warnings.push(w))).toBeNull();
    expect(warnings).toHaveLength(2);
  });
});
