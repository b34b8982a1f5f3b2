import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { registerThroughUi } from "./support";

/** The workout cards of the open tab. */
const cards = (page: Page) => page.getByRole("tabpanel").getByRole("article");
async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual(
    [],
  );
}

const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole("link", { name: title, exact: true }) });

/** A member 6-12 weeks after birth (the lists are for her stage: src/shared/stage-safety.ts). */
async function signUpPostpartum(page: Page) {
  await registerThroughUi(page, undefined, "Postpartum");
  await expect(page).toHaveURL(/\/dashboard$/);
  const saved = await page.request.patch("/api/profile", {
    data: { motherhood_stage: "postpartum_6-12" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(saved.ok()).toBe(true);
}

async function openJourneyTab(page: Page) {
  await page.goto("/workouts");
  await expect(page.getByRole("heading", { level: 1, name: "Workouts" })).toBeVisible();
  await expect(page.getByText("Current phase:")).toContainText("Postpartum");
  await page.getByRole("tab", { name: "Postpartum Recovery" }).click();
  await expect(card(page, "Postpartum Core")).toBeVisible();
}

test("search narrows the list, shows an empty state and resets", async ({ page }) => {
  await signUpPostpartum(page);
  await openJourneyTab(page);
  // The tab's list settles once her stage is read: count it then, not while it is being drawn.
  await expect.poll(() => cards(page).count()).toBeGreaterThan(5);
  const all = await cards(page).count();
  await expect(card(page, "Return to Movement")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Search workouts").fill("pelvic floor");
  await expect(card(page, "Pelvic Floor Reconnect")).toBeVisible();
  // The list follows the box a render later (a deferred value): a workout of hers that does not
  // match goes, and the list narrows.
  await expect(card(page, "Return to Movement")).toHaveCount(0);
  await expect.poll(() => cards(page).count()).toBeLessThan(all);
  await expect(page).toHaveURL(/q=pelvic\+floor/);

  await page.getByLabel("Search workouts").fill("zumba marathon");
  await expect(page.getByRole("heading", { name: "No workouts match your search" })).toBeVisible();
  await page.getByRole("button", { name: "Reset filters" }).click();
  await expect(cards(page)).toHaveCount(all);
  await expect(page.getByLabel("Search workouts")).toHaveValue("");
});

test("a filter narrows the list and survives a reload", async ({ page }) => {
  await signUpPostpartum(page);
  await openJourneyTab(page);
  const all = await cards(page).count();

  await page.getByRole("button", { name: "Filters" }).click();
  await page.getByLabel("Category").selectOption("Walking");
  await expect(page).toHaveURL(/category=Walking/);
  await expect(card(page, "Gentle Postnatal Walk")).toBeVisible();
  await expect(card(page, "Postpartum Core")).toHaveCount(0);
  const walking = await cards(page).count();
  expect(walking).toBeLessThan(all);
  for (const c of await cards(page).all()) await expect(c).toContainText("Walking");

  await page.reload();
  await expect(page.getByRole("tab", { name: "Postpartum Recovery" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByLabel("Category")).toHaveValue("Walking");
  await expect(cards(page)).toHaveCount(walking);

  await page.getByLabel("Duration").selectOption({ label: "15 min or less" });
  await expect(page).toHaveURL(/duration=short/);
  await expect(card(page, "Gentle Postnatal Walk")).toBeVisible();
  await expect(card(page, "Stroller Walk Intervals")).toHaveCount(0);
});

test("a favorite workout is kept after a reload and listed under Favorites", async ({ page }) => {
  await signUpPostpartum(page);
  await page.goto("/workouts?tab=favorites");
  await expect(page.getByRole("heading", { name: "No favorite workouts yet" })).toBeVisible();

  await openJourneyTab(page);
  const heart = page.getByRole("button", { name: "Favorite Postpartum Core" });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const saved = page.waitForResponse(
    (r) => r.url().includes("/api/favorites/workout/postpartum-core") && r.ok(),
  );
  await heart.click();
  await saved;
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  await page.getByRole("tab", { name: "Favorites" }).click();
  await expect(card(page, "Postpartum Core")).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
});

test("a workout's detail page lists its exercises, steps, modifications and safety notes", async ({
  page,
}) => {
  await signUpPostpartum(page);
  await page.goto("/workouts/postpartum-core");
  await expect(page.getByRole("heading", { level: 1, name: "Postpartum Core" })).toBeVisible();
  const exercises = page.getByRole("tabpanel");
  await expect(exercises.getByRole("listitem")).toHaveCount(9);
  await expect(exercises).toContainText("Diaphragmatic Breathing");
  await expect(exercises).toContainText("Glute Bridge");
  await expect(page.getByText("2-3 times per week")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Who should skip or modify" })).toBeVisible();
  await expect(page.getByRole("note").filter({ hasText: "After birth:" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: "Instructions" }).click();
  await expect(
    page.getByRole("tabpanel").getByRole("heading", { name: /1\. Diaphragmatic Breathing/ }),
  ).toBeVisible();
  await page.getByRole("tab", { name: "Modifications" }).click();
  await expect(page.getByRole("tabpanel")).toBeVisible();

  await page.goto("/workouts/no-such-workout");
  await expect(page.getByRole("heading", { name: "Workout not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Workouts" }).click();
  await expect(page).toHaveURL(/\/workouts$/);
});

test("finishing a workout records the minutes she spent, which the dashboard counts", async ({ page }) => {
  // The page's clock is Playwright's: a minute and a half passes in a moment, exactly.
  test.slow(); // two sign-in pages, a workout and the dashboard
  await page.clock.install();
  await signUpPostpartum(page);
  await page.goto("/workouts/feeding-posture-relief"); // 8 minutes nominal, 6 exercises
  await page.getByRole("button", { name: "Start workout" }).click();
  const player = page.getByRole("dialog", { name: "Feeding Posture Relief" });
  await expect(player.getByText("0/6 exercises")).toBeVisible();
  // From here the page's time moves only when the test says so. The first exercise is counted, so
  // the seconds it was on before the pause count too: they are read, and the rest is exact.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.waitForTimeout(500); // real time, for the last tick to render
  const clockText = async () =>
    (await player.getByText(/^Time exercising:/).textContent())!.replace("Time exercising:", "").trim();
  const [m, s] = (await clockText()).split(":").map(Number);
  const before = m! * 60 + s!;
  expect(before).toBeLessThan(30);
  const clock = (seconds: number) =>
    `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;

  // The first exercise is counted (a Done button); the second is timed (a countdown).
  await expect(player.getByRole("heading", { name: "Chin Tucks" })).toBeVisible();
  await player.getByRole("button", { name: "Next", exact: true }).click();
  await expect(player.getByRole("timer")).toHaveText("01:00");
  await player.getByRole("button", { name: "Start", exact: true }).click();
  await page.clock.runFor(30_000);
  await expect(player.getByRole("timer")).toHaveText("00:30");
  await player.getByRole("button", { name: "Pause" }).click();
  await page.clock.runFor(60_000); // paused: not counted
  await player.getByRole("button", { name: "Back", exact: true }).click();
  await page.clock.runFor(60_000); // a minute on Chin Tucks
  await expect(player.getByText(`Time exercising: ${clock(before + 90)}`)).toBeVisible();

  for (let done = 1; done <= 6; done++) {
    await player.getByRole("button", { name: /^(Done|Mark Complete)$/ }).click();
    await expect(player.getByText(`${done}/6 exercises`)).toBeVisible();
  }
  await expect(player.getByRole("heading", { name: "Workout Complete! 🎉" })).toBeVisible();
  await page.clock.resume(); // finished: nothing counts any more, and saving needs the page's timers
  await expect(player.getByText(/2 min of exercise/)).toBeVisible();
  const posted = page.waitForResponse(
    (r) => r.url().endsWith("/api/workouts/sessions") && r.request().method() === "POST",
  );
  await player.getByRole("button", { name: "Finish" }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON().duration_minutes).toBe(2);
  await expect(player).toBeHidden();

  // The dashboard's Weekly Workouts card counts it, and so does the API behind it.
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Weekly Workouts" })).toContainText("1/3");
  const dashboard = await page.request.get("/api/dashboard?tz=UTC");
  expect(dashboard.ok()).toBe(true);
  expect(await dashboard.json()).toMatchObject({ weeklySessions: 1, weeklyMinutes: 2 });
});

test("clicking through a workout in seconds saves nothing", async ({ page }) => {
  await signUpPostpartum(page);
  await page.goto("/workouts/feeding-posture-relief");
  await page.getByRole("button", { name: "Start workout" }).click();
  const player = page.getByRole("dialog", { name: "Feeding Posture Relief" });
  let posts = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/workouts/sessions") && r.method() === "POST") posts += 1;
  });
  for (let done = 1; done <= 6; done++) {
    await player.getByRole("button", { name: /^(Done|Mark Complete)$/ }).click();
  }
  await expect(player.getByText(/took under a minute/)).toBeVisible();
  await expect(player.getByRole("button", { name: "Finish" })).toHaveCount(0);
  await player.getByRole("button", { name: "Close" }).last().click();
  await expect(player).toBeHidden();
  const sessions = await page.request.get("/api/workouts/sessions");
  expect(await sessions.json()).toEqual([]);
  expect(posts).toBe(0);
});
