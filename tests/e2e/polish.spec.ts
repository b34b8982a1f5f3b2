import { expect, test } from "@playwright/test";
import { logInThroughUi, registerThroughUi } from "./support";

test("an address Bloom has no page for answers 404 and shows the Not Found page", async ({ page }) => {
  const missing = await page.goto("/no-such-page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/not found/i);

  const known = await page.goto("/about");
  expect(known?.status()).toBe(200);
  expect((await page.request.get("/assets/no-such-chunk.js")).status()).toBe(404);
});

test("she changes her password on the profile; her other sessions end", async ({ page, browser }) => {
  test.slow(); // three browser contexts, four password hashes
  const mum = await registerThroughUi(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The same account signed in on a second device.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/login");
  await logInThroughUi(otherPage, mum.email, mum.password);
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  await page.goto("/profile");
  const form = page.getByRole("region", { name: "Change password" });
  await form.getByLabel("Current password").fill("not-my-password-1");
  await form.getByLabel("New password", { exact: true }).fill("sunlit-harbour-walks-3");
  await form.getByLabel("Confirm new password").fill("sunlit-harbour-walks-3");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("alert")).toHaveText("Your current password is not right.");

  await form.getByLabel("Current password").fill(mum.password);
  await form.getByLabel("New password", { exact: true }).fill("sunlit-harbour-walks-3");
  await form.getByLabel("Confirm new password").fill("sunlit-harbour-walks-3");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("status")).toContainText("Password changed");

  // This device stays signed in; the other one's session is gone from the server.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
  const otherSession = await otherPage.request.get("/api/auth/get-session?disableCookieCache=true");
  expect(await otherSession.json()).toBeNull();
  await other.close();

  // The new password signs in; the old one does not.
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await freshPage.goto("/login");
  await logInThroughUi(freshPage, mum.email, mum.password);
  await expect(freshPage.getByRole("alert")).toBeVisible();
  await freshPage.getByLabel("Password").fill("sunlit-harbour-walks-3");
  await freshPage.getByRole("button", { name: "Log In" }).click();
  await expect(freshPage).toHaveURL(/\/dashboard$/);
  await fresh.close();
});

test("'prefer not to say' can skip the journey picker and gets general content", async ({ page }) => {
  await registerThroughUi(page, undefined, "Prefer not to say");
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole("button", { name: "Skip: show general content" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The general dashboard, not the journey picker again.
  await expect(page.getByRole("region", { name: "Weekly Workouts" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Let's tailor Bloom to you" })).toHaveCount(0);
  await page.goto("/workouts");
  await expect(page).toHaveURL(/\/workouts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Workouts" })).toBeVisible();
});
