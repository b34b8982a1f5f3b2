import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { newMum, registerThroughUi } from "./support";

// On a phone: a low mood logged gets care in the moment, not only a cheerful toast; a pregnant
// member whose baby has arrived tells Bloom in one step and lands on her first postpartum lessons.
test.use({ viewport: { width: 390, height: 844 }, timezoneId: "America/Los_Angeles" });
test.describe.configure({ timeout: 90_000 });

async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

/** Sets the mood slider (from its default of 7) and the notes, and saves. */
async function logMood(page: Page, mood: number, notes: string) {
  const dialog = page.getByRole("dialog", { name: "Daily Mood Check-In" });
  const slider = dialog.getByRole("slider", { name: "Mood" });
  await slider.focus();
  for (let i = 0; i < 7 - mood; i++) await page.keyboard.press("ArrowLeft");
  await expect(slider).toHaveAttribute("aria-valuenow", String(mood));
  await dialog.getByLabel("Notes (optional)").fill(notes);
  await dialog.getByRole("button", { name: "Save check-in" }).click();
}

/** Today in the browser's zone, plus some days, as YYYY-MM-DD. */
async function dayInBrowser(page: Page, plusDays: number): Promise<string> {
  return page.evaluate((plus) => {
    const d = new Date();
    d.setDate(d.getDate() + plus);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, plusDays);
}

test("a mood of 3 gets the spec's toast and a gentle word about the baby blues and when to talk to someone", async ({
  page,
}) => {
  await registerThroughUi(page, newMum("Rosa Lind"), "Postpartum");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: "Log mood" }).click({ timeout: 30_000 });
  const dialog = page.getByRole("dialog", { name: "Daily Mood Check-In" });
  await logMood(page, 3, "Cried a lot today and I feel so low");

  await expect(page.getByText("Mood logged successfully!")).toBeVisible();
  const note = dialog.getByRole("region", { name: "Thank you for telling us how you feel" });
  await expect(note).toBeVisible();
  await expect(note.getByRole("heading", { name: "Thank you for telling us how you feel" })).toBeFocused();
  await expect(note.getByText(/baby blues/).first()).toBeVisible();
  await expect(note.getByText(/most days for more than two weeks/)).toBeVisible();
  await expect(note.getByText(/no longer enjoy things/)).toBeVisible();
  await expect(note.getByText(/hard to look after yourself or your baby/)).toBeVisible();
  await expect(note.getByText(/call or text 1-833-TLC-MAMA \(1-833-852-6262\)/)).toBeVisible();
  await expect(note.getByRole("link", { name: "Call 1-833-TLC-MAMA" })).toHaveAttribute(
    "href",
    "tel:+18338526262",
  );
  await expect(note.getByRole("link", { name: "Text the hotline" })).toHaveAttribute(
    "href",
    "sms:+18338526262",
  );
  await expect(dialog.getByRole("button", { name: "Save check-in" })).toBeHidden();
  await expectAccessible(page, '[role="dialog"]');
  await note.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);

  // The words from the report: the safety module reads them on the server. Whatever it finds, she
  // is never left with the cheerful toast alone: its urgent help, or the gentle note.
  await page.getByRole("button", { name: "Log mood" }).click();
  await logMood(page, 3, "I can't stop crying and I feel like a failure");
  await expect(page.getByText("Mood logged successfully!").first()).toBeVisible();
  await expect(
    dialog
      .getByRole("region", { name: "Thank you for telling us how you feel" })
      .or(dialog.getByRole("alert")),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(dialog).toHaveCount(0);

  // A good day closes the dialog with the toast alone.
  await page.getByRole("button", { name: "Log mood" }).click();
  await dialog.getByRole("button", { name: "Save check-in" }).click();
  await expect(dialog).toHaveCount(0);
});

test("a pregnant member tells Bloom her baby is here and lands on her first postpartum lessons", async ({
  page,
}) => {
  await registerThroughUi(page, newMum("Ines Marlowe"), "Pregnant");
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole("region", { name: "Pregnancy Journey" });
  await expect(card.getByText("When is your baby due?")).toBeVisible({ timeout: 30_000 });
  await card.getByLabel("Due date", { exact: true }).fill(await dayInBrowser(page, 10));
  await card.getByRole("button", { name: "Set due date" }).click();
  await expect(card.getByText(/10 days to go/)).toBeVisible();

  // Beside the path written for a loss, a happy one.
  await expect(card.getByRole("button", { name: "If your pregnancy has ended" })).toBeVisible();
  await card.getByRole("button", { name: "My baby is here" }).click();
  const dialog = page.getByRole("dialog", { name: "My baby is here" });
  await expect(dialog.getByText(/Congratulations!/)).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByLabel("Your baby's birth date").fill(await dayInBrowser(page, -3));
  await page.screenshot({ path: "test-results/care-baby-here-dialog-390.png" });
  await dialog.getByRole("button", { name: "Save and continue" }).click();

  await expect(page.getByText("Congratulations!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const welcome = page.getByRole("region", { name: "Congratulations on your new baby!" });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByText("Postpartum · 0-6 weeks")).toBeVisible();
  await expect(page.getByRole("region", { name: "Pregnancy Journey" })).toHaveCount(0);
  const education = page.getByRole("region", { name: "Postpartum education" });
  await expect(
    education.getByText("Short lessons for week 1 after the birth and the two weeks ahead."),
  ).toBeVisible();
  await expect(education.getByRole("button").first()).toBeVisible();
  await page.screenshot({ path: "test-results/care-baby-welcome-390.png", fullPage: false });
  await expectAccessible(page, '[aria-labelledby="new-baby-heading"]');

  const profile = await (await page.request.get("/api/profile")).json();
  expect(profile).toMatchObject({
    motherhood_stage: "postpartum_0-6",
    baby_birth_date: await dayInBrowser(page, -3),
    pregnancy_loss_on: null,
    show_pregnancy_content: true,
  });

  // The welcome is for the moment: she can put it away, and it does not come back.
  await welcome.getByRole("button", { name: "Thank you" }).click();
  await expect(welcome).toHaveCount(0);
  await expect(education).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Postpartum education" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("region", { name: "Congratulations on your new baby!" })).toHaveCount(0);
});
