import { expect, type Page, test } from "@playwright/test";
import { findRecipe } from "../../src/content/recipes";
import { findWorkout } from "../../src/content/workouts";
import { registerThroughUi } from "./support";

async function expectStep(page: Page, step: number, total: number) {
  await expect(page.getByText(`Step ${step} of ${total}`)).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Quiz progress" })).toHaveAttribute(
    "aria-valuenow",
    String(Math.round((step / total) * 100)),
  );
}

async function choose(page: Page, role: "radio" | "checkbox", name: string) {
  await page.getByRole(role, { name, exact: true }).check();
}

async function next(page: Page) {
  await page.getByRole("button", { name: "Next" }).click();
}

async function takeWorkoutQuiz(page: Page) {
  await page.goto("/workout-plan");
  await expect(page.getByRole("heading", { level: 1, name: "Workout Plan Quiz" })).toBeVisible();
  await expectStep(page, 1, 7);
  // The stage comes from the profile (registered as Pregnant).
  await expect(page.getByRole("radio", { name: "Pregnant", exact: true })).toBeChecked();
  await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
  await next(page);

  await expectStep(page, 2, 7);
  await expect(page.getByRole("heading", { name: "What's your main goal?" })).toBeFocused();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await choose(page, "radio", "Prepare for birth");
  await next(page);

  await expectStep(page, 3, 7);
  await choose(page, "radio", "New to exercise");
  await next(page);
  await choose(page, "radio", "15-20 minutes");
  await next(page);
  await choose(page, "radio", "3-4 days");
  await next(page);

  await expectStep(page, 6, 7);
  await choose(page, "checkbox", "Yoga");
  await next(page);
  await expectStep(page, 7, 7);
  await page.getByLabel("Anything else we should know?").fill("My lower back gets sore.");
  await page.getByRole("button", { name: "Create Plan" }).click();

  await expect(page.getByRole("heading", { name: "Your Workout Plan" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Week 1" })).toHaveAttribute("aria-selected", "true");
  const week1 = page.getByRole("tabpanel");
  const links = week1.getByRole("link");
  // Three workout days for a beginner choosing 3-4 days, each fitting 15-20 minutes.
  expect(await links.count()).toBeGreaterThanOrEqual(3);
  for (const href of await links.evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""))) {
    const workout = findWorkout(href.replace("/workouts/", ""));
    expect(workout?.journeys, href).toContain("pregnant");
    expect(workout?.level).toBe("beginner");
  }
  await expect(week1.getByText(/Rest day/)).toHaveCount(4);
  await page.getByRole("tab", { name: "Week 2" }).click();
  await expect(page.getByRole("tabpanel").getByText(/Rest day/)).toHaveCount(4);

  await page.getByRole("button", { name: "Save Plan" }).click();
  await expect(page.getByText("Workout Plan Created!")).toBeVisible();
  await expect(page.getByText("Your plan is saved to your dashboard.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Plan Saved" })).toBeDisabled();
}

async function takeVeganMealQuiz(page: Page) {
  await page.goto("/questionnaire");
  await expect(page.getByRole("heading", { level: 1, name: "Meal Plan Quiz" })).toBeVisible();
  await expectStep(page, 1, 6);
  await expect(page.getByRole("radio", { name: "Pregnant", exact: true })).toBeChecked();
  await next(page);
  await choose(page, "radio", "Stay active");
  await next(page);
  await choose(page, "radio", "2 days");
  await next(page);

  await expectStep(page, 4, 6);
  await choose(page, "checkbox", "Vegetarian");
  await choose(page, "checkbox", "No restrictions");
  await expect(page.getByRole("checkbox", { name: "Vegetarian" })).not.toBeChecked();
  await choose(page, "checkbox", "Vegan");
  await expect(page.getByRole("checkbox", { name: "No restrictions" })).not.toBeChecked();
  await next(page);

  await expectStep(page, 5, 6);
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await page.getByRole("button", { name: "Back" }).click();
  await expectStep(page, 4, 6);
  await expect(page.getByRole("checkbox", { name: "Vegan" })).toBeChecked();
  await next(page);
  await choose(page, "radio", "Meal plan");
  await next(page);
  await expectStep(page, 6, 6);
  await page.getByRole("button", { name: "Create Plan" }).click();

  await expect(page.getByRole("heading", { name: "Your Plan" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Workout Plan" })).toHaveCount(0);
  await expect(page.getByText(/workout plan is hidden because you chose a meal plan only/)).toBeVisible();
  for (const day of [1, 2, 3]) await expect(page.getByRole("heading", { name: `Day ${day}` })).toBeVisible();
  const recipeLinks = page.locator('a[href^="/recipes/"]');
  await expect(recipeLinks).toHaveCount(12);
  const slugs = (await recipeLinks.evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""))).map(
    (h) => h.replace("/recipes/", ""),
  );
  expect(new Set(slugs).size).toBe(12);
  for (const slug of slugs) expect(findRecipe(slug)?.dietary.vegan, slug).toBe(true);

  await page.getByRole("button", { name: "Save Plan" }).click();
  await expect(page.getByText("Plan saved", { exact: true })).toBeVisible();
  return slugs;
}

test("both quizzes lead to saved plans that the dashboard can show", async ({ page }) => {
  await registerThroughUi(page);
  await expect(page).toHaveURL(/\/dashboard/);

  await takeWorkoutQuiz(page);
  const mealSlugs = await takeVeganMealQuiz(page);

  const workout = await (await page.request.get("/api/plans/latest?kind=workout")).json();
  expect(workout.kind).toBe("workout");
  expect(workout.answers).toMatchObject({ motherhoodStage: "pregnant", fitnessGoal: "prepare-for-birth" });
  expect(workout.plan.weeks).toHaveLength(2);
  const meal = await (await page.request.get("/api/plans/latest?kind=meal")).json();
  expect(meal.answers.dietaryPreferences).toEqual(["vegan"]);
  expect(meal.plan.days.flatMap((d: { meals: { slug: string }[] }) => d.meals.map((m) => m.slug))).toEqual(
    mealSlugs,
  );

  // The dashboard's This Week tab shows both saved plans, today's day highlighted.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /Welcome back/ })).toBeVisible();
  await page.getByRole("tab", { name: "This Week" }).click();
  const week = page.getByRole("tabpanel", { name: "This Week" });
  await expect(week.getByRole("heading", { name: "This week's workouts" })).toBeVisible();
  const today = week.locator('li[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today).toContainText(new Date().toLocaleDateString("en-US", { weekday: "long" }));
  await expect(week.getByRole("heading", { name: "Your meal plan: day 1" })).toBeVisible();
  await expect(week.getByRole("link", { name: findRecipe(mealSlugs[0]!)!.title })).toBeVisible();
});

test("a meal quiz for both plans shows the workout plan too, and Start Over resets", async ({ page }) => {
  await registerThroughUi(page, undefined, "Postpartum");
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/questionnaire");
  await choose(page, "radio", "Postpartum, 0-3 months");
  await next(page);
  await choose(page, "radio", "Gentle recovery");
  await next(page);
  await choose(page, "radio", "5+ days");
  await next(page);
  await choose(page, "checkbox", "Gluten-free");
  await choose(page, "checkbox", "Dairy-free");
  await next(page);
  await choose(page, "radio", "Both");
  await next(page);
  await page.getByRole("button", { name: "Create Plan" }).click();

  await expect(page.getByRole("tab", { name: "Meal Plan" })).toBeVisible();
  await page.getByRole("tab", { name: "Workout Plan" }).click();
  const panel = page.getByRole("tabpanel");
  for (const href of await panel
    .locator('a[href^="/workouts/"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""))) {
    expect(findWorkout(href.replace("/workouts/", ""))?.stages).toContain("postpartum-0-6");
  }
  await page.getByRole("button", { name: "Start Over" }).click();
  await expectStep(page, 1, 6);
});
