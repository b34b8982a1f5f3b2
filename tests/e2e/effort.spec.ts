import { expect, type Page, test } from "@playwright/test";
import { registerThroughUi } from "./support";

// Issue 26, item 13: effort she makes is never lost, and done is one clear tap. On a phone.
test.use({ viewport: { width: 390, height: 844 } });

const sessionsPosted = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith("/api/workouts/sessions") && r.request().method() === "POST");

async function signUpAs(page: Page, label: string, stage?: string) {
  await registerThroughUi(page, undefined, label);
  await expect(page).toHaveURL(/\/dashboard$/);
  if (stage) {
    const saved = await page.request.patch("/api/profile", {
      data: { motherhood_stage: stage },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(saved.ok()).toBe(true);
  }
}

/**
 * On a phone the "Workout saved" toast slides in across the bottom, over the Start button: she closes
 * it before starting again (a tap while it is still sliding in would land on the toast).
 */
async function closeToasts(page: Page) {
  const close = page.getByRole("button", { name: "Close toast" });
  // One at a time, the front one first: a stacked toast's button moves as the one before it leaves.
  await expect(async () => {
    if ((await close.count()) > 0) await close.first().click({ timeout: 1_000 });
    await expect(close).toHaveCount(0, { timeout: 500 });
  }).toPass();
}

async function sessions(page: Page) {
  const res = await page.request.get("/api/workouts/sessions");
  return (await res.json()) as { duration_minutes: number; workout_type: string }[];
}

test("a workout she stops early is saved with the minutes she did: 'End and save', or just closing it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await signUpAs(page, "Postpartum", "postpartum_6-12");

  await page.goto("/workouts/feeding-posture-relief");
  await page.getByRole("button", { name: "Start workout" }).click();
  const player = page.getByRole("dialog", { name: "Feeding Posture Relief" });
  await expect(player.getByRole("heading", { name: "Chin Tucks" })).toBeVisible();
  // Under a minute there is nothing to save yet.
  await expect(player.getByRole("button", { name: "End and save" })).toHaveCount(0);
  await page.clock.runFor(125_000); // two minutes on Chin Tucks
  await expect(player.getByText("Your 2 min count towards this week's workouts.")).toBeVisible();

  const posted = sessionsPosted(page);
  await player.getByRole("button", { name: "End and save" }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    workout_slug: "feeding-posture-relief",
    duration_minutes: 2,
  });
  expect(response.request().headers()["idempotency-key"]).toBeTruthy();
  await expect(player).toBeHidden();
  await expect(
    page.getByText("2 min of Feeding Posture Relief count towards this week's workouts."),
  ).toBeVisible();
  expect((await sessions(page)).map((s) => s.duration_minutes)).toEqual([2]);

  // Again, and this time she just closes the player after three minutes: they are saved too.
  await closeToasts(page);
  await page.getByRole("button", { name: "Start workout" }).click();
  await expect(player.getByRole("heading", { name: "Chin Tucks" })).toBeVisible();
  await page.clock.runFor(185_000);
  const onLeave = sessionsPosted(page);
  await player.getByRole("button", { name: "Close" }).first().click();
  await expect(player).toBeHidden();
  expect((await onLeave).request().postDataJSON()).toMatchObject({ duration_minutes: 3 });
  await expect.poll(async () => (await sessions(page)).map((s) => s.duration_minutes).sort()).toEqual([2, 3]);

  await expect(
    page.getByText("3 min of Feeding Posture Relief count towards this week's workouts."),
  ).toBeVisible();

  // And when she leaves the page with the player open.
  await closeToasts(page);
  await page.getByRole("button", { name: "Start workout" }).click();
  await expect(player.getByRole("heading", { name: "Chin Tucks" })).toBeVisible();
  await page.clock.runFor(65_000);
  await page.goto("/dashboard");
  await expect
    .poll(async () => (await sessions(page)).map((s) => s.duration_minutes).sort())
    .toEqual([1, 2, 3]);
  const dashboard = await page.request.get("/api/dashboard?tz=UTC");
  expect(await dashboard.json()).toMatchObject({ weeklySessions: 3, weeklyMinutes: 6 });
});

test("a course day is done in one tap, and Next on the last exercise finishes the day", async ({ page }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await signUpAs(page, "Toddler mom");

  await page.goto("/course/glow-up-challenge");
  await page.getByRole("button", { name: "Start Challenge" }).first().click();
  await expect(page.getByText("Week 1 • Day 1")).toBeVisible();
  await expect(page.getByText("0/3 exercises")).toBeVisible();

  // Day 1, done her own way: no timer run.
  await page.getByRole("button", { name: "Mark day done" }).click();
  const ask = page.getByRole("dialog", { name: "Mark Week 1 • Day 1 done?" });
  await expect(ask).toContainText("Today's session is 25 min.");
  await expect(ask.getByRole("button", { name: /^I did \d+ min$/ })).toHaveCount(0);
  await ask.getByRole("button", { name: "I did all of it" }).click();
  await expect(page.getByText("Workout Complete! 🎉")).toBeVisible();
  await expect(page.getByText("Days completed")).toBeVisible();
  await expect(page.getByText("Day 2 of 28")).toBeVisible();

  // Day 2: four minutes with the timer, then Next to the last exercise, where it finishes the day.
  await page.getByRole("button", { name: "Start Week 1 • Day 2" }).click();
  await expect(page.getByText("Week 1 • Day 2")).toBeVisible();
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await page.clock.fastForward("04:00");
  for (let i = 0; i < 6; i++) {
    const next = page.getByRole("button", { name: "Next", exact: true });
    if ((await next.count()) === 0) break;
    await next.click();
  }
  await page.getByRole("button", { name: "Finish day" }).click();
  const finish = page.getByRole("dialog", { name: "Mark Week 1 • Day 2 done?" });
  await expect(finish).toContainText(/The timers ran for 4 of the day's 20 min/);
  const completed = page.waitForResponse(
    (r) => r.url().includes("/api/courses/glow-up-challenge/complete") && r.request().method() === "POST",
  );
  await finish.getByRole("button", { name: "I did 4 min" }).click();
  const answer = await completed;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toMatchObject({ week: 1, day: 2, minutes: 4 });
  expect(answer.request().headers()["idempotency-key"]).toBeTruthy();
  await expect(page.getByText("Day 3 of 28")).toBeVisible();

  expect((await sessions(page)).map((s) => s.duration_minutes).sort((a, b) => a - b)).toEqual([4, 25]);
});
