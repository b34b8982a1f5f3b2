import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { newMum, registerThroughUi } from "./support";

test.use({ viewport: { width: 390, height: 844 } });

const OPTIONS = ["Not at all", "Several days", "More than half the days", "Nearly every day"];

async function axeOfDialog(page: Page) {
  const axe = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
  return axe.violations.map((v) => `${v.id}: ${v.help}`);
}

async function answer(dialog: Locator, answers: number[], from = 0) {
  const groups = dialog.getByRole("group");
  for (let i = from; i < answers.length; i++)
    await groups.nth(i).getByLabel(OPTIONS[answers[i]!]!, { exact: true }).check();
}

test("a pregnant member is offered a check-in, answers it, sees her band and next step, and her trend on the Wellness page", async ({
  page,
}) => {
  await registerThroughUi(page, newMum("Lena Park"), "Pregnant");
  await expect(page).toHaveURL(/\/dashboard$/);

  const offer = page.getByRole("heading", { name: /two-minute check-in/ });
  await expect(offer).toBeVisible();
  await page.getByRole("button", { name: "Answer two questions" }).click();
  let dialog = page.getByRole("dialog", { name: "Quick mood check (PHQ-2)" });
  await expect(dialog).toContainText(
    "Over the last 2 weeks, how often have you been bothered by any of the following problems?",
  );
  // Every question must be answered before a result.
  await dialog.getByRole("button", { name: "See my result" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Answer every question to see your result.");
  await answer(dialog, [2, 1]);
  await dialog.getByRole("button", { name: "See my result" }).click();
  dialog = page.getByRole("dialog", { name: "Your check-in" });
  await expect(dialog.getByTestId("screening-score")).toHaveText("3 out of 6");
  await expect(dialog.getByText("Saved to your check-ins")).toBeVisible();

  // A PHQ-2 of 3 opens the PHQ-9, her first two answers kept.
  await dialog.getByRole("button", { name: "Continue to the PHQ-9" }).click();
  dialog = page.getByRole("dialog", { name: "Mood check (PHQ-9)" });
  await expect(dialog.getByRole("group").first().getByLabel("More than half the days")).toBeChecked();
  await answer(dialog, [2, 1, 2, 2, 1, 1, 0, 0, 0], 2);
  await dialog
    .getByRole("group", { name: /how difficult/ })
    .getByLabel("Somewhat difficult")
    .check();
  expect(await axeOfDialog(page)).toEqual([]);
  await dialog.getByRole("button", { name: "See my result" }).click();
  dialog = page.getByRole("dialog", { name: "Your check-in" });
  await expect(dialog.getByTestId("screening-score")).toHaveText("9 out of 27");
  await expect(dialog.getByTestId("screening-band")).toHaveText("Mild signs of depression");
  await expect(dialog.getByRole("region", { name: "What to do next" })).toContainText(
    "Mention it at your next visit",
  );
  await expect(dialog).toContainText("This is a screen, not a diagnosis.");
  await expect(dialog.getByRole("link", { name: "Call the hotline" })).toHaveAttribute(
    "href",
    "tel:+18338526262",
  );
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await expect(dialog.getByText("Saved to your check-ins")).toBeVisible();
  expect(await axeOfDialog(page)).toEqual([]);
  const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await dialog.getByRole("button", { name: "Done" }).click();
  // Answered, the offer is gone.
  await expect(offer).toBeHidden();

  await page.goto("/wellness");
  const past = page.getByRole("list", { name: "Your past check-ins" });
  await expect(past.getByRole("listitem")).toHaveCount(2);
  await expect(past.getByRole("listitem").first()).toContainText("9 / 27 · Mild signs of depression");
  // She deletes the PHQ-2.
  await past.getByRole("button", { name: /Delete the Quick mood check/ }).click();
  await past.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(past.getByRole("listitem")).toHaveCount(1);
});

test("any answer above 'Not at all' to item 9 shows 988 before her score", async ({ page }) => {
  await registerThroughUi(page, newMum("June Hale"), "Postpartum");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/wellness");
  await page.getByRole("button", { name: "Mood check (PHQ-9)" }).click();
  let dialog = page.getByRole("dialog", { name: "Mood check (PHQ-9)" });
  await answer(dialog, [0, 0, 0, 0, 0, 0, 0, 0, 1]);
  // At once, under the question.
  await expect(dialog.getByRole("alert", { name: /Call or text 988 now/ })).toBeVisible();
  // Offline too: the help and her result are worked out on her device.
  await page.context().setOffline(true);
  await dialog.getByRole("button", { name: "See my result" }).click();
  dialog = page.getByRole("dialog", { name: "Your check-in" });
  await expect(dialog.getByText(/You're offline/)).toBeVisible();
  const help = dialog.getByRole("alert", { name: "Call or text 988 now" });
  await expect(help.getByRole("heading", { name: "Call or text 988 now" })).toBeFocused();
  await expect(help.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
  await expect(help.getByRole("link", { name: "Text 988" })).toHaveAttribute("href", "sms:988");
  await expect(help.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
  // The help comes first, above a total of 1.
  const helpTop = await help.evaluate((el) => el.getBoundingClientRect().top);
  const scoreTop = await dialog
    .getByTestId("screening-score")
    .evaluate((el) => el.getBoundingClientRect().top);
  expect(helpTop).toBeLessThan(scoreTop);
  await expect(dialog.getByTestId("screening-score")).toHaveText("1 out of 27");
  await expect(dialog.getByRole("region", { name: "What to do next" })).toContainText(
    "Talk to your provider today",
  );
});

test("'Not now' closes the offer for good, and says where she can check in any time", async ({ page }) => {
  await registerThroughUi(page, newMum("Iris Bell"), "Postpartum");
  await expect(page).toHaveURL(/\/dashboard$/);
  const offer = page.getByRole("heading", { name: /two-minute check-in/ });
  await expect(offer).toBeVisible();
  await page.getByRole("button", { name: "Not now", exact: true }).click();
  await expect(page.getByText("You can check in any time from the Wellness page.")).toBeVisible();
  await expect(offer).toBeHidden();
  // After a reload, once Bloom has asked the server what to offer, nothing is.
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/screening" && r.ok());
  await page.reload();
  await asked;
  await expect(page.getByRole("heading", { name: "How are you today?" })).toBeVisible();
  await expect(offer).toHaveCount(0);
});
