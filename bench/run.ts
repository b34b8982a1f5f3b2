// `npm run bench [-- section...]`: builds the app, starts it like `npm start`, and prints figures.
// Sections: home (JavaScript on / and Lighthouse), first-screen (signed-in pages on a cold cache:
// time to the first heading, Lighthouse on /dashboard), dashboard (API under load), food (recognition
// time), cycle (the TTC overview for five years of logs), safety (red-flag reader per text), coach
// (POST /api/coach/reply over every knowledge entry's example questions), live (community events
// from commit to SSE streams on a second process, PostgreSQL only), abuse (/api/health while
// 50 large photo analyses arrive at once), offline (500 entries queued offline, then synced: time,
// lost, duplicated), start (`npm start` to the first answer, first and warm),
// screening (PHQ-9 item-9 routing over all 262,144 answer sets; saving and reading mood check-ins),
// food-personal (her usual meals known again: synthetic plates and re-shots, a held-out half),
// import (a 20 and a 200 MB Apple Health export: time and the server's peak memory), report (the
// PDF report for two years of daily logs).
// Default: all; `start-before` (the old start command, for comparison), `food-threshold` (the
// food checker's sure threshold over 337 labelled drawings, minutes of CPU), `deploy` (two
// instances behind HAProxy on PostgreSQL and S3, 100 connections, one killed with SIGKILL, then a
// rolling restart; needs PostgreSQL and haproxy) and `scale` (`npm run seed` volumes on PostgreSQL:
// p50/p95 of every member-facing GET for the heavy member and the community feed, EXPLAIN of the
// hot queries) only when named.
import { execSync } from "node:child_process";
import { signUpSignIn } from "./auth";
import { benchCoach } from "./coach";
import { benchCycle } from "./cycle";
import { benchDashboard } from "./dashboard";
import { benchImport, benchReport } from "./data-transfer";
import { benchDeploy } from "./deploy";
import { benchFirstScreen } from "./first-screen";
import { homeJavaScript, homeLighthouse } from "./home-page";
import { benchLive } from "./live";
import { benchOffline } from "./offline";
import { benchScale } from "./scale";
import { benchScreening } from "./screening";
import { benchStart } from "./start";
import { startApp } from "./support";

const wanted = new Set(process.argv.slice(2));
const want = (name: string) => wanted.size === 0 || wanted.has(name);

execSync("node scripts/build.mjs --if-stale", { stdio: "ignore" });

if (want("start")) {
  await benchStart(["npm", "start"], "npm start");
}

if (wanted.has("start-before")) {
  // What `npm start` ran before it built only when stale and ran compiled code.
  await benchStart(
    ["sh", "-c", "npx vite build >/dev/null && exec node --import tsx src/server/main.ts"],
    "before: a Vite build, then the server through tsx",
  );
}

if (want("home")) {
  const app = await startApp();
  console.log(
    `\n== Cold start: ${Math.round(app.startupMs)} ms to answer /api/health on an empty data directory`,
  );
  try {
    const auth = await signUpSignIn(app);
    console.log(
      `== Sign-up + sign-in round trip: median ${Math.round(auth.median)} ms, p95 ${Math.round(auth.p95)} ms (scrypt dominates)`,
    );
    const js = await homeJavaScript(app);
    console.log("\n== JavaScript loaded by / (gzip)");
    for (const f of js.files) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.url}`);
    console.log(`  ${js.totalKb.toFixed(1).padStart(6)} KB  total (target ≤ 100 KB)`);
    const lh = await homeLighthouse(app);
    console.log("\n== Lighthouse, mobile preset, /");
    console.log(
      `  performance ${lh.performance} (target ≥ 98), accessibility ${lh.accessibility} (target 100)`,
    );
    console.log(`  LCP ${lh.lcp}, TBT ${lh.tbt}, CLS ${lh.cls}`);
  } finally {
    await app.stop();
  }
}

if (want("first-screen")) {
  await benchFirstScreen();
}

if (want("dashboard")) {
  await benchDashboard();
}

if (want("live")) {
  await benchLive();
}

if (want("cycle")) {
  await benchCycle();
}

if (want("import")) {
  await benchImport();
}

if (want("report")) {
  await benchReport();
}

if (want("food")) {
  await import("./food");
}

if (want("food-personal")) {
  await import("./food-personal");
}

if (wanted.has("food-threshold")) {
  await import("./food-threshold");
}

if (wanted.has("deploy")) {
  await benchDeploy();
}

if (wanted.has("scale")) {
  await benchScale();
}

if (want("abuse")) {
  await import("./abuse");
}

if (want("offline")) {
  await benchOffline();
}

if (want("safety")) {
  await import("./safety");
}

if (want("screening")) {
  await benchScreening();
}

if (want("coach")) {
  await benchCoach();
}
