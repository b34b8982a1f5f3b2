import {
  AlertTriangle,
  ArrowLeft,
  CalendarCheck,
  Clock,
  Dumbbell,
  Gauge,
  Play,
  ShieldAlert,
  Sparkles,
} from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { useParams } from "react-router";
import {
  CONTRAINDICATION_LABELS,
  type Contraindication,
  findWorkout,
  POSTPARTUM_CLEARANCE_NOTE,
  PREGNANCY_WARNING_NOTE,
  type Workout,
  workoutDurationMinutes,
} from "../../../content/workouts";
import { herStage, suitsStage } from "../../../shared/stage-safety";
import { WorkoutArt } from "../../components/art/workout-art";
import { OtherStageConfirm, OtherStageNotice } from "../../components/stage-check";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { todayLocal } from "../../lib/time-zone";
import { useAuth } from "../auth";
import { FavoriteToggle } from "../favorites";
import { doseText, MODIFICATION_LABELS } from "./exercise-text";
import { LEVEL_LABELS } from "./workout-card";
import { WorkoutPlayerDialog } from "./workout-player";

const tabTrigger =
  "min-h-10 shrink-0 rounded-full px-2 text-sm sm:px-4 font-medium text-plum-700 hover:bg-white/70 data-[state=active]:bg-white data-[state=active]:text-blush-700 data-[state=active]:shadow-soft";

/** Early postpartum stages, where the clearance note applies. */
const EARLY_POSTPARTUM = ["postpartum-0-6", "postpartum-6-12"];

function safetyNotes(workout: Workout) {
  return {
    pregnancy: workout.journeys.includes("pregnant"),
    postpartum: workout.stages.some((s) => EARLY_POSTPARTUM.includes(s)),
  };
}

/** Each skip code used in the workout, with the exercises it applies to. */
function skipGroups(workout: Workout): [Contraindication, string[]][] {
  const groups = new Map<Contraindication, string[]>();
  for (const e of workout.exercises) {
    for (const code of e.skipIf) groups.set(code, [...(groups.get(code) ?? []), e.name]);
  }
  return [...groups];
}

function NotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl">Workout not found</h1>
      <p className="mt-2 text-plum-500">We couldn't find that workout. It may have been renamed.</p>
      <ButtonLink to="/workouts" className="mt-6">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Workouts
      </ButtonLink>
    </div>
  );
}

function SafetyCallout({ title, children }: { title: string; children: string }) {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-2xl border border-honey-400/60 bg-honey-100 p-4 text-sm text-plum-900"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-honey-700" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{title}</strong> {children}
      </p>
    </div>
  );
}

export function Component() {
  const { slug = "" } = useParams();
  const workout = findWorkout(slug);
  const [playing, setPlaying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const stage = herStage(useAuth().profile, todayLocal());
  if (!workout) return <NotFound />;
  // Opened by a link, a workout for another stage says so first; starting it takes a confirm.
  const forHer = suitsStage(workout, stage);

  const minutes = workoutDurationMinutes(workout);
  const notes = safetyNotes(workout);
  // The notes appear in their own callouts, so the description does not repeat them.
  const description = workout.description
    .replace(PREGNANCY_WARNING_NOTE, "")
    .replace(POSTPARTUM_CLEARANCE_NOTE, "")
    .replace(/\s+/g, " ")
    .trim();
  const skips = skipGroups(workout);
  const modified = workout.exercises.filter((e) => e.modifications.length > 0);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <ButtonLink to="/workouts" variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All workouts
      </ButtonLink>

      {!forHer && (
        <div className="mt-4">
          <OtherStageNotice item={workout} stage={stage} kind="workout">
            <ButtonLink to="/workouts" variant="outline" size="sm" className="mt-3">
              See workouts for your stage
            </ButtonLink>
          </OtherStageNotice>
        </div>
      )}

      <section className="mt-4 grid items-center gap-6 md:grid-cols-2 md:gap-10">
        <div className="overflow-hidden rounded-[var(--radius-card)] shadow-soft">
          <WorkoutArt workout={workout} />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-blush-700 uppercase">{workout.category}</p>
          <h1 className="mt-1 text-3xl sm:text-4xl">{workout.title}</h1>
          <p className="mt-3 text-plum-700">{description}</p>
          <dl className="mt-5 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
            <div className="rounded-2xl bg-white p-3 shadow-soft">
              <dt className="flex items-center gap-1 text-plum-500">
                <Clock className="size-4" aria-hidden="true" />
                Duration
              </dt>
              <dd className="mt-0.5 font-semibold">{minutes} min</dd>
            </div>
            <div className="rounded-2xl bg-white p-3 shadow-soft">
              <dt className="flex items-center gap-1 text-plum-500">
                <Gauge className="size-4" aria-hidden="true" />
                Level
              </dt>
              <dd className="mt-0.5 font-semibold">{LEVEL_LABELS[workout.level]}</dd>
            </div>
            <div className="col-span-2 rounded-2xl bg-white p-3 shadow-soft sm:col-span-1">
              <dt className="flex items-center gap-1 text-plum-500">
                <Dumbbell className="size-4" aria-hidden="true" />
                Equipment
              </dt>
              <dd className="mt-0.5 font-semibold capitalize">
                {workout.equipment.includes("none") ? "None needed" : workout.equipment.join(", ")}
              </dd>
            </div>
          </dl>
          <div className="mt-5 flex flex-wrap gap-3">
            <Button size="lg" onClick={() => (forHer ? setPlaying(true) : setConfirming(true))}>
              <Play className="size-4" aria-hidden="true" />
              Start workout
            </Button>
            <FavoriteToggle kind="workout" item={workout} withText />
          </div>
        </div>
      </section>

      {(notes.pregnancy || notes.postpartum) && (
        <div className="mt-8 space-y-3">
          {notes.pregnancy && <SafetyCallout title="When to stop:">{PREGNANCY_WARNING_NOTE}</SafetyCallout>}
          {notes.postpartum && (
            <SafetyCallout title="After birth:">{POSTPARTUM_CLEARANCE_NOTE}</SafetyCallout>
          )}
        </div>
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <Tabs.Root defaultValue="exercises">
            <div>
              <Tabs.List
                aria-label="Workout details"
                className="grid grid-cols-3 gap-1 rounded-full bg-blush-100/70 p-1 sm:inline-flex"
              >
                <Tabs.Trigger value="exercises" className={tabTrigger}>
                  Exercises
                </Tabs.Trigger>
                <Tabs.Trigger value="instructions" className={tabTrigger}>
                  Instructions
                </Tabs.Trigger>
                <Tabs.Trigger value="modifications" className={tabTrigger}>
                  Modifications
                </Tabs.Trigger>
              </Tabs.List>
            </div>
            <Tabs.Content value="exercises" className="mt-4">
              <ol className="space-y-2">
                {workout.exercises.map((e, i) => (
                  <li
                    key={e.name}
                    className="flex items-center gap-3 rounded-2xl border border-line bg-white px-4 py-3"
                  >
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blush-100 text-sm font-semibold text-blush-700">
                      {i + 1}
                    </span>
                    <span className="min-w-0 flex-1 font-medium">{e.name}</span>
                    <span className="shrink-0 text-right text-sm text-plum-500">{doseText(e)}</span>
                  </li>
                ))}
              </ol>
            </Tabs.Content>
            <Tabs.Content value="instructions" className="mt-4 space-y-4">
              {workout.exercises.map((e, i) => (
                <Card key={e.name} className="p-4 sm:p-5">
                  <h3 className="font-display text-lg">
                    {i + 1}. {e.name}{" "}
                    <span className="font-sans text-sm font-normal text-plum-500">· {doseText(e)}</span>
                  </h3>
                  <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-plum-700">
                    {e.instructions.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </Card>
              ))}
            </Tabs.Content>
            <Tabs.Content value="modifications" className="mt-4 space-y-4">
              {modified.length === 0 ? (
                <p className="text-plum-500">
                  This workout has no special modifications: move at your own pace.
                </p>
              ) : (
                modified.map((e) => (
                  <Card key={e.name} className="p-4 sm:p-5">
                    <h3 className="font-display text-lg">{e.name}</h3>
                    <ul className="mt-2 space-y-2 text-sm text-plum-700">
                      {e.modifications.map((m) => (
                        <li
                          key={m.text}
                          className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-2"
                        >
                          <span className="w-fit shrink-0 rounded-full bg-sage-100 px-2 py-0.5 text-xs font-semibold text-sage-700">
                            {MODIFICATION_LABELS[m.kind]}
                          </span>
                          <span>{m.text}</span>
                        </li>
                      ))}
                    </ul>
                  </Card>
                ))
              )}
            </Tabs.Content>
          </Tabs.Root>

          <section
            aria-labelledby="who-should-skip"
            className="rounded-[var(--radius-card)] border border-blush-200 bg-blush-50 p-5"
          >
            <h2 id="who-should-skip" className="flex items-center gap-2 text-xl">
              <AlertTriangle className="size-5 text-blush-700" aria-hidden="true" />
              Who should skip or modify
            </h2>
            {skips.length === 0 ? (
              <p className="mt-2 text-sm text-plum-700">
                No exercise here needs skipping for the common conditions we check. Listen to your body all
                the same.
              </p>
            ) : (
              <>
                <p className="mt-2 text-sm text-plum-700">
                  Skip these exercises, or ask your care provider first, if you have:
                </p>
                <ul className="mt-3 space-y-2 text-sm">
                  {skips.map(([code, names]) => (
                    <li key={code} className="rounded-xl bg-white p-3">
                      <span className="font-semibold text-plum-900">{CONTRAINDICATION_LABELS[code]}</span>
                      <span className="block text-plum-700">Skip or modify: {names.join(", ")}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        </div>

        <aside className="space-y-5" aria-label="About this workout">
          <Card>
            <h2 className="flex items-center gap-2 text-xl">
              <Sparkles className="size-5 text-blush-600" aria-hidden="true" />
              Benefits
            </h2>
            <ul className="mt-3 space-y-2 text-sm text-plum-700">
              {workout.benefits.map((b) => (
                <li key={b} className="flex gap-2">
                  <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-blush-500" aria-hidden="true" />
                  {b}
                </li>
              ))}
            </ul>
          </Card>
          <Card>
            <h2 className="flex items-center gap-2 text-xl">
              <CalendarCheck className="size-5 text-sage-700" aria-hidden="true" />
              Recommended frequency
            </h2>
            <p className="mt-2 font-semibold text-plum-900">{workout.frequency}</p>
            <p className="mt-1 text-sm text-plum-500">
              {workout.exercises.length} exercises · about {minutes} minutes
            </p>
          </Card>
        </aside>
      </div>

      <OtherStageConfirm
        open={confirming}
        onOpenChange={setConfirming}
        item={workout}
        stage={stage}
        kind="workout"
        confirmLabel="Start anyway"
        onConfirm={() => setPlaying(true)}
      />
      <WorkoutPlayerDialog workout={workout} open={playing} onOpenChange={setPlaying} />
    </div>
  );
}
