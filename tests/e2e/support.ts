import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

let counter = 0;

/** A fresh, unique person for one test. */
export function newMum(name = "Maya Rivers") {
  counter += 1;
  return {
    name,
    email: `mum-${Date.now()}-${process.pid}-${counter}@example.com`,
    password: "gentle-morning-walks-7",
  };
}

/** Signs up through the register page, as a person would. */
export async function registerThroughUi(page: Page, mum = newMum(), stage = "Pregnant") {
  await page.goto("/register");
  await page.getByLabel("Name").fill(mum.name);
  await page.getByLabel("Email").fill(mum.email);
  await page.getByLabel("Password", { exact: true }).fill(mum.password);
  await page.getByLabel("Confirm password").fill(mum.password);
  await page.getByLabel("Where are you in your journey?").selectOption({ label: stage });
  await page.getByLabel(/I accept the Terms of Service and the Privacy Policy/).check();
  await page.getByLabel("I am 18 or older.").check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  return mum;
}

export async function logInThroughUi(page: Page, email: string, password: string) {
  // A client-side navigation keeps the previous page on screen while the next one loads:
  // wait for the log-in form itself before typing.
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

/** The newest mail the app wrote to its local outbox for this address. */
export async function lastMailTo(email: string): Promise<string> {
  const dir = path.join(process.env.BLOOM_E2E_DATA_DIR!, "outbox");
  let found: string | undefined;
  await expect
    .poll(() => {
      const files = readdirSync(dir, { withFileTypes: true })
        .filter((f) => f.isFile() && f.name.endsWith(`-${email}.txt`))
        .map((f) => f.name)
        .sort();
      found = files.at(-1);
      return found;
    })
    .toBeTruthy();
  return readFileSync(path.join(dir, found!), "utf8");
}

/**
 * How long a photo's analysis may take to answer. The first photo after the server starts loads the
 * recogniser's model in a worker thread (seconds on a busy two-core machine, longer than the 10 s
 * an ordinary expectation waits), and analyses queue one at a time in the process.
 */
export const ANALYSIS = { timeout: 45_000 };
