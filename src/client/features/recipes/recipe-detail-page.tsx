import {
  ArrowLeft,
  ChefHat,
  Clock,
  Flame,
  Heart,
  Minus,
  Plus,
  Printer,
  Share2,
  Timer,
  Users,
} from "lucide-react";
import { Tabs } from "radix-ui";
import { type ReactNode, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { findRecipe, RECIPES, type Recipe } from "../../../content/recipes";
import { ingredientLine, LEFTOVERS_NOTE, restNote, totalMinutes } from "../../../content/recipes/schema";
import {
  formatMinutes,
  MAX_SERVINGS,
  MIN_SERVINGS,
  type NutritionPerServing,
  similarRecipes,
} from "../../../shared/recipes";
import { RecipeArt } from "../../components/art/recipe-art";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { notify } from "../../lib/notify";
import { useFavorites, useToggleFavorite } from "../favorites";
import { CaloriesLabel } from "./recipe-card";
import { useRecipeNutrition } from "./recipes-api";
import { useDocumentTitle } from "./use-document-title";

export function Component() {
  const { slug = "" } = useParams();
  const recipe = findRecipe(slug);
  useDocumentTitle(recipe ? `${recipe.title} Recipes` : "Recipe not found");
  if (!recipe) return <RecipeNotFound />;
  // Keyed so the servings go back to the recipe's own when moving to another recipe.
  return <RecipeDetail key={recipe.slug} recipe={recipe} />;
}

function RecipeNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl sm:text-4xl">Recipe not found</h1>
      <p className="mt-3 text-plum-700">We couldn't find that recipe. It may have been renamed.</p>
      <ButtonLink to="/recipes" className="mt-8">
        Browse Recipes
      </ButtonLink>
    </div>
  );
}

// Panels stay mounted so the printed page holds the recipe, its nutrition and notes together.
const panelClass =
  "mt-6 focus-visible:outline-none data-[state=inactive]:hidden print:data-[state=inactive]:block";

const tabClass =
  "min-h-11 flex-1 rounded-full px-4 text-sm font-medium text-plum-700 transition-colors hover:bg-blush-50 data-[state=active]:bg-blush-600 data-[state=active]:text-white sm:flex-none";

function RecipeDetail({ recipe }: { recipe: Recipe }) {
  const [servings, setServings] = useState(recipe.servings);
  const nutrition = useRecipeNutrition(recipe.slug, servings);
  const similar = useMemo(() => similarRecipes(recipe, RECIPES), [recipe]);
  // Until the server answers, the recipe's own quantities are exact for its own servings.
  const lines =
    nutrition.data?.ingredients.map((i) => i.line) ??
    (servings === recipe.servings ? recipe.ingredients.map(ingredientLine) : undefined);
  const scaling = nutrition.isFetching && nutrition.data?.servings !== servings;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <Link
        to="/recipes"
        className="no-print inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All recipes
      </Link>

      <div className="mt-2 grid gap-8 lg:grid-cols-3">
        <article className="min-w-0 lg:col-span-2" aria-labelledby="recipe-title">
          <div className="aspect-[16/9] overflow-hidden rounded-[var(--radius-card)] border border-line print:hidden">
            <RecipeArt recipe={recipe} className="block h-full w-full" />
          </div>

          <div className="mt-6">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="rounded-full bg-sage-100 px-3 py-1 font-semibold text-sage-700">
                {recipe.category}
              </span>
              <span className="inline-flex items-center gap-1 text-plum-700">
                <Timer className="size-4 text-sage-500" aria-hidden="true" />
                Prep {formatMinutes(recipe.prepMinutes)}
              </span>
            </p>
            <h1 id="recipe-title" className="mt-3 text-3xl sm:text-4xl">
              {recipe.title}
            </h1>
            <p className="mt-3 text-lg text-plum-700">{recipe.description}</p>

            <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Fact icon={<Clock className="size-4" aria-hidden="true" />} label="Total time">
                {formatMinutes(totalMinutes(recipe))}
                {recipe.rest && (
                  <span className="block text-xs font-normal text-plum-500">
                    incl. {restNote(recipe, formatMinutes)}
                  </span>
                )}
              </Fact>
              <Fact icon={<Users className="size-4" aria-hidden="true" />} label="Servings">
                <ServingsStepper value={servings} onChange={setServings} />
              </Fact>
              <Fact icon={<ChefHat className="size-4" aria-hidden="true" />} label="Difficulty">
                {recipe.difficulty}
              </Fact>
              <Fact icon={<Flame className="size-4" aria-hidden="true" />} label="Calories">
                <CaloriesLabel slug={recipe.slug} icon={false} />
              </Fact>
            </dl>

            <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
              {recipe.tags.map((t) => (
                <li
                  key={t}
                  className="rounded-full bg-honey-100 px-3 py-1 text-xs font-medium text-honey-700"
                >
                  {t}
                </li>
              ))}
            </ul>

            <div className="no-print mt-5 flex flex-wrap gap-2">
              <SaveButton recipe={recipe} label="Save Recipe" />
              <Button variant="outline" onClick={() => window.print()}>
                <Printer className="size-4" aria-hidden="true" />
                Print
              </Button>
              <Button variant="outline" onClick={() => shareRecipe(recipe)}>
                <Share2 className="size-4" aria-hidden="true" />
                Share
              </Button>
            </div>
          </div>

          <Tabs.Root defaultValue="recipe" className="mt-8">
            <Tabs.List
              aria-label="Recipe details"
              className="flex gap-1 rounded-full border border-line bg-white p-1 sm:inline-flex print:hidden"
            >
              <Tabs.Trigger value="recipe" className={tabClass}>
                Recipe
              </Tabs.Trigger>
              <Tabs.Trigger value="nutrition" className={tabClass}>
                Nutrition
              </Tabs.Trigger>
              <Tabs.Trigger value="notes" className={tabClass}>
                Notes
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="recipe" forceMount className={panelClass}>
              <RecipeBody
                recipe={recipe}
                lines={lines}
                servings={servings}
                scaling={scaling}
                error={nutrition.isError}
                onRetry={() => nutrition.refetch()}
              />
            </Tabs.Content>
            <Tabs.Content value="nutrition" forceMount className={panelClass}>
              <NutritionPanel
                recipe={recipe}
                perServing={nutrition.data?.perServing}
                loading={nutrition.isPending}
                error={nutrition.isError}
                onRetry={() => nutrition.refetch()}
              />
            </Tabs.Content>
            <Tabs.Content value="notes" forceMount className={panelClass}>
              <NotesPanel recipe={recipe} />
            </Tabs.Content>
          </Tabs.Root>
        </article>

        <aside className="no-print space-y-5 lg:pt-2" aria-labelledby="similar-heading">
          <Card>
            <h2 id="similar-heading" className="text-xl">
              You Might Also Like
            </h2>
            {similar.length > 0 ? (
              <ul className="mt-4 space-y-3">
                {similar.map((r) => (
                  <li key={r.slug}>
                    <Link
                      to={`/recipes/${r.slug}`}
                      className="flex items-center gap-3 rounded-xl p-1.5 transition-colors hover:bg-blush-50"
                    >
                      <span className="w-20 shrink-0 overflow-hidden rounded-lg">
                        <RecipeArt recipe={r} />
                      </span>
                      <span className="min-w-0">
                        <span className="block font-medium leading-snug text-plum-900">{r.title}</span>
                        <span className="text-sm text-plum-500">
                          {r.category} · {formatMinutes(totalMinutes(r))}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-plum-500">No similar recipes yet.</p>
            )}
          </Card>
          <Card className="bg-blush-50">
            <p className="text-sm text-plum-700">Keep this recipe close for your next shop.</p>
            <SaveButton recipe={recipe} label="Save to Favorites" className="mt-3 w-full" />
          </Card>
        </aside>
      </div>
    </div>
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

function ServingsStepper({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const step =
    "flex size-10 items-center justify-center rounded-full border border-blush-200 text-blush-700 hover:bg-blush-50 disabled:opacity-40 print:hidden";
  return (
    <span className="flex items-center gap-2">
      <button
        type="button"
        className={step}
        aria-label="Fewer servings"
        disabled={value <= MIN_SERVINGS}
        onClick={() => onChange(Math.max(MIN_SERVINGS, value - 1))}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output aria-live="polite" aria-label="Servings" className="min-w-6 text-center tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={step}
        aria-label="More servings"
        disabled={value >= MAX_SERVINGS}
        onClick={() => onChange(Math.min(MAX_SERVINGS, value + 1))}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </span>
  );
}

function SaveButton({ recipe, label, className }: { recipe: Recipe; label: string; className?: string }) {
  const favorites = useFavorites("recipe");
  const toggle = useToggleFavorite("recipe");
  const saved = favorites.data?.includes(recipe.slug) ?? false;
  return (
    <Button
      variant={saved ? "secondary" : "primary"}
      aria-pressed={saved}
      disabled={favorites.isPending}
      className={className}
      onClick={() =>
        toggle.mutate(
          { slug: recipe.slug, save: !saved },
          { onSuccess: () => notify.success(saved ? "Removed from favorites" : "Saved to favorites") },
        )
      }
    >
      <Heart className={cn("size-4", saved && "fill-current")} aria-hidden="true" />
      {label}
    </Button>
  );
}

async function shareRecipe(recipe: Recipe) {
  const url = window.location.href;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: `${recipe.title} Recipes`, text: recipe.description, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return; // the mother closed the sheet
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success("Link copied", "Paste it anywhere to share this recipe.");
  } catch {
    notify.error("Could not copy the link", url);
  }
}

function RecipeBody({
  recipe,
  lines,
  servings,
  scaling,
  error,
  onRetry,
}: {
  recipe: Recipe;
  lines: string[] | undefined;
  servings: number;
  scaling: boolean;
  error: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="grid gap-8 md:grid-cols-5">
      <section aria-labelledby="ingredients-heading" className="md:col-span-2">
        <h2 id="ingredients-heading" className="text-xl">
          Ingredients
        </h2>
        <p className="mt-1 text-sm text-plum-500">
          For {servings} {servings === 1 ? "serving" : "servings"}
          {scaling && <span role="status"> · updating…</span>}
        </p>
        {lines ? (
          <ul aria-label="Ingredients" className={cn("mt-3 space-y-2", scaling && "opacity-60")}>
            {lines.map((line) => (
              <li key={line} className="flex gap-2.5 text-plum-900">
                <span className="mt-2 size-1.5 shrink-0 rounded-full bg-blush-500" aria-hidden="true" />
                {line}
              </li>
            ))}
          </ul>
        ) : error ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            We couldn't scale the ingredients.{" "}
            <button type="button" className="font-medium underline" onClick={onRetry}>
              Try again
            </button>
          </p>
        ) : (
          <p role="status" className="mt-3 text-sm text-plum-500">
            Scaling the ingredients…
          </p>
        )}
      </section>
      <section aria-labelledby="instructions-heading" className="md:col-span-3">
        <h2 id="instructions-heading" className="text-xl">
          Instructions
        </h2>
        <ol className="mt-3 space-y-4">
          {recipe.instructions.map((step, i) => (
            <li key={step} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-blush-100 text-sm font-semibold text-blush-700">
                {i + 1}
              </span>
              <span className="pt-0.5 text-plum-900">{step}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

const NUTRIENTS: { key: keyof Omit<NutritionPerServing, "fiberPartial">; label: string; unit: string }[] = [
  { key: "calories", label: "Calories", unit: "kcal" },
  { key: "protein", label: "Protein", unit: "g" },
  { key: "carbs", label: "Carbs", unit: "g" },
  { key: "fat", label: "Fat", unit: "g" },
  { key: "fiber", label: "Fiber", unit: "g" },
];

function NutritionPanel({
  recipe,
  perServing,
  loading,
  error,
  onRetry,
}: {
  recipe: Recipe;
  perServing: NutritionPerServing | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="nutrition-heading">
        <h2 id="nutrition-heading" className="text-xl">
          Nutrition per serving
        </h2>
        {error && !perServing ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            We couldn't load the nutrition.{" "}
            <button type="button" className="font-medium underline" onClick={onRetry}>
              Try again
            </button>
          </p>
        ) : (
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5" aria-busy={loading}>
            {NUTRIENTS.map((n) => (
              <div key={n.key} className="rounded-2xl bg-sage-50 px-3 py-3 text-center">
                <dt className="text-xs font-medium uppercase tracking-wide text-sage-700">{n.label}</dt>
                <dd className="mt-1 text-xl font-semibold text-plum-900 tabular-nums">
                  {perServing ? (
                    <>
                      {perServing[n.key]}
                      <span className="ml-0.5 text-sm font-normal text-plum-500">{n.unit}</span>
                    </>
                  ) : (
                    <span className="text-plum-500">…</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-3 text-xs text-plum-500">
          Computed from the ingredients with USDA nutrient data (SR28).
          {perServing?.fiberPartial ? " Fiber counts only ingredients with a USDA fiber figure." : ""}
        </p>
      </section>
      <section aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className="text-xl">
          Motherhood Benefits
        </h2>
        <ul className="mt-3 space-y-2">
          {recipe.benefits.map((b) => (
            <li key={b} className="flex gap-2.5 text-plum-900">
              <Heart className="mt-1 size-4 shrink-0 fill-blush-200 text-blush-500" aria-hidden="true" />
              {b}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function NotesPanel({ recipe }: { recipe: Recipe }) {
  return (
    <section aria-labelledby="notes-heading" className="space-y-3">
      <h2 id="notes-heading" className="text-xl">
        Notes
      </h2>
      <p className="text-plum-900">{recipe.notes}</p>
      {recipe.safetyNotes?.map((n) => (
        <p key={n} className="rounded-xl bg-honey-100 px-4 py-3 text-sm text-plum-900">
          {n}
        </p>
      ))}
      <p className="text-plum-700">{LEFTOVERS_NOTE}</p>
    </section>
  );
}
