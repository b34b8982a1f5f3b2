import { CalendarDays, Clock, UtensilsCrossed } from "lucide-react";
import { Link } from "react-router";
import type { MealPlan } from "../../../content/meal-plans";
import { findRecipe, type Recipe } from "../../../content/recipes";
import { averagePrepMinutes } from "../../../shared/recipes";
import { RecipeArt } from "../../components/art/recipe-art";

export function planRecipes(plan: MealPlan): Recipe[] {
  return plan.recipes.map((s) => findRecipe(s)).filter((r): r is Recipe => r !== undefined);
}

export function MealPlanCard({ plan }: { plan: MealPlan }) {
  const recipes = planRecipes(plan);
  const id = `meal-plan-card-${plan.slug}`;
  return (
    <article
      aria-labelledby={id}
      className="relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-soft transition-shadow focus-within:ring-2 focus-within:ring-blush-200 hover:shadow-md"
    >
      <div className="grid aspect-[3/1] grid-cols-3 overflow-hidden" aria-hidden="true">
        {recipes.slice(0, 3).map((r) => (
          <RecipeArt key={r.slug} recipe={r} className="block h-full w-full" />
        ))}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-sage-700">{plan.category}</p>
        <h3 id={id} className="font-display text-lg leading-snug text-plum-900">
          <Link
            to={`/meal-plan/${plan.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {plan.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-plum-700">{plan.description}</p>
        <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm text-plum-700">
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-4 text-sage-500" aria-hidden="true" />
            {plan.weeks} weeks
          </span>
          <span className="inline-flex items-center gap-1">
            <UtensilsCrossed className="size-4 text-sage-500" aria-hidden="true" />
            {recipes.length} recipes
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4 text-sage-500" aria-hidden="true" />
            <span className="sr-only">Average prep time </span>~{averagePrepMinutes(recipes)} min prep
          </span>
        </p>
      </div>
    </article>
  );
}

export function MealPlanGrid({ plans, label }: { plans: readonly MealPlan[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {plans.map((p) => (
        <li key={p.slug}>
          <MealPlanCard plan={p} />
        </li>
      ))}
    </ul>
  );
}
