import { type ComponentType, lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { ComingSoon } from "./components/layout/coming-soon";
import { RequireAuth, RequireJourney } from "./components/layout/guards";
import { RootLayout } from "./components/layout/root-layout";
import { Spinner } from "./components/ui/spinner";
import { Component as HomePage } from "./features/home/home-page";

// Every page is its own chunk, loaded when its route is first visited. Declarative routes keep
// the router's share of the first page small (the data router alone weighs ~20 KB gzip more).
function page(load: () => Promise<{ Component: ComponentType }>) {
  const Page = lazy(() => load().then((m) => ({ default: m.Component })));
  return (
    // A full-height placeholder keeps the footer below the fold while a page loads (no layout shift).
    <Suspense
      fallback={
        <div className="min-h-dvh">
          <Spinner />
        </div>
      }
    >
      <Page />
    </Suspense>
  );
}

const soon = (title: string, description: string) => <ComingSoon title={title} description={description} />;

export function AppRoutes() {
  return (
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
        <Route
          path="food-calories"
          element={soon(
            "Food Calorie Checker",
            "Snap a photo of your meal and get an honest estimate of its calories and macronutrients.",
          )}
        />
        <Route
          path="community"
          element={soon(
            "Community",
            "A warm, moderated space to share and learn with mothers at your stage.",
          )}
        />
        {/* signed in */}
        <Route element={<RequireAuth />}>
          <Route path="profile" element={page(() => import("./features/profile/profile-page"))} />
          <Route path="onboarding" element={page(() => import("./features/dashboard/onboarding-page"))} />
          <Route
            path="course/:id"
            element={soon("Course", "Your course, its weeks and your progress, day by day.")}
          />
          <Route element={<RequireJourney />}>
            <Route path="dashboard" element={page(() => import("./features/dashboard/dashboard-page"))} />
            <Route
              path="workouts"
              element={soon("Workouts", "Workouts for your stage, with search, filters and favorites.")}
            />
            <Route
              path="workouts/:slug"
              element={soon("Workout", "Every exercise, step by step, with safe modifications.")}
            />
            <Route
              path="recipes"
              element={soon(
                "Recipes",
                "Nourishing recipes for your stage, with nutrition worked out from their ingredients.",
              )}
            />
            <Route
              path="recipes/:slug"
              element={soon("Recipe", "Ingredients, steps, nutrition and notes.")}
            />
            <Route
              path="wellness"
              element={soon(
                "Wellness",
                "Track your mood, sleep, self-care and hydration, and see how they change.",
              )}
            />
            <Route
              path="questionnaire"
              element={soon("Meal Plan Quiz", "Six quick questions and we'll build a meal plan around you.")}
            />
            <Route
              path="meal-plan"
              element={soon("Meal Plans", "Every Bloom meal plan, with shopping lists.")}
            />
            <Route
              path="meal-plan/:slug"
              element={soon("Meal Plan", "The plan's recipes and what you'll get.")}
            />
            <Route
              path="workout-plan"
              element={soon(
                "Workout Plan Quiz",
                "Seven quick questions and we'll build your weekly workout schedule.",
              )}
            />
            <Route
              path="courses"
              element={soon("Courses", "Guided programs, including the 30 Days Glow Up Challenge.")}
            />
          </Route>
        </Route>
        <Route path="*" element={page(() => import("./components/layout/not-found"))} />
      </Route>
    </Routes>
  );
}
