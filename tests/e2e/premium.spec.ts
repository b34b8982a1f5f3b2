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
  await expect(modal).toContainText("$49.99 per month");
  await expect(modal).toContainText("test checkout: nothing is charged");
  await modal.getByRole("button", { name: "Get Premium Access" }).click();

  await expect(page).toHaveURL(/\/premium\/checkout\?plan=monthly&from=%2Fprofile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Test checkout" })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("This is a test checkout. Nothing is charged");
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole("button", { name: "Confirm test purchase" }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Welcome to Premium Access!")).toBeVisible();
  await expect(card).toContainText("Premium Access · Monthly Premium, $49.99 per month");
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

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("she chooses Annual Premium in the modal, buys it through the test checkout, and it says a year", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await registerThroughUi(page, undefined, "Postpartum");
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

    await page.goto("/community");
    // The room is never empty: the Bloom team's threads are there, marked as the team's.
    const team = page.getByRole("article").filter({ hasText: "Team account" });
    await expect(team.first()).toBeVisible();
    await expect(
      page.getByRole("article").filter({ hasText: "Welcome to the Bloom community!" }),
    ).toContainText("Bloom team");
    await page.getByRole("button", { name: "Subscribe to post" }).click();

    const modal = page.getByRole("dialog", { name: "Complete Your Journey" });
    const plans = modal.getByRole("radiogroup", { name: "Choose a plan" });
    await expect(plans.getByRole("radio")).toHaveCount(3);
    await expect(plans.getByRole("radio", { name: "Monthly Premium, $49.99 per month" })).toBeChecked();
    await expect(plans.getByRole("radio", { name: "Lifetime Access, $799.99 once" })).toBeVisible();
    await plans.getByRole("radio", { name: "Annual Premium, $399.99 per year" }).click();
    await expect(modal).toContainText("Start posts in the community");
    await modal.getByRole("button", { name: "Get Premium Access" }).click();

    await expect(page).toHaveURL(/\/premium\/checkout\?plan=annual&from=%2Fcommunity$/);
    await expect(
      page.getByRole("heading", { level: 2, name: "Premium Access · Annual Premium" }),
    ).toBeVisible();
    await expect(page.getByText("$399.99 per year would be the price; here it is $0.00.")).toBeVisible();
    await expect(page.getByRole("note")).toContainText("This is a test checkout. Nothing is charged");
    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: "Confirm test purchase" }).click();

    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByText("Welcome to Premium Access!")).toBeVisible();
    await expect(page.getByRole("form", { name: "Share with the community" })).toBeVisible();

    await page.goto("/profile");
    const card = page.getByRole("region", { name: "Membership" });
    await expect(card).toContainText("Premium Access · Annual Premium, $399.99 per year");
    const renews = await card.getByText(/Renews on \w+ \d+, \d{4}/).innerText();
    expect(Number(renews.slice(-4))).toBe(new Date().getFullYear() + 1);
  });
});
