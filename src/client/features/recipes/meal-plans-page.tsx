import { Sparkles } from "lucide-react";
import { MEAL_PLANS } from "../../../content/meal-plans";
import { orderForStage } from "../../../shared/plans/catalogue-plans";
import { ButtonLink } from "../../components/ui/button";
import { useAuth } from "../auth";
import { MealPlanGrid } from "./meal-plan-card";
import { useDocumentTitle } from "./use-document-title";

export function Component() {
  useDocumentTitle("Meal Plans");
  // Every plan, those made for her stage first (a pregnant mother does not start with fertility plans).
  const { profile } = useAuth();
  const plans = orderForStage(MEAL_PLANS, profile?.motherhood_stage);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl sm:text-4xl">All Meal Plans</h1>
          <p className="mt-2 text-plum-700">
            Two to six weeks of Bloom recipes chosen to work together, each with a shopping list for the whole
            plan.
          </p>
        </div>
        <ButtonLink to="/questionnaire" variant="secondary">
          <Sparkles className="size-4" aria-hidden="true" />
          Create a custom plan
        </ButtonLink>
      </div>
      <div className="mt-8">
        <MealPlanGrid plans={plans} label="All meal plans" />
      </div>
    </div>
  );
}
