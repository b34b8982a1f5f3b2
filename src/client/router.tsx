import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { Route, Routes, useLocation } from "react-router";
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
function page(load: () => Promise<{ Component: ComponentType }>) {
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
      <Route element={page(() => import("./components/layout/signed-in-layout"))}>
        <Route path="profile" element={page(() => import("./features/profile/profile-page"))} />
        <Route path="onboarding" element={page(() => import("./features/dashboard/onboarding-page"))} />
        <Route path="course/:id" element={page(() => import("./features/courses/course-detail-page"))} />
        <Route
          path="community/moderation"
          element={page(() => import("./features/community/moderation-page"))}
        />
        <Route
          path="premium/checkout"
          element={page(() => import("./features/checkout/local-checkout-page"))}
        />
        <Route element={<RequireJourney />}>
          <Route path="dashboard" element={page(() => import("./features/dashboard/dashboard-page"))} />
          <Route path="checkins" element={page(() => import("./features/checkin/checkin-history-page"))} />
          <Route path="workouts" element={page(() => import("./features/workouts/workouts-page"))} />
          <Route
            path="workouts/:slug"
            element={page(() => import("./features/workouts/workout-detail-page"))}
          />
          <Route path="recipes" element={page(() => import("./features/recipes/recipes-page"))} />
          <Route path="recipes/:slug" element={page(() => import("./features/recipes/recipe-detail-page"))} />
          <Route path="wellness" element={page(() => import("./features/wellness/wellness-page"))} />
          <Route path="questionnaire" element={page(() => import("./features/plans/meal-plan-quiz-page"))} />
          <Route path="meal-plan" element={page(() => import("./features/recipes/meal-plans-page"))} />
          <Route
            path="meal-plan/:slug"
            element={page(() => import("./features/recipes/meal-plan-detail-page"))}
          />
          <Route
            path="workout-plan"
            element={page(() => import("./features/plans/workout-plan-quiz-page"))}
          />
          <Route path="courses" element={page(() => import("./features/courses/courses-page"))} />
        </Route>
      </Route>
      <Route path="*" element={page(() => import("./components/layout/not-found"))} />
    </Route>
  </Routes>
);

export function AppRoutes() {
  return routes;
}
