import { expect, type Page, test } from "@playwright/test";
import { newMum, registerThroughUi } from "./support";

// On a phone: one units choice on her profile (US or metric) used by the weekly check-in, with
// what she stored unchanged; and a postpartum checklist she can tick and a reflection she can
// write, both still there after a reload.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/${name}-390.png` });

test("a US member checks in in lbs and inches, then reads the same check-in in kg and cm after picking metric", async ({
  page,
}) => {
  await registerThroughUi(page, newMum("Lena Park"), "Postpartum");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: "Start check-in" }).click();
  const dialog = page.getByRole("dialog", { name: "Weekly Check-In" });
  await dialog.getByLabel("Weight (lbs)").fill("150.7");
  await dialog.getByLabel("Waist (in)").fill("32");
  await shot(page, "units-checkin-us");
  await dialog.getByRole("button", { name: "Complete check-in" }).click();
  await expect(page.getByText("Check-in completed!")).toBeVisible();

  await page.goto("/checkins");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Weight (lbs)" })).toBeVisible();
  await expect(table.getByRole("cell", { name: "150.7", exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "32", exact: true })).toBeVisible();
  const [stored] = await (await page.request.get("/api/checkins")).json();
  expect(stored).toMatchObject({ weight: 68.356, waist_measurement: 81.28 });

  await page.goto("/profile");
  await page.getByLabel("Units").selectOption({ label: "Metric (kg, cm, °C)" });
  await shot(page, "units-profile");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();

  await page.goto("/checkins");
  await expect(table.getByRole("columnheader", { name: "Weight (kg)" })).toBeVisible();
  await expect(table.getByRole("cell", { name: "68.4", exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "81.3", exact: true })).toBeVisible();
  await shot(page, "units-checkins-metric");
  // What she stored did not change with her units.
  expect((await (await page.request.get("/api/checkins")).json())[0]).toMatchObject(stored);
});

test("a postpartum checklist is ticked and a reflection written, and both are still there after a reload", async ({
  page,
}) => {
  await registerThroughUi(page, newMum("June Okafor"), "Postpartum");
  await expect(page).toHaveURL(/\/dashboard$/);
  const { topics } = await (await page.request.get("/api/postpartum/topics?tz=UTC")).json();
  const topic = topics.find((x: { modules: { type: string }[] }) => x.modules[1]?.type === "checklist");
  const [, checklist] = topic.modules;

  const openTopic = async () => {
    const education = page.getByRole("region", { name: "Postpartum education" });
    await education.getByRole("button", { name: new RegExp(`^${topic.title}:`) }).click();
    return page.getByRole("dialog", { name: topic.title });
  };

  let dialog = await openTopic();
  await dialog.getByRole("tab", { name: /Checklist/ }).click();
  const first = dialog.getByRole("checkbox", { name: checklist.items[0] });
  await first.check();
  await expect(dialog.getByText(`1 of ${checklist.items.length} ticked`)).toBeVisible();
  await shot(page, "postpartum-checklist");
  await dialog.getByRole("tab", { name: /Reflection/ }).click();
  await dialog
    .getByLabel("Your reflection")
    .fill("The nights are long, but my partner takes the 2 am feed now.");
  await dialog.getByRole("button", { name: "Save reflection" }).click();
  await expect(page.getByText("Reflection saved")).toBeVisible();
  await shot(page, "postpartum-reflection");

  await page.reload();
  dialog = await openTopic();
  await dialog.getByRole("tab", { name: /Checklist/ }).click();
  await expect(dialog.getByRole("checkbox", { name: checklist.items[0] })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: checklist.items[1] })).not.toBeChecked();
  await dialog.getByRole("tab", { name: /Reflection/ }).click();
  await expect(dialog.getByLabel("Your reflection")).toHaveValue(
    "The nights are long, but my partner takes the 2 am feed now.",
  );

  const data = await (await page.request.get("/api/account/export")).json();
  expect(data.educationChecklistTicks).toEqual([expect.objectContaining({ item: checklist.items[0] })]);
  expect(data.educationReflections).toEqual([
    expect.objectContaining({ content: "The nights are long, but my partner takes the 2 am feed now." }),
  ]);
});
