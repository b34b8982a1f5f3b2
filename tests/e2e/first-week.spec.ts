import { expect, type Page, test } from "@playwright/test";
import { registerThroughUi } from "./support";

// A new member's first week on a phone: what Bloom says about itself is true, her weekly check-in
// counts once, and every part of Bloom she may use can be reached from the menu.
test.use({ viewport: { width: 390, height: 844 } });

const main = (page: Page) => page.getByRole("main");

test("home, about, FAQ and terms say only what Bloom offers today", async ({ page }) => {
  const untrue = /isn't open yet|not open yet|coming later|in seconds/i;
  await page.goto("/");
  await expect(
    main(page).getByText(
      /^A moderated space to connect with mothers at your stage, opened each week by the Bloom team/,
    ),
  ).toBeVisible();
  await expect(main(page).getByText(/Bloom's server looks for ten common foods/)).toBeVisible();
  expect(await main(page).innerText()).not.toMatch(untrue);

  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Bloom" })).toBeVisible();
  expect(await main(page).innerText()).not.toMatch(untrue);

  await page.goto("/faq");
  await page.getByRole("button", { name: "How do I cancel my subscription?" }).click();
  await expect(
    main(page).getByText(/Monthly Premium or Annual Premium, which renew until you cancel/),
  ).toBeVisible();
  expect(await main(page).innerText()).not.toMatch(untrue);

  await page.goto("/terms");
  // The three plans the checkout sells, at its prices.
  await expect(main(page).getByText("Monthly Premium: $49.99 per month, billed monthly.")).toBeVisible();
  await expect(main(page).getByText("Annual Premium: $399.99 per year, billed yearly.")).toBeVisible();
  await expect(main(page).getByText(/^Lifetime Access: \$799\.99, a one-time payment/)).toBeVisible();

  await page.goto("/privacy");
  await expect(
    main(page).getByText(/kept only if you tick "Keep photo", which starts unticked/),
  ).toBeVisible();
  await expect(main(page).getByText(/VISION_API_URL/)).toBeVisible();
  await expect(main(page).getByText(/COACH_API_URL/)).toBeVisible();
});

test("signed in, the menu leads to courses and the food checker", async ({ page }) => {
  await registerThroughUi(page, undefined, "Toddler mom");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("link", { name: "Courses" }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole("heading", { level: 1, name: "Transform Your Journey" })).toBeVisible();
  await expect(page.getByText("Members Taking a Course")).toBeVisible();

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Food Checker" }).click();
  await expect(page).toHaveURL(/\/food-calories$/);
  await expect(page.getByRole("heading", { level: 1, name: "Food Calorie Checker" })).toBeVisible();
});

test("the weekly check-in is stored once a week, and the card then says the week is done", async ({
  page,
}) => {
  await registerThroughUi(page, undefined, "Toddler mom");
  await expect(page).toHaveURL(/\/dashboard$/);
  // On her first day she is welcomed, not welcomed back.
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome, Maya!$/ })).toBeVisible();

  const card = page.getByRole("heading", { name: "Weekly Check-In" }).locator("xpath=ancestor::div[2]");
  await page.getByRole("button", { name: "Start check-in" }).click();
  const dialog = page.getByRole("dialog", { name: "Weekly Check-In" });
  await dialog.getByLabel("Weight (lbs)").fill("142.2");
  await dialog.getByRole("button", { name: "Complete check-in" }).click();
  await expect(page.getByText("Check-in completed!")).toBeVisible();
  await page.keyboard.press("Escape");

  await expect(card.getByText("This week's check-in is done.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start check-in" })).toHaveCount(0);

  // The same form sent again (a second tab, a retried request): refused, and still one stored.
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
  const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const again = await page.request.post(`/api/checkins?tz=${encodeURIComponent(tz)}`, {
    headers: { origin: new URL(page.url()).origin },
    multipart: { week_date: today, weight: "64.5" },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).error.code).toBe("checkin_exists");

  await page.reload();
  await expect(page.getByText("This week's check-in is done.")).toBeVisible();
  await page.goto("/checkins");
  await expect(page.getByRole("heading", { level: 1, name: "Your check-ins" })).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(2); // the header and her one check-in
});
