import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { PRIVACY } from "../../src/content/pages/privacy";
import { TERMS } from "../../src/content/pages/terms";
import { registerThroughUi } from "./support";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const PUBLIC_PAGES: [string, string | RegExp][] = [
  ["/", "Wellness for every stage of motherhood"],
  ["/about", "About Bloom"],
  ["/login", "Welcome back"],
  ["/register", "Join Bloom"],
  ["/forgot-password", "Forgot your password?"],
  ["/food-calories", "Food Calorie Checker"],
  ["/blog", "Blog"],
  ["/experts", "Our Experts"],
  ["/research", "Research & Evidence"],
  ["/faq", "Frequently Asked Questions"],
  ["/terms", /Terms/],
  ["/privacy", /Privacy/],
  ["/community", "Community"],
  ["/wellness/self-care", /Self-Care/],
  ["/wellness/sleep-strategies", /Sleep/],
  ["/wellness/mindfulness", /Mindful/],
  ["/wellness/hydration-guide", /Hydration/],
];

const SIGNED_IN_PAGES: [string, string | RegExp][] = [
  ["/dashboard", /^Welcome/],
  ["/workouts", "Workouts"],
  ["/workouts/postpartum-core", /Workout|Postpartum Core/],
  ["/recipes", "Recipes"],
  ["/recipes/some-recipe", /Recipe/],
  ["/wellness", "Wellness"],
  ["/profile", "Your profile"],
  ["/questionnaire", /Meal Plan/],
  ["/meal-plan", /Meal Plan/],
  ["/meal-plan/some-plan", "Meal plan not found"],
  ["/workout-plan", /Workout Plan/],
  ["/courses", "Transform Your Journey"],
  ["/course/1", /Course/],
];

async function expectHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

// With the service worker that a real visit registers (blocked elsewhere, playwright.config.ts): the
// pages after the first come through it, and a worker's own requests fall under the policy too.
test.describe("under the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("every public route renders its page, within the Content-Security-Policy", async ({ page }) => {
    const blocked: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to (load|execute|apply)/i.test(m.text())) blocked.push(m.text());
    });
    for (const [path, heading] of PUBLIC_PAGES) {
      const res = await page.goto(path);
      expect(res?.headers()["content-security-policy"]).toContain("default-src 'self'");
      await expectHeading(page, heading);
    }
    expect(blocked).toEqual([]);
  });

  test("every signed-in route renders for a signed-in mum", async ({ page }) => {
    test.slow(); // thirteen pages, one after another
    const blocked: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to (load|execute|apply)/i.test(m.text())) blocked.push(m.text());
    });
    await registerThroughUi(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const [path, heading] of SIGNED_IN_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectHeading(page, heading);
    }
    expect(blocked).toEqual([]);
  });
});

test("signed-in routes send a visitor to log in", async ({ page }) => {
  for (const path of ["/dashboard", "/workouts", "/wellness", "/course/1"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test("the dev bypass is absent from the built app and ignored by the API", async ({ page }) => {
  await page.goto("/dashboard?bypass=1");
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("dev_bypass"))).toBeNull();
  const api = await page.request.get("/api/dashboard?bypass=1");
  expect(api.status()).toBe(401);
});

test("an unknown path shows the 404 screen and logs the path", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto("/no/such/page");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  expect(errors.some((e) => e.includes("/no/such/page"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("on a phone, the side sheet opens, navigates and closes", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("link", { name: "Community" })).toBeVisible();
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(sheet).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Community" }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  // Nothing spills sideways at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("the newsletter form subscribes, toasts and clears the field", async ({ page }) => {
  await page.goto("/");
  const field = page.getByLabel("Get our newsletter");
  await field.fill(`news-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Successfully subscribed! ✨")).toBeVisible();
  await expect(page.getByText("Check your email for a welcome message")).toBeVisible();
  await expect(field).toHaveValue("");
});

test("the FAQ opens one answer at a time", async ({ page }) => {
  await page.goto("/faq");
  const questions = page.getByRole("button", { name: /\?$/ });
  await expect(questions).toHaveCount(5);
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  await questions.nth(3).click();
  await expect(questions.nth(3)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("region")).toHaveCount(1);
});

test("the terms and privacy pages show twelve sections and the day their text last changed", async ({
  page,
}) => {
  for (const [path, article] of [
    ["/terms", TERMS],
    ["/privacy", PRIVACY],
  ] as const) {
    await page.goto(path);
    // Written as a reader sees it, from the day kept with the text (not today's date).
    const [year, month, day] = article.updated.split("-").map(Number);
    const shown = `${MONTHS[month! - 1]} ${day}, ${year}`;
    await expect(page.getByText(`Last updated: ${shown}`)).toBeVisible();
    await expect(page.locator("article section")).toHaveCount(12);
  }
  await expect(page.getByRole("link", { name: "support@bloom.local" }).first()).toBeVisible();
});

test("the home page shows the spec's section headings, word for word", async ({ page }) => {
  await page.goto("/");
  for (const text of ["Try Our Latest Feature", "And Much More", "Why Choose Us", "Join Us Today"]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
});

test("without a story video, the home page offers no Watch Story or Watch Demo", async ({ page }) => {
  // The buttons depend on the site settings: wait for them to arrive.
  const settings = page.waitForResponse((r) => r.url().endsWith("/api/site"));
  await page.goto("/");
  await settings;
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Watch Story" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Watch Demo" })).toHaveCount(0);
});

test("a visitor's Get Started leads to sign-up", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Get Started", exact: true }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("heading", { name: "Join Bloom" })).toBeVisible();
});

test("the signed-in avatar menu holds My Account, Profile, Dashboard and Log out", async ({ page }) => {
  await registerThroughUi(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByText("My Account")).toBeVisible();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

for (const path of ["/", "/login", "/register", "/faq", "/terms", "/privacy", "/no-such-page"]) {
  test(`no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
}

test("the Premium checkout opens from the profile and 'Continue browsing' goes home", async ({ page }) => {
  await registerThroughUi(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/profile");
  await expect(page.getByText(/You're on the free plan/)).toBeVisible();
  await page.getByRole("button", { name: "Explore Premium Access" }).click();
  const modal = page.getByRole("dialog", { name: "Complete Your Journey" });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText("$49.99");
  await expect(modal).toContainText("per month");
  // Checkout is open: the local test checkout, which says it charges nothing (premium.spec.ts buys).
  await expect(modal.getByRole("button", { name: "Get Premium Access" })).toBeEnabled();
  await expect(modal).toContainText("nothing is charged");
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await modal.getByRole("button", { name: "Continue browsing" }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});
