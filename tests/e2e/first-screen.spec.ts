import { expect, test } from "@playwright/test";
import { logInThroughUi, newMum, registerThroughUi } from "./support";

// The first screen as a returning visit has it: with the service worker the app registers.
test.use({ serviceWorkers: "allow" });

test("her dashboard's welcome, header and stage are in the page before any script has run", async ({
  page,
  browser,
}) => {
  await registerThroughUi(page, newMum("Maya Rose"), "Pregnant");
  await expect(page).toHaveURL(/\/dashboard$/);

  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const frame = await noScript.newPage();
    await frame.goto("/dashboard");
    await expect(frame).toHaveTitle("Dashboard · Bloom");
    await expect(frame.getByRole("heading", { level: 1, name: "Welcome, Maya!" })).toBeVisible();
    await expect(
      frame.getByText("Gentle, safe movement and nourishment while your baby grows."),
    ).toBeVisible();
    await expect(frame.getByRole("button", { name: "Account menu" })).toHaveText("MR");
    // Its controls wait for the app (a tap there would do nothing yet).
    await expect(frame.getByRole("button", { name: /Current stage: Pregnant/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  } finally {
    await noScript.close();
  }
});

test("the app takes the frame over without a spinner in between, and its controls then work", async ({
  page,
}) => {
  await registerThroughUi(page, newMum("Ines Park"), "Postpartum");
  await expect(page).toHaveURL(/\/dashboard$/);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  // From the first heading on, count every moment the page had none (a spinner in its place).
  await page.addInitScript(`
    window.__h1Seen = false; window.__h1Gaps = 0;
    new MutationObserver(() => {
      const h1 = document.querySelector("h1");
      if (h1) window.__h1Seen = true;
      else if (window.__h1Seen) window.__h1Gaps++;
    }).observe(document, { childList: true, subtree: true });
  `);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "How are you today?" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __h1Gaps: number }).__h1Gaps)).toBe(0);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Ines!" })).toBeVisible();

  await page.getByRole("button", { name: /Current stage: Postpartum/ }).click();
  await expect(page.getByRole("dialog", { name: "Update your journey" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("her account comes with the page: the app draws it without asking, then confirms her session once she is reading", async ({
  page,
  browser,
}) => {
  const mum = newMum("Rhea Stone");
  await registerThroughUi(page, mum, "Pregnant");
  await expect(page).toHaveURL(/\/dashboard$/);
  const asked: { path: string; at: number }[] = [];
  const start = Date.now();
  page.on("request", (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith("/api/")) asked.push({ path: pathname, at: Date.now() - start });
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "How are you today?" })).toBeVisible();
  // Her stage's own card is drawn from the profile the page carried.
  await expect(page.getByRole("region", { name: "Pregnancy Journey" })).toBeVisible();
  const drawn = Date.now() - start;
  const account = ["/api/auth/get-session", "/api/profile", "/api/subscription"];
  expect(asked.filter((r) => account.includes(r.path) && r.at < drawn)).toEqual([]);
  // Then, while she reads, better-auth is asked once (keeping her session alive), and she stays.
  await expect
    .poll(() => asked.filter((r) => r.path === "/api/auth/get-session").length, { timeout: 15_000 })
    .toBe(1);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A session ended elsewhere between the page and that check (signed out on another device):
  // the check ends it here too, and she is asked to log in. The other device logs in first, so
  // only the one revoking request falls between the page and the check (3 s after it is drawn).
  const other = await browser.newContext();
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto("/login");
    await logInThroughUi(elsewhere, mum.email, mum.password);
    await expect(elsewhere).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "How are you today?" })).toBeVisible();
    const revoked = await elsewhere.request.post("/api/auth/revoke-other-sessions", {
      headers: { origin: new URL(elsewhere.url()).origin },
      data: {},
    });
    expect(revoked.ok()).toBe(true);
  } finally {
    await other.close();
  }
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
});

test("on a phone, no page of hers is wider than the screen", async ({ browser }) => {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await phone.newPage();
    await registerThroughUi(page, newMum("Noor Hale"), "Pregnant");
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of ["/dashboard", "/recipes", "/workouts", "/wellness"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // A wider page makes a phone's browser zoom the whole page out (and scroll sideways).
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
  } finally {
    await phone.close();
  }
});
