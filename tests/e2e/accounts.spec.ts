import { expect, test } from "@playwright/test";
import { lastMailTo, logInThroughUi, newMum, registerThroughUi } from "./support";

test("a new mum registers, lands on her dashboard, stays signed in on reload and logs out", async ({
  page,
}) => {
  const mum = await registerThroughUi(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByText("Registration successful! Please check your email to verify your account."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome, Maya!" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Welcome, Maya!" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveText("MR");

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Logged out successfully.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();

  // The verification mail was written to the outbox with its link.
  expect(await lastMailTo(mum.email)).toContain("/api/auth/verify-email?token=");
});

test("visiting the profile signed out goes to log in, and back to the profile after", async ({
  page,
  context,
}) => {
  const mum = await registerThroughUi(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.clearCookies();

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login$/);
  await logInThroughUi(page, mum.email, mum.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Logged in successfully!")).toBeVisible();
});

test("a wrong password shows the error on the page and keeps the email typed", async ({ page, context }) => {
  const mum = await registerThroughUi(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.clearCookies();

  await page.goto("/login");
  await logInThroughUi(page, mum.email, "not-my-password-1");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page.getByLabel("Email")).toHaveValue(mum.email);
  await expect(page).toHaveURL(/\/login$/);
});

test("registering an address that has an account says only 'check your email', and mails its owner", async ({
  page,
  context,
}) => {
  const owner = await registerThroughUi(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.clearCookies();

  // Someone else, with another password: the page cannot tell her the address is taken.
  await registerThroughUi(page, { ...owner, name: "Someone Else", password: "curious-neighbour-31" });
  await expect(page.getByRole("alert")).toHaveText(
    "Please check your email: we've sent this address a message about signing in or resetting the password.",
  );
  await expect(page).toHaveURL(/\/register$/);
  const mail = await lastMailTo(owner.email);
  expect(mail).toContain("Someone tried to sign up for Bloom with your address");
  expect(mail).toContain("/forgot-password");
});

test("register refuses mismatched passwords with the spec's message", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Name").fill("Maya");
  await page.getByLabel("Email").fill("mismatch@example.com");
  await page.getByLabel("Password", { exact: true }).fill("gentle-morning-walks-7");
  await page.getByLabel("Confirm password").fill("gentle-morning-walks-8");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test("a profile edit survives a reload", async ({ page }) => {
  await registerThroughUi(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/profile");
  await page.getByLabel("Name").fill("Maya Rose Rivers");
  await page.getByLabel("About you").fill("Due in spring, learning to slow down.");
  await page.getByLabel("Motherhood stage").selectOption({ label: "Pregnant: Second trimester" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Name")).toHaveValue("Maya Rose Rivers");
  await expect(page.getByLabel("About you")).toHaveValue("Due in spring, learning to slow down.");
  await expect(page.getByLabel("Motherhood stage")).toHaveValue("pregnant_trimester_2");
});

test("forgot password: the link from the outbox sets a new password that works", async ({
  page,
  context,
}) => {
  const mum = await registerThroughUi(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.clearCookies();

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(mum.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(`If an account exists for ${mum.email}`)).toBeVisible();

  const mail = await lastMailTo(mum.email);
  const link = mail.match(/http\S+\/reset-password\?token=\S+/)![0];
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("brand-new-dawn-chorus-3");
  await page.getByLabel("Confirm new password").fill("brand-new-dawn-chorus-3");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();

  await page.getByRole("link", { name: "Log In" }).last().click();
  await logInThroughUi(page, mum.email, "brand-new-dawn-chorus-3");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a mum with no journey picks one before her dashboard", async ({ page }) => {
  await registerThroughUi(page, newMum("Ana"), "Prefer not to say");
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please select your current journey")).toBeVisible();
  await page.getByRole("button", { name: /Postpartum/ }).click();
  await page.getByRole("radio", { name: /0-6 weeks/ }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Your journey has been updated!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Postpartum · 0-6 weeks")).toBeVisible();
});
