/**
 * The course workout player (spec §4), as a pure state machine over timestamps: the countdown is
 * computed from when the timer was started, not from counted ticks, so it stays right when the
 * phone sleeps or the tab is throttled.
 * - the timer runs only while playing and while time remains; at 0 it stops and the exercise is
 *   complete ("Exercise Complete!"), and AUTO_ADVANCE_MS later the next exercise starts with its
 *   own duration (not after the last);
 * - Next skips forward without completing and pauses;
 * - picking an exercise from the list resets its timer to its duration and pauses;
 * - Mark Complete (shown at 0 or once complete) completes the exercise;
 * - the time her timers really ran is kept (`activeMs`), so a day she marks done before every
 *   timer has run records the minutes she did, not the day's.
 */
export const AUTO_ADVANCE_MS = 2000;

export interface CoursePlayerState {
  /** Each exercise's length in seconds. */
  durations: readonly number[];
  index: number;
  /** Milliseconds left on the current exercise when the timer was last started or paused. */
  remainingMs: number;
  /** When the timer was started (epoch ms), or null while paused. */
  startedAt: number | null;
  completed: readonly boolean[];
  /** Milliseconds the timers ran before the current run (see `activeSeconds`). */
  activeMs: number;
}

export type CoursePlayerAction =
  | { type: "start"; now: number }
  | { type: "pause"; now: number }
  | { type: "tick"; now: number }
  | { type: "next"; now?: number }
  | { type: "select"; index: number; now?: number }
  | { type: "markComplete"; now: number }
  | { type: "advance"; now: number };

export function initCoursePlayer(durations: readonly number[]): CoursePlayerState {
  return {
    durations,
    index: 0,
    remainingMs: (durations[0] ?? 0) * 1000,
    startedAt: null,
    completed: durations.map(() => false),
    activeMs: 0,
  };
}

/** Milliseconds left on the current exercise at `now`. */
export function remainingMs(state: CoursePlayerState, now: number): number {
  if (state.startedAt === null) return state.remainingMs;
  return Math.max(0, state.remainingMs - Math.max(0, now - state.startedAt));
}

/** Whole seconds shown on the clock (rounded up, so "00:01" shows until the last second ends). */
export function remainingSeconds(state: CoursePlayerState, now: number): number {
  return Math.ceil(remainingMs(state, now) / 1000);
}

export const isPlaying = (state: CoursePlayerState) => state.startedAt !== null;

/** How long the current run of the timer has lasted at `now` (0 while paused). */
function runMs(state: CoursePlayerState, now: number | undefined): number {
  if (state.startedAt === null || now === undefined) return 0;
  return Math.min(state.remainingMs, Math.max(0, now - state.startedAt));
}

/** Whole seconds her timers have run today, the current run included. */
export function activeSeconds(state: CoursePlayerState, now: number): number {
  return Math.floor((state.activeMs + runMs(state, now)) / 1000);
}

/** The minutes of the day she did with the timers, rounded to the nearest minute. */
export function activeMinutes(state: CoursePlayerState, now: number): number {
  return Math.round(activeSeconds(state, now) / 60);
}

/** The day's length in whole minutes, as a completed day records it. */
export function dayMinutes(state: CoursePlayerState): number {
  return Math.max(1, Math.ceil(state.durations.reduce((n, d) => n + d, 0) / 60));
}

/** The timer stopped at `now`: the run so far is added to her time. */
const stopped = (state: CoursePlayerState, now: number | undefined): CoursePlayerState => ({
  ...state,
  activeMs: state.activeMs + runMs(state, now),
});

function goTo(state: CoursePlayerState, index: number, startAt: number | null = null): CoursePlayerState {
  if (index < 0 || index >= state.durations.length) return { ...state, startedAt: null };
  return { ...state, index, remainingMs: state.durations[index]! * 1000, startedAt: startAt };
}

const withDone = (completed: readonly boolean[], index: number) =>
  completed.map((done, i) => done || i === index);

export function coursePlayerReducer(state: CoursePlayerState, action: CoursePlayerAction): CoursePlayerState {
  switch (action.type) {
    case "start": {
      if (state.startedAt !== null) return state;
      // A finished timer starts again from the top.
      const left = state.remainingMs > 0 ? state.remainingMs : state.durations[state.index]! * 1000;
      return { ...state, remainingMs: left, startedAt: action.now };
    }
    case "pause":
      if (state.startedAt === null) return state;
      return { ...stopped(state, action.now), remainingMs: remainingMs(state, action.now), startedAt: null };
    case "tick": {
      if (state.startedAt === null || remainingMs(state, action.now) > 0) return state;
      return {
        ...stopped(state, action.now),
        remainingMs: 0,
        startedAt: null,
        completed: withDone(state.completed, state.index),
      };
    }
    case "next":
      return goTo(stopped(state, action.now), state.index + 1);
    case "select":
      return goTo(stopped(state, action.now), action.index);
    case "markComplete":
      return {
        ...stopped(state, action.now),
        remainingMs: remainingMs(state, action.now),
        startedAt: null,
        completed: withDone(state.completed, state.index),
      };
    case "advance":
      // Two seconds after a timer ran out: the next exercise, its timer running.
      return state.index + 1 < state.durations.length ? goTo(state, state.index + 1, action.now) : state;
  }
}

export function completedExercises(state: CoursePlayerState): number {
  return state.completed.filter(Boolean).length;
}

export function allExercisesComplete(state: CoursePlayerState): boolean {
  return state.completed.length > 0 && state.completed.every(Boolean);
}

/** 95 → "01:35". */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}
