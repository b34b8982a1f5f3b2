import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { registerThroughUi } from "./support";

const recipeCards = (page: Page, list: string) => page.getByRole("list", { name: list }).getByRole("article");

async function signIn(page: Page, stage = "Pregnant") {
  await registerThroughUi(page, undefined, stage);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("search narrows the recipes of the journey tab", async ({ page }) => {
  await signIn(page);
  await page.goto("/recipes");
  await expect(page.getByRole("tab", { name: "Your Journey" })).toHaveAttribute("aria-selected", "true");
  const cards = recipeCards(page, "Recipes for your journey");
  const before = await cards.count();
  expect(before).toBeGreaterThan(5);
  // Cards show calories per serving from the nutrition API.
  await expect(cards.first()).toContainText(/\d+ kcal/);

  await page.getByLabel("Search recipes").fill("salmon");
  await expect.poll(() => cards.count()).toBeLessThan(before);
  const titles = await cards.getByRole("heading").allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title.toLowerCase()).toContain("salmon");

  await page.getByLabel("Search recipes").fill("zzz-nothing");
  await expect(page.getByText("No recipes match “zzz-nothing”.")).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test("a favorite recipe is still under Favorites after a reload", async ({ page }) => {
  await signIn(page);
  await page.goto("/recipes?category=favorites");
  await expect(page.getByText("No favorite recipes yet.", { exact: false })).toBeVisible();

  await page.getByRole("tab", { name: "Breakfast" }).click();
  const heart = page.getByRole("button", { name: "Favorite Blueberry Walnut Overnight Oats" });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const saved = page.waitForResponse(
    (r) => r.url().includes("/api/favorites/recipe/") && r.request().method() === "PUT",
  );
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  expect((await saved).status()).toBe(204);

  await page.reload();
  await page.getByRole("tab", { name: "Favorites" }).click();
  const favorites = recipeCards(page, "Your favorite recipes");
  await expect(favorites).toHaveCount(1);
  await expect(favorites.first().getByRole("heading")).toHaveText("Blueberry Walnut Overnight Oats");
});

test("doubling the servings doubles the ingredient quantities", async ({ page }) => {
  await signIn(page);
  await page.goto("/recipes/blueberry-walnut-overnight-oats");
  await expect(page).toHaveTitle("Blueberry Walnut Overnight Oats Recipes");
  await expect(
    page.getByRole("heading", { level: 1, name: "Blueberry Walnut Overnight Oats" }),
  ).toBeVisible();
  const ingredients = page.getByRole("list", { name: "Ingredients" });
  await expect(ingredients.getByRole("listitem").first()).toHaveText("1 cup rolled oats");
  await expect(page.getByLabel("Servings", { exact: true })).toHaveText("2");

  await page.getByRole("button", { name: "More servings" }).click();
  await page.getByRole("button", { name: "More servings" }).click();
  await expect(page.getByLabel("Servings", { exact: true })).toHaveText("4");
  await expect(ingredients.getByRole("listitem").first()).toHaveText("2 cups rolled oats");
  await expect(ingredients.getByRole("listitem").nth(1)).toHaveText("2 cups milk");

  await page.getByRole("tab", { name: "Nutrition" }).click();
  await expect(page.getByRole("heading", { name: "Motherhood Benefits" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Nutrition" })).toContainText("USDA");

  await page.getByRole("tab", { name: "Notes" }).click();
  await expect(
    page.getByText("Leftovers keep 3-4 days in an airtight container in the fridge."),
  ).toBeVisible();

  // A toast fading out (her sign-in's) is half transparent: read the page once it has gone.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test("?category=breakfast opens the Breakfast tab", async ({ page }) => {
  await signIn(page, "Postpartum");
  await page.goto("/recipes?category=breakfast");
  await expect(page.getByRole("tab", { name: "Breakfast" })).toHaveAttribute("aria-selected", "true");
  const cards = recipeCards(page, "Breakfast recipes");
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain("Breakfast");
  // Not pregnant: the Pregnancy Spotlight is offered.
  await expect(page.getByRole("heading", { name: "Pregnancy Spotlight" })).toBeVisible();
});

test("an unknown recipe shows Recipe not found", async ({ page }) => {
  await signIn(page);
  await page.goto("/recipes/moon-cheese-souffle");
  await expect(page.getByRole("heading", { name: "Recipe not found" })).toBeVisible();
  await page.getByRole("link", { name: "Browse Recipes" }).click();
  await expect(page).toHaveURL(/\/recipes$/);
});

test("a meal plan shows its recipes and its shopping list by aisle", async ({ page }) => {
  await signIn(page);
  await page.goto("/meal-plan");
  await page.getByRole("link", { name: "Toddler Family Table" }).click();
  await expect(page).toHaveURL(/\/meal-plan\/toddler-family-table$/);
  await expect(page.getByRole("heading", { level: 1, name: "Toddler Family Table" })).toBeVisible();
  await expect(recipeCards(page, "Recipes in Toddler Family Table")).toHaveCount(6);
  await expect(page.getByRole("heading", { name: "Shopping List" })).toBeVisible();
  const produce = page.getByRole("list", { name: "produce" });
  await expect(produce.getByRole("listitem").filter({ hasText: /^banana/ })).toContainText(/\d+ medium/);

  await page.goto("/meal-plan/moon-diet");
  await expect(page.getByRole("heading", { name: "Meal plan not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Meal Plans" })).toHaveAttribute("href", "/meal-plan");
});
