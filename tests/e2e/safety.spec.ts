import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { newMum, registerThroughUi } from "./support";

test.use({ viewport: { width: 360, height: 740 } });

test("a mother who writes a worrying mood note sees urgent help with 988 and 911; an ordinary low day gets gentle support", async ({
  page,
}) => {
  await registerThroughUi(page, newMum("Ada Moss"), "Postpartum");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/wellness");

  // A low day, in ordinary words: the dialog closes, and the page offers gentle support only.
  await page.getByRole("button", { name: "Mood check-in" }).click();
  let dialog = page.getByRole("dialog", { name: "Daily Mood Check-In" });
  for (let i = 0; i < 2; i++) await dialog.getByRole("slider", { name: "Mood" }).press("ArrowLeft");
  await dialog
    .getByLabel("Notes (optional)")
    .fill("Rough night, the baby was up every two hours. So tired today.");
  await dialog.getByRole("button", { name: "Save check-in" }).click();
  await expect(page.getByText("Mood logged successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Be gentle with yourself today" })).toBeVisible();
  await expect(page.getByText(/988/)).toHaveCount(0);
  await expect(page.getByRole("region", { name: /Call or text 988/ })).toHaveCount(0);

  // What she writes next says she is not safe: the help takes the form's place at once.
  await page.getByRole("button", { name: "Mood check-in" }).click();
  dialog = page.getByRole("dialog", { name: "Daily Mood Check-In" });
  await dialog
    .getByLabel("Notes (optional)")
    .fill("i dont want to be here anymore. everyone would be better off without me");
  await dialog.getByRole("button", { name: "Save check-in" }).click();
  const help = dialog.getByRole("alert", { name: "Call or text 988 now" });
  await expect(help).toBeVisible();
  await expect(help.getByRole("heading", { name: "Call or text 988 now" })).toBeFocused();
  await expect(help.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
  await expect(help.getByRole("link", { name: "Text 988" })).toHaveAttribute("href", "sms:988");
  await expect(help.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
  await expect(help.getByRole("link", { name: "Call the hotline" })).toHaveAttribute(
    "href",
    "tel:+18338526262",
  );
  await expect(help).toContainText("1-833-852-6262 (1-833-TLC-MAMA)");
  await expect(dialog.getByRole("button", { name: "Save check-in" })).toBeHidden();

  // It fits a 360 px phone, and passes an accessibility check.
  const overflow = await help.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const axe = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Closed, it stays on the wellness page for as long as that note is her latest.
  await help.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  const pinned = page.getByRole("region", { name: "Call or text 988 now." });
  await expect(pinned).toBeVisible();
  await expect(pinned.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
  await expect(pinned.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
  await page.reload();
  await expect(page.getByRole("region", { name: "Call or text 988 now." })).toBeVisible();
});

test("a pregnant mother's sleep note about bleeding and blurred vision tells her to call her provider now", async ({
  page,
}) => {
  await registerThroughUi(page, newMum("Noor Hale"), "Pregnant");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/wellness");
  await page.getByRole("button", { name: "Log sleep" }).click();
  const dialog = page.getByRole("dialog", { name: "Log Sleep" });
  await dialog.getByLabel("Notes (optional)").fill("Woke up with some bleeding and my vision is blurry");
  await dialog.getByRole("button", { name: "Save sleep" }).click();
  const help = dialog.getByRole("alert", { name: "Call your doctor or midwife now" });
  await expect(help).toBeVisible();
  await expect(help).toContainText("“I am pregnant.”");
  await expect(help.getByRole("listitem")).toHaveText([
    "Changes in your vision (blurring, spots, flashing lights)",
    "Vaginal bleeding or spotting during pregnancy",
  ]);
  await expect(help.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
});

test("a note the reader hears only faintly as thoughts of harm is answered with a question and 988, not an order", async ({
  page,
}) => {
  await registerThroughUi(page, newMum("Ivy Lund"), "Postpartum");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/wellness");
  await page.getByRole("button", { name: "Mood check-in" }).click();
  const dialog = page.getByRole("dialog", { name: "Daily Mood Check-In" });
  await dialog
    .getByLabel("Notes (optional)")
    .fill(
      "Sorted all the baby's things into labelled boxes so anyone could find them. Feels like my last job.",
    );
  await dialog.getByRole("button", { name: "Save check-in" }).click();
  const help = dialog.getByRole("alert", { name: "Checking in, just in case" });
  await expect(help).toBeVisible();
  await expect(help.getByRole("heading", { name: "Checking in, just in case" })).toBeFocused();
  await expect(help).toContainText("Are you having thoughts of harming yourself or your baby?");
  await expect(help).not.toContainText("Call or text 988 now");
  await expect(help.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
  await expect(help.getByRole("link", { name: "Text 988" })).toHaveAttribute("href", "sms:988");
  await expect(help.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
  const axe = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
