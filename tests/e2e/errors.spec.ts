import { expect, test } from "@playwright/test";

// A page's chunk that fails to load (offline, or renamed by a deploy) never blanks the app: the
// route shows a message with "Try again", the header and footer stay, and retry loads the page.
test("a blocked route chunk shows the retry message, and retry loads the page", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

  const faqChunk = "**/assets/faq-page-*.js";
  let blocked = 0;
  await page.route(faqChunk, (route) => {
    blocked++;
    return route.abort("internetdisconnected");
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();

  await expect(page).toHaveURL(/\/faq$/);
  const alert = page.getByRole("alert").filter({ hasText: "This page could not be loaded" });
  await expect(alert).toBeVisible();
  await expect(alert.getByText("Please check your connection and try again.")).toBeVisible();
  expect(blocked).toBeGreaterThan(0);
  // Only the route failed: the rest of the app is still there.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toHaveCount(0);

  await page.unroute(faqChunk);
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "could not be loaded" })).toHaveCount(0);
});

test("opening a page whose chunk is blocked shows the message, and retry recovers", async ({ page }) => {
  const aboutChunk = "**/assets/about-page-*.js";
  await page.route(aboutChunk, (route) => route.abort("failed"));
  await page.goto("/about");
  const alert = page.getByRole("alert").filter({ hasText: "This page could not be loaded" });
  await expect(alert).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  // A second failure keeps the message (and the button) rather than a white page.
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(alert).toBeVisible();

  await page.unroute(aboutChunk);
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
});
