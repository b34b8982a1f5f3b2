import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { newMum, registerThroughUi } from "./support";

// Her calendar, not the server's: the browser runs in Los Angeles and every week is counted there.
const TZ = "America/Los_Angeles";
test.use({ timezoneId: TZ });

/** Today in her zone, plus some days, as YYYY-MM-DD. */
function dayInZone(plusDays: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: TZ }).format(new Date());
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays)).toISOString().slice(0, 10);
}

async function pregnantWithDueDate(page: Page, daysToGo: number) {
  await registerThroughUi(page, newMum("Ines Marlowe"), "Pregnant");
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole("region", { name: "Pregnancy Journey" });
  // No due date yet: the card asks for one and shows no week.
  await expect(card.getByText("When is your baby due?")).toBeVisible();
  await expect(card.getByText(/Week \d+ · Day/)).toHaveCount(0);
  await card.getByLabel("Due date", { exact: true }).fill(dayInZone(daysToGo));
  await card.getByRole("button", { name: "Set due date" }).click();
  return card;
}

test("a pregnant mum sets her due date and sees her week, then logs symptoms", async ({ page }) => {
  // 150 days to go: 280 - 150 = 130 days pregnant, which is 18 weeks and 4 days, the second trimester.
  const card = await pregnantWithDueDate(page, 150);
  await expect(card.getByText("Week 18 · Day 4")).toBeVisible();
  await expect(
    card.getByText(/18 weeks, 4 days pregnant, in your second trimester\. 150 days to go/),
  ).toBeVisible();
  await expect(card.getByText("About the size of a sweet pepper")).toBeVisible();
  // The picker's stage followed the due date.
  await expect(
    page.getByRole("button", { name: /Current stage: Pregnant · Second trimester/ }),
  ).toBeVisible();

  await page.reload();
  await expect(card.getByText("Week 18 · Day 4")).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[aria-labelledby="pregnancy-journey-title"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);

  await card.getByRole("tab", { name: "Symptoms" }).click();
  await card.getByLabel("Symptom", { exact: true }).selectOption({ label: "Heartburn" });
  await card.getByLabel("Moderate").check();
  await card.getByLabel("Notes (optional)").fill("After dinner");
  await card.getByRole("button", { name: "Log symptom" }).click();
  await expect(page.getByText("Symptom logged")).toBeVisible();
  const history = card.getByRole("region", { name: "Your history" });
  await expect(history.getByText("Heartburn")).toBeVisible();
  await expect(history.getByText("week 18")).toBeVisible();
  await expect(card.getByRole("alert")).toHaveCount(0);

  // A warning sign answers with the shared urgent help.
  await card.getByLabel("Symptom", { exact: true }).selectOption({ label: "Blurred vision or seeing spots" });
  await card.getByRole("button", { name: "Log symptom" }).click();
  const help = card.getByRole("alert");
  await expect(help.getByRole("heading", { name: "Call your doctor or midwife now" })).toBeVisible();
  await expect(help.getByText(/Changes in your vision/)).toBeVisible();

  await card.getByRole("tab", { name: "Insights" }).click();
  await expect(card.getByText("Symptoms in the last four weeks")).toBeVisible();
  await expect(card.getByRole("listitem").filter({ hasText: "Heartburn" })).toContainText("1 time");
});
