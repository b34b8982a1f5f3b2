import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { registerThroughUi } from "./support";

// Today's Wellness Digest, postpartum education and the Postpartum Prep Guide, driven as she would.

/** Axe over one part of the page: the cards and dialogs this spec is about. */
async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

async function dashboardAs(page: Page, stage: string) {
  await registerThroughUi(page, undefined, stage);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("she completes a digest tip: 'Great job!', and it stays done after a reload", async ({ page }) => {
  await dashboardAs(page, "Postpartum");
  const digest = page.getByRole("region", { name: "Today's Wellness Digest" });
  await expect(digest.getByText("0 of 5 done")).toBeVisible();
  await expectAccessible(page, '[aria-labelledby="digest-heading"]');

  // The tabs sort today's tips: Move holds only the workout tip.
  await digest.getByRole("tab", { name: "Move" }).click();
  const moveTips = digest.getByRole("tabpanel").getByRole("article");
  await expect(moveTips).toHaveCount(1);
  await expect(moveTips.getByText("Move", { exact: true })).toBeVisible();
  await digest.getByRole("tab", { name: "Mind" }).click();
  await expect(digest.getByRole("tabpanel").getByRole("article")).toHaveCount(2);
  await digest.getByRole("tab", { name: "All" }).click();
  const tips = digest.getByRole("tabpanel").getByRole("article");
  await expect(tips).toHaveCount(5);

  const first = tips.first();
  const title = await first.getByRole("heading").textContent();
  await first.getByRole("button", { name: "Mark as done" }).click();
  await expect(page.getByText("Great job!")).toBeVisible();
  await expect(digest.getByText("1 of 5 done")).toBeVisible();
  await expect(digest.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "20");

  await page.reload();
  const again = page.getByRole("region", { name: "Today's Wellness Digest" });
  await expect(again.getByText("1 of 5 done")).toBeVisible();
  const done = again.getByRole("article").filter({ has: page.getByRole("heading", { name: title! }) });
  await expect(done.getByText("Done today")).toBeVisible();
  await expect(done.getByRole("button", { name: "Mark as done" })).toHaveCount(0);
});

test("a postpartum mother completes every module of a topic and sees the topic complete", async ({
  page,
}) => {
  await dashboardAs(page, "Postpartum");
  const education = page.getByRole("region", { name: "Postpartum education" });
  const topicButton = education.getByRole("button", { name: /^Healing after birth: 0 of 3 modules done/ });
  await topicButton.click();

  const dialog = page.getByRole("dialog", { name: "Healing after birth" });
  await expect(dialog.getByText("0 of 3 modules completed")).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  for (const tab of ["Lesson", "Checklist", "Reflection"]) {
    await dialog.getByRole("tab", { name: tab }).click();
    await dialog.getByRole("button", { name: "Mark module complete" }).click();
    await expect(page.getByText("Module completed! 🎉").first()).toBeVisible();
    await expect(dialog.getByRole("tabpanel").getByText("Module completed", { exact: true })).toBeVisible();
  }
  await expect(dialog.getByText("Topic complete: all three modules done.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  await expect(education.getByRole("button", { name: /^Healing after birth: completed/ })).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: "Postpartum education" })
      .getByRole("button", { name: /^Healing after birth: completed/ }),
  ).toBeVisible();
});

test("a pregnant mother's prep guide follows her real week", async ({ page }) => {
  await dashboardAs(page, "Pregnant");
  const prep = page.getByRole("region", { name: "Postpartum Prep Guide" });
  await expect(prep.getByRole("link", { name: "Add your due date" })).toBeVisible();

  // 40 weeks from a last period 31 weeks ago: she is 31 weeks today, on her own calendar.
  const due = await page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() + 9 * 7);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
  const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const saved = await page.request.patch(`/api/profile?tz=${encodeURIComponent(tz)}`, {
    data: { due_date: due },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(saved.ok()).toBe(true);
  await page.reload();

  await expect(prep.getByText("Week 31: what to get ready for the weeks after birth.")).toBeVisible();
  const focus = prep.getByRole("tabpanel");
  const item = focus.getByRole("listitem").filter({ hasText: "Make a postpartum care plan" });
  await item.getByRole("button", { name: 'Mark "Make a postpartum care plan" done' }).click();
  await expect(page.getByText("Module completed! 🎉")).toBeVisible();
  await expect(item.getByText("Done", { exact: true })).toBeVisible();

  await prep.getByRole("tab", { name: "By Topic" }).click();
  await expect(prep.getByRole("heading", { name: "Recovery" })).toBeVisible();
  await expectAccessible(page, '[aria-labelledby="prep-heading"]');
  await prep.getByRole("tab", { name: "Coming Up" }).click();
  await expect(prep.getByRole("tabpanel").getByRole("listitem")).toHaveCount(3);
});
