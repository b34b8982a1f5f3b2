import { describe, expect, it } from "vitest";
import {
  allComplete,
  completedCount,
  formatClock,
  initPlayer,
  intensityForLevel,
  type PlayerAction,
  type PlayerState,
  playerReducer,
  sessionMinutes,
} from "./player";

const run = (state: PlayerState, ...actions: PlayerAction[]) => actions.reduce(playerReducer, state);
const ticks = (n: number): PlayerAction[] => Array.from({ length: n }, () => ({ type: "tick" }));

// A 3-second hold, a counted exercise, then a 2-second hold.
const start = () => initPlayer([{ seconds: 3 }, { seconds: null }, { seconds: 2 }]);

describe("workout player", () => {
  it("starts paused on the first exercise with its full time", () => {
    const s = start();
    expect(s).toMatchObject({ index: 0, remaining: 3, playing: false });
    expect(completedCount(s)).toBe(0);
  });

  it("counts down only while playing", () => {
    expect(run(start(), ...ticks(2)).remaining).toBe(3);
    const s = run(start(), { type: "toggle" }, { type: "tick" });
    expect(s.remaining).toBe(2);
    const paused = run(s, { type: "toggle" }, ...ticks(5));
    expect(paused).toMatchObject({ remaining: 2, playing: false });
  });

  it("completes the exercise and stops at zero", () => {
    const s = run(start(), { type: "toggle" }, ...ticks(5));
    expect(s).toMatchObject({ remaining: 0, playing: false, index: 0 });
    expect(s.completed).toEqual([true, false, false]);
  });

  it("advances after a timer ends, keeping a timed exercise running", () => {
    const s = run(start(), { type: "select", index: 2 }, { type: "toggle" }, ...ticks(2));
    expect(run(s, { type: "advance" }).index).toBe(2); // the last one stays put
    const first = run(start(), { type: "toggle" }, ...ticks(3), { type: "advance" });
    expect(first).toMatchObject({ index: 1, remaining: 0, playing: false }); // counted: nothing to play
  });

  it("skips forward with Next and back with Back, paused and without completing", () => {
    const s = run(start(), { type: "toggle" }, { type: "next" });
    expect(s).toMatchObject({ index: 1, playing: false });
    expect(completedCount(s)).toBe(0);
    const back = run(s, { type: "back" });
    expect(back).toMatchObject({ index: 0, remaining: 3, playing: false });
    expect(run(back, { type: "back" }).index).toBe(0);
    expect(run(start(), { type: "next" }, { type: "next" }, { type: "next" }).index).toBe(2);
  });

  it("resets the timer when an exercise is picked from the list", () => {
    const s = run(start(), { type: "toggle" }, { type: "tick" }, { type: "select", index: 2 });
    expect(s).toMatchObject({ index: 2, remaining: 2, playing: false });
  });

  it("marks exercises done one by one until the workout is complete", () => {
    let s = run(start(), { type: "complete" });
    expect(s.index).toBe(1);
    s = run(s, { type: "complete" }, { type: "complete" });
    expect(completedCount(s)).toBe(3);
    expect(allComplete(s)).toBe(true);
  });

  it("goes back to an exercise that was skipped", () => {
    const s = run(start(), { type: "next" }, { type: "complete" }, { type: "complete" });
    expect(s.completed).toEqual([false, true, true]);
    expect(s.index).toBe(0);
    expect(allComplete(run(s, { type: "complete" }))).toBe(true);
  });

  it("restarts a finished timer from the top", () => {
    const s = run(start(), { type: "toggle" }, ...ticks(3), { type: "toggle" });
    expect(s).toMatchObject({ remaining: 3, playing: true });
  });

  it("formats the clock as minutes and seconds", () => {
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(95)).toBe("01:35");
    expect(formatClock(600)).toBe("10:00");
  });

  it("records beginner as low, intermediate as moderate and advanced as high intensity", () => {
    expect(intensityForLevel("beginner")).toBe("low");
    expect(intensityForLevel("intermediate")).toBe("moderate");
    expect(intensityForLevel("advanced")).toBe("high");
  });
});

describe("the time a workout records", () => {
  it("counts the seconds a timer ran and the seconds a counted exercise was on", () => {
    // 3 s timer, then the counted exercise on for 4 ticks, then Done.
    let s = run(start(), { type: "toggle" }, ...ticks(3), { type: "advance" }, ...ticks(4));
    expect(s.activeSeconds).toBe(7);
    s = run(s, { type: "complete" }, ...ticks(2));
    expect(s.activeSeconds).toBe(7); // the last exercise's timer is not running yet
  });

  it("counts nothing while a timer is paused or after the workout is done", () => {
    const paused = run(start(), ...ticks(30));
    expect(paused.activeSeconds).toBe(0);
    const done = run(start(), { type: "complete" }, { type: "complete" }, { type: "complete" }, ...ticks(30));
    expect(allComplete(done)).toBe(true);
    expect(done.activeSeconds).toBe(0);
  });

  it("records a click-through as no minutes, not the workout's length", () => {
    const s = run(
      start(),
      { type: "complete" },
      { type: "tick" },
      { type: "complete" },
      { type: "complete" },
    );
    expect(sessionMinutes(s)).toBe(0);
  });

  it("rounds her active time to the nearest minute", () => {
    const long = initPlayer([{ seconds: 600 }]);
    expect(sessionMinutes(run(long, { type: "toggle" }, ...ticks(89)))).toBe(1);
    expect(sessionMinutes(run(long, { type: "toggle" }, ...ticks(90)))).toBe(2);
  });
});
