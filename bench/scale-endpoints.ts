import { FEED_FILTERS } from "../src/shared/community";
import { JOURNEY_IDS } from "../src/shared/journeys";

/**
 * Every member-facing GET of the API that needs no id from elsewhere, as a heavy member opens them
 * (used by `npm run bench -- scale` and tests/integration/scale-indexes.test.ts). `postId` is a
 * community post (its page and comments); `today` is YYYY-MM-DD in UTC.
 */
export function memberGets(today: string, postId: string): string[] {
  return [
    "/api/dashboard?tz=UTC",
    "/api/profile",
    "/api/subscription",
    "/api/subscription/membership",
    "/api/wellness/moods",
    "/api/wellness/sleep",
    "/api/wellness/self-care",
    "/api/wellness/hydration?tz=UTC",
    "/api/wellness/summary?tz=UTC",
    "/api/wellness/trends?tz=UTC",
    `/api/wellness/day?tz=UTC&date=${today}`,
    "/api/workouts/sessions",
    "/api/checkins",
    "/api/digest?tz=UTC",
    "/api/gamification?tz=UTC",
    "/api/cycle/overview?tz=UTC",
    `/api/cycle/calendar?tz=UTC&from=${today.slice(0, 8)}01&to=${today}`,
    `/api/cycle/days/${today}`,
    "/api/food/logs?tz=UTC",
    "/api/pregnancy/symptoms",
    "/api/pregnancy/journal",
    "/api/pregnancy/kicks",
    "/api/pregnancy/contractions",
    "/api/postpartum/prep",
    "/api/courses",
    "/api/favorites?kind=recipe",
    "/api/plans/latest?kind=meal",
    "/api/community/overview?tz=UTC",
    "/api/community/blocks",
    "/api/community/events/recent",
    `/api/community/posts/${postId}`,
    `/api/community/posts/${postId}/comments`,
  ];
}

/** The community feed: first page, each filter, each journey (a deep page is found by paging). */
export function feedVariants(): string[] {
  return [
    "/api/community/posts?tz=UTC",
    ...FEED_FILTERS.map((f) => `/api/community/posts?tz=UTC&filter=${f}`),
    ...JOURNEY_IDS.map((j) => `/api/community/posts?tz=UTC&journey=${j}`),
    "/api/community/posts?tz=UTC&journey=pregnant&trimester=2",
  ];
}
