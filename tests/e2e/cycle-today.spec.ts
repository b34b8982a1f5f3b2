import { expect, test } from "@playwright/test";
import { formatCycleCsv } from "../../src/shared/cycle/csv";
import { addDays, localDate } from "../../src/shared/dates";
import { cycleDays } from "../support/cycle-days";
import { registerThroughUi } from "./support";

test.use({ timezoneId: "UTC", viewport: { width: 390, height: 844 } });

test("after a positive LH test and a temperature rise today is fertile, and the chart breaks its line at days without a reading", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const today = localDate(new Date(), "UTC");
  // Cycle day 20 today: six low readings on days 2-7, nothing on days 8-17, a positive LH test on
  // day 17, two higher readings on days 18 and 19 (a third would confirm the shift).
  const start = addDays(today, -19);
  const temps: (number | null)[] = [null, 36.4, 36.5, 36.35, 36.45, 36.5, 36.4];
  temps[17] = 36.6;
  temps[18] = 36.65;
  const days = cycleDays(start, { bleeding: [2, 2, 1], temps });

  await registerThroughUi(page, undefined, "Trying to conceive");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await page.goto("/profile");
  await page.getByLabel("Import a CSV file").setInputFiles({
    name: "drip.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(formatCycleCsv(days)),
  });
  await expect(page.getByText(`Imported ${days.length} days from drip.csv.`)).toBeVisible();
  const lh = await page.request.put(`/api/cycle/days/${addDays(start, 16)}?tz=UTC`, {
    headers: { origin: baseURL! },
    data: { lhTest: "positive" },
  });
  expect(lh.status()).toBe(200);

  await page.goto("/dashboard");
  const tracker = page.getByRole("region", { name: "TTC Cycle Tracker" });
  await expect(tracker.getByText("Today:")).toContainText("Fertile phase", { timeout: 30_000 });
  await expect(tracker.getByText("Today:")).not.toContainText("Follicular");
  await expect(tracker.getByText("Today:")).toContainText("cycle day 20");

  await tracker.getByRole("tab", { name: "Insights" }).click();
  const line = tracker.locator(".recharts-line-curve").first();
  await expect(line).toBeVisible();
  // Two runs of readings (days 2-7 and 18-19): two separate strokes, none across days 8-17.
  const d = (await line.getAttribute("d")) ?? "";
  expect(d.match(/M/g)?.length).toBe(2);
});
