import { Check, ChevronLeft, ChevronRight, CircleStop, Pause, Play, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useMemo, useReducer, useRef } from "react";
import { exerciseSeconds, type Workout } from "../../../content/workouts/schema";
import type { WorkoutSessionInput } from "../../../shared/wellness-input";
import { Button } from "../../components/ui/button";
import { ExerciseList } from "../../components/ui/exercise-list";
import { notify } from "../../lib/notify";
import { QUEUED_NOTE, QUEUED_TITLE } from "../../lib/offline/copy";
import { doseText } from "./exercise-text";
import {
  AUTO_ADVANCE_MS,
  allComplete,
  completedCount,
  formatClock,
  initPlayer,
  intensityForLevel,
  playerReducer,
  sessionMinutes,
} from "./player";
import { useRecordWorkoutSession, useSaveOnLeave } from "./workouts-api";

const newKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Walks through a workout one exercise at a time. Her time is never lost: Finish records the
 * session, "End and save" records the minutes she did so far, and leaving with time on the clock
 * (closing the player, going to another page, closing the tab) saves those minutes too. Every save
 * of one session carries the same Idempotency-Key, so it is stored once however often it is sent.
 */
function Player({ workout, onClose }: { workout: Workout; onClose: () => void }) {
  const steps = useMemo(
    () => workout.exercises.map((e) => ({ seconds: e.seconds !== undefined ? exerciseSeconds(e) : null })),
    [workout],
  );
  const [state, dispatch] = useReducer(playerReducer, steps, initPlayer);
  const exercise = workout.exercises[state.index]!;
  const timed = steps[state.index]!.seconds !== null;
  const done = completedCount(state);
  const total = steps.length;
  const finished = allComplete(state);

  const minutes = sessionMinutes(state);

  // One tick a second while the workout is under way: it runs the timer and counts her time.
  useEffect(() => {
    if (finished) return;
    const id = window.setInterval(() => dispatch({ type: "tick" }), 1000);
    return () => window.clearInterval(id);
  }, [finished]);

  // A timer that ran out: say so, then move on after a moment (unless it was the last exercise).
  const timerEnded = timed && state.remaining === 0 && state.completed[state.index];
  useEffect(() => {
    if (!timerEnded) return;
    notify.success("Exercise Complete!", exercise.name, 2500);
    if (state.index + 1 >= total) return;
    const id = window.setTimeout(() => dispatch({ type: "advance" }), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(id);
  }, [timerEnded, exercise.name, state.index, total]);

  const record = useRecordWorkoutSession();
  const saveOnLeave = useSaveOnLeave();
  const key = useRef(newKey());
  // The session as first sent (a retry resends exactly it) and whether the server has it.
  const sent = useRef<{ input: WorkoutSessionInput; saved: boolean } | null>(null);
  const inputFor = (m: number): WorkoutSessionInput => ({
    workout_type: workout.title,
    workout_slug: workout.slug,
    duration_minutes: m,
    intensity_level: intensityForLevel(workout.level),
  });
  const savedToast = (m: number, whole: boolean) =>
    whole
      ? notify.success("Workout saved! 🎉", `${workout.title} counts towards this week's workouts.`)
      : notify.success("Workout saved", `${m} min of ${workout.title} count towards this week's workouts.`);

  /** Finish, or End and save: the minutes she did, once. */
  function save() {
    sent.current ??= { input: inputFor(minutes), saved: false };
    const { input } = sent.current;
    record.mutate(
      { input, key: key.current },
      {
        onSuccess: (result) => {
          if (sent.current) sent.current.saved = true;
          if (result.status === "queued") notify.info(QUEUED_TITLE, QUEUED_NOTE);
          else savedToast(input.duration_minutes, finished);
          onClose();
        },
        onError: () => notify.error("Error", "Failed to save workout completion"),
      },
    );
  }

  // Leaving with time on the clock saves it: the latest minutes, read when she goes.
  const leaving = useRef({ minutes, finished });
  leaving.current = { minutes, finished };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per player; the refs carry what changes
  useEffect(() => {
    const leave = () => {
      const { minutes: m, finished: whole } = leaving.current;
      if (sent.current?.saved || (!sent.current && m < 1)) return;
      sent.current ??= { input: inputFor(m), saved: false };
      const current = sent.current;
      saveOnLeave(current.input, key.current)
        .then(() => {
          current.saved = true;
          savedToast(current.input.duration_minutes, whole);
        })
        .catch(() => notify.error("Error", "Failed to save workout completion"));
    };
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, []);

  return (
    <div className="space-y-5">
      <div>
        <p className="flex justify-between text-sm font-medium text-plum-700">
          <span>
            {done}/{total} exercises
          </span>
          <span>
            Time exercising: <span className="tabular-nums">{formatClock(state.activeSeconds)}</span>
          </span>
        </p>
        <div
          role="progressbar"
          aria-label="Workout progress"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={`${done} of ${total} exercises complete`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-blush-100"
        >
          <div
            className="h-full rounded-full bg-blush-600 transition-[width]"
            style={{ width: `${(done / total) * 100}%` }}
          />
        </div>
      </div>

      {finished ? (
        <section
          className="rounded-3xl bg-gradient-to-br from-blush-100 to-honey-100 p-6 text-center"
          aria-live="polite"
        >
          <h3 className="font-display text-3xl">Workout Complete! 🎉</h3>
          {minutes > 0 ? (
            <>
              <p className="mt-2 text-plum-700">
                Wonderful work: {minutes} min of exercise. Finish to save {workout.title} to your week.
              </p>
              <Button className="mt-5" size="lg" onClick={save} disabled={record.isPending}>
                {record.isPending ? "Saving..." : "Finish"}
              </Button>
            </>
          ) : (
            <>
              <p className="mt-2 text-plum-700">
                That took under a minute ({formatClock(state.activeSeconds)}), so there is nothing to save to
                your week. Run the timers or take your time with each exercise and it will count.
              </p>
              <Button className="mt-5" size="lg" variant="outline" onClick={onClose}>
                Close
              </Button>
            </>
          )}
        </section>
      ) : (
        <section
          aria-labelledby="current-exercise"
          className="rounded-3xl border border-line bg-white p-5 sm:p-6"
        >
          <p className="text-xs font-semibold tracking-wide text-blush-700 uppercase">
            Exercise {state.index + 1} of {total}
          </p>
          <h3 id="current-exercise" className="mt-1 font-display text-2xl">
            {exercise.name}
          </h3>
          <p className="text-sm text-plum-500">{doseText(exercise)}</p>
          {timed ? (
            <p
              role="timer"
              aria-label="Time left"
              className="my-4 text-center font-mono text-6xl font-semibold text-plum-900 tabular-nums sm:text-7xl"
            >
              {formatClock(state.remaining)}
            </p>
          ) : (
            <p className="my-4 text-center font-display text-4xl text-plum-900">
              {exercise.sets && exercise.sets > 1 ? `${exercise.sets} × ` : ""}
              {exercise.reps} reps{exercise.perSide ? " each side" : ""}
            </p>
          )}
          <div className="flex items-center justify-center gap-2">
            <Button variant="ghost" onClick={() => dispatch({ type: "back" })} disabled={state.index === 0}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              Back
            </Button>
            {timed && (
              <Button variant="outline" className="min-w-28" onClick={() => dispatch({ type: "toggle" })}>
                {state.playing ? (
                  <Pause className="size-4" aria-hidden="true" />
                ) : (
                  <Play className="size-4" aria-hidden="true" />
                )}
                {state.playing ? "Pause" : "Start"}
              </Button>
            )}
            <Button
              variant="ghost"
              onClick={() => dispatch({ type: "next" })}
              disabled={state.index + 1 >= total}
            >
              Next
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          </div>
          <div className="mt-3 flex justify-center">
            <Button className="w-full sm:w-auto" onClick={() => dispatch({ type: "complete" })}>
              <Check className="size-4" aria-hidden="true" />
              {timed ? "Mark Complete" : "Done"}
            </Button>
          </div>
          <ol className="mt-5 list-decimal space-y-1.5 pl-5 text-sm text-plum-700">
            {exercise.instructions.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {minutes > 0 && (
            <div className="mt-5 border-t border-line pt-4 text-center">
              <Button variant="ghost" onClick={save} disabled={record.isPending}>
                <CircleStop className="size-4" aria-hidden="true" />
                {record.isPending ? "Saving..." : "End and save"}
              </Button>
              <p className="mt-1 text-xs text-plum-500">
                Stopping here? Your {minutes} min count towards this week's workouts.
              </p>
            </div>
          )}
        </section>
      )}

      <ExerciseList
        items={workout.exercises.map((e) => ({ key: e.name, name: e.name, detail: doseText(e) }))}
        completed={state.completed}
        current={finished ? null : state.index}
        onSelect={(index) => dispatch({ type: "select", index })}
      />
    </div>
  );
}

export function WorkoutPlayerDialog({
  workout,
  open,
  onOpenChange,
}: {
  workout: Workout;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-plum-900/50" />
        <Dialog.Content className="fixed inset-0 z-50 overflow-y-auto bg-cream p-4 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[92dvh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-8 sm:shadow-soft">
          <div className="mb-4 flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="font-display text-2xl">{workout.title}</Dialog.Title>
              <Dialog.Description className="text-sm text-plum-500">
                One exercise at a time. Stop if anything hurts or feels wrong.
              </Dialog.Description>
            </div>
            <Dialog.Close className="inline-flex min-h-10 shrink-0 items-center gap-1 rounded-full px-3 text-sm text-plum-700 hover:bg-blush-50">
              <X className="size-4" aria-hidden="true" />
              Close
            </Dialog.Close>
          </div>
          {open && <Player workout={workout} onClose={() => onOpenChange(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
