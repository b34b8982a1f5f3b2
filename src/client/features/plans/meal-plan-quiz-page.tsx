import { Tabs } from "radix-ui";
import { Link } from "react-router";
import { RECIPES } from "../../../content/recipes";
import { WORKOUTS } from "../../../content/workouts";
import { type QuizStage, toQuizStage } from "../../../shared/journeys";
import type { SavedPlanInput } from "../../../shared/library";
import { workoutAnswersFromMealQuiz } from "../../../shared/plans";
import { buildMealPlan, type MealPlan } from "../../../shared/plans/meal-plan";
import {
  DAYS_CHOICES,
  type DaysPerWeek,
  DIETARY_CHOICES,
  type DietaryPreference,
  GOALS_BY_STAGE,
  labelOf,
  type MealQuizAnswers,
  PLAN_TYPE_CHOICES,
  type PlanType,
  QUIZ_STAGE_CHOICES,
  toggleDietary,
} from "../../../shared/plans/options";
import { buildWorkoutPlan, type WorkoutPlan } from "../../../shared/plans/workout-plan";
import { useAuth } from "../auth";
import { MealDays, tabListClass, tabTriggerClass, WorkoutSchedule } from "./plan-views";
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
  workoutDays: DaysPerWeek | "";
  dietaryPreferences: DietaryPreference[];
  planType: PlanType | "";
  additionalNotes: string;
}

const emptyDraft = (stage: QuizStage): Draft => ({
  motherhoodStage: stage,
  fitnessGoal: "",
  workoutDays: "",
  dietaryPreferences: [],
  planType: "",
  additionalNotes: "",
});

interface Result {
  answers: MealQuizAnswers;
  meal: MealPlan | null;
  workout: WorkoutPlan | null;
}

export function Component() {
  const { profile } = useAuth();
  const profileStage = profile?.motherhood_stage ?? null;
  const wizard = useQuizWizard<Draft, Result>({
    initial: () => emptyDraft(toQuizStage(profileStage)),
    build: (draft) => resultOf(draft, profileStage),
    plansOf,
    savedToast: ["Plan saved", "Your plan is saved to your dashboard."],
  });
  const { draft, set, setDraft } = wizard;
  const stage = draft.motherhoodStage;

  const questions: QuizQuestion[] = [
    stageQuestion(stage, (v) =>
      setDraft((d) => ({
        ...d,
        motherhoodStage: v,
        fitnessGoal: GOALS_BY_STAGE[v].some((g) => g.value === d.fitnessGoal) ? d.fitnessGoal : "",
      })),
    ),
    choiceQuestion({
      title: "What's your main goal?",
      name: "fitnessGoal",
      choices: GOALS_BY_STAGE[stage],
      value: draft.fitnessGoal,
      onChange: (v) => set({ fitnessGoal: v }),
    }),
    choiceQuestion({
      title: "How many days a week do you work out, or want to?",
      name: "workoutDays",
      choices: DAYS_CHOICES,
      value: draft.workoutDays,
      onChange: (v) => set({ workoutDays: v }),
    }),
    multiQuestion({
      title: "Any dietary preferences?",
      hint: "Pick all that apply. Every recipe in your plan will meet all of them.",
      choices: DIETARY_CHOICES,
      values: draft.dietaryPreferences,
      onToggle: (v) => set({ dietaryPreferences: toggleDietary(draft.dietaryPreferences, v) }),
    }),
    choiceQuestion({
      title: "What kind of plan would you like?",
      name: "planType",
      choices: PLAN_TYPE_CHOICES,
      value: draft.planType,
      onChange: (v) => set({ planType: v }),
    }),
    notesQuestion({
      hint: "Foods you dislike, allergies or anything your doctor has advised. Please check allergens on each recipe.",
      value: draft.additionalNotes,
      onChange: (v) => set({ additionalNotes: v }),
      placeholder: "For example: I don't like mushrooms.",
    }),
  ];

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl sm:text-4xl">Meal Plan Quiz</h1>
      <p className="mt-2 text-plum-500">
        Six quick questions and we'll put together sample days of Bloom recipes that fit your stage and your
        diet.
      </p>
      <div className="mt-6">
        <QuizWizard
          wizard={wizard}
          questions={questions}
          resultTitle="Your Plan"
          startOverLabel="Start Over"
          renderResult={(result) => ({
            summary: (
              <>
                {labelOf(QUIZ_STAGE_CHOICES, result.answers.motherhoodStage)} ·{" "}
                {labelOf(GOALS_BY_STAGE[result.answers.motherhoodStage], result.answers.fitnessGoal)}
                {result.answers.dietaryPreferences.length > 0 &&
                  ` · ${result.answers.dietaryPreferences.map((d) => labelOf(DIETARY_CHOICES, d)).join(", ")}`}
              </>
            ),
            body: <PlanTabs result={result} />,
          })}
        />
      </div>
    </div>
  );
}

function resultOf(draft: Draft, profileStage: string | null): Result | null {
  if (!draft.fitnessGoal || !draft.workoutDays || !draft.planType) return null;
  const answers: MealQuizAnswers = {
    ...draft,
    workoutDays: draft.workoutDays,
    planType: draft.planType,
    additionalNotes: draft.additionalNotes.trim(),
  };
  return {
    answers,
    meal: answers.planType === "workout" ? null : buildMealPlan(answers, RECIPES),
    workout:
      answers.planType === "meal"
        ? null
        : buildWorkoutPlan(workoutAnswersFromMealQuiz(answers), WORKOUTS, { profileStage }),
  };
}

function plansOf(result: Result): SavedPlanInput[] {
  const plans: SavedPlanInput[] = [];
  if (result.meal) plans.push({ kind: "meal", answers: { ...result.answers }, plan: { ...result.meal } });
  if (result.workout) {
    plans.push({
      kind: "workout",
      answers: { ...workoutAnswersFromMealQuiz(result.answers) },
      plan: { ...result.workout },
    });
  }
  return plans;
}

/** The plan: its meal days and workout schedule in tabs, with a word about what she left out. */
function PlanTabs({ result }: { result: Result }) {
  return (
    <>
      <Tabs.Root defaultValue={result.meal ? "meal" : "workout"}>
        <Tabs.List aria-label="Your plan" className={tabListClass}>
          {result.meal && (
            <Tabs.Trigger value="meal" className={tabTriggerClass}>
              Meal Plan
            </Tabs.Trigger>
          )}
          {result.workout && (
            <Tabs.Trigger value="workout" className={tabTriggerClass}>
              Workout Plan
            </Tabs.Trigger>
          )}
        </Tabs.List>
        {result.meal && (
          <Tabs.Content value="meal" className="mt-4">
            <MealDays plan={result.meal} />
          </Tabs.Content>
        )}
        {result.workout && (
          <Tabs.Content value="workout" className="mt-4 space-y-3">
            <p className="text-sm text-plum-500">
              Built for beginners with 15-20 minute sessions. For a plan tuned to your experience and time,{" "}
              <Link to="/workout-plan" className="font-medium text-blush-700 underline">
                take the workout quiz
              </Link>
              .
            </p>
            <WorkoutSchedule plan={result.workout} />
          </Tabs.Content>
        )}
      </Tabs.Root>
      {!result.workout && (
        <p className="rounded-2xl bg-cream px-4 py-3 text-sm text-plum-700">
          The workout plan is hidden because you chose a meal plan only.{" "}
          <Link to="/workout-plan" className="font-medium text-blush-700 underline">
            Take the workout quiz
          </Link>{" "}
          for a weekly schedule.
        </p>
      )}
      {!result.meal && (
        <p className="rounded-2xl bg-cream px-4 py-3 text-sm text-plum-700">
          The meal plan is hidden because you chose a workout plan only. Start over and choose "Meal plan" or
          "Both" for sample days of meals.
        </p>
      )}
    </>
  );
}
