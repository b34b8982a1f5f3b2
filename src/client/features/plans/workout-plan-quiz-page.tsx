import { RotateCcw, Save } from "lucide-react";
import { type ReactNode, useState } from "react";
import { WORKOUTS } from "../../../content/workouts";
import { type QuizStage, toQuizStage } from "../../../shared/journeys";
import {
  DAYS_CHOICES,
  type DaysPerWeek,
  EXPERIENCE_BY_STAGE,
  type ExperienceLevel,
  GOALS_BY_STAGE,
  labelOf,
  QUIZ_STAGE_CHOICES,
  type TimeAvailable,
  timeOptionsFor,
  WORKOUT_PREFERENCES,
  type WorkoutQuizAnswers,
} from "../../../shared/plans/options";
import { buildWorkoutPlan, type WorkoutPlan } from "../../../shared/plans/workout-plan";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useAuth } from "../auth";
import { WorkoutSchedule } from "./plan-views";
import { useSavePlans } from "./plans-api";
import { ChoiceGroup, MultiChoice, NotesField, QuizStep, useFocusOnChange } from "./quiz";

const TOTAL_STEPS = 7;

interface Draft {
  motherhoodStage: QuizStage;
  fitnessGoal: string;
  experienceLevel: ExperienceLevel | "";
  timeAvailable: TimeAvailable | "";
  daysPerWeek: DaysPerWeek | "";
  preferences: string[];
  additionalNotes: string;
}

function emptyDraft(stage: QuizStage): Draft {
  return {
    motherhoodStage: stage,
    fitnessGoal: "",
    experienceLevel: "",
    timeAvailable: "",
    daysPerWeek: "",
    preferences: [],
    additionalNotes: "",
  };
}

/** A changed stage keeps only the answers its options still offer. */
function withStage(draft: Draft, stage: QuizStage): Draft {
  const keep = <V extends string>(value: V | "", options: readonly { value: string }[]) =>
    options.some((o) => o.value === value) ? value : "";
  return {
    ...draft,
    motherhoodStage: stage,
    fitnessGoal: keep(draft.fitnessGoal, GOALS_BY_STAGE[stage]),
    experienceLevel: keep(draft.experienceLevel, EXPERIENCE_BY_STAGE[stage]),
    timeAvailable: keep(draft.timeAvailable, timeOptionsFor(stage)),
  };
}

function complete(d: Draft): WorkoutQuizAnswers | null {
  if (!d.fitnessGoal || !d.experienceLevel || !d.timeAvailable || !d.daysPerWeek) return null;
  return {
    ...d,
    experienceLevel: d.experienceLevel,
    timeAvailable: d.timeAvailable,
    daysPerWeek: d.daysPerWeek,
    additionalNotes: d.additionalNotes.trim(),
  };
}

export function Component() {
  const { profile } = useAuth();
  const profileStage = profile?.motherhood_stage ?? null;
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(toQuizStage(profileStage)));
  const [step, setStep] = useState(1);
  const [result, setResult] = useState<{ answers: WorkoutQuizAnswers; plan: WorkoutPlan } | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSavePlans();
  const resultHeading = useFocusOnChange<HTMLHeadingElement>(result ? "result" : "quiz");

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const stage = draft.motherhoodStage;

  const steps: { title: string; hint?: string; optional?: boolean; answered: boolean; body: ReactNode }[] = [
    {
      title: "Where are you in your journey?",
      hint: "We filled this in from your profile; change it if it's not right.",
      answered: true,
      body: (
        <ChoiceGroup
          name="motherhoodStage"
          choices={QUIZ_STAGE_CHOICES}
          value={stage}
          onChange={(v) => setDraft((d) => withStage(d, v))}
        />
      ),
    },
    {
      title: "What's your main goal?",
      answered: draft.fitnessGoal !== "",
      body: (
        <ChoiceGroup
          name="fitnessGoal"
          choices={GOALS_BY_STAGE[stage]}
          value={draft.fitnessGoal}
          onChange={(v) => set({ fitnessGoal: v })}
        />
      ),
    },
    {
      title: "How experienced are you?",
      answered: draft.experienceLevel !== "",
      body: (
        <ChoiceGroup
          name="experienceLevel"
          choices={EXPERIENCE_BY_STAGE[stage]}
          value={draft.experienceLevel}
          onChange={(v) => set({ experienceLevel: v })}
        />
      ),
    },
    {
      title: "How much time do you have each day?",
      hint:
        stage === "postpartum-0-3" ? "In the first months after birth we keep sessions short." : undefined,
      answered: draft.timeAvailable !== "",
      body: (
        <ChoiceGroup
          name="timeAvailable"
          choices={timeOptionsFor(stage)}
          value={draft.timeAvailable}
          onChange={(v) => set({ timeAvailable: v })}
        />
      ),
    },
    {
      title: "How many days a week would you like to work out?",
      answered: draft.daysPerWeek !== "",
      body: (
        <ChoiceGroup
          name="daysPerWeek"
          choices={DAYS_CHOICES}
          value={draft.daysPerWeek}
          onChange={(v) => set({ daysPerWeek: v })}
        />
      ),
    },
    {
      title: "What do you enjoy?",
      hint: "Pick any that you like; we'll favour them.",
      optional: true,
      answered: true,
      body: (
        <MultiChoice
          choices={WORKOUT_PREFERENCES}
          values={draft.preferences}
          onToggle={(v) =>
            set({
              preferences: draft.preferences.includes(v)
                ? draft.preferences.filter((p) => p !== v)
                : [...draft.preferences, v],
            })
          }
        />
      ),
    },
    {
      title: "Anything else?",
      hint: "Mention conditions such as diastasis recti, pelvic pain or wrist pain, and we'll leave out exercises marked to skip with them.",
      optional: true,
      answered: true,
      body: (
        <NotesField
          value={draft.additionalNotes}
          onChange={(v) => set({ additionalNotes: v })}
          placeholder="For example: I had a caesarean, or my lower back gets sore."
        />
      ),
    },
  ];

  function createPlan() {
    const answers = complete(draft);
    if (!answers) return;
    setResult({ answers, plan: buildWorkoutPlan(answers, WORKOUTS, { profileStage }) });
    setSaved(false);
  }

  function startOver() {
    setDraft(emptyDraft(toQuizStage(profileStage)));
    setStep(1);
    setResult(null);
    setSaved(false);
    save.reset();
  }

  function savePlan() {
    if (!result) return;
    save.mutate([{ kind: "workout", answers: { ...result.answers }, plan: { ...result.plan } }], {
      onSuccess: () => {
        setSaved(true);
        notify.success("Workout Plan Created!", "Your plan is saved to your dashboard.");
      },
      onError: (error) => notify.error("Could not save your plan", messageOf(error, "Please try again.")),
    });
  }

  const current = steps[step - 1]!;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl sm:text-4xl">Workout Plan Quiz</h1>
      <p className="mt-2 text-plum-500">
        Seven quick questions and we'll build a two-week schedule from Bloom's workouts, safe for your stage.
      </p>
      <div className="mt-6">
        {result ? (
          <Card className="space-y-5 p-4 sm:p-6">
            <div>
              <h2 ref={resultHeading} tabIndex={-1} className="text-2xl focus:outline-none sm:text-3xl">
                Your Workout Plan
              </h2>
              <p className="mt-1 text-sm text-plum-500">
                {labelOf(QUIZ_STAGE_CHOICES, result.answers.motherhoodStage)} ·{" "}
                {labelOf(GOALS_BY_STAGE[result.answers.motherhoodStage], result.answers.fitnessGoal)} ·{" "}
                {labelOf(EXPERIENCE_BY_STAGE[result.answers.motherhoodStage], result.answers.experienceLevel)}
              </p>
            </div>
            <WorkoutSchedule plan={result.plan} />
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button onClick={savePlan} disabled={save.isPending || saved}>
                <Save className="size-4" aria-hidden="true" />
                {saved ? "Plan Saved" : save.isPending ? "Saving…" : "Save Plan"}
              </Button>
              <Button variant="outline" onClick={startOver}>
                <RotateCcw className="size-4" aria-hidden="true" />
                Create Different Plan
              </Button>
            </div>
          </Card>
        ) : (
          <QuizStep
            step={step}
            total={TOTAL_STEPS}
            title={current.title}
            hint={current.hint}
            optional={current.optional}
            canContinue={current.answered}
            onBack={() => setStep((s) => Math.max(1, s - 1))}
            onNext={() => (step === TOTAL_STEPS ? createPlan() : setStep((s) => s + 1))}
          >
            {current.body}
          </QuizStep>
        )}
      </div>
    </div>
  );
}
