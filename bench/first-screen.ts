// `npm run bench -- first-screen`: how soon a signed-in mother sees her page on a cold cache.
// Signs up one user through the API, then for each route opens a fresh Chromium profile (empty
// HTTP cache, her session cookie set) and times, from the start of the navigation, the first <h1>
// in the document (a page with a frame has it in its first HTML) and the app's first render over
// it. Then Lighthouse's mobile preset on the signed-in /dashboard. Each figure is the median of
// BENCH_RUNS runs (5 unless set), printed with the load average: the machine is shared.
// BENCH_COMPARE=<another checkout, built> alternates its Lighthouse runs with this build's.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { APP_READY_MARK } from "../src/client/lib/app-ready";
import { CHROMIUM, CHROMIUM_FLAGS, type RunningApp, signUpAndIn, startApp } from "./support";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROUTES = (process.env.BENCH_ROUTES ?? "/dashboard,/recipes,/workouts").split(",");
/** Another checkout with a build (`npm run build` there), e.g. a worktree of the commit before. */
const COMPARE = process.env.BENCH_COMPARE;
const load = () => loadavg()[0]!.toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A signed-up and signed-in pregnant user, through the real API; returns her session cookie. */
function signUp(app: RunningApp): Promise<string> {
  return signUpAndIn(app, {
    name: "Bench Mum",
    email: `bench-first-${Date.now()}@example.com`,
    password: "steady-benchmark-pace-1",
    motherhood_stage: "pregnant",
  });
}

interface Visit {
  /** Milliseconds from the navigation's start to the first <h1> in the document. */
  h1: number;
  /** The same, to its first paint (the next animation frame after it appeared). */
  painted: number;
  /** To the app's first render over the page's frame (its controls answer from then on). */
  app: number;
  scripts: number;
  apiCalls: number;
}

/** One cold visit: a fresh profile directory, so nothing is cached. */
async function visit(app: RunningApp, cookie: string, route: string): Promise<Visit> {
  const profile = mkdtempSync(path.join(tmpdir(), "bloom-first-screen-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
    viewport: { width: 390, height: 844 },
  });
  try {
    await context.addCookies(cookiesFor(app, cookie));
    // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
    await context.addInitScript(`
      new MutationObserver((_, observer) => {
        if (!document.querySelector("h1")) return;
        observer.disconnect();
        window.__h1 = performance.now();
        requestAnimationFrame(() => { window.__h1Painted = performance.now(); });
      }).observe(document, { childList: true, subtree: true });
    `);
    const page = context.pages()[0] ?? (await context.newPage());
    let scripts = 0;
    let apiCalls = 0;
    page.on("request", (req) => {
      if (req.resourceType() === "script") scripts++;
      else if (new URL(req.url()).pathname.startsWith("/api/")) apiCalls++;
    });
    await page.goto(`${app.baseUrl}${route}`);
    await page
      .waitForFunction(() => (window as { __h1Painted?: number }).__h1Painted !== undefined, null, {
        timeout: 30_000,
      })
      .catch(async (error) => {
        const seen = await page.evaluate(() => Object.entries(window).filter(([k]) => k.startsWith("__h1")));
        throw new Error(`${route}: no heading painted at ${page.url()} (${JSON.stringify(seen)}): ${error}`);
      });
    if (new URL(page.url()).pathname !== route) throw new Error(`${route} led to ${page.url()}`);
    const { h1, painted } = await page.evaluate(() => {
      const w = window as unknown as { __h1: number; __h1Painted: number };
      return { h1: w.__h1, painted: w.__h1Painted };
    });
    await page.waitForLoadState("networkidle");
    const appReady = await page.evaluate(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
      APP_READY_MARK,
    );
    return { h1, painted, app: appReady, scripts, apiCalls };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Her cookie as Playwright takes it. */
function cookiesFor(app: RunningApp, cookie: string) {
  const { hostname } = new URL(app.baseUrl);
  return cookie.split("; ").map((pair) => {
    const i = pair.indexOf("=");
    return { name: pair.slice(0, i), value: pair.slice(i + 1), domain: hostname, path: "/" };
  });
}

async function dashboardLighthouse(app: RunningApp, cookie: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    // The cookie goes into the browser's jar (Lighthouse's `extraHeaders` would add a second
    // Cookie header once the server refreshes the session cache, and the page would lose her).
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    await cdp.contexts()[0]!.addCookies(cookiesFor(app, cookie));
    const result = await lighthouse(`${app.baseUrl}/dashboard`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const lhr = result?.lhr;
    if (lhr?.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== "/dashboard") {
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}`);
    }
    // A run Lighthouse could not finish (a runtime error, e.g. no paint seen in time on a busy
    // machine) has no score: it is reported, not counted as 0.
    if (lhr?.runtimeError || lhr?.categories.performance?.score == null) {
      return { error: String(lhr?.runtimeError?.code ?? "no score") };
    }
    if (process.env.BENCH_LONG_TASKS) printLongTasks(lhr);
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      fcp: lhr?.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
      lcp: lhr?.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbt: lhr?.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * `BENCH_LONG_TASKS=1`: each run's long tasks as Lighthouse saw them (start and duration, throttled
 * as it counts them) and where the main thread's time went, to find what to cut.
 */
function printLongTasks(lhr: { audits: Record<string, { details?: unknown }> }) {
  type Items = { items?: Record<string, unknown>[] };
  const tasks = (lhr.audits["long-tasks"]?.details as Items | undefined)?.items ?? [];
  const work = (lhr.audits["mainthread-work-breakdown"]?.details as Items | undefined)?.items ?? [];
  const ms = (x: unknown) => Math.round(Number(x));
  console.log(
    `    long tasks: ${tasks.map((t) => `${ms(t.startTime)}+${ms(t.duration)} ${String(t.url).replace(/^https?:\/\/[^/]+/, "")}`).join(" · ")}`,
  );
  console.log(`    main thread: ${work.map((w) => `${w.groupLabel} ${ms(w.duration)}`).join(" · ")}`);
}

type Scored = { performance: number; fcp: number; lcp: number; tbt: number };

function printLighthouse(
  label: string,
  { scores, failed, loads }: { scores: Scored[]; failed: string[]; loads: string[] },
) {
  const ms = (xs: number[]) => `${Math.round(median(xs))} ms`;
  console.log(
    `\n== Lighthouse, mobile preset, signed-in /dashboard${label} (median of ${scores.length} scored runs${
      failed.length ? `; ${failed.length} without a score: ${failed.join(", ")}` : ""
    })`,
  );
  if (scores.length === 0) return;
  console.log(
    `  performance ${median(scores.map((s) => s.performance))} (target ≥ 95)   runs ${scores
      .map((s) => s.performance)
      .join(", ")}   load ${loads.join(", ")}`,
  );
  console.log(
    `  FCP ${ms(scores.map((s) => s.fcp))}, LCP ${ms(scores.map((s) => s.lcp))}, TBT ${ms(scores.map((s) => s.tbt))}   TBT runs ${scores.map((s) => Math.round(s.tbt)).join(", ")}`,
  );
}

export async function benchFirstScreen(): Promise<void> {
  const app = await startApp();
  const other = COMPARE ? await startApp({}, path.resolve(COMPARE)) : null;
  try {
    const cookie = await signUp(app);
    // One visit per route first: the server's own first answers (JIT, PGlite's caches) are not the browser's.
    for (const route of ROUTES) await visit(app, cookie, route);
    console.log(
      `\n== First screen, signed in, cold cache: time to the first <h1> (median of ${RUNS}, 390 px window)`,
    );
    for (const route of ROUTES) {
      const runs: Visit[] = [];
      const loads: string[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await visit(app, cookie, route));
        loads.push(load());
      }
      const ms = (x: number) => Math.round(x).toString().padStart(5);
      const h1 = median(runs.map((r) => r.h1));
      const painted = median(runs.map((r) => r.painted));
      const appReady = median(runs.map((r) => r.app));
      console.log(
        `  ${route.padEnd(11)} ${ms(h1)} ms in the DOM, ${ms(painted)} ms painted (target < 1000), ` +
          `${ms(appReady)} ms to the app's first render   runs ${runs.map((r) => Math.round(r.h1)).join(", ")}   ` +
          `${runs[0]!.scripts} scripts, ${runs[0]!.apiCalls} API calls   load ${loads.join(", ")}`,
      );
    }
    // BENCH_COMPARE: another checkout's build, whose Lighthouse runs alternate with this one's (on a
    // shared machine only builds measured in the same minutes can be told apart).
    const builds = [{ label: "this build", app, cookie }];
    if (other) {
      const otherCookie = await signUp(other);
      await visit(other, otherCookie, "/dashboard");
      builds.push({ label: COMPARE!, app: other, cookie: otherCookie });
    }
    const results = builds.map(() => ({
      scores: [] as Scored[],
      failed: [] as string[],
      loads: [] as string[],
    }));
    for (let i = 0; i < RUNS; i++) {
      // Each build goes first in every other round.
      const order = i % 2 ? [...builds.keys()].reverse() : [...builds.keys()];
      for (const b of order) {
        const r = await dashboardLighthouse(builds[b]!.app, builds[b]!.cookie);
        if ("error" in r) results[b]!.failed.push(r.error ?? "no score");
        else results[b]!.scores.push(r);
        results[b]!.loads.push(load());
      }
    }
    for (const [b, build] of builds.entries()) {
      printLighthouse(other ? ` (${build.label})` : "", results[b]!);
    }
  } finally {
    await app.stop();
    await other?.stop();
  }
}
