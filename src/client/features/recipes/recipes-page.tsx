import { Search, Sparkles } from "lucide-react";
import { Tabs } from "radix-ui";
import { type ReactNode, useDeferredValue, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { MEAL_PLANS } from "../../../content/meal-plans";
import { RECIPES, type Recipe } from "../../../content/recipes";
import { journeyOf, stageLabel } from "../../../shared/journeys";
import {
  forStage,
  inCategoryTab,
  RECIPE_TABS,
  searchItems,
  tabFromCategoryParam,
} from "../../../shared/recipes";
import { Button, ButtonLink } from "../../components/ui/button";
import { Input } from "../../components/ui/form";
import { queryClient } from "../../lib/query";
import { useAuth } from "../auth";
import { favoritesQuery, useFavorites } from "../favorites";
import { MealPlanGrid } from "./meal-plan-card";
import { RecipeGrid } from "./recipe-card";
import { allRecipeNutritionQuery } from "./recipes-api";
import { useDocumentTitle } from "./use-document-title";

/** Her saved recipes and the cards' nutrition, asked for while the session is still being read. */
export function prefetch() {
  void queryClient.prefetchQuery(favoritesQuery("recipe"));
  void queryClient.prefetchQuery(allRecipeNutritionQuery());
}

const SPOTLIGHT_RECIPES = 3;
/** Cards shown at first, and added by each "Show more", so long lists stay light on a phone. */
const PAGE_SIZE = 12;
const SPOTLIGHT_PLANS = 2;

export function Component() {
  useDocumentTitle("Recipes");
  const { profile } = useAuth();
  const stage = profile?.motherhood_stage;
  const journey = journeyOf(stage);
  const [params, setParams] = useSearchParams();
  const tab = tabFromCategoryParam(params.get("category"));
  const [query, setQuery] = useState("");
  const q = useDeferredValue(query);

  const onTab = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === "journey") next.delete("category");
        else next.set("category", value);
        return next;
      },
      { replace: true },
    );

  const journeyRecipes = useMemo(() => forStage(RECIPES, stage), [stage]);
  const plans = useMemo(() => searchItems(forStage(MEAL_PLANS, stage), q), [stage, q]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <div className="max-w-3xl">
        <h1 className="text-3xl sm:text-4xl">Recipes</h1>
        <p className="mt-2 text-plum-700">
          Nourishing recipes for{" "}
          {journey ? <strong className="font-semibold">{stageLabel(stage)}</strong> : "every stage"}, with
          nutrition worked out from their ingredients.
        </p>
      </div>

      <div className="relative mt-6 max-w-xl">
        <label htmlFor="recipe-search" className="sr-only">
          Search recipes
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-plum-500"
          aria-hidden="true"
        />
        <Input
          id="recipe-search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search by name, ingredient or tag"
          className="pl-11"
          autoComplete="off"
        />
      </div>

      <Tabs.Root value={tab} onValueChange={onTab} className="mt-6">
        <Tabs.List
          aria-label="Recipe categories"
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:px-0"
        >
          {RECIPE_TABS.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              className="min-h-11 shrink-0 rounded-full border border-line bg-white px-4 text-sm font-medium text-plum-700 transition-colors hover:bg-blush-50 data-[state=active]:border-blush-600 data-[state=active]:bg-blush-600 data-[state=active]:text-white"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="journey" className="mt-5 focus-visible:outline-none">
          {!journey && (
            <p className="mb-4 text-sm text-plum-500">
              Showing every recipe.{" "}
              <Link to="/profile" className="font-medium text-blush-700 underline">
                Set your journey
              </Link>{" "}
              to see the ones for your stage.
            </p>
          )}
          <RecipeResults
            recipes={journeyRecipes}
            query={q}
            label="Recipes for your journey"
            empty="No recipes available for your current journey stage."
          />
        </Tabs.Content>
        {(["breakfast", "lunch", "dinner", "snacks"] as const).map((category) => (
          <Tabs.Content key={category} value={category} className="mt-5 focus-visible:outline-none">
            <RecipeResults
              recipes={RECIPES.filter((r) => inCategoryTab(r, category))}
              query={q}
              label={`${RECIPE_TABS.find((t) => t.value === category)!.label} recipes`}
              empty="No recipes in this category yet."
            />
          </Tabs.Content>
        ))}
        <Tabs.Content value="favorites" className="mt-5 focus-visible:outline-none">
          <FavoriteRecipes query={q} />
        </Tabs.Content>
      </Tabs.Root>

      <section aria-labelledby="meal-plans-heading" className="mt-14">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="meal-plans-heading" className="text-2xl sm:text-3xl">
              Meal Plans
            </h2>
            <p className="mt-1 text-plum-700">Weeks of recipes chosen together, with a shopping list.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/meal-plan" variant="outline" size="sm">
              All meal plans
            </ButtonLink>
            <ButtonLink to="/questionnaire" variant="secondary" size="sm">
              <Sparkles className="size-4" aria-hidden="true" />
              Create a custom plan
            </ButtonLink>
          </div>
        </div>
        <div className="mt-5">
          {plans.length > 0 ? (
            <MealPlanGrid plans={plans} label="Meal plans for your journey" />
          ) : (
            <EmptyState>
              {q.trim()
                ? `No meal plans match “${q.trim()}”.`
                : "No meal plans available for your current journey stage."}
            </EmptyState>
          )}
        </div>
      </section>

      {journey !== "pregnant" && <PregnancySpotlight />}
    </div>
  );
}

function RecipeResults({
  recipes,
  query,
  label,
  empty,
}: {
  recipes: readonly Recipe[];
  query: string;
  label: string;
  empty: string;
}) {
  const found = useMemo(() => searchItems(recipes, query), [recipes, query]);
  const [shownFor, setShown] = useState({ query, count: PAGE_SIZE });
  // A new search starts again from the first page.
  const shown = shownFor.query === query ? shownFor.count : PAGE_SIZE;
  const searching = query.trim().length > 0;
  const rest = found.length - shown;
  return (
    <>
      <p className="mb-4 text-sm text-plum-500" aria-live="polite">
        {found.length === 1 ? "1 recipe" : `${found.length} recipes`}
        {searching ? ` matching “${query.trim()}”` : ""}
      </p>
      {found.length > 0 ? (
        <>
          <RecipeGrid recipes={found.slice(0, shown)} label={label} />
          {rest > 0 && (
            <div className="mt-6 text-center">
              <Button variant="outline" onClick={() => setShown({ query, count: shown + PAGE_SIZE })}>
                Show more recipes ({rest} more)
              </Button>
            </div>
          )}
        </>
      ) : (
        <EmptyState>
          {searching && recipes.length > 0 ? `No recipes match “${query.trim()}”.` : empty}
        </EmptyState>
      )}
    </>
  );
}

function FavoriteRecipes({ query }: { query: string }) {
  const favorites = useFavorites("recipe");
  const saved = useMemo(
    () =>
      (favorites.data ?? [])
        .map((slug) => RECIPES.find((r) => r.slug === slug))
        .filter((r): r is Recipe => !!r),
    [favorites.data],
  );
  if (favorites.isPending) {
    return (
      <p role="status" className="py-10 text-center text-plum-500">
        Loading your favorites…
      </p>
    );
  }
  if (favorites.isError) {
    return (
      <EmptyState>
        <span role="alert">We couldn't load your favorites.</span>{" "}
        <Button variant="outline" size="sm" className="ml-2" onClick={() => favorites.refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  }
  if (saved.length === 0) {
    return <EmptyState>No favorite recipes yet. Tap the heart on any recipe to keep it here.</EmptyState>;
  }
  return (
    <RecipeResults
      recipes={saved}
      query={query}
      label="Your favorite recipes"
      empty="No favorite recipes yet."
    />
  );
}

function PregnancySpotlight() {
  // Recipes made for pregnancy alone come first, then those shared with fewest other journeys.
  const recipes = useMemo(
    () =>
      forStage(RECIPES, "pregnant")
        .map((r, index) => ({ r, index }))
        .sort((a, b) => a.r.journeys.length - b.r.journeys.length || a.index - b.index)
        .slice(0, SPOTLIGHT_RECIPES)
        .map((x) => x.r),
    [],
  );
  const plans = useMemo(
    () => MEAL_PLANS.filter((p) => p.category === "Pregnancy").slice(0, SPOTLIGHT_PLANS),
    [],
  );
  return (
    <section
      aria-labelledby="pregnancy-spotlight"
      className="mt-14 rounded-[var(--radius-card)] bg-blush-50 p-5 sm:p-8"
    >
      <h2 id="pregnancy-spotlight" className="text-2xl sm:text-3xl">
        Pregnancy Spotlight
      </h2>
      <p className="mt-1 text-plum-700">
        Expecting, or cooking for someone who is? These recipes and plans are made for pregnancy.
      </p>
      <div className="mt-5">
        <RecipeGrid recipes={recipes} label="Pregnancy recipes" />
      </div>
      <div className="mt-6">
        <MealPlanGrid plans={plans} label="Pregnancy meal plans" />
      </div>
    </section>
  );
}

function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-dashed border-blush-200 bg-white px-5 py-10 text-center text-plum-700">
      {children}
    </div>
  );
}
