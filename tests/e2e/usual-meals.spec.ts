import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { ANALYSIS, registerThroughUi } from "./support";

const CAKE = path.join(import.meta.dirname, "..", "fixtures", "cake.jpg");
const dir = mkdtempSync(path.join(tmpdir(), "bloom-usual-"));

/** Another photo of the same plate: the same file cropped differently, a little lighter or darker. */
async function recrop(name: string, left: number, top: number, brightness: number) {
  const file = path.join(dir, name);
  writeFileSync(
    file,
    await sharp(CAKE)
      .extract({ left, top, width: 760, height: 650 })
      .modulate({ brightness })
      .jpeg({ quality: 88 })
      .toBuffer(),
  );
  return file;
}

test("she logs a meal from a photo by search; the next photo of it is 'your usual' with one-tap Yes, and 'Something else' leads to the search", async ({
  page,
}) => {
  test.slow(); // three analyses on a shared machine
  await registerThroughUi(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/food-calories");
  const today = page.getByRole("list", { name: "Today's entries" });
  const analyze = async (file: string) => {
    await page.getByLabel("Upload a photo").setInputFiles(file);
    await expect(page.getByRole("img", { name: "Your meal, ready to analyze" })).toBeVisible();
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
  };

  // The first photo: Bloom does not know her meals yet; she finds the food by search and logs it.
  await analyze(CAKE);
  await expect(page.getByText("Not sure — is it one of these?")).toBeVisible(ANALYSIS);
  await page.getByLabel("Not one of these? Search for the food").fill("cake");
  await page
    .getByRole("button", { name: /^Cake, vanilla, frosted/ })
    .first()
    .click();
  await expect(page.getByText(/Bloom also keeps a learned picture of this meal/)).toBeVisible();
  await page.getByRole("button", { name: "Add to today's log" }).click();
  await expect(today.getByText("Cake, vanilla, frosted")).toHaveCount(1);
  const known = page.getByRole("list", { name: "Meals Bloom knows" });
  await expect(known).toContainText("Cake, vanilla, frosted");
  await expect(known).toContainText("262 kcal · learned from 1 photo");

  // Photographed again: her usual, in one tap.
  await analyze(await recrop("again.jpg", 20, 16, 1.08));
  const usual = page.getByTestId("usual-meal");
  await expect(usual.getByText("Looks like your usual Cake, vanilla, frosted — 262 kcal?")).toBeVisible(
    ANALYSIS,
  );
  await expect(today.getByText("Cake, vanilla, frosted")).toHaveCount(1); // nothing logged before her tap
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await usual.getByRole("button", { name: "Yes", exact: true }).click();
  await expect(usual.getByText(/Added to today's log/)).toBeVisible();
  await expect(today.getByText("Cake, vanilla, frosted")).toHaveCount(2);
  await expect(known).toContainText("learned from 2 photos");

  // Another time it is something else: one tap to the search.
  await analyze(await recrop("third.jpg", 36, 30, 0.94));
  await expect(usual.getByText(/Looks like your usual Cake, vanilla, frosted/)).toBeVisible(ANALYSIS);
  await usual.getByRole("button", { name: "Something else" }).click();
  await expect(page.getByText("Something else: what is it?")).toBeVisible();
  await expect(page.getByLabel("Search for the food")).toBeFocused();
  await expect(today.getByText("Cake, vanilla, frosted")).toHaveCount(2);
});
