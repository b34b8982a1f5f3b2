import type { JourneyId } from "../../../shared/journeys";
import { lazyLoaded } from "../../lib/lazy-loaded";
import { queryClient } from "../../lib/query";
import { startApart } from "../../lib/start-apart";
import { latestPostsParams, latestPostsQuery } from "../community";
import { CycleToday, cycleOverviewQuery, fertilityRecipesQuery } from "../cycle";
import { preloadWellnessDigest } from "../digest";
import { preloadPostpartumCards } from "../postpartum";
import { journalQuery, PregnancyToday } from "../pregnancy";
import { screeningQuery } from "../screening";
import { checkinsQuery } from "../wellness";

// Cards that bring much code of their own (the plan views and their schemas, the recipes' art)
// load after the rest, each in its own chunk.
const loadPlans = () => import("../plans");
export const SavedWorkoutPlanCard = lazyLoaded(() => loadPlans().then((m) => m.SavedWorkoutPlanCard));
export const ThisWeekPlan = lazyLoaded(() => loadPlans().then((m) => m.ThisWeekPlan));
export const QuickBreakfastIdeas = lazyLoaded(() =>
  import("./quick-breakfast-ideas").then((m) => m.QuickBreakfastIdeas),
);

/**
 * Starts, as soon as her stage is known, what the parts under the dashboard's figures need: their
 * chunks and the first answer each asks for. Each part is then drawn once, in the render that
 * mounts it, with its code and her data already here; without this, each one drew a placeholder,
 * then asked for its chunk, then for its data, and drew itself again for each answer.
 */
export function prepareParts(journey: JourneyId | null): void {
  startApart([
    journey === "pregnant" && PregnancyToday.preload,
    journey === "ttc" && CycleToday.preload,
    journey === "pregnant" && preloadPostpartumCards.prep,
    journey === "postpartum" && preloadPostpartumCards.education,
    preloadWellnessDigest,
    QuickBreakfastIdeas.preload,
    () =>
      SavedWorkoutPlanCard.preload()
        .then(() => loadPlans())
        .then((m) => queryClient.prefetchQuery(m.latestPlanQuery("workout"))),
    () => queryClient.prefetchQuery(screeningQuery()),
    // The same choices as the body's: her stage's own Today card, and the community card but for ttc.
    journey === "pregnant"
      ? () => queryClient.prefetchQuery(journalQuery())
      : journey === "ttc"
        ? () => queryClient.prefetchQuery(cycleOverviewQuery())
        : () => queryClient.prefetchQuery(checkinsQuery()),
    journey !== "ttc" && (() => queryClient.prefetchQuery(latestPostsQuery(latestPostsParams(journey)))),
    // Her Today card's fertility nutrition (ttc); the postpartum cards' answers are not started here:
    // they refetch whenever they mount (her weeks follow her profile's dates), so a prefetch would
    // only ask twice.
    journey === "ttc" && (() => queryClient.prefetchQuery(fertilityRecipesQuery())),
  ]);
}
