/**
 * The workout player's state: which exercise is on, its countdown, and which exercises are done.
 * A pure reducer so the rules are tested without timers:
 * - the countdown drops one second per tick, only while playing and while time remains;
 * - reaching 0 pauses and marks the exercise complete (the player moves on after AUTO_ADVANCE_MS);
 * - Next and Back move without completing and pause; picking from the list does the same;
 * - Done / Mark Complete completes the current exercise and goes to the next unfinished one;
 * - the time she spent is counted by the same ticks (one a second while the player is open): a
 *   second counts while a timer runs, or while a counted exercise (reps, a Done button) is on and
 *   not yet done. A paused timer, a finished workout or a closed player count nothing, so clicking
 *   through a workout records seconds, not the workout's nominal minutes.
 */
import type { WorkoutLevel } from "../../../content/workouts/schema";
import type { WORKOUT_INTENSITIES } from "../../../shared/wellness";

export type WorkoutIntensity = (typeof WORKOUT_INTENSITIES)[number];

/** Delay before the player moves on after a timer reaches zero. */
export const AUTO_ADVANCE_MS = 2000;

/** An exercise as the player sees it: timed (total seconds) or counted (null: a Done button). */
export interface PlayerStep {
  seconds: number | null;
}

export interface PlayerState {
  steps: readonly PlayerStep[];
  index: number;
  /** Seconds left on the current exercise's timer (0 for counted exercises). */
  remaining: number;
  playing: boolean;
  completed: readonly boolean[];
  /** Seconds spent exercising so far (see the rules above). */
  activeSeconds: number;
}

export type PlayerAction =
  | { type: "toggle" }
  | { type: "tick" }
  | { type: "next" }
  | { type: "back" }
  | { type: "select"; index: number }
  | { type: "complete" }
  | { type: "advance" }
  | { type: "restart" };

export function initPlayer(steps: readonly PlayerStep[]): PlayerState {
  return {
    steps,
    index: 0,
    remaining: steps[0]?.seconds ?? 0,
    playing: false,
    completed: steps.map(() => false),
    activeSeconds: 0,
  };
}

function goTo(state: PlayerState, index: number, playing = false): PlayerState {
  const step = state.steps[index];
  if (!step) return state;
  return { ...state, index, remaining: step.seconds ?? 0, playing: playing && step.seconds !== null };
}

function markDone(completed: readonly boolean[], index: number): boolean[] {
  return completed.map((done, i) => done || i === index);
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  const step = state.steps[state.index];
  switch (action.type) {
    case "toggle": {
      if (!step || step.seconds === null) return state;
      if (state.playing) return { ...state, playing: false };
      // A finished timer starts again from the top.
      return { ...state, playing: true, remaining: state.remaining > 0 ? state.remaining : step.seconds };
    }
    case "tick": {
      if (!step) return state;
      if (step.seconds === null) {
        // A counted exercise: her time counts until she marks it done.
        if (state.completed[state.index] || allComplete(state)) return state;
        return { ...state, activeSeconds: state.activeSeconds + 1 };
      }
      if (!state.playing || state.remaining <= 0) return state;
      const remaining = state.remaining - 1;
      const activeSeconds = state.activeSeconds + 1;
      if (remaining > 0) return { ...state, remaining, activeSeconds };
      return {
        ...state,
        remaining: 0,
        playing: false,
        completed: markDone(state.completed, state.index),
        activeSeconds,
      };
    }
    case "next":
      return goTo(state, state.index + 1);
    case "back":
      return goTo(state, state.index - 1);
    case "select":
      return goTo(state, action.index);
    case "complete": {
      const completed = markDone(state.completed, state.index);
      const done = { ...state, completed, playing: false };
      const after = completed.findIndex((c, i) => !c && i > state.index);
      const before = completed.findIndex((c) => !c);
      const target = after >= 0 ? after : before;
      return target >= 0 ? goTo(done, target) : done;
    }
    case "advance":
      // After a timer ran out: on to the next exercise, its timer running if it has one.
      return state.index + 1 < state.steps.length ? goTo(state, state.index + 1, true) : state;
    case "restart":
      return initPlayer(state.steps);
  }
}

export function completedCount(state: PlayerState): number {
  return state.completed.filter(Boolean).length;
}

export function allComplete(state: PlayerState): boolean {
  return state.completed.length > 0 && state.completed.every(Boolean);
}

/** The minutes a session records: her active seconds, rounded to the nearest minute. */
export function sessionMinutes(state: PlayerState): number {
  return Math.round(state.activeSeconds / 60);
}

/** 95 → "01:35". */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

const INTENSITY: Record<WorkoutLevel, WorkoutIntensity> = {
  beginner: "low",
  intermediate: "moderate",
  advanced: "high",
};

/** The session intensity recorded for a workout's level. */
export function intensityForLevel(level: WorkoutLevel): WorkoutIntensity {
  return INTENSITY[level];
}
