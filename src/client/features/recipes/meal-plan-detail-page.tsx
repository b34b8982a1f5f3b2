import {
  ArrowLeft,
  CalendarDays,
  Check,
  Clock,
  Printer,
  ShoppingBasket,
  UtensilsCrossed,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { findMealPlan, type MealPlan } from "../../../content/meal-plans";
import {
  averagePrepMinutes,
  formatShoppingAmount,
  RECIPES_PER_MEAL_PLAN_SHOWN,
} from "../../../shared/recipes";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { planRecipes } from "./meal-plan-card";
import { RecipeGrid } from "./recipe-card";
import { useShoppingList } from "./recipes-api";
import { useDocumentTitle } from "./use-document-title";

export function Component() {
  const { slug = "" } = useParams();
  const plan = findMealPlan(slug);
  useDocumentTitle(plan ? `${plan.title} Meal Plan` : "Meal plan not found");
  if (!plan) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl sm:text-4xl">Meal plan not found</h1>
        <p className="mt-3 text-plum-700">We couldn't find that meal plan.</p>
        <ButtonLink to="/meal-plan" className="mt-8">
          Back to Meal Plans
        </ButtonLink>
      </div>
    );
  }
  return <MealPlanDetail plan={plan} />;
}

function MealPlanDetail({ plan }: { plan: MealPlan }) {
  const recipes = planRecipes(plan);
  const shown = recipes.slice(0, RECIPES_PER_MEAL_PLAN_SHOWN);
  const more = recipes.slice(RECIPES_PER_MEAL_PLAN_SHOWN);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <Link
        to="/meal-plan"
        className="no-print inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All meal plans
      </Link>

      <div className="mt-2 max-w-3xl">
        <p>
          <span className="rounded-full bg-sage-100 px-3 py-1 text-sm font-semibold text-sage-700">
            {plan.category}
          </span>
        </p>
        <h1 className="mt-3 text-3xl sm:text-4xl">{plan.title}</h1>
        <p className="mt-3 text-lg text-plum-700">{plan.description}</p>
        <dl className="mt-5 grid grid-cols-3 gap-3">
          <Fact icon={<CalendarDays className="size-4" aria-hidden="true" />} label="Duration">
            {plan.weeks} weeks
          </Fact>
          <Fact icon={<UtensilsCrossed className="size-4" aria-hidden="true" />} label="Recipes">
            {recipes.length}
          </Fact>
          <Fact icon={<Clock className="size-4" aria-hidden="true" />} label="Avg. prep">
            {averagePrepMinutes(recipes)} min
          </Fact>
        </dl>
        {plan.dietary.length > 0 && (
          <ul aria-label="Dietary" className="mt-4 flex flex-wrap gap-2">
            {plan.dietary.map((d) => (
              <li key={d} className="rounded-full bg-honey-100 px-3 py-1 text-xs font-medium text-honey-700">
                {d}
              </li>
            ))}
          </ul>
        )}
      </div>

      <Card className="mt-8 max-w-3xl">
        <h2 className="text-xl">What you'll get</h2>
        <ul className="mt-3 space-y-2">
          {plan.whatYoullGet.map((item) => (
            <li key={item} className="flex gap-2.5 text-plum-900">
              <Check className="mt-0.5 size-5 shrink-0 text-sage-500" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </Card>

      <section aria-labelledby="plan-recipes" className="mt-10 print:hidden">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="plan-recipes" className="text-2xl">
            Recipes in this plan
          </h2>
          <ButtonLink to="/recipes" variant="outline" size="sm">
            Browse all recipes
          </ButtonLink>
        </div>
        <div className="mt-5">
          <RecipeGrid recipes={shown} label={`Recipes in ${plan.title}`} />
        </div>
        {more.length > 0 && (
          <details className="mt-5 rounded-2xl border border-line bg-white px-4 py-3">
            <summary className="min-h-8 cursor-pointer font-medium text-blush-700">
              And {more.length} more {more.length === 1 ? "recipe" : "recipes"}
            </summary>
            <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
              {more.map((r) => (
                <li key={r.slug}>
                  <Link
                    to={`/recipes/${r.slug}`}
                    className="text-plum-900 underline decoration-blush-200 underline-offset-4 hover:text-blush-700"
                  >
                    {r.title}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        )}
      </section>

      <ShoppingList plan={plan} />
    </div>
  );
}

function ShoppingList({ plan }: { plan: MealPlan }) {
  const list = useShoppingList(plan.slug);
  return (
    <section aria-labelledby="shopping-list" className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="shopping-list" className="flex items-center gap-2 text-2xl">
            <ShoppingBasket className="size-6 text-sage-500" aria-hidden="true" />
            Shopping List
          </h2>
          <p className="mt-1 text-sm text-plum-500">
            Everything for one batch of each recipe in the plan, added up, rounded up to what the shop sells
            and sorted by aisle.
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="no-print"
          onClick={() => window.print()}
          disabled={!list.data}
        >
          <Printer className="size-4" aria-hidden="true" />
          Print
        </Button>
      </div>
      {list.isPending ? (
        <p role="status" className="mt-5 text-plum-500">
          Adding up the ingredients…
        </p>
      ) : list.isError ? (
        <p role="alert" className="mt-5 text-red-700">
          We couldn't load the shopping list.{" "}
          <button type="button" className="font-medium underline" onClick={() => list.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <div className="mt-5 gap-5 sm:columns-2 lg:columns-3 print:columns-2">
          {list.data.aisles.map((aisle) => (
            <Card
              key={aisle.aisle}
              className="mb-5 break-inside-avoid print:border-0 print:p-0 print:shadow-none"
            >
              <h3 className="text-lg capitalize">{aisle.aisle}</h3>
              <ul aria-label={aisle.aisle} className="mt-2 divide-y divide-line">
                {aisle.items.map((item) => (
                  <li key={item.food} className="flex justify-between gap-3 py-1.5 text-sm">
                    <span className="text-plum-900">{item.food}</span>
                    {item.buy ? (
                      <span className="text-right">
                        <span className="block text-plum-900 tabular-nums">{item.buy.text}</span>
                        <span className="block text-xs text-plum-500 tabular-nums">
                          {formatShoppingAmount(item)} in the recipes
                        </span>
                      </span>
                    ) : (
                      <span className="shrink-0 text-plum-700 tabular-nums">
                        {formatShoppingAmount(item)}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      )}
    </section>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-line bg-white px-3 py-2.5">
      <dt className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-plum-500">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 font-semibold text-plum-900">{children}</dd>
    </div>
  );
}
