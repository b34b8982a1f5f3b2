import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { registerThroughUi } from "./support";

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual(
    [],
  );
}

const weeklyWorkouts = (page: Page) =>
  page.locator("div", { has: page.getByText("Weekly Workouts", { exact: true }) }).last();

test("starts the Glow Up challenge, finishes day 1 in the player and sees it counted", async ({ page }) => {
  test.setTimeout(120_000);
  // Playwright's clock stands in for the seconds in the browser only: the player's timers run on
  // it, the product's own code keeps real seconds.
  await page.clock.install();
  await registerThroughUi(page, undefined, "Toddler mom");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(weeklyWorkouts(page)).toContainText("0/5", { timeout: 30_000 });

  await page.goto("/courses");
  await expect(page.getByRole("heading", { level: 1, name: "Transform Your Journey" })).toBeVisible();
  await expect(page.getByText("Members Taking a Course")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("tab", { name: "My Courses" }).click();
  await expect(page.getByRole("heading", { name: "No Enrolled Courses" })).toBeVisible();
  await page.getByRole("button", { name: "Browse Courses" }).click();

  await page.getByRole("button", { name: "Start Your Glow Up" }).click();
  await expect(page.getByText("Welcome to the Challenge!")).toBeVisible();
  await expect(page).toHaveURL(/\/course\/glow-up-challenge$/);
  await expect(page.getByText("Day 1 of 28")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: "Curriculum" }).click();
  await expect(page.getByRole("button", { name: "Week 2, day 1: not open yet" })).toBeDisabled();
  await page.getByRole("button", { name: "Week 1, day 1: today, start" }).click();

  // The player: Week 1 • Day 1 is a 5 min warm-up, 15 min main set and 5 min cool-down.
  await expect(page.getByText("Week 1 • Day 1")).toBeVisible();
  await expect(page.getByText("0/3 exercises")).toBeVisible();
  await expect(page.getByText("No video available for this exercise")).toBeVisible();
  const timer = page.getByRole("timer", { name: "Time left" });
  await expect(timer).toHaveText("05:00");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Start", exact: true }).click();
  await page.clock.fastForward("01:00");
  // The page's clock also runs at its real pace, so a busy machine may show a second or two less.
  await expect(timer).toHaveText(/^(04:00|03:5\d)$/);
  await page.getByRole("button", { name: "Pause" }).click();
  const atPause = await timer.textContent();
  await page.clock.fastForward("10:00");
  await expect(timer).toHaveText(atPause!); // paused: the time does not run
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await page.clock.fastForward("04:00");
  await expect(page.getByText("1/3 exercises")).toBeVisible();
  await expect(page.getByText("Exercise Complete!")).toBeVisible();

  // Two seconds later the main set starts on its own.
  await page.clock.fastForward(2_100);
  await expect(page.getByText("Exercise 2 of 3")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
  await page.clock.fastForward("15:00");
  await expect(page.getByText("2/3 exercises")).toBeVisible();
  await page.clock.fastForward(2_100);
  await expect(page.getByText("Exercise 3 of 3")).toBeVisible();
  await page.clock.fastForward("05:00");
  await expect(page.getByText("3/3 exercises")).toBeVisible();

  await expect(page.getByRole("heading", { name: "Workout Complete!" })).toBeVisible();
  await page.getByRole("button", { name: "Mark Day Complete" }).click();
  await expect(page.getByText("Workout Complete! 🎉")).toBeVisible();

  await page.reload();
  await expect(page.getByText("Day 2 of 28")).toBeVisible();

  await page.goto("/dashboard");
  await expect(weeklyWorkouts(page)).toContainText("1/5", { timeout: 30_000 });
});

test("an unknown course says so and leads back to the courses", async ({ page }) => {
  test.setTimeout(60_000);
  await registerThroughUi(page, undefined, "Toddler mom");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/course/no-such-course");
  await expect(page.getByRole("heading", { name: "Course Not Found" })).toBeVisible();
  await expect(page.getByText("The course you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Courses" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Transform Your Journey" })).toBeVisible();
});

test("a postpartum course asks about warning signs first and stops with urgent help", async ({ page }) => {
  test.setTimeout(60_000);
  await registerThroughUi(page, undefined, "Postpartum");
  await expect(page).toHaveURL(/\/dashboard$/);
  // Core Restore is written for 6 weeks to 6 months after birth (decision 014).
  const stage = await page.request.patch("/api/profile", {
    data: { motherhood_stage: "postpartum_6-12" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(stage.ok()).toBe(true);
  await page.goto("/course/core-restore");
  await page.getByRole("tab", { name: "Progress" }).click();
  await expect(page.getByRole("heading", { name: "Start Your Journey" })).toBeVisible();
  await page
    .getByRole("tabpanel", { name: "Progress" })
    .getByRole("button", { name: "Start Challenge" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Before you start" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Heavy bleeding/).check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("dialog", { name: "Please get help now" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Call your doctor or midwife now" })).toBeVisible();
  await expect(page.getByText("Today's Workout")).toHaveCount(0);
});
