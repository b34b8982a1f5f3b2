import { expect, type Page, test } from "@playwright/test";
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

// The meal quiz has its own spec (meal-quiz.spec.ts).
test("the workout quiz leads to a saved plan that the dashboard shows", async ({ page }) => {
  await registerThroughUi(page);
  await expect(page).toHaveURL(/\/dashboard/);

  await takeWorkoutQuiz(page);

  const workout = await (await page.request.get("/api/plans/latest?kind=workout")).json();
  expect(workout.kind).toBe("workout");
  expect(workout.answers).toMatchObject({ motherhoodStage: "pregnant", fitnessGoal: "prepare-for-birth" });
  expect(workout.plan.weeks).toHaveLength(2);

  // The dashboard's This Week tab shows the saved plan, today's day highlighted.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
  await page.getByRole("tab", { name: "This Week" }).click();
  const week = page.getByRole("tabpanel", { name: "This Week" });
  await expect(week.getByRole("heading", { name: "This week's workouts" })).toBeVisible();
  const today = week.locator('li[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today).toContainText(new Date().toLocaleDateString("en-US", { weekday: "long" }));
});

test("the saved workout plan is easy to find again: from the quiz, the workouts page and the dashboard", async ({
  page,
}) => {
  await registerThroughUi(page);
  await expect(page).toHaveURL(/\/dashboard/);
  // Before a plan is saved, neither page shows a plan card.
  await page.goto("/workouts");
  await expect(page.getByRole("heading", { level: 1, name: "Workouts" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Build my workout plan" })).toBeVisible();
  await expect(page.getByTestId("saved-workout-plan")).toHaveCount(0);

  await takeWorkoutQuiz(page);
  // Right after saving: a link to where the plan lives.
  await page.getByRole("link", { name: "See your saved plan" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=week$/);
  await expect(page.getByRole("tab", { name: "This Week" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "This week's workouts" })).toBeVisible();

  // The workouts page leads back to it, with today's sessions on the way.
  await page.goto("/workouts");
  const card = page.getByTestId("saved-workout-plan");
  await expect(card.getByRole("heading", { name: "Your workout plan" })).toBeVisible();
  await expect(card).toContainText(/days a week · saved/);
  await expect(card.getByText(/Today is a rest day in your plan\.|Today/).first()).toBeVisible();
  await card.getByRole("link", { name: "See this week's plan" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=week$/);
  await expect(page.getByRole("tabpanel", { name: "This Week" })).toBeVisible();

  // The dashboard shows the card beside the Today tab too.
  await page.getByRole("tab", { name: "Today" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByTestId("saved-workout-plan").getByRole("heading", { name: "Your workout plan" }),
  ).toBeVisible();
});
