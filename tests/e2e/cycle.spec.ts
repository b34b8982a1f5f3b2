import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { formatCycleCsv } from "../../src/shared/cycle/csv";
import { addDays, localDate } from "../../src/shared/dates";
import { cycleHistory } from "../support/cycle-days";
import { registerThroughUi } from "./support";

// The TTC Cycle Tracker, driven as she would: her history imported from drip, the rest logged by hand.
test.use({ timezoneId: "UTC" });

async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

const long = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

test("a ttc user logs her periods and temperatures, sees her calendar and, after three cycles, a prediction with its window", async ({
  page,
}) => {
  // A long walk through the tracker, with three axe passes, on a busy two-core machine.
  test.setTimeout(150_000);
  const today = localDate(new Date(), "UTC");
  // Three cycles (28, 29, 30 days) ending the day before yesterday; her next period began yesterday.
  const periodStarted = addDays(today, -1);
  const first = addDays(periodStarted, -(28 + 29 + 30));
  const history = cycleHistory(first, [
    { length: 28, ovulationDay: 14 },
    { length: 29, ovulationDay: 15 },
    { length: 30, ovulationDay: 16 },
  ]).days.filter((d) => d.date < addDays(periodStarted, -1));

  await registerThroughUi(page, undefined, "Trying to conceive");
  await expect(page).toHaveURL(/\/dashboard$/);
  const tracker = page.getByRole("region", { name: "TTC Cycle Tracker" });
  await expect(tracker.getByText("3 more cycles needed to predict your next period")).toBeVisible({
    timeout: 30_000,
  });
  await tracker.getByRole("tab", { name: "Predictions" }).click();
  await expect(tracker.getByText("3 more cycles needed", { exact: true })).toBeVisible();
  await expect(tracker.getByText(/they are not contraception/)).toBeVisible();
  await expectAccessible(page, '[aria-labelledby="ttc-tracker-title"]');

  // The bulk of her history from drip, on the profile. A file with a bad line imports nothing.
  await page.goto("/profile");
  const upload = page.getByLabel("Import a CSV file");
  const lines = formatCycleCsv(history).trimEnd().split("\n");
  const bad = [...lines.slice(0, 4), lines[4]!.replace(/^([^,]*),[^,]*/, "$1,hot"), ...lines.slice(5)];
  await upload.setInputFiles({ name: "drip.csv", mimeType: "text/csv", buffer: Buffer.from(bad.join("\n")) });
  await expect(
    page.getByText(
      'Nothing was imported. Line 5: temperature.value "hot" is not a temperature in °C (34 to 42).',
    ),
  ).toBeVisible();
  await upload.setInputFiles({
    name: "drip.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${lines.join("\n")}\n`),
  });
  await expect(page.getByText(`Imported ${history.length} days from drip.csv.`)).toBeVisible();

  // Two cycles complete, the third still open: one more is needed.
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(tracker.getByText("1 more cycle needed to predict your next period")).toBeVisible();

  // The last day of the third cycle, then the first day of her new period, through the day dialog.
  await tracker.getByRole("button", { name: "Log today" }).click();
  let dialog = page.getByRole("dialog", { name: "Log your cycle day" });
  await dialog.getByLabel("Day").fill(addDays(periodStarted, -1));
  await expect(dialog.getByText(long(addDays(periodStarted, -1)))).toBeVisible();
  await dialog.getByLabel("Temperature (°F)").fill("97.9");
  await dialog.getByLabel("Time measured").fill("06:40");
  await dialog.getByRole("button", { name: "Save day" }).click();
  await expect(page.getByText("Cycle data logged").first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await tracker.getByRole("button", { name: "Cycle Calendar" }).click();
  const calendar = page.getByRole("dialog", { name: "Cycle Calendar" });
  await expectAccessible(page, '[role="dialog"]');
  if (periodStarted.slice(0, 7) !== today.slice(0, 7)) {
    await calendar.getByRole("button", { name: "Previous month" }).click();
  }
  await calendar.getByRole("button", { name: new RegExp(`^${dayName(periodStarted)}`) }).click();
  dialog = page.getByRole("dialog", { name: "Log your cycle day" });
  await expect(dialog.getByText(long(periodStarted))).toBeVisible();
  await dialog.getByRole("radio", { name: "Medium" }).check();
  await dialog.getByLabel("Temperature (°F)").fill("97.5");
  await dialog.getByRole("button", { name: "Save day" }).click();
  await expect(dialog).toBeHidden();

  // This morning's temperature, once; a second reading is refused and the first offered for editing.
  await tracker.getByLabel("Today's temperature (°F)").fill("97.6");
  await tracker.getByRole("button", { name: "Log temperature" }).click();
  await expect(tracker.getByLabel("Today's temperature (°F)")).toHaveValue("");
  await tracker.getByLabel("Today's temperature (°F)").fill("97.8");
  await tracker.getByRole("button", { name: "Log temperature" }).click();
  await expect(page.getByText("Temperature already logged")).toBeVisible();
  await expect(page.getByText("You've already recorded your temperature today").first()).toBeVisible();
  await tracker.getByRole("button", { name: "Edit the first reading" }).click();
  dialog = page.getByRole("dialog", { name: "Log your cycle day" });
  await expect(dialog.getByLabel("Temperature (°F)")).toHaveValue("97.60");
  await dialog.getByRole("button", { name: "Use 97.8 °F" }).click();
  await dialog.getByRole("button", { name: "Save day" }).click();
  await expect(dialog).toBeHidden();

  // Three completed cycles: the prediction and its window.
  await expect(tracker.getByText(/^Next period in \d+ days/)).toBeVisible();
  await tracker.getByRole("tab", { name: "Predictions" }).click();
  await expect(tracker.getByText(/^Confidence \d+%$/)).toBeVisible();
  await expect(tracker.getByText("From your last 3 completed cycles.")).toBeVisible();
  // Mean 29 days from the period that began yesterday, give or take one day.
  const next = addDays(periodStarted, 29);
  await expect(tracker.getByText(long(next), { exact: true })).toBeVisible();
  await expect(
    tracker.getByText(`between ${long(addDays(next, -1))} and ${long(addDays(next, 1))}`, { exact: false }),
  ).toBeVisible();
  await expect(tracker.getByText("Fertile window")).toBeVisible();
  await expectAccessible(page, '[aria-labelledby="ttc-tracker-title"]');

  // The calendar shows what she logged, and the predicted period ahead.
  await tracker.getByRole("button", { name: "Cycle Calendar" }).click();
  if (periodStarted.slice(0, 7) !== today.slice(0, 7)) {
    await calendar.getByRole("button", { name: "Previous month" }).click();
  }
  await expect(
    calendar.getByRole("button", {
      name: new RegExp(`^${dayName(periodStarted)}.*menstrual phase.*bleeding medium`),
    }),
  ).toBeVisible();
  for (let i = 0; i < 2 && !(await calendar.getByText(monthName(next)).isVisible()); i++) {
    await calendar.getByRole("button", { name: "Next month" }).click();
  }
  await expect(
    calendar.getByRole("img", { name: new RegExp(`^${dayName(next)}.*predicted menstrual phase`) }),
  ).toBeVisible();
});

function dayName(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

function monthName(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

test("a warning sign written in the day's note brings the urgent help in place of the form", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerThroughUi(page, undefined, "Trying to conceive");
  const tracker = page.getByRole("region", { name: "TTC Cycle Tracker" });
  await tracker.getByRole("button", { name: "Log today" }).click({ timeout: 30_000 });
  const dialog = page.getByRole("dialog", { name: "Log your cycle day" });
  await dialog.getByRole("radio", { name: "Heavy" }).check();
  await dialog.getByLabel("Note (optional)").fill("Soaking through a pad every hour and I feel dizzy");
  await dialog.getByRole("button", { name: "Save day" }).click();
  const help = dialog.getByRole("alert", { name: "Call your doctor or midwife now" });
  await expect(help).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Save day" })).toBeHidden();
  await expect(page.getByText("Cycle data logged").first()).toBeVisible();
});
