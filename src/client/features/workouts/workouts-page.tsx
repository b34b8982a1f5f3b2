import { ArrowRight, Compass, Heart, SearchX } from "lucide-react";
import { Tabs } from "radix-ui";
import { type ReactNode, useDeferredValue, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { findWorkout, WORKOUTS, type Workout } from "../../../content/workouts";
import { journeyOf, stageLabel } from "../../../shared/journeys";
import { herStage } from "../../../shared/stage-safety";
import {
  activeFilterCount,
  filterWorkouts,
  JOURNEY_TAB_LABELS,
  NO_FILTERS,
  parseWorkoutFilters,
  type WorkoutFilters,
  workoutListsFor,
  writeWorkoutFilters,
} from "../../../shared/workout-filters";
import { Button, ButtonLink } from "../../components/ui/button";
import { queryClient } from "../../lib/query";
import { todayLocal } from "../../lib/time-zone";
import { useAuth } from "../auth";
import { favoritesQuery, useFavorites } from "../favorites";
import { SavedWorkoutPlanCard } from "../plans";
import { FeaturedPrograms } from "./featured-programs";
import { FiltersBar } from "./filters-bar";
import { StageDialog } from "./stage-dialog";
import { WorkoutCard, WorkoutCardSkeleton } from "./workout-card";

/** Her saved workouts, asked for while the session is still being read. */
export function prefetch() {
  void queryClient.prefetchQuery(favoritesQuery("workout"));
}

const TABS = ["recommended", "journey", "quick", "favorites"] as const;
type Tab = (typeof TABS)[number];

const tabTrigger =
  "min-h-10 shrink-0 rounded-full px-2 text-sm sm:px-4 font-medium text-plum-700 hover:bg-white/70 data-[state=active]:bg-white data-[state=active]:text-blush-700 data-[state=active]:shadow-soft";

function Grid({ children }: { children: ReactNode }) {
  return <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}

function NoMatches({ onReset }: { onReset: () => void }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-dashed border-blush-200 bg-white/60 px-6 py-12 text-center">
      <SearchX className="mx-auto size-10 text-blush-500" aria-hidden="true" />
      <h3 className="mt-3 font-display text-xl">No workouts match your search</h3>
      <p className="mt-1 text-sm text-plum-500">Try another word, or fewer filters.</p>
      <Button variant="outline" className="mt-4" onClick={onReset}>
        Reset filters
      </Button>
    </div>
  );
}

export function Component() {
  const { profile } = useAuth();
  // Her stage as her dates give it today: every list below is for this stage only.
  const stage = herStage(profile, todayLocal());
  const journey = journeyOf(stage);
  const [params, setParams] = useSearchParams();
  const filters = parseWorkoutFilters(params);
  const tabParam = params.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(tabParam ?? "") ? (tabParam as Tab) : "recommended";
  // The box answers each key at once; the URL follows it (replacing, so Back leaves the page).
  const [query, setQuery] = useState(filters.q);
  const deferredQuery = useDeferredValue(query);
  const filterKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are a function of the query string
  const applied = useMemo<WorkoutFilters>(
    () => ({ ...filters, q: deferredQuery }),
    [filterKey, deferredQuery],
  );
  const favorites = useFavorites("workout");

  const update = (change: (p: URLSearchParams) => URLSearchParams) =>
    setParams((prev) => change(new URLSearchParams(prev)), { replace: true });
  const setFilter = (key: keyof WorkoutFilters, value: string) =>
    update((p) => writeWorkoutFilters(p, { ...parseWorkoutFilters(p), [key]: value }));
  const onQuery = (q: string) => {
    setQuery(q);
    setFilter("q", q);
  };
  const reset = () => {
    setQuery("");
    update((p) => writeWorkoutFilters(p, NO_FILTERS));
  };
  const setTab = (value: string) =>
    update((p) => {
      if (value === "recommended") p.delete("tab");
      else p.set("tab", value);
      return p;
    });

  const lists = useMemo(() => {
    const saved = (favorites.data ?? []).map(findWorkout).filter((w): w is Workout => !!w);
    const forStage = workoutListsFor(WORKOUTS, stage, saved);
    return {
      ...forStage,
      recommended: filterWorkouts(forStage.recommended, applied),
      journey: filterWorkouts(forStage.journey, applied),
      quick: filterWorkouts(forStage.quick, applied),
      favorites: filterWorkouts(forStage.favorites, applied),
      favoriteCount: forStage.favorites.length,
    };
  }, [stage, applied, favorites.data]);
  const active = activeFilterCount(applied);
  // A bare journey is read the cautious way (src/shared/stage-safety.ts): say so, and how to see more.
  const cautious = stage === journey && (journey === "pregnant" || journey === "postpartum");
  const journeyLabel = journey ? JOURNEY_TAB_LABELS[journey] : "All Workouts";
  const fertilityFlow =
    journey === "ttc" ? lists.journey.find((w) => w.slug === "fertility-flow-yoga") : undefined;

  const cards = (list: Workout[]) =>
    list.length === 0 ? (
      <NoMatches onReset={reset} />
    ) : (
      <Grid>
        {list.map((w) => (
          <WorkoutCard key={w.slug} workout={w} />
        ))}
      </Grid>
    );
  const visibleCount = tab === "favorites" ? lists.favorites.length : lists[tab].length;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl sm:text-4xl">Workouts</h1>
          <p className="mt-2 text-plum-700">
            Current phase: <strong className="font-semibold text-blush-700">{stageLabel(stage)}</strong>
          </p>
          <p className="mt-1 max-w-2xl text-sm text-plum-500">
            Only workouts written for your stage, with every exercise explained. Check with your midwife or
            doctor before starting something new.
          </p>
          {cautious && (
            <p className="mt-2 max-w-2xl text-sm text-plum-700">
              {journey === "postpartum"
                ? "Until you tell us how old your baby is, you see what suits the first six weeks after birth."
                : "Until you tell us your trimester, you see what suits every trimester."}{" "}
              Use “Update Stage” to see every workout for your stage.
            </p>
          )}
        </div>
        <StageDialog stage={profile?.motherhood_stage} />
      </header>

      <SavedWorkoutPlanCard className="mt-6" />

      <div className="mt-6">
        <FiltersBar
          query={query}
          onQuery={onQuery}
          filters={{ ...filters, q: query }}
          onFilter={setFilter}
          activeCount={active}
          onReset={reset}
        />
      </div>

      <Tabs.Root value={tab} onValueChange={setTab} className="mt-6">
        <div>
          <Tabs.List
            aria-label="Workout lists"
            className="grid grid-cols-2 gap-1 rounded-3xl bg-blush-100/70 p-1 sm:inline-flex sm:rounded-full"
          >
            <Tabs.Trigger value="recommended" className={tabTrigger}>
              Recommended
            </Tabs.Trigger>
            <Tabs.Trigger value="journey" className={tabTrigger}>
              {journeyLabel}
            </Tabs.Trigger>
            <Tabs.Trigger value="quick" className={tabTrigger}>
              Quick Workouts
            </Tabs.Trigger>
            <Tabs.Trigger value="favorites" className={tabTrigger}>
              Favorites
            </Tabs.Trigger>
          </Tabs.List>
        </div>
        <p className="mt-3 text-sm text-plum-500" aria-live="polite">
          {active > 0 && !(tab === "favorites" && favorites.isPending)
            ? `${visibleCount} ${visibleCount === 1 ? "workout matches" : "workouts match"}`
            : ""}
        </p>

        <Tabs.Content value="recommended" className="mt-2 space-y-5">
          <h2 className="sr-only">Recommended workouts</h2>
          {fertilityFlow && (
            <Link
              to={`/workouts/${fertilityFlow.slug}`}
              className="flex items-center justify-between gap-4 rounded-[var(--radius-card)] bg-gradient-to-r from-blush-100 to-honey-100 p-5 hover:shadow-soft"
            >
              <span>
                <span className="block text-xs font-semibold tracking-wide text-blush-700 uppercase">
                  For your journey
                </span>
                <span className="mt-1 block font-display text-xl">{fertilityFlow.title}</span>
                <span className="mt-1 block text-sm text-plum-700">
                  A calming flow to support your body while you try to conceive.
                </span>
              </span>
              <ArrowRight className="size-5 shrink-0 text-blush-700" aria-hidden="true" />
            </Link>
          )}
          {cards(lists.recommended)}
          <div className="flex flex-col items-start gap-3 rounded-[var(--radius-card)] border border-sage-100 bg-sage-50 p-5 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-start gap-3">
              <Compass className="mt-0.5 size-6 shrink-0 text-sage-700" aria-hidden="true" />
              <div>
                <h3 className="font-display text-xl">Discover More</h3>
                <p className="text-sm text-plum-700">
                  Answer a few questions and get a weekly plan built around your time and stage.
                </p>
              </div>
            </div>
            <ButtonLink to="/workout-plan" variant="secondary">
              Build my workout plan
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          </div>
        </Tabs.Content>

        <Tabs.Content value="journey" className="mt-2">
          <h2 className="sr-only">{journeyLabel} workouts</h2>
          {cards(lists.journey)}
        </Tabs.Content>

        <Tabs.Content value="quick" className="mt-2">
          <h2 className="sr-only">Quick workouts</h2>
          {cards(lists.quick)}
        </Tabs.Content>

        <Tabs.Content value="favorites" className="mt-2">
          <h2 className="sr-only">Your favorite workouts</h2>
          {favorites.isPending ? (
            <div role="status" aria-label="Loading your favorites">
              <Grid>
                <WorkoutCardSkeleton />
                <WorkoutCardSkeleton />
                <WorkoutCardSkeleton />
              </Grid>
            </div>
          ) : favorites.isError ? (
            <div role="alert" className="rounded-2xl bg-red-50 p-5 text-sm text-red-800">
              We couldn't load your favorites.{" "}
              <button type="button" className="font-semibold underline" onClick={() => favorites.refetch()}>
                Try again
              </button>
            </div>
          ) : lists.favoriteCount === 0 && lists.favoritesElsewhere === 0 ? (
            <div className="rounded-[var(--radius-card)] border border-dashed border-blush-200 bg-white/60 px-6 py-12 text-center">
              <Heart className="mx-auto size-10 text-blush-500" aria-hidden="true" />
              <h3 className="mt-3 font-display text-xl">No favorite workouts yet</h3>
              <p className="mt-1 text-sm text-plum-500">
                Tap the heart on any workout to save it here for later.
              </p>
            </div>
          ) : (
            <div className="space-y-4">
              {lists.favoritesElsewhere > 0 && (
                <p className="rounded-2xl bg-honey-100 p-4 text-sm text-plum-900">
                  {lists.favoritesElsewhere === 1
                    ? "1 saved workout is written for another stage and is not shown here."
                    : `${lists.favoritesElsewhere} saved workouts are written for another stage and are not shown here.`}
                </p>
              )}
              {lists.favoriteCount > 0 && cards(lists.favorites)}
            </div>
          )}
        </Tabs.Content>
      </Tabs.Root>

      <FeaturedPrograms programs={lists.programs} featured={lists.featured} />
    </div>
  );
}
