import { expect, test } from "@playwright/test";
import { lastMailTo, newMum, registerThroughUi } from "./support";

// At a phone's width: sign-up's two agreements, and the newsletter's double opt-in.
test.use({ viewport: { width: 390, height: 844 } });

test("sign-up asks her to accept the terms and privacy policy and to confirm she is 18, then lets her in", async ({
  page,
}) => {
  const mum = newMum("Nora Field");
  await page.goto("/register");
  await page.getByLabel("Name").fill(mum.name);
  await page.getByLabel("Email").fill(mum.email);
  await page.getByLabel("Password", { exact: true }).fill(mum.password);
  await page.getByLabel("Confirm password").fill(mum.password);
  await page.getByLabel("Where are you in your journey?").selectOption({ label: "Postpartum" });
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(
    page.getByText("Please accept the Terms of Service and the Privacy Policy to join Bloom."),
  ).toBeVisible();
  await expect(page.getByText("Bloom is for adults: please confirm that you are 18 or older.")).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  // The documents open beside the form, which keeps what she typed.
  await expect(page.getByRole("link", { name: "Terms of Service" }).first()).toHaveAttribute(
    "href",
    "/terms",
  );
  await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toHaveAttribute(
    "href",
    "/privacy",
  );
  // Nothing spills sideways at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByLabel(/I accept the Terms of Service and the Privacy Policy/).check();
  await page.getByLabel("I am 18 or older.").check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  const profile = await (await page.request.get("/api/profile")).json();
  expect(Date.parse(profile.terms_accepted_at)).toBeGreaterThan(Date.now() - 5 * 60_000);
  expect(profile.age_confirmed_at).toBe(profile.terms_accepted_at);
});

test("the helper every other test signs up with ticks both agreements", async ({ page }) => {
  await registerThroughUi(page, newMum(), "Toddler mom");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
});

test("the newsletter mails a confirmation link, and the page it opens says plainly she is subscribed", async ({
  page,
}) => {
  const email = `letter-${Date.now()}@example.com`;
  await page.goto("/");
  await page.getByLabel("Get our newsletter").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Successfully subscribed! ✨")).toBeVisible();
  await expect(page.getByText("Check your email for a welcome message")).toBeVisible();

  const mail = await lastMailTo(email);
  expect(mail).toContain("Subject: Welcome to the Bloom newsletter: please confirm your address");
  const link = mail.match(/http\S+\/newsletter\/confirm\?token=\S+/)![0];
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page.getByRole("heading", { name: "You're subscribed" })).toBeVisible();
  await expect(page.getByText(`${email} is confirmed and will receive the Bloom newsletter.`)).toBeVisible();
  await expect(page.getByText("Every letter has a link to unsubscribe in one click.")).toBeVisible();

  // The link works once.
  await page.reload();
  await expect(page.getByRole("heading", { name: "This link does not work any more" })).toBeVisible();
  await expect(page.getByText(/has expired or has already been used/)).toBeVisible();
});
