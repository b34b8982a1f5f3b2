import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { matchPath, Route, Routes, useLocation } from "react-router";
import { ComingSoon } from "./components/layout/coming-soon";
import { ErrorBoundary } from "./components/layout/error-boundary";
import { RequireJourney } from "./components/layout/guards";
import { RootLayout } from "./components/layout/root-layout";
import { Spinner } from "./components/ui/spinner";
import { Component as HomePage } from "./features/home/home-page";

// Every page is its own chunk, loaded when its route is first visited. Declarative routes keep
// the router's share of the first page small (the data router alone weighs ~20 KB gzip more).
// Each page sits in its own error boundary: a chunk that fails to load (offline, or renamed by a
// deploy) or a page that throws shows a message with "Try again" in place of the page, and the
// header, the footer and every other route keep working.
/** A page's module: its component, and optionally the queries to start before it renders. */
interface PageModule {
  Component: ComponentType;
  /** Starts the page's first queries (TanStack Query's cache keeps them for its hooks). */
  prefetch?: () => void;
}

function page(load: () => Promise<PageModule>) {
  // The page comes with the query cache's provider: every page that talks to the server reads it
  // through TanStack Query, and the first page `/`, which is not lazy, carries none of it.
  const importPage = () =>
    lazy(() =>
      Promise.all([load(), import("./lib/query-provider")]).then(
        ([{ Component: Inner }, { QueryProvider }]) => ({
          default: () => (
            <QueryProvider>
              <Inner />
            </QueryProvider>
          ),
        }),
      ),
    );
  // React remembers a lazy component's failed import: after an error the next render starts a new one.
  let Page = importPage();
  const Current = () => <Page />;
  return (
    <RouteBoundary
      onError={() => {
        Page = importPage();
      }}
    >
      {/* A full-height placeholder keeps the footer below the fold while a page loads (no layout shift). */}
      <Suspense
        fallback={
          <div className="min-h-dvh">
            <Spinner />
          </div>
        }
      >
        <Current />
      </Suspense>
    </RouteBoundary>
  );
}

/** A route's boundary forgets its error when she goes to another page. */
function RouteBoundary({ children, onError }: { children: ReactNode; onError(): void }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary variant="route" resetKey={pathname} onError={onError}>
      {children}
    </ErrorBoundary>
  );
}

const soon = (title: string, description: string) => <ComingSoon title={title} description={description} />;

// The pages behind sign-in, by path. Opening one of them cold used to be a waterfall: the app's
// script, then the signed-in layout, then the session, then the page, then its data. `preloadRoute`
// starts the layout, the page and the page's queries at once, alongside the session (main.tsx).
const signedInLayout = () => import("./components/layout/signed-in-layout");
const SIGNED_IN = {
  profile: () => import("./features/profile/profile-page"),
  onboarding: () => import("./features/dashboard/onboarding-page"),
  "course/:id": () => import("./features/courses/course-detail-page"),
  "community/moderation": () => import("./features/community/moderation-page"),
  "premium/checkout": () => import("./features/checkout/local-checkout-page"),
  dashboard: () => import("./features/dashboard/dashboard-page"),
  checkins: () => import("./features/checkin/checkin-history-page"),
  workouts: () => import("./features/workouts/workouts-page"),
  "workouts/:slug": () => import("./features/workouts/workout-detail-page"),
  recipes: () => import("./features/recipes/recipes-page"),
  "recipes/:slug": () => import("./features/recipes/recipe-detail-page"),
  wellness: () => import("./features/wellness/wellness-page"),
  questionnaire: () => import("./features/plans/meal-plan-quiz-page"),
  "meal-plan": () => import("./features/recipes/meal-plans-page"),
  "meal-plan/:slug": () => import("./features/recipes/meal-plan-detail-page"),
  "workout-plan": () => import("./features/plans/workout-plan-quiz-page"),
  courses: () => import("./features/courses/courses-page"),
} satisfies Record<string, () => Promise<PageModule>>;
type SignedInPath = keyof typeof SIGNED_IN;
const signedIn = (path: SignedInPath) => page(SIGNED_IN[path]);

/**
 * On a signed-in page, starts loading everything it needs at once: the signed-in layout, the
 * query cache, the page's chunk and then its queries. Answers whether the path is a signed-in page.
 * A chunk that fails here fails again when the route renders, which shows "Try again".
 */
export function preloadRoute(pathname: string): boolean {
  const path = (Object.keys(SIGNED_IN) as SignedInPath[]).find((p) => matchPath(`/${p}`, pathname));
  if (!path) return false;
  const ignore = () => {};
  signedInLayout().catch(ignore);
  import("./lib/query-provider").catch(ignore);
  SIGNED_IN[path]()
    .then((m: PageModule) => m.prefetch?.())
    .catch(ignore);
  return true;
}

// Built once at module load, so each lazy page keeps one component identity for the app's life.
const routes = (
  <Routes>
    <Route element={<RootLayout />}>
      {/* public */}
      {/* The home page ships with the first bundle: most visitors land there. */}
      <Route index element={<HomePage />} />
      <Route path="about" element={page(() => import("./features/pages/about-page"))} />
      <Route path="login" element={page(() => import("./features/auth/login-page"))} />
      <Route path="register" element={page(() => import("./features/auth/register-page"))} />
      <Route path="forgot-password" element={page(() => import("./features/auth/forgot-password-page"))} />
      <Route path="reset-password" element={page(() => import("./features/auth/reset-password-page"))} />
      <Route path="faq" element={page(() => import("./features/pages/faq-page"))} />
      <Route path="terms" element={page(() => import("./features/pages/terms-page"))} />
      <Route path="privacy" element={page(() => import("./features/pages/privacy-page"))} />
      <Route path="wellness/:guide" element={page(() => import("./features/pages/wellness-guide-page"))} />
      <Route
        path="blog"
        element={soon("Blog", "Stories, research summaries and practical guides from the Bloom team.")}
      />
      <Route
        path="experts"
        element={soon(
          "Our Experts",
          "Meet the midwives, physiotherapists, dietitians and coaches behind Bloom's programs.",
        )}
      />
      <Route
        path="research"
        element={soon(
          "Research & Evidence",
          "The studies and guidelines our workouts, recipes and advice are built on.",
        )}
      />
      <Route path="food-calories" element={page(() => import("./features/food/food-calories-page"))} />
      <Route path="community" element={page(() => import("./features/community/community-page"))} />
      {/* signed in */}
      <Route element={page(signedInLayout)}>
        <Route path="profile" element={signedIn("profile")} />
        <Route path="onboarding" element={signedIn("onboarding")} />
        <Route path="course/:id" element={signedIn("course/:id")} />
        <Route path="community/moderation" element={signedIn("community/moderation")} />
        <Route path="premium/checkout" element={signedIn("premium/checkout")} />
        <Route element={<RequireJourney />}>
          <Route path="dashboard" element={signedIn("dashboard")} />
          <Route path="checkins" element={signedIn("checkins")} />
          <Route path="workouts" element={signedIn("workouts")} />
          <Route path="workouts/:slug" element={signedIn("workouts/:slug")} />
          <Route path="recipes" element={signedIn("recipes")} />
          <Route path="recipes/:slug" element={signedIn("recipes/:slug")} />
          <Route path="wellness" element={signedIn("wellness")} />
          <Route path="questionnaire" element={signedIn("questionnaire")} />
          <Route path="meal-plan" element={signedIn("meal-plan")} />
          <Route path="meal-plan/:slug" element={signedIn("meal-plan/:slug")} />
          <Route path="workout-plan" element={signedIn("workout-plan")} />
          <Route path="courses" element={signedIn("courses")} />
        </Route>
      </Route>
      <Route path="*" element={page(() => import("./components/layout/not-found"))} />
    </Route>
  </Routes>
);

export function AppRoutes() {
  return routes;
}
