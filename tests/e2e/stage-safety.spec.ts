import { expect, type Page, test } from "@playwright/test";
import { registerThroughUi } from "./support";

// A first week on a phone, for the stage she is at (decision 014): nothing unsafe or unkind for it.
test.use({ viewport: { width: 390, height: 844 } });

/** Her local day, `days` from today, as the browser counts it. */
async function dayFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((n) => {
    const d = new Date();
    d.setDate(d.getDate() + n);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  }, days);
}

async function patchProfile(page: Page, data: Record<string, unknown>) {
  const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const saved = await page.request.patch(`/api/profile?tz=${encodeURIComponent(tz)}`, {
    data,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(saved.ok()).toBe(true);
}

/** A member whose baby was born three weeks ago. */
async function threeWeeksAfterBirth(page: Page) {
  await registerThroughUi(page, undefined, "Postpartum");
  await expect(page).toHaveURL(/\/dashboard$/);
  await patchProfile(page, { baby_birth_date: await dayFromToday(page, -21) });
}

test("three weeks after birth: workouts for her stage only, a warning before another stage's, and a gentle first goal", async ({
  page,
}) => {
  test.slow();
  await threeWeeksAfterBirth(page);

  // Her first weekly goal starts from her stage, and an empty week is no judgement.
  await page.goto("/dashboard");
  const weekly = page.getByRole("region", { name: "Weekly Workouts" });
  await expect(weekly).toContainText("0/2");
  await expect(weekly).toContainText("A starting goal for your stage.");
  await expect(weekly).toContainText("rest counts too");
  await expect(weekly).not.toContainText("0%");

  // Every list of /workouts is for 0-6 weeks after birth.
  await page.goto("/workouts");
  await expect(page.getByText("Current phase:")).toContainText("Postpartum · 0-6 weeks");
  const main = page.getByRole("main");
  const recommended = page.getByRole("tabpanel");
  await expect(
    recommended.getByRole("link", { name: "First Weeks Breathing and Pelvic Floor" }),
  ).toBeVisible();
  expect(await main.innerText()).not.toContain("Advanced Mom Conditioning");
  await expect(page.getByRole("heading", { name: "Advanced Program" })).toHaveCount(0);
  await page.getByRole("tab", { name: "Postpartum Recovery" }).click();
  await expect(page.getByRole("tabpanel").getByRole("article").first()).toBeVisible();
  expect(await main.innerText()).not.toMatch(/Advanced Mom Conditioning|Postpartum Strength Builder/);
  await page.getByLabel("Search workouts").fill("advanced");
  await expect(page.getByRole("heading", { name: "No workouts match your search" })).toBeVisible();
  await page.getByLabel("Search workouts").fill("plank");
  expect(await page.getByRole("tabpanel").innerText()).not.toContain("Advanced Mom Conditioning");

  // Opened by a link, a workout for another stage says so, and starting it takes a confirm.
  await page.goto("/workouts/advanced-mom-conditioning");
  await expect(page.getByRole("heading", { level: 1, name: "Advanced Mom Conditioning" })).toBeVisible();
  const notice = page.getByRole("region", { name: "This workout is not written for your stage" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Postpartum (12+ months)");
  await expect(notice).toContainText("Your stage is Postpartum · 0-6 weeks");
  await page.getByRole("button", { name: "Start workout" }).click();
  const ask = page.getByRole("dialog", { name: "This workout is not written for your stage" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Not now" }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole("dialog", { name: "Advanced Mom Conditioning" })).toHaveCount(0);
  await page.getByRole("button", { name: "Start workout" }).click();
  await page.getByRole("button", { name: "Start anyway" }).click();
  await expect(page.getByRole("dialog", { name: "Advanced Mom Conditioning" })).toBeVisible();

  // A workout for her stage starts at once.
  await page.goto("/workouts/first-weeks-breathing-and-pelvic-floor");
  await expect(page.getByRole("region", { name: /not written for your stage/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Start workout" }).click();
  await expect(page.getByRole("dialog", { name: "First Weeks Breathing and Pelvic Floor" })).toBeVisible();
});

test("three weeks after birth: /courses leads with her stage's courses and asks before enrolling in another's", async ({
  page,
}) => {
  test.slow();
  await threeWeeksAfterBirth(page);
  let enrolments = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && /\/api\/courses\/[^/]+\/enroll/.test(r.url())) enrolments += 1;
  });

  await page.goto("/courses");
  await expect(page.getByRole("heading", { level: 1, name: "Transform Your Journey" })).toBeVisible();
  // The toddler challenge does not lead her page.
  await expect(page.getByRole("button", { name: "Start Your Glow Up" })).toHaveCount(0);
  const headings = page.getByRole("heading", { level: 2 });
  await expect(page.getByRole("heading", { name: "For your stage" })).toBeVisible();
  const names = await headings.allInnerTexts();
  expect(names.indexOf("For your stage")).toBeLessThan(names.indexOf("Written for other stages"));
  const others = page.getByRole("region", { name: "Written for other stages" });
  await expect(others.getByText("30 Days Glow Up Challenge")).toBeVisible();
  await expect(others.getByText(/^28 days \(four weeks\)/)).toBeVisible();

  // Enrolling in a course for another stage asks first, and "Not now" enrols nothing.
  await others.getByRole("button", { name: "Start Course: 30 Days Glow Up Challenge" }).click();
  const ask = page.getByRole("dialog", { name: "This course is not written for your stage" });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText("Toddler Mom (1-2 years, 2-3 years, 3+ years)");
  await ask.getByRole("button", { name: "Not now" }).click();
  await expect(ask).toBeHidden();
  expect(enrolments).toBe(0);

  // Its own page says so above its start button, without the old "toddler mom moms".
  await page.goto("/course/glow-up-challenge");
  await expect(page.getByRole("region", { name: "This course is not written for your stage" })).toBeVisible();
  await expect(page.getByText("28 days", { exact: true })).toBeVisible();
  expect(await page.getByRole("main").innerText()).not.toMatch(/mom moms|after the 30 days/i);
  await page.getByRole("button", { name: "Start Challenge" }).first().click();
  const again = page.getByRole("dialog", { name: "This course is not written for your stage" });
  await expect(again).toBeVisible();
  await again.getByRole("button", { name: "Not now" }).click();
  await expect(again).toBeHidden();
  expect(enrolments).toBe(0);
  // She may still choose it: "Enroll anyway" starts day 1.
  await page.getByRole("button", { name: "Start Challenge" }).first().click();
  await page.getByRole("button", { name: "Enroll anyway" }).click();
  await expect(page.getByText("Week 1 • Day 1")).toBeVisible();
});

test("trying to conceive: her level and her community page fit her journey", async ({ page }) => {
  test.slow();
  await registerThroughUi(page, undefined, "Trying to conceive");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/community");
  const progress = page.getByRole("region", { name: "Your Progress" });
  await expect(progress).toContainText("Level 1 · Fresh Start");
  await expect(progress).not.toContainText("New Mom");
  await expect(page.getByRole("heading", { name: "Pregnancy Community" })).toHaveCount(0);
  await expect(page.getByRole("tablist", { name: "Trimester" })).toHaveCount(0);
});

test("pregnant: a Mom-to-Be, with the trimester card", async ({ page }) => {
  test.slow();
  await registerThroughUi(page, undefined, "Pregnant");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/community");
  await expect(page.getByRole("region", { name: "Your Progress" })).toContainText("Level 1 · Mom-to-Be");
  await expect(page.getByRole("heading", { name: "Pregnancy Community" })).toBeVisible();
});
