import { Link } from "react-router";
import { MEAL_PLANS } from "../../../content/meal-plans";
import { RECIPES } from "../../../content/recipes";
import { type QuizStage, toQuizStage } from "../../../shared/journeys";
import { suggestedMealPlans } from "../../../shared/plans/catalogue-plans";
import { buildMealPlan, type MealPlan } from "../../../shared/plans/meal-plan";
import {
  COOKING_DAYS_CHOICES,
  type DaysPerWeek,
  DIETARY_CHOICES,
  type DietaryPreference,
  labelOf,
  MEAL_GOALS_BY_STAGE,
  type MealQuizAnswers,
  PLAN_TYPE_CHOICES,
  type PlanType,
  QUIZ_STAGE_CHOICES,
  toggleDietary,
} from "../../../shared/plans/options";
import { useAuth } from "../auth";
import { MealPlanGrid } from "../recipes";
import { MealDays } from "./plan-views";
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
  mealGoal: string;
  cookingDays: DaysPerWeek | "";
  dietaryPreferences: DietaryPreference[];
  planType: PlanType | "";
  additionalNotes: string;
}

const emptyDraft = (stage: QuizStage): Draft => ({
  motherhoodStage: stage,
  mealGoal: "",
  cookingDays: "",
  dietaryPreferences: [],
  planType: "",
  additionalNotes: "",
});

interface Result {
  answers: MealQuizAnswers;
  meal: MealPlan;
}

export function Component() {
  const { profile } = useAuth();
  const profileStage = profile?.motherhood_stage ?? null;
  const wizard = useQuizWizard<Draft, Result>({
    initial: () => emptyDraft(toQuizStage(profileStage)),
    build: resultOf,
    plansOf: (result) => [{ kind: "meal", answers: { ...result.answers }, plan: { ...result.meal } }],
    savedToast: ["Plan saved", "Your meal plan is saved to your dashboard."],
  });
  const { draft, set, setDraft } = wizard;
  const stage = draft.motherhoodStage;

  const questions: QuizQuestion[] = [
    stageQuestion(stage, (v) =>
      setDraft((d) => ({
        ...d,
        motherhoodStage: v,
        mealGoal: MEAL_GOALS_BY_STAGE[v].some((g) => g.value === d.mealGoal) ? d.mealGoal : "",
      })),
    ),
    choiceQuestion({
      title: "What would you like your meals to help with?",
      name: "mealGoal",
      choices: MEAL_GOALS_BY_STAGE[stage],
      value: draft.mealGoal,
      onChange: (v) => set({ mealGoal: v }),
    }),
    choiceQuestion({
      title: "How many days a week can you cook?",
      hint: "On the other days you eat leftovers or something that needs no cooking.",
      name: "cookingDays",
      choices: COOKING_DAYS_CHOICES,
      value: draft.cookingDays,
      onChange: (v) => set({ cookingDays: v }),
    }),
    multiQuestion({
      title: "Any dietary preferences?",
      hint: "Pick all that apply. Every recipe in your plan will meet all of them.",
      choices: DIETARY_CHOICES,
      values: draft.dietaryPreferences,
      onToggle: (v) => set({ dietaryPreferences: toggleDietary(draft.dietaryPreferences, v) }),
    }),
    choiceQuestion({
      title: "Which meals should we plan?",
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
          resultTitle="Your Meal Plan"
          startOverLabel="Start Over"
          renderResult={(result) => ({
            summary: (
              <>
                {labelOf(QUIZ_STAGE_CHOICES, result.answers.motherhoodStage)} ·{" "}
                {labelOf(MEAL_GOALS_BY_STAGE[result.answers.motherhoodStage], result.answers.mealGoal)} ·{" "}
                {labelOf(PLAN_TYPE_CHOICES, result.answers.planType)}
                {result.answers.dietaryPreferences.length > 0 &&
                  ` · ${result.answers.dietaryPreferences.map((d) => labelOf(DIETARY_CHOICES, d)).join(", ")}`}
              </>
            ),
            body: <MealResult result={result} profileStage={profileStage} />,
          })}
        />
      </div>
    </div>
  );
}

function resultOf(draft: Draft): Result | null {
  if (!draft.mealGoal || !draft.cookingDays || !draft.planType) return null;
  const answers: MealQuizAnswers = {
    ...draft,
    cookingDays: draft.cookingDays,
    planType: draft.planType,
    additionalNotes: draft.additionalNotes.trim(),
  };
  return { answers, meal: buildMealPlan(answers, RECIPES) };
}

/** Three sample days, then the catalogue plans that fit her stage and diet, with their shopping lists. */
function MealResult({ result, profileStage }: { result: Result; profileStage: string | null }) {
  const plans = suggestedMealPlans(MEAL_PLANS, result.answers, profileStage);
  return (
    <div className="space-y-6">
      <MealDays plan={result.meal} />
      <section aria-labelledby="suggested-plans" className="space-y-3">
        <h3 id="suggested-plans" className="text-xl">
          Meal plans that fit you
        </h3>
        {plans.length > 0 ? (
          <>
            <p className="text-sm text-plum-500">
              Weeks of recipes for your stage and diet, each with a shopping list.
            </p>
            <MealPlanGrid plans={plans} label="Meal plans that fit you" />
          </>
        ) : (
          <p className="rounded-2xl bg-cream px-4 py-3 text-sm text-plum-700">
            None of our longer meal plans meets all your dietary choices for this stage yet; the sample days
            above do.{" "}
            <Link to="/meal-plan" className="font-medium text-blush-700 underline">
              See all meal plans
            </Link>
          </p>
        )}
      </section>
      <p className="text-sm text-plum-500">
        Looking for a workout schedule?{" "}
        <Link to="/workout-plan" className="font-medium text-blush-700 underline">
          Take the workout quiz
        </Link>
        .
      </p>
    </div>
  );
}
