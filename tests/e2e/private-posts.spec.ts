import { expect, type Page, test } from "@playwright/test";
import { registerThroughUi } from "./support";

test.use({ viewport: { width: 390, height: 844 } });

/** Her due date for week 21 of her pregnancy today (280 days in all, 21 weeks and 3 days gone). */
function dueDateForWeek21(): string {
  const due = new Date();
  due.setDate(due.getDate() + 280 - (21 * 7 + 3));
  return `${due.getFullYear()}-${String(due.getMonth() + 1).padStart(2, "0")}-${String(due.getDate()).padStart(2, "0")}`;
}

/** Her due date, as the pregnancy card saves it (the API her browser calls). */
async function setDueDate(page: Page, date: string) {
  const status = await page.evaluate(async (due_date) => {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const res = await fetch(`/api/profile?tz=${encodeURIComponent(tz)}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ due_date }),
    });
    return res.status;
  }, date);
  expect(status).toBe(200);
}

async function buyPremium(page: Page) {
  await page.goto("/community");
  await page.getByRole("button", { name: "Subscribe to post" }).click();
  const modal = page.getByRole("dialog", { name: "Complete Your Journey" });
  await modal.getByRole("button", { name: /^Get Premium Access/ }).click();
  await page.getByRole("button", { name: "Confirm test purchase" }).click();
  await expect(page.getByText("Welcome to Premium Access!")).toBeVisible();
}

test("an anonymous post shows what she chose and nothing more, and the composer says so first", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // She is 21 weeks pregnant, with Premium.
  const her = await registerThroughUi(page, { ...newName("Wilhelmina Quietly") }, "Pregnant");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await setDueDate(page, dueDateForWeek21());
  await buyPremium(page);
  await page.goto("/community");
  const composer = page.getByRole("form", { name: "Share with the community" });

  // Named, the composer says what members see: her name and her week.
  await expect(composer.getByText("Members see your name and “Week 21” on this post.")).toBeVisible();

  // Anonymous: nothing about her stage unless she chooses it, and it says so before she shares.
  await composer.getByLabel("Post anonymously").check();
  await expect(composer.getByRole("radio", { name: "Nothing about my stage" })).toBeChecked();
  await expect(composer.getByRole("radio", { name: "My journey only: “Pregnant”" })).toBeVisible();
  await expect(composer.getByRole("radio", { name: "My stage: “Week 21”" })).toBeVisible();
  await expect(composer.getByLabel("Post anonymously")).toHaveAccessibleDescription(
    "Members see a pseudonym instead of your name (the same one on all your anonymous posts and replies), and nothing about your stage.",
  );
  await composer.getByLabel("Share with the community").fill("Is it normal to feel this tired at night?");
  await composer.getByRole("button", { name: "Share post" }).click();
  await expect(page.getByText("Your post has been shared with the community")).toBeVisible();

  // A second one shows her journey, as she chooses.
  await composer.getByRole("radio", { name: "My journey only: “Pregnant”" }).check();
  await expect(composer.getByText(/and “Pregnant”\.$/)).toBeVisible();
  await composer.getByLabel("Share with the community").fill("Which pillow helped your back?");
  await composer.getByRole("button", { name: "Share post" }).click();
  await expect(page.getByRole("article").filter({ hasText: "Which pillow helped" })).toBeVisible();

  // Another member reads both: a pseudonym, no name, and only what she chose.
  const otherContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await otherContext.newPage();
  await registerThroughUi(other, undefined, "Pregnant");
  await expect(other).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await other.goto("/community");
  const tired = other.getByRole("article").filter({ hasText: "Is it normal to feel this tired" });
  const pillow = other.getByRole("article").filter({ hasText: "Which pillow helped" });
  await expect(tired).toBeVisible();
  await expect(pillow).toBeVisible();
  for (const post of [tired, pillow]) {
    await expect(post).not.toContainText("Wilhelmina");
    await expect(post).not.toContainText("Week 21");
    await expect(post).not.toContainText("Trimester");
  }
  await expect(tired).not.toContainText("Pregnant");
  await expect(pillow).toContainText("Pregnant");
  // The answer her browser got carries no more than the page shows.
  const feed = await other.evaluate(async () => (await fetch("/api/community/posts")).text());
  expect(feed).not.toContain("Wilhelmina");
  expect(feed).not.toContain(her.email);
  expect(feed).not.toMatch(/"week":\s*21/);
  await otherContext.close();
});

test("a signed-out visitor is sent to log in after one check, with no refused requests", async ({ page }) => {
  const refused: string[] = [];
  const asked: string[] = [];
  page.on("response", (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith("/api/")) return;
    asked.push(url.pathname);
    if (res.status() === 401) refused.push(url.pathname);
  });
  for (const path of ["/dashboard", "/wellness", "/profile"]) {
    asked.length = 0;
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    expect(refused, path).toEqual([]);
    expect(asked, path).toEqual(["/api/auth/get-session"]);
  }
});

function newName(name: string) {
  return {
    name,
    email: `quiet-${Date.now()}-${process.pid}@example.com`,
    password: "gentle-morning-walks-7",
  };
}
