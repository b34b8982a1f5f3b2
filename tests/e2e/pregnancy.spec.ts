import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { newMum, registerThroughUi } from "./support";

// Her calendar, not the server's: the browser runs in Los Angeles and every week is counted there.
const TZ = "America/Los_Angeles";
test.use({ timezoneId: TZ });
// Long flows (ten taps, saves with photos, reloads) on a machine that other work shares.
test.describe.configure({ timeout: 90_000 });

/** Today in her zone, plus some days, as YYYY-MM-DD. */
function dayInZone(plusDays: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: TZ }).format(new Date());
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays)).toISOString().slice(0, 10);
}

/** Axe over one part of the page. */
async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

async function pregnantWithDueDate(page: Page, daysToGo: number) {
  await registerThroughUi(page, newMum("Ines Marlowe"), "Pregnant");
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole("region", { name: "Pregnancy Journey" });
  // No due date yet: the card asks for one and shows no week.
  // The dashboard's first load is the slowest step on a busy machine.
  await expect(card.getByText("When is your baby due?")).toBeVisible({ timeout: 30_000 });
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

test("she writes a journal entry with a photo that survives a reload and is in her export", async ({
  page,
}) => {
  test.setTimeout(180_000); // a refused save, a save with a photo, a reload, axe twice, an edit, a delete
  // 60 days to go: 220 days pregnant, 31 weeks 3 days.
  await pregnantWithDueDate(page, 60);
  const journal = page.getByRole("region", { name: "Pregnancy Journal" });
  await expect(journal.getByText("No entries yet.")).toBeVisible();
  await journal.getByRole("button", { name: "New Entry" }).click();
  const dialog = page.getByRole("dialog", { name: "New Entry" });
  await expect(dialog.getByText("Week 31: 31 weeks, 3 days on this day, from your due date.")).toBeVisible();
  await dialog.getByLabel("Title").fill("The hiccups");
  await dialog
    .getByLabel("What would you like to remember?")
    .fill("She had hiccups for ten minutes tonight.");
  await dialog.getByLabel("Milestone (optional)").fill("First hiccups");
  await dialog.getByLabel("Weight in lbs (optional)").fill("151.5");
  // A negative count is refused by the server; what she typed stays.
  await dialog.getByLabel("Baby kicks (optional)").fill("-2");
  await dialog.getByLabel("Add photos").setInputFiles("tests/fixtures/cake.jpg");
  await dialog.getByRole("button", { name: "Save entry" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Baby kicks must be between 0");
  await expect(dialog.getByLabel("Title")).toHaveValue("The hiccups");
  await expect(dialog.getByRole("img", { name: /cake\.jpg/ })).toBeVisible();
  await dialog.getByLabel("Baby kicks (optional)").fill("12");
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Save entry" }).click();
  await expect(page.getByText("Journal entry saved")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  const entry = page
    .getByRole("region", { name: "Pregnancy Journal" })
    .getByRole("article", { name: "The hiccups" });
  await expect(entry.getByText("Week 31")).toBeVisible({ timeout: 30_000 });
  await expect(entry.getByText("Milestone: First hiccups")).toBeVisible();
  await expect(entry.getByText("Mood 8/10 · 151.5 lbs · 12 kicks")).toBeVisible();
  const photo = entry.getByRole("img", { name: "Photo 1 of The hiccups" });
  await expect(photo).toBeVisible();
  // The photo is served from her private storage, and it loaded.
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectAccessible(page, '[aria-labelledby="journal-title"]');

  const exported = await (await page.request.get("/api/account/export")).json();
  expect(exported.pregnancy.journal).toEqual([
    expect.objectContaining({
      title: "The hiccups",
      week: 31,
      babyKicks: 12,
      photos: [
        expect.objectContaining({ url: expect.stringMatching(/\/api\/pregnancy\/journal\/photos\//) }),
      ],
    }),
  ]);

  // Edit, then delete after confirming.
  await entry.getByRole("button", { name: /^Edit The hiccups/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit Entry" });
  await edit.getByLabel("Title").fill("Hiccups again");
  await edit.getByRole("button", { name: "Save entry" }).click();
  await expect(page.getByText("Journal entry saved").first()).toBeVisible();
  const edited = page.getByRole("article", { name: "Hiccups again" });
  await edited.getByRole("button", { name: /^Delete Hiccups again/ }).click();
  await page
    .getByRole("dialog", { name: "Delete this entry?" })
    .getByRole("button", { name: "Delete entry" })
    .click();
  await expect(
    page.getByRole("region", { name: "Pregnancy Journal" }).getByText("No entries yet."),
  ).toBeVisible();
});

test("a journal entry about a warning sign answers with the urgent help", async ({ page }) => {
  await pregnantWithDueDate(page, 60);
  await page
    .getByRole("region", { name: "Pregnancy Journal" })
    .getByRole("button", { name: "New Entry" })
    .click();
  const dialog = page.getByRole("dialog", { name: "New Entry" });
  await dialog
    .getByLabel("What would you like to remember?")
    .fill("I haven't felt the baby move since yesterday.");
  await dialog.getByRole("button", { name: "Save entry" }).click();
  await expect(page.getByText("Journal entry saved")).toBeVisible();
  await expect(
    dialog.getByRole("alert").getByRole("heading", { name: "Call your doctor or midwife now" }),
  ).toBeVisible();
});

test("she counts ten kicks, and telling Bloom the baby moves less shows the urgent help", async ({
  page,
}) => {
  await pregnantWithDueDate(page, 60);
  const kicks = page.getByRole("region", { name: "Kick Counter" });
  await kicks.getByRole("button", { name: "Start counting" }).click();
  await expect(kicks.getByText("0 of 10")).toBeVisible();
  for (let n = 1; n <= 3; n++) {
    await kicks.getByRole("button", { name: "Count a movement" }).click();
    await expect(kicks.getByText(`${n} of 10`)).toBeVisible();
  }
  // The session is on the server: a reload carries on where she was.
  await page.reload();
  await expect(kicks.getByText("3 of 10")).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, '[aria-labelledby="kick-title"]');
  for (let n = 4; n <= 10; n++) {
    await kicks.getByRole("button", { name: "Count a movement" }).click();
    if (n < 10) await expect(kicks.getByText(`${n} of 10`)).toBeVisible();
  }
  await expect(page.getByText(/^Ten movements in /)).toBeVisible();
  await expect(kicks.getByText(/^Last time: ten movements in /)).toBeVisible();
  await expect(kicks.getByRole("region", { name: "Your sessions" }).getByText(/10 of 10 in/)).toBeVisible();
  await expect(kicks.getByRole("alert")).toHaveCount(0);

  await kicks.getByRole("button", { name: "Tell Bloom: my baby is moving less than usual" }).click();
  await expect(
    kicks.getByRole("alert").getByRole("heading", { name: "Call your doctor or midwife now" }),
  ).toBeVisible();
});

test("she times contractions: start, length and interval, kept on the server", async ({ page }) => {
  await pregnantWithDueDate(page, 20);
  const timer = page.getByRole("region", { name: "Contraction Timer" });
  await timer.getByRole("button", { name: "Start contraction" }).click();
  await expect(timer.getByRole("cell", { name: "running" })).toBeVisible();
  await timer.getByRole("button", { name: "Stop contraction" }).click();
  await expect(timer.getByRole("cell", { name: "first" })).toBeVisible();
  await timer.getByRole("button", { name: "Start contraction" }).click();
  await timer.getByRole("button", { name: "Stop contraction" }).click();
  await expect(timer.getByRole("row")).toHaveCount(3);
  await page.reload();
  await expect(timer.getByRole("row")).toHaveCount(3, { timeout: 30_000 });
  await expectAccessible(page, '[aria-labelledby="contractions-title"]');
  await timer.getByRole("button", { name: "End this session" }).click();
  await expect(
    timer.getByRole("region", { name: "Earlier sessions" }).getByText("2 contractions"),
  ).toBeVisible();
});

test("after a loss she ends the pregnancy in one step and the countdown and baby content stop", async ({
  page,
}) => {
  const card = await pregnantWithDueDate(page, 100);
  await expect(card.getByText(/100 days to go/)).toBeVisible();
  await card.getByRole("button", { name: "If your pregnancy has ended" }).click();
  const dialog = page.getByRole("dialog", { name: "If your pregnancy has ended" });
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByLabel("Recovering after birth").check();
  await dialog.getByRole("button", { name: "Update my journey" }).click();
  await expect(page.getByText("Your journey has been updated!")).toBeVisible();
  await expect(page.getByRole("region", { name: "Pregnancy Journey" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Postpartum Prep Guide" })).toHaveCount(0);
  await expect(page.getByText(/days to go/)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("region", { name: "Pregnancy Journey" })).toHaveCount(0);
  const profile = await (await page.request.get("/api/profile")).json();
  expect(profile).toMatchObject({
    due_date: null,
    show_pregnancy_content: false,
    motherhood_stage: "postpartum",
  });
  // Her postpartum topics are about her, not a baby.
  const education = page.getByRole("region", { name: "Postpartum education" });
  await expect(education.getByRole("button", { name: /^Healing after birth/ })).toBeVisible();
  await expect(education.getByText("Food and drink while breastfeeding")).toHaveCount(0);
});
