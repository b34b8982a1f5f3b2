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
import { useAuth } from "../auth";
import { WorkoutSchedule } from "./plan-views";
import {
  choiceQuestion,
  multiQuestion,
  notesQuestion,
  type QuizQuestion,
  QuizWizard,
  stageQuestion,
  useQuizWizard,
} from "./quiz-wizard";

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

interface Result {
  answers: WorkoutQuizAnswers;
  plan: WorkoutPlan;
}

export function Component() {
  const { profile } = useAuth();
  const profileStage = profile?.motherhood_stage ?? null;
  const wizard = useQuizWizard<Draft, Result>({
    initial: () => emptyDraft(toQuizStage(profileStage)),
    build: (draft) => {
      const answers = complete(draft);
      return answers ? { answers, plan: buildWorkoutPlan(answers, WORKOUTS, { profileStage }) } : null;
    },
    plansOf: (result) => [{ kind: "workout", answers: { ...result.answers }, plan: { ...result.plan } }],
    savedToast: ["Workout Plan Created!", "Your plan is saved to your dashboard."],
  });
  const { draft, set, setDraft } = wizard;
  const stage = draft.motherhoodStage;

  const questions: QuizQuestion[] = [
    stageQuestion(stage, (v) => setDraft((d) => withStage(d, v))),
    choiceQuestion({
      title: "What's your main goal?",
      name: "fitnessGoal",
      choices: GOALS_BY_STAGE[stage],
      value: draft.fitnessGoal,
      onChange: (v) => set({ fitnessGoal: v }),
    }),
    choiceQuestion({
      title: "How experienced are you?",
      name: "experienceLevel",
      choices: EXPERIENCE_BY_STAGE[stage],
      value: draft.experienceLevel,
      onChange: (v) => set({ experienceLevel: v }),
    }),
    choiceQuestion({
      title: "How much time do you have each day?",
      hint:
        stage === "postpartum-0-3" ? "In the first months after birth we keep sessions short." : undefined,
      name: "timeAvailable",
      choices: timeOptionsFor(stage),
      value: draft.timeAvailable,
      onChange: (v) => set({ timeAvailable: v }),
    }),
    choiceQuestion({
      title: "How many days a week would you like to work out?",
      name: "daysPerWeek",
      choices: DAYS_CHOICES,
      value: draft.daysPerWeek,
      onChange: (v) => set({ daysPerWeek: v }),
    }),
    multiQuestion({
      title: "What do you enjoy?",
      hint: "Pick any that you like; we'll favour them.",
      choices: WORKOUT_PREFERENCES,
      values: draft.preferences,
      onToggle: (v) =>
        set({
          preferences: draft.preferences.includes(v)
            ? draft.preferences.filter((p) => p !== v)
            : [...draft.preferences, v],
        }),
    }),
    notesQuestion({
      hint: "Mention conditions such as diastasis recti, pelvic pain or wrist pain, and we'll leave out exercises marked to skip with them.",
      value: draft.additionalNotes,
      onChange: (v) => set({ additionalNotes: v }),
      placeholder: "For example: I had a cesarean, or my lower back gets sore.",
    }),
  ];

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl sm:text-4xl">Workout Plan Quiz</h1>
      <p className="mt-2 text-plum-500">
        Seven quick questions and we'll build a two-week schedule from Bloom's workouts, safe for your stage.
      </p>
      <div className="mt-6">
        <QuizWizard
          wizard={wizard}
          questions={questions}
          resultTitle="Your Workout Plan"
          startOverLabel="Create Different Plan"
          renderResult={(result) => ({
            summary: (
              <>
                {labelOf(QUIZ_STAGE_CHOICES, result.answers.motherhoodStage)} ·{" "}
                {labelOf(GOALS_BY_STAGE[result.answers.motherhoodStage], result.answers.fitnessGoal)} ·{" "}
                {labelOf(EXPERIENCE_BY_STAGE[result.answers.motherhoodStage], result.answers.experienceLevel)}
              </>
            ),
            body: <WorkoutSchedule plan={result.plan} />,
          })}
        />
      </div>
    </div>
  );
}
