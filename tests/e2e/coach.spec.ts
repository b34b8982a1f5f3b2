import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 } });

test("a visitor opens the coach from the home page, gets an answer, and an urgent message gets the urgent help", async ({
  page,
}) => {
  // The spec's own pauses add up to 9.5 s (search, greeting, three replies, and a second search).
  test.setTimeout(90_000);
  await page.goto("/");
  await page.getByRole("button", { name: "Wellness Coach" }).click();
  await expect(page.getByText("Your wellness coach is here to help!")).toBeVisible();

  const dialog = page.getByRole("dialog", { name: "Wellness Coach" });
  await expect(dialog).toContainText("not a doctor");
  await expect(dialog).toContainText("not stored");
  await expect(dialog.getByRole("status")).toHaveText("Searching for a coach…");
  const input = dialog.getByLabel("Message to your coach");
  await expect(input).toBeDisabled();

  // A visitor has no stage: the General Wellness coach greets her, and four generic chips appear.
  await expect(dialog.getByText(/^Hi there! I'm Sofia/)).toBeVisible();
  await expect(input).toBeEnabled();
  const chips = dialog.getByRole("list", { name: "Suggestions" }).getByRole("button");
  await expect(chips).toHaveCount(4);

  const axe = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // One answer, from the knowledge base, with a link into Bloom.
  await input.fill("my lower back aches after carrying the baby all day");
  await input.press("Enter");
  await expect(dialog.getByText("Sofia is typing…")).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(chips).toHaveCount(0);
  await expect(dialog.getByText("What can help")).toBeVisible();
  await expect(input).toBeEnabled();
  await expect(dialog.getByRole("list", { name: "In Bloom" }).getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/(workouts|recipes|wellness)\//,
  );

  // An urgent message: the help, and no coaching.
  await input.fill("i'm 34 weeks and the baby hasn't moved since yesterday");
  await input.press("Enter");
  const help = dialog.getByRole("alert", { name: "Call your doctor or midwife now" });
  await expect(help).toBeVisible();
  await expect(help.getByRole("listitem")).toHaveText(["Your baby moving less, or not at all"]);
  await expect(help.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
  await expect(dialog.getByText("What can help")).toHaveCount(1);

  // The conversation stays escalated: after her next message the help is pinned.
  await input.fill("is it ok to drink coffee?");
  await input.press("Enter");
  await expect(dialog.getByRole("region", { name: "Call your doctor or midwife now." })).toBeVisible();
  const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Closing resets the coach and the messages.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Wellness Coach" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Searching for a coach…");
  await expect(dialog.getByText("is it ok to drink coffee?")).toHaveCount(0);
});
