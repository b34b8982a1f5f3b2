import { expect, type Page, test } from "@playwright/test";
import { newMum, registerThroughUi } from "./support";

// The installable app and the offline queue (issue 21): the manifest and its icons, the service
// worker, her last-synced dashboard without a network, entries queued offline and synced exactly
// once, and a phone that forgets her at sign-out.

const TZ = "America/New_York";
test.use({ timezoneId: TZ, serviceWorkers: "allow" });

function dayInZone(plusDays: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: TZ }).format(new Date());
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays)).toISOString().slice(0, 10);
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Waits until the service worker is active, then reloads so it controls the page. */
async function underServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state), {
      timeout: 20_000,
    })
    .toBe("activated");
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** What the phone keeps for Bloom: its offline databases and offline keys. */
const deviceData = (page: Page) =>
  page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((d) => d.name).filter((n) => n?.startsWith("bloom-offline")),
    keys: Object.keys(localStorage).filter((k) => k.startsWith("bloom-offline")),
  }));

test("Bloom is installable: a valid manifest and icons, and a worker that controls the page after a reload", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const res = await request.get(href!);
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining("Bloom"),
    short_name: "Bloom",
    start_url: "/dashboard",
    display: "standalone",
    theme_color: "#b8456b",
    background_color: "#fdf8f4",
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of icons) {
    const png = await request.get(icon.src);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await png.body()).join("x")).toBe(icon.sizes);
  }
  await underServiceWorker(page);
  // Chromium's own installability check (what Lighthouse's former audit read): no errors but the
  // test browser's own (its contexts are incognito windows, which never install apps).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
  // Precached: the app's own script answers from the worker's cache.
  const precached = await page.evaluate(async () =>
    (await caches.keys()).some((k) => k.includes("precache")),
  );
  expect(precached).toBe(true);
});

test("offline she sees her last-synced dashboard, logs a mood and ten kicks, and they reach Bloom once; sign-out forgets her", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await registerThroughUi(page, newMum("Nadia Offline"), "Pregnant");
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole("region", { name: "Pregnancy Journey" });
  await card.getByLabel("Due date", { exact: true }).fill(dayInZone(60));
  await card.getByRole("button", { name: "Set due date" }).click();
  await expect(card.getByText(/Week 31 · Day/)).toBeVisible({ timeout: 30_000 });
  await underServiceWorker(page);
  await expect(card.getByText(/Week 31 · Day/)).toBeVisible();

  // No network: the installed app opens, with what was last synced and when.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You're offline.")).toBeVisible();
  await expect(page.getByText(/Showing what was last synced/)).toBeVisible();
  await expect(card.getByText(/Week 31 · Day/)).toBeVisible();

  // A mood check-in, kept on the phone.
  await page.getByRole("button", { name: "Log mood" }).click();
  const moodDialog = page.getByRole("dialog", { name: "Daily Mood Check-In" });
  await moodDialog.getByRole("slider", { name: "Mood" }).press("ArrowRight");
  await moodDialog.getByRole("button", { name: "Save check-in" }).click();
  await expect(page.getByText("Saved on this phone").first()).toBeVisible();
  await expect(moodDialog).toBeHidden();

  // Ten movements, timed by the phone.
  const kicks = page.getByRole("region", { name: "Kick Counter" });
  await kicks.getByRole("button", { name: "Start counting" }).click();
  for (let n = 1; n <= 10; n++) {
    await kicks.getByRole("button", { name: "Count a movement" }).click();
    if (n < 10) await expect(kicks.getByText(`${n} of 10`)).toBeVisible();
  }
  const waiting = page.getByRole("list", { name: "Entries waiting to sync" });
  await expect(waiting.getByRole("listitem")).toHaveCount(2);
  await expect(waiting).toContainText("Mood check-in");
  await expect(waiting).toContainText("Kick count: 10 of 10 movements");

  // Still queued after a reload.
  await page.reload();
  await expect(waiting.getByText("Waiting to sync")).toHaveCount(2);

  // Back online: both are sent, in order, and the list empties.
  await context.setOffline(false);
  await expect(waiting).toBeHidden({ timeout: 20_000 });
  const moods = await (await page.request.get("/api/wellness/moods")).json();
  expect(moods).toHaveLength(1);
  const sessions = await (await page.request.get("/api/pregnancy/kicks")).json();
  expect(sessions.recent).toHaveLength(1);
  expect(sessions.recent[0].kicks).toBe(10);
  // Another reload sends nothing twice.
  await page.reload();
  await expect(card.getByText(/Week 31 · Day/)).toBeVisible();
  expect(await (await page.request.get("/api/wellness/moods")).json()).toHaveLength(1);

  const mine = await deviceData(page);
  expect(mine.databases).toHaveLength(1);

  // Sign-out clears the phone.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByText("Logged out successfully.")).toBeVisible();
  await expect.poll(() => deviceData(page)).toEqual({ databases: [], keys: [] });

  // A second member on the same browser finds none of it, and her own temperature queued offline
  // reaches Bloom once.
  await registerThroughUi(page, newMum("Tess Second"), "Trying to conceive");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Tess!" })).toBeVisible();
  const tracker = page.getByRole("region", { name: "TTC Cycle Tracker" });
  await expect(tracker.getByLabel("Today's temperature (°F)")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Nadia")).toHaveCount(0);
  const hers = await deviceData(page);
  expect(hers.databases).toHaveLength(1);
  expect(hers.databases[0]).not.toBe(mine.databases[0]);
  expect(await (await page.request.get("/api/wellness/moods")).json()).toHaveLength(0);

  await context.setOffline(true);
  await tracker.getByLabel("Today's temperature (°F)").fill("97.6");
  await tracker.getByRole("button", { name: "Log temperature" }).click();
  await expect(page.getByRole("list", { name: "Entries waiting to sync" })).toContainText("Temperature for");
  await context.setOffline(false);
  await expect(page.getByRole("list", { name: "Entries waiting to sync" })).toBeHidden({ timeout: 20_000 });
  const day = await (await page.request.get(`/api/cycle/days/${dayInZone(0)}`)).json();
  expect(day.temperature.valueC).toBeCloseTo(36.44, 1);
});
