import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { registerThroughUi } from "./support";

async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

const CLUE_FILE = path.join(import.meta.dirname, "../fixtures/imports/clue-measurements.json");

// Her data travels: the report for her appointment, her history from Clue, and a link she controls.
test("she downloads her report, imports her Clue history after its preview, shares a link and turns it off", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await registerThroughUi(page, undefined, "Trying to conceive");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/profile");

  // Her history from Clue: a preview first, then the import she confirms.
  await page.getByLabel("Import from").selectOption("clue");
  await page.getByLabel("File", { exact: true }).setInputFiles(CLUE_FILE);
  await page.getByRole("button", { name: "Check file" }).click();
  const preview = page.getByRole("region", { name: "What this import brings" });
  await expect(preview.getByRole("heading", { name: "71 days from 2026-09-03 to 2026-11-17" })).toBeVisible();
  await expect(preview).toContainText("Basal temperature: 71 days");
  await preview.getByText(/Not imported/).click();
  await expect(preview).toContainText("Clue sleep (3)");
  await expectAccessible(page, "main");
  await preview.getByRole("button", { name: "Import 71 days" }).click();
  await expect(page.getByText("71 days written to your cycle log.")).toBeVisible();

  // The report, with the cycle section she keeps ticked.
  const report = page.getByRole("heading", { name: "For my appointment" }).locator("..");
  await report.getByLabel("Wellbeing").uncheck();
  const downloading = page.waitForEvent("download");
  await report.getByRole("button", { name: "Download report (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bloom-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  // A link for her midwife, showing her cycle only.
  const share = page.getByRole("heading", { name: "Share with your midwife or partner" }).locator("..");
  await share.getByLabel("Cycle", { exact: true }).check();
  await share.getByLabel("Label (optional)").fill("Midwife Ana");
  await share.getByRole("button", { name: "Create link" }).click();
  const url = await share.getByLabel("Your new link (shown once)").inputValue();
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);

  const stranger = await browser.newContext();
  const midwife = await stranger.newPage();
  await midwife.goto(url);
  await expect(midwife.getByRole("heading", { name: "Shared with Midwife Ana" })).toBeVisible();
  await expect(midwife.getByText("2026-10-29").first()).toBeVisible();
  await expect(midwife.getByRole("heading", { name: "Mood and sleep" })).toHaveCount(0);

  // Back on her profile, she sees the visit.
  await page.reload();
  await expect(page.getByText(/Opened 1 time, last/)).toBeVisible();
  await page.getByRole("button", { name: "Turn off Midwife Ana" }).click();
  await expect(page.getByText("revoked")).toBeVisible();

  await midwife.reload();
  await expect(midwife.getByRole("heading", { name: "This link is not available" })).toBeVisible();
  await expect(midwife.getByText("2026-10-29")).toHaveCount(0);
  await stranger.close();
});
