import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { matchPath, Route, Routes, useLocation } from "react-router";
import { ComingSoon } from "./components/layout/coming-soon";
import { ErrorBoundary } from "./components/layout/error-boundary";
import { RequireJourney } from "./components/layout/guards";
import { RootLayout } from "./components/layout/root-layout";
import { Spinner } from "./components/ui/spinner";
import "./lib/yield-before-pages";
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

/** A chunk's loader that remembers the module once it has arrived. */
interface Loader<T> {
  (): Promise<T>;
  loaded: T | undefined;
}
function loader<T>(load: () => Promise<T>): Loader<T> {
  const remembering = Object.assign(
    () =>
      load().then((module) => {
        remembering.loaded = module;
        return module;
      }),
    { loaded: undefined as T | undefined },
  );
  return remembering;
}

const queryProvider = loader(() => import("./lib/query-provider"));

function page(load: Loader<PageModule> | (() => Promise<PageModule>)) {
  const chunk = "loaded" in load ? load : loader(load);
  // The page comes with the query cache's provider: every page that talks to the server reads it
  // through TanStack Query, and the first page `/`, which is not lazy, carries none of it.
  const withProvider = (
    { Component: Inner }: PageModule,
    { QueryProvider }: typeof import("./lib/query-provider"),
  ) =>
    function ProvidedPage() {
      return (
        <QueryProvider>
          <Inner />
        </QueryProvider>
      );
    };
  // A page whose code is here already (preloaded with her first URL) renders at once, without a
  // moment of spinner: the server's frame of it gives way to the page itself, not to a fallback.
  const importPage = (): ComponentType => {
    if (chunk.loaded && queryProvider.loaded) return withProvider(chunk.loaded, queryProvider.loaded);
    return lazy(() =>
      Promise.all([chunk(), queryProvider()]).then(([module, provider]) => ({
        default: withProvider(module, provider),
      })),
    );
  };
  // Chosen at the first render, then kept: one component identity for the page's life. React
  // remembers a lazy component's failed import, so after an error the next render starts anew.
  let Page: ComponentType | undefined;
  const Current = () => {
    Page ??= importPage();
    return <Page />;
  };
  return (
    <RouteBoundary
      onError={() => {
        Page = undefined;
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
const signedInLayout = loader(() => import("./components/layout/signed-in-layout"));
const SIGNED_IN = {
  profile: loader(() => import("./features/profile/profile-page")),
  onboarding: loader(() => import("./features/dashboard/onboarding-page")),
  "course/:id": loader(() => import("./features/courses/course-detail-page")),
  "community/moderation": loader(() => import("./features/community/moderation-page")),
  "premium/checkout": loader(() => import("./features/checkout/local-checkout-page")),
  dashboard: loader(() => import("./features/dashboard/dashboard-page")),
  checkins: loader(() => import("./features/checkin/checkin-history-page")),
  workouts: loader(() => import("./features/workouts/workouts-page")),
  "workouts/:slug": loader(() => import("./features/workouts/workout-detail-page")),
  recipes: loader(() => import("./features/recipes/recipes-page")),
  "recipes/:slug": loader(() => import("./features/recipes/recipe-detail-page")),
  wellness: loader(() => import("./features/wellness/wellness-page")),
  questionnaire: loader(() => import("./features/plans/meal-plan-quiz-page")),
  "meal-plan": loader(() => import("./features/recipes/meal-plans-page")),
  "meal-plan/:slug": loader(() => import("./features/recipes/meal-plan-detail-page")),
  "workout-plan": loader(() => import("./features/plans/workout-plan-quiz-page")),
  courses: loader(() => import("./features/courses/courses-page")),
} satisfies Record<string, Loader<PageModule>>;
type SignedInPath = keyof typeof SIGNED_IN;
const signedIn = (path: SignedInPath) => page(SIGNED_IN[path]);

/**
 * On a signed-in page, starts loading everything it needs at once: the signed-in layout, the
 * query cache, the page's chunk and then (in the next task) its queries. Answers null for any
 * other path, else a promise that settles when the page's code is here (loaded or failed: a chunk
 * that fails here fails again when the route renders, which shows "Try again").
 */
export function preloadRoute(pathname: string): Promise<unknown> | null {
  const path = (Object.keys(SIGNED_IN) as SignedInPath[]).find((p) => matchPath(`/${p}`, pathname));
  if (!path) return null;
  return Promise.all([
    signedInLayout(),
    queryProvider(),
    SIGNED_IN[path]().then((m: PageModule) => {
      // The page's queries start in a task of their own: evaluating its modules is one already.
      if (m.prefetch) setTimeout(m.prefetch);
    }),
  ]).catch(() => {});
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
      <Route
        path="newsletter/confirm"
        element={page(() => import("./features/newsletter/newsletter-confirm-page"))}
      />
      <Route
        path="newsletter/unsubscribe"
        element={page(() => import("./features/newsletter/newsletter-unsubscribe-page"))}
      />
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
