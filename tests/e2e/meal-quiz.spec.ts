import { expect, type Page, test } from "@playwright/test";
import { findMealPlan } from "../../src/content/meal-plans";
import { findRecipe } from "../../src/content/recipes";
import { dietConflicts } from "../../src/shared/plans/diet-check";
import { registerThroughUi } from "./support";

async function expectStep(page: Page, step: number, total: number) {
  await expect(page.getByText(`Step ${step} of ${total}`)).toBeVisible();
}

async function choose(page: Page, role: "radio" | "checkbox", name: string) {
  await page.getByRole(role, { name, exact: true }).check();
}

async function next(page: Page) {
  await page.getByRole("button", { name: "Next" }).click();
}

/** The quiz's questions, as headings, in order, while answering them with `answer`. */
async function walk(page: Page, answer: (step: number) => Promise<void>): Promise<string[]> {
  const questions: string[] = [];
  for (let step = 1; step <= 6; step++) {
    await expectStep(page, step, 6);
    const heading = await page.getByRole("heading", { level: 2 }).first().innerText();
    questions.push(heading.replace(/\s*\(optional\)$/, "").trim());
    await answer(step);
    if (step < 6) await next(page);
  }
  return questions;
}

test("the meal quiz asks about meals and builds a vegan plan for a pregnant mother", async ({ page }) => {
  await registerThroughUi(page);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/questionnaire");
  await expect(page.getByRole("heading", { level: 1, name: "Meal Plan Quiz" })).toBeVisible();

  const questions = await walk(page, async (step) => {
    if (step === 1) await expect(page.getByRole("radio", { name: "Pregnant", exact: true })).toBeChecked();
    if (step === 2) {
      // Goals about food for pregnancy, none about exercise.
      await expect(page.getByRole("radio")).toHaveCount(3);
      for (const goal of ["Ease nausea", "Iron, folate and calcium", "Steady energy"]) {
        await expect(page.getByRole("radio", { name: goal, exact: true })).toBeVisible();
      }
      await choose(page, "radio", "Iron, folate and calcium");
    }
    if (step === 3) await choose(page, "radio", "2 days");
    if (step === 4) await choose(page, "checkbox", "Vegan");
    if (step === 5) {
      await expect(page.getByRole("radio", { name: /workout/i })).toHaveCount(0);
      await choose(page, "radio", "Whole days");
    }
  });
  expect(questions).toEqual([
    "Where are you in your journey?",
    "What would you like your meals to help with?",
    "How many days a week can you cook?",
    "Any dietary preferences?",
    "Which meals should we plan?",
    "Anything else?",
  ]);
  await expect(page.locator("main")).not.toContainText(/workout days|fitness/i);
  await page.getByRole("button", { name: "Create Plan" }).click();

  await expect(page.getByRole("heading", { name: "Your Meal Plan" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Workout Plan" })).toHaveCount(0);
  for (const day of [1, 2, 3]) await expect(page.getByRole("heading", { name: `Day ${day}` })).toBeVisible();

  // Every recipe of the three days is vegan, and nothing on the plan tells her to cook eggs, meat or fish.
  const days = page.locator("section[aria-labelledby^='meal-day-']");
  const slugs = (
    await days.locator('a[href^="/recipes/"]').evaluateAll((els) => els.map((e) => e.getAttribute("href")!))
  ).map((h) => h.replace("/recipes/", ""));
  expect(slugs).toHaveLength(12);
  for (const slug of slugs) expect(findRecipe(slug)?.dietary.vegan, slug).toBe(true);
  const planText = (await days.allInnerTexts()).join("\n");
  expect(dietConflicts(planText, ["vegan"]), planText).toEqual([]);
  await expect(page.getByText(/Wash fruit and vegetables well/)).toBeVisible();
  await expect(page.getByText(/vitamin B12/)).toBeVisible();

  // The catalogue plans it suggests are vegan too.
  const suggested = page.getByRole("list", { name: "Meal plans that fit you" });
  const planSlugs = (
    await suggested
      .locator('a[href^="/meal-plan/"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute("href")!))
  ).map((h) => h.replace("/meal-plan/", ""));
  expect(planSlugs.length).toBeGreaterThan(0);
  for (const slug of planSlugs) expect(findMealPlan(slug)?.dietary).toContain("vegan");

  await page.getByRole("button", { name: "Save Plan" }).click();
  await expect(page.getByText("Plan saved", { exact: true })).toBeVisible();
  const saved = await (await page.request.get("/api/plans/latest?kind=meal")).json();
  expect(saved.answers).toMatchObject({
    motherhoodStage: "pregnant",
    mealGoal: "iron-folate",
    cookingDays: "2",
    dietaryPreferences: ["vegan"],
    planType: "full-days",
  });

  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "This Week" }).click();
  const week = page.getByRole("tabpanel", { name: "This Week" });
  await expect(week.getByRole("heading", { name: "Your meal plan: day 1" })).toBeVisible();
  await expect(week.getByRole("link", { name: findRecipe(slugs[0]!)!.title })).toBeVisible();
});

test("dinners only plans one meal a day, and Start Over resets the quiz", async ({ page }) => {
  await registerThroughUi(page, undefined, "Postpartum");
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/questionnaire");
  await walk(page, async (step) => {
    if (step === 1) await choose(page, "radio", "Postpartum, 0-3 months");
    if (step === 2) await choose(page, "radio", "Recover after birth");
    if (step === 3) await choose(page, "radio", "5+ days");
    if (step === 4) {
      await choose(page, "checkbox", "Gluten-free");
      await choose(page, "checkbox", "Dairy-free");
    }
    if (step === 5) await choose(page, "radio", "Dinners only");
  });
  await page.getByRole("button", { name: "Create Plan" }).click();
  await expect(page.getByRole("heading", { name: "Your Meal Plan" })).toBeVisible();
  const days = page.locator("section[aria-labelledby^='meal-day-']");
  await expect(days).toHaveCount(3);
  for (const href of await days
    .locator('a[href^="/recipes/"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute("href")!))) {
    const recipe = findRecipe(href.replace("/recipes/", ""))!;
    expect(["Dinner", "Soups"]).toContain(recipe.category);
    expect(recipe.dietary).toMatchObject({ glutenFree: true, dairyFree: true });
  }
  await expect(days.locator('a[href^="/recipes/"]')).toHaveCount(3);

  await page.getByRole("button", { name: "Start Over" }).click();
  await expectStep(page, 1, 6);
});
