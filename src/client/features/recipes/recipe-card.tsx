import { Clock, Flame } from "lucide-react";
import { Link } from "react-router";
import type { Recipe } from "../../../content/recipes";
import { totalMinutes } from "../../../content/recipes/schema";
import { formatMinutes } from "../../../shared/recipes";
import { RecipeArt } from "../../components/art/recipe-art";
import { FavoriteToggle } from "../favorites";
import { useAllRecipeNutrition } from "./recipes-api";

/** Calories per serving from the nutrition API, or a quiet placeholder while it loads. */
export function CaloriesLabel({ slug, icon = true }: { slug: string; icon?: boolean }) {
  const { data, isError } = useAllRecipeNutrition();
  const kcal = data?.[slug]?.calories;
  return (
    <span className="inline-flex items-center gap-1">
      {icon && <Flame className="size-4 text-honey-700" aria-hidden="true" />}
      {kcal !== undefined ? (
        `${kcal} kcal`
      ) : isError ? (
        "– kcal"
      ) : (
        <span className="text-plum-500">… kcal</span>
      )}
      <span className="sr-only"> per serving</span>
    </span>
  );
}

export function RecipeCard({ recipe, headingLevel = 3 }: { recipe: Recipe; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = `recipe-card-${recipe.slug}`;
  return (
    <article
      aria-labelledby={id}
      className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-soft transition-shadow focus-within:ring-2 focus-within:ring-blush-200 hover:shadow-md"
    >
      <div className="aspect-[4/3] overflow-hidden">
        <RecipeArt recipe={recipe} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-sage-700">{recipe.category}</p>
        <Heading id={id} className="font-display text-lg leading-snug text-plum-900">
          <Link
            to={`/recipes/${recipe.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {recipe.title}
          </Link>
        </Heading>
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-plum-700">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4 text-sage-500" aria-hidden="true" />
            <span className="sr-only">Total time </span>
            {formatMinutes(totalMinutes(recipe))}
          </span>
          <CaloriesLabel slug={recipe.slug} />
        </p>
      </div>
      <FavoriteToggle kind="recipe" item={recipe} className="absolute top-3 right-3 z-10" />
    </article>
  );
}

export function RecipeGrid({ recipes, label }: { recipes: readonly Recipe[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {recipes.map((r) => (
        <li key={r.slug}>
          <RecipeCard recipe={r} />
        </li>
      ))}
    </ul>
  );
}
