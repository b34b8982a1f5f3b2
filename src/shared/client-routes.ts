/**
 * Every path the single-page app answers, as React Router patterns. The server answers the app's
 * HTML for all of them with 200 and for anything else with 404, so a mistyped address is a real
 * "not found" for browsers, crawlers and link checkers, while the page itself still renders the
 * app's Not Found screen. `client-routes.test.ts` keeps this list and `src/client/router.tsx` equal.
 * Each route's title is the browser tab's title on that page (a page may refine it, e.g. with the
 * recipe's name, once its data is in).
 */
export const CLIENT_ROUTES = [
  { path: "/", title: "Bloom · Wellness for every stage of motherhood" },
  { path: "/about", title: "About" },
  { path: "/login", title: "Log in" },
  { path: "/register", title: "Sign up" },
  { path: "/forgot-password", title: "Forgot password" },
  { path: "/reset-password", title: "Choose a new password" },
  { path: "/newsletter/confirm", title: "Confirm your newsletter" },
  { path: "/newsletter/unsubscribe", title: "Unsubscribe" },
  { path: "/faq", title: "FAQ" },
  { path: "/terms", title: "Terms of Service" },
  { path: "/privacy", title: "Privacy Policy" },
  { path: "/wellness/:guide", title: "Wellness guide" },
  { path: "/blog", title: "Blog" },
  { path: "/experts", title: "Our Experts" },
  { path: "/research", title: "Research & Evidence" },
  { path: "/food-calories", title: "Food Calorie Checker" },
  { path: "/community", title: "Community" },
  { path: "/community/moderation", title: "Moderation queue" },
  { path: "/profile", title: "Your profile" },
  { path: "/onboarding", title: "Choose your journey" },
  { path: "/course/:id", title: "Course" },
  { path: "/premium/checkout", title: "Test checkout" },
  { path: "/dashboard", title: "Dashboard" },
  { path: "/checkins", title: "Weekly check-ins" },
  { path: "/workouts", title: "Workouts" },
  { path: "/workouts/:slug", title: "Workout" },
  { path: "/recipes", title: "Recipes" },
  { path: "/recipes/:slug", title: "Recipe" },
  { path: "/wellness", title: "Wellness" },
  { path: "/questionnaire", title: "Meal plan quiz" },
  { path: "/meal-plan", title: "Meal plans" },
  { path: "/meal-plan/:slug", title: "Meal plan" },
  { path: "/workout-plan", title: "Your workout plan" },
  { path: "/courses", title: "Courses" },
] as const;

const BRAND = "Bloom";
export const NOT_FOUND_TITLE = `Page not found · ${BRAND}`;

const patterns = CLIENT_ROUTES.map(({ path, title }) => {
  const source = path
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return { pattern: new RegExp(`^${source}/?$`), title: path === "/" ? title : `${title} · ${BRAND}` };
});

function routeOf(pathname: string) {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return patterns.find((p) => p.pattern.test(path));
}

/** Whether the app has a page at this path (a trailing slash is allowed, as the router allows it). */
export function isClientRoute(pathname: string): boolean {
  return routeOf(pathname) !== undefined;
}

/** The browser tab's title for a path: "Workouts · Bloom", or the Not Found title. */
export function routeTitle(pathname: string): string {
  return routeOf(pathname)?.title ?? NOT_FOUND_TITLE;
}
