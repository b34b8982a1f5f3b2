import { ArrowLeft, Check, CheckCheck, ChevronRight, Pause, Play, VideoOff } from "lucide-react";
import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { findWorkout } from "../../../content/workouts";
import {
  AUTO_ADVANCE_MS,
  activeMinutes,
  allExercisesComplete,
  type CourseDayView,
  completedExercises,
  coursePlayerReducer,
  dayMinutes,
  formatCountdown,
  initCoursePlayer,
  isPlaying,
  remainingSeconds,
} from "../../../shared/courses";
import { WorkoutArt } from "../../components/art/workout-art";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { ExerciseList } from "../../components/ui/exercise-list";
import { useNow } from "../../lib/use-now";
import { useCompleteDay } from "./api";
import { toasts } from "./copy";
import { ProgressBar } from "./course-card";

/** Keeps the screen on while the timer runs (where the browser offers a Wake Lock). */
function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let cancelled = false;
    const acquire = () => {
      navigator.wakeLock
        .request("screen")
        .then((l) => {
          if (cancelled) void l.release();
          else lock = l;
        })
        .catch(() => {}); // refused (battery saver, hidden tab): the workout goes on
    };
    // A lock is dropped when the tab is hidden; take it again when she comes back.
    const onVisible = () => document.visibilityState === "visible" && acquire();
    acquire();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener("visibilitychange", onVisible);
      void lock?.release();
    };
  }, [active]);
}

const minutes = (s: number) => (s % 60 === 0 ? `${s / 60} min` : `${Math.floor(s / 60)} min ${s % 60} s`);

export function CoursePlayer({
  day,
  onBack,
  onCompleted,
}: {
  day: CourseDayView;
  onBack: () => void;
  onCompleted: (outcome: string) => void;
}) {
  const durations = useMemo(() => day.exercises.map((e) => e.duration), [day]);
  const [state, dispatch] = useReducer(coursePlayerReducer, durations, initCoursePlayer);
  const playing = isPlaying(state);
  // Every quarter second while playing; the time shown is always computed from timestamps.
  const now = useNow(playing, 250).getTime();
  const left = remainingSeconds(state, now);
  const exercise = day.exercises[state.index]!;
  const done = completedExercises(state);
  const total = day.exercises.length;
  const finished = allExercisesComplete(state);
  const complete = useCompleteDay(day.courseId);
  // One key per completion of this day, sent again when she retries after a failure.
  const key = useRef(crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`);

  useWakeLock(playing);

  // The clock ran out: complete the exercise (a tick computed from timestamps).
  useEffect(() => {
    if (playing && left <= 0) dispatch({ type: "tick", now: Date.now() });
  }, [playing, left]);

  // Said once per exercise finished by its timer; two seconds later the next one starts.
  const timerEnded = !playing && state.remainingMs === 0 && state.completed[state.index];
  const announced = useRef(new Set<number>());
  useEffect(() => {
    if (!timerEnded) return;
    if (!announced.current.has(state.index)) {
      announced.current.add(state.index);
      toasts.exerciseComplete(exercise.name);
    }
    if (state.index + 1 >= total) return;
    const id = window.setTimeout(() => dispatch({ type: "advance", now: Date.now() }), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(id);
  }, [timerEnded, state.index, total, exercise.name]);

  function markComplete() {
    dispatch({ type: "markComplete", now: Date.now() });
    const next = state.completed.findIndex((c, i) => !c && i !== state.index);
    if (next >= 0) dispatch({ type: "select", index: next, now: Date.now() });
  }

  // "Mark day done" before every exercise is: she says how much of the day she did.
  const [asking, setAsking] = useState<{ timed: number } | null>(null);
  const sent = useRef<number | undefined | null>(null);

  function markDayDone() {
    if (finished) return finish();
    if (playing) dispatch({ type: "pause", now: Date.now() });
    setAsking({ timed: activeMinutes(state, Date.now()) });
  }

  /** Completes the day: the whole day, or `minutes` of it. */
  function finish(minutes?: number) {
    setAsking(null);
    // A retry after a failure resends the same request with the same key; a different answer
    // (she did more since) is a new request with a new key.
    if (sent.current !== null && sent.current !== minutes)
      key.current = crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
    sent.current = minutes;
    complete.mutate(
      { week: day.week, day: day.day, key: key.current, ...(minutes !== undefined && { minutes }) },
      {
        onSuccess: (result) => {
          toasts.workoutComplete();
          if (result.outcome === "course-completed") toasts.challengeComplete(day.courseTitle);
          onCompleted(result.outcome);
        },
        onError: () => toasts.completeFailed(),
      },
    );
  }

  const workout = findWorkout(exercise.workoutSlug);
  const showMarkComplete = left <= 0 || state.completed[state.index];

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Course
        </Button>
        <span className="rounded-full bg-blush-100 px-3 py-1 text-sm font-semibold text-blush-800">
          Week {day.week} • Day {day.day}
        </span>
      </div>
      <div>
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="font-display text-2xl">{day.title}</h2>
          <p className="shrink-0 text-sm font-medium text-plum-700">
            {done}/{total} exercises
          </p>
        </div>
        <div className="mt-2">
          <ProgressBar percent={Math.round((done / total) * 100)} label="Exercises complete" />
        </div>
      </div>

      {finished ? (
        <section
          aria-labelledby="workout-complete"
          className="rounded-3xl bg-gradient-to-br from-blush-100 to-honey-100 p-6 text-center"
        >
          <h3 id="workout-complete" className="font-display text-3xl">
            Workout Complete!
          </h3>
          <p className="mt-2 text-plum-700">
            Every exercise of Week {day.week}, Day {day.day} is done. Mark the day complete to save it.
          </p>
          <Button className="mt-5" size="lg" onClick={() => finish()} disabled={complete.isPending}>
            {complete.isPending ? "Saving…" : "Mark Day Complete"}
          </Button>
        </section>
      ) : (
        <section
          aria-labelledby="current-exercise"
          className="rounded-3xl border border-line bg-white p-4 sm:p-6"
        >
          <div className="grid gap-5 lg:grid-cols-2">
            <div>
              {exercise.videoUrl ? (
                // biome-ignore lint/a11y/useMediaCaption: Bloom's course videos carry no speech yet
                <video
                  src={exercise.videoUrl}
                  controls
                  playsInline
                  preload="metadata"
                  className="aspect-video w-full rounded-2xl bg-plum-900"
                  aria-label={`Video: ${exercise.name}`}
                />
              ) : (
                <div className="overflow-hidden rounded-2xl bg-blush-50">
                  {workout && <WorkoutArt workout={workout} />}
                  <p className="flex items-center justify-center gap-2 px-3 py-2 text-sm text-plum-500">
                    <VideoOff className="size-4" aria-hidden="true" />
                    No video available for this exercise
                  </p>
                </div>
              )}
            </div>
            <div>
              <p className="text-xs font-semibold tracking-wide text-blush-700 uppercase">
                Exercise {state.index + 1} of {total}
              </p>
              <h3 id="current-exercise" className="mt-1 font-display text-2xl">
                {exercise.name}
              </h3>
              <p className="text-sm text-plum-500">{minutes(exercise.duration)}</p>
              <p
                role="timer"
                aria-label="Time left"
                className="my-4 text-center font-mono text-6xl font-semibold text-plum-900 tabular-nums"
              >
                {formatCountdown(left)}
              </p>
              <div className="flex flex-wrap items-center justify-center gap-2">
                <Button
                  className="min-w-28"
                  onClick={() => dispatch({ type: playing ? "pause" : "start", now: Date.now() })}
                >
                  {playing ? (
                    <Pause className="size-4" aria-hidden="true" />
                  ) : (
                    <Play className="size-4" aria-hidden="true" />
                  )}
                  {playing ? "Pause" : "Start"}
                </Button>
                {/* Next on the last exercise leads to finishing the day. */}
                <Button
                  variant="outline"
                  onClick={() =>
                    state.index + 1 >= total ? markDayDone() : dispatch({ type: "next", now: Date.now() })
                  }
                  disabled={complete.isPending}
                >
                  {state.index + 1 >= total ? "Finish day" : "Next"}
                  <ChevronRight className="size-4" aria-hidden="true" />
                </Button>
                {showMarkComplete && (
                  <Button variant="secondary" onClick={markComplete}>
                    <Check className="size-4" aria-hidden="true" />
                    Mark Complete
                  </Button>
                )}
              </div>
            </div>
          </div>
          <ol className="mt-5 list-decimal space-y-1.5 pl-5 text-sm text-plum-700">
            {exercise.instructions.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="mt-5 border-t border-line pt-4 text-center">
            <Button variant="ghost" onClick={markDayDone} disabled={complete.isPending}>
              <CheckCheck className="size-4" aria-hidden="true" />
              {complete.isPending ? "Saving…" : "Mark day done"}
            </Button>
            <p className="mt-1 text-xs text-plum-500">
              Did today's session your own way? Mark it done; no need to run every timer.
            </p>
          </div>
        </section>
      )}

      <Dialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`Mark Week ${day.week} • Day ${day.day} done?`}
        description={
          asking && asking.timed > 0
            ? `The timers ran for ${asking.timed} of the day's ${dayMinutes(state)} min. Your week counts what you did.`
            : `Today's session is ${dayMinutes(state)} min. Your week counts what you did.`
        }
      >
        <div className="flex flex-col gap-2">
          <Button onClick={() => finish()}>I did all of it</Button>
          {asking && asking.timed > 0 && asking.timed < dayMinutes(state) && (
            <Button variant="outline" onClick={() => finish(asking.timed)}>
              I did {asking.timed} min
            </Button>
          )}
          <Button variant="ghost" onClick={() => setAsking(null)}>
            Keep going
          </Button>
        </div>
      </Dialog>

      <ExerciseList
        items={day.exercises.map((e) => ({ key: e.id, name: e.name, detail: minutes(e.duration) }))}
        completed={state.completed}
        current={finished ? null : state.index}
        onSelect={(index) => dispatch({ type: "select", index, now: Date.now() })}
      />
    </div>
  );
}
