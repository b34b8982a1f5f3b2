import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_FLAGS, type RunningApp } from "./support";

/** Gzip size of every JavaScript file the browser loads for `/` (until the network is idle). */
export async function homeJavaScript(app: RunningApp) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const page = await browser.newPage();
  const files: { url: string; gzip: number }[] = [];
  page.on("response", async (res) => {
    if (res.request().resourceType() !== "script") return;
    const body = await res.body();
    files.push({ url: new URL(res.url()).pathname, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${app.baseUrl}/`, { waitUntil: "networkidle" });
  await browser.close();
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  return { files, totalKb: total / 1024 };
}

/** Lighthouse's mobile preset (the default) for `/`, in Debian's Chromium. */
export async function homeLighthouse(app: RunningApp) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(`${app.baseUrl}/`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    const categories = result?.lhr.categories;
    const audits = result?.lhr.audits;
    return {
      performance: Math.round((categories?.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
      lcp: audits?.["largest-contentful-paint"]?.displayValue,
      tbt: audits?.["total-blocking-time"]?.displayValue,
      cls: audits?.["cumulative-layout-shift"]?.displayValue,
    };
  } finally {
    chrome.kill();
  }
}
