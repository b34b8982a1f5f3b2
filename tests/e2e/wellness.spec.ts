import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { newMum, registerThroughUi } from "./support";

test("a mum picks her journey, logs her day, and sees her dashboard and wellness page change", async ({
  page,
}) => {
  await registerThroughUi(page, newMum("Lena Brook"), "Prefer not to say");
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole("button", { name: /Toddler Mom/ }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Nothing invented: a fresh account has no sessions and no score.
  await expect(page.getByRole("heading", { name: "Welcome, Lena!" })).toBeVisible();
  const scoreCard = page.getByRole("region", { name: "Wellness Score" });
  await expect(scoreCard).toContainText("–");
  await expect(page.getByText("0/5")).toBeVisible();

  // Mood: nudge mood up to 9 and stress down to 2; (9 + 7 + 8) / 3 = 8 → score 80.
  await page.getByRole("button", { name: "Log mood" }).click();
  const moodDialog = page.getByRole("dialog", { name: "Daily Mood Check-In" });
  await moodDialog.getByRole("slider", { name: "Mood" }).press("ArrowRight");
  await moodDialog.getByRole("slider", { name: "Mood" }).press("ArrowRight");
  await moodDialog.getByRole("slider", { name: "Stress" }).press("ArrowLeft");
  await moodDialog.getByLabel("Notes (optional)").fill("  A good morning at the park  ");
  await moodDialog.getByRole("button", { name: "Save check-in" }).click();
  await expect(page.getByText("Mood logged successfully!")).toBeVisible();
  await expect(moodDialog).toBeHidden();

  // Sleep: 7.5 hours.
  await page.getByRole("button", { name: "Log sleep" }).click();
  const sleepDialog = page.getByRole("dialog", { name: "Log Sleep" });
  await sleepDialog.getByRole("slider", { name: "Hours slept" }).press("ArrowRight");
  await sleepDialog.getByRole("button", { name: "Save sleep" }).click();
  await expect(page.getByText("Recorded 7.5 hours of sleep with quality rating 7/10.")).toBeVisible();

  // Self-care: saving with nothing chosen is refused, then two activities.
  await page.getByRole("button", { name: "Log self-care" }).click();
  const careDialog = page.getByRole("dialog", { name: "Log Self-Care" });
  await careDialog.getByRole("button", { name: "Save self-care" }).click();
  await expect(page.getByText("Please select at least one activity")).toBeVisible();
  await careDialog.getByLabel(/Reading/).check();
  await careDialog.getByLabel(/Tea break/).check();
  await careDialog.getByRole("button", { name: "Save self-care" }).click();
  await expect(page.getByText("Great job completing 2 self-care activities today!")).toBeVisible();

  // Hydration: three glasses, then one back.
  for (let i = 0; i < 3; i++) {
    await page.getByRole("button", { name: "Add a glass" }).click();
    await expect(page.getByText(`${i + 1}`, { exact: true }).first()).toBeVisible();
  }
  await page.getByRole("button", { name: "Remove a glass" }).click();
  await expect(page.locator("[aria-live=polite]", { hasText: "/ 8 glasses today" })).toContainText("2");

  await page.reload();
  await expect(scoreCard).toContainText("80");
  await expect(page.getByText("From your latest check-in")).toBeVisible();

  await page.goto("/wellness");
  await expect(page.getByRole("heading", { name: "Wellness", level: 1 })).toBeVisible();
  const tile = (title: string) => page.getByRole("region", { name: title, exact: true });
  await expect(tile("Mood")).toContainText("9/10");
  await expect(tile("Sleep")).toContainText("7.5 h");
  await expect(tile("Self-Care")).toContainText("Reading, Tea break");
  await expect(tile("Hydration")).toContainText("2/8");
  await page.getByRole("tab", { name: "Mood" }).click();
  await expect(page.getByText("A good morning at the park")).toBeVisible();
  // The calendar tells what today held.
  await expect(page.getByText("Slept 7.5 h (quality 7/10)")).toBeVisible();
});

test("a weekly check-in with a photo appears in the history, then the mum exports and deletes her account", async ({
  page,
}) => {
  const mum = await registerThroughUi(page, newMum("Rosa Vale"), "Postpartum");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("button", { name: "Start check-in" }).click();
  const dialog = page.getByRole("dialog", { name: "Weekly Check-In" });
  // A new member reads and enters measurements in the spec's US units until she picks metric.
  await dialog.getByLabel("Weight (lbs)").fill("150.8");
  await dialog.getByLabel("Waist (in)").fill("32.3");
  await dialog
    .getByLabel("Front photo")
    .setInputFiles(path.join(import.meta.dirname, "../fixtures/cake.jpg"));
  await dialog.getByLabel("How was your week?").fill("Walking every day");
  await dialog.getByRole("button", { name: "Complete check-in" }).click();
  await expect(page.getByText("Check-in completed!")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto("/checkins");
  await expect(page.getByRole("heading", { name: "Your check-ins" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "150.8" })).toBeVisible();
  const photo = page.getByRole("img", { name: /^front view, week of/ });
  await expect(photo).toBeVisible();
  // Visible can come before the photo has arrived and been decoded: wait for its pixels.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Opened in a tab of its own, her photo shows in the browser's viewer, which no policy of ours blocks.
  const tab = await page.context().newPage();
  const refused: string[] = [];
  tab.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) refused.push(message.text());
  });
  await tab.goto((await photo.getAttribute("src"))!);
  await expect.poll(() => tab.evaluate(() => document.images[0]?.naturalWidth ?? 0)).toBeGreaterThan(0);
  expect(refused).toEqual([]);
  await tab.close();

  // Export: one JSON file with the check-in in it.
  await page.goto("/profile");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export my data" }).click();
  const file = await download;
  const exported = JSON.parse(readFileSync((await file.path())!, "utf8"));
  expect(exported.account.email).toBe(mum.email);
  // Stored in kg, as the spec's check-in row keeps it.
  expect(exported.weeklyCheckins[0].weight).toBeCloseTo(68.4, 1);

  // Delete, confirmed by typing DELETE and her current password (a copied cookie alone cannot).
  await page.getByRole("button", { name: "Delete my account" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(confirm.getByRole("button", { name: "Delete my account for good" })).toBeDisabled();
  await confirm.getByLabel("Type DELETE to confirm").fill("DELETE");
  await expect(confirm.getByRole("button", { name: "Delete my account for good" })).toBeDisabled();
  await confirm.getByLabel("Your current password").fill(`${mum.password}-not`);
  await confirm.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(confirm.getByText("Your password is not correct.")).toBeVisible();
  await confirm.getByLabel("Your current password").fill(mum.password);
  await confirm.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account has been deleted")).toBeVisible();
  await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email").fill(mum.email);
  await page.getByLabel("Password").fill(mum.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
});
