import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { registerThroughUi } from "./support";

test("a new mother buys Premium through the test checkout, sees her membership and cancels it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerThroughUi(page, undefined, "Toddler mom");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Membership" });
  await expect(card).toContainText("You're on the free plan");
  await card.getByRole("button", { name: "Explore Premium Access" }).click();

  const modal = page.getByRole("dialog", { name: "Complete Your Journey" });
  await expect(modal).toContainText("$49.99");
  await expect(modal).toContainText("test checkout: nothing is charged");
  await modal.getByRole("button", { name: "Get Premium Access" }).click();

  await expect(page).toHaveURL(/\/premium\/checkout\?from=%2Fprofile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Test checkout" })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("This is a test checkout. Nothing is charged");
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole("button", { name: "Confirm test purchase" }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Welcome to Premium Access!")).toBeVisible();
  await expect(card).toContainText("Premium Access · $49.99 a month");
  await expect(card).toContainText(/Renews on \w+ \d+, \d{4}/);

  await card.getByRole("button", { name: "Cancel membership" }).click();
  await expect(card).toContainText(/Active until \w+ \d+, \d{4}/);
  await expect(card.getByRole("button", { name: "Resume membership" })).toBeVisible();

  // The state is the server's: a reload shows the same.
  await page.reload();
  await expect(card).toContainText(/Active until \w+ \d+, \d{4}/);
  await card.getByRole("button", { name: "Resume membership" }).click();
  await expect(card).toContainText(/Renews on \w+ \d+, \d{4}/);
});
