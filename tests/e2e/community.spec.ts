import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { registerThroughUi } from "./support";

test("a subscriber posts and likes; a reader sees it arrive live, and her like opens the checkout", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // A reader without Premium, with the community open.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await registerThroughUi(reader, undefined, "Pregnant");
  await expect(reader).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await reader.goto("/community");
  await expect(reader.getByRole("heading", { name: "Join the conversation" })).toBeVisible();

  // A mother buys Premium from the community's locked card.
  await registerThroughUi(page, undefined, "Pregnant");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await page.goto("/community?filter=postpartum");
  await expect(page.getByRole("button", { name: "Postpartum", pressed: true })).toBeVisible();
  await page.getByRole("button", { name: "Subscribe to post" }).click();
  const modal = page.getByRole("dialog", { name: "Complete Your Journey" });
  await modal.getByRole("button", { name: "Get Premium Access" }).click();
  await page.getByRole("button", { name: "Confirm test purchase" }).click();
  await expect(page.getByText("Welcome to Premium Access!")).toBeVisible();

  await page.goto("/community");
  const composer = page.getByRole("form", { name: "Share with the community" });
  await composer.getByLabel("Share with the community").fill("Week one of feeling kicks, anyone else?");
  await composer.getByLabel(/Tags/).fill("kicks");
  await composer.getByRole("button", { name: "Share post" }).click();
  await expect(page.getByText("Post shared", { exact: true })).toBeVisible();
  await expect(page.getByText("Your post has been shared with the community")).toBeVisible();

  const post = page.getByRole("article").filter({ hasText: "Week one of feeling kicks" });
  await expect(page.getByRole("article").first()).toContainText("Week one of feeling kicks");
  await expect(post).toContainText("Just now");
  await expect(post.getByRole("button", { name: /^Like \(0 likes\)/ })).toBeVisible();
  await expect(post.getByRole("button", { name: "Replies (0)" })).toBeVisible();
  await post.getByRole("button", { name: /^Like/ }).click();
  await expect(post.getByRole("button", { name: "Unlike (1 like)" })).toBeVisible();

  // The reader sees it without reloading, and liking opens the checkout modal.
  const seen = reader.getByRole("article").filter({ hasText: "Week one of feeling kicks" });
  await expect(seen).toBeVisible({ timeout: 10_000 });
  await seen.getByRole("button", { name: /^Like/ }).click();
  await expect(reader.getByRole("dialog", { name: "Complete Your Journey" })).toBeVisible();
  await reader.keyboard.press("Escape");
  await expect(seen.getByRole("button", { name: /^Like \(1 like\)/ })).toBeVisible();

  // The reader blocks the author: the post goes, and comes back when she unblocks.
  await seen.getByRole("button", { name: /More actions/ }).click();
  await reader.getByRole("menuitem", { name: /^Block / }).click();
  await expect(seen).toHaveCount(0);
  const blocked = reader.getByRole("region", { name: "Members you blocked" });
  await blocked.getByRole("button", { name: /^Unblock / }).click();
  await expect(seen).toBeVisible();

  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
  await readerContext.close();
});
