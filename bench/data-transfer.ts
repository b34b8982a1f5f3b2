import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { formatCycleCsv } from "../src/shared/cycle/csv";
import { addDays } from "../src/shared/dates";
import { cycleHistory } from "../tests/support/cycle-days";
import { percentile, type RunningApp, signUpAndIn, startApp } from "./support";

// `npm run bench -- import`: an Apple Health export.xml of 20 and 200 MB (mostly steps and heart
// rate, with two years of cycle records among them) sent to the import; the server's memory is
// sampled while it reads, so a flat peak shows the stream. `-- report`: the PDF report for two
// years of daily cycle logs and two months of mood and sleep check-ins.

const MB = 1024 * 1024;

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function member(app: RunningApp): Promise<string> {
  return signUpAndIn(app, {
    name: "Bench Mum",
    email: `bench-${randomBytes(4).toString("hex")}@example.com`,
    password: "steady-benchmark-pace-1",
  });
}

/** Writes an export.xml of about `size` bytes; returns how many cycle days it holds. */
async function writeAppleExport(file: string, size: number): Promise<number> {
  const out = createWriteStream(file);
  const write = (s: string) =>
    out.write(s) ? Promise.resolve() : new Promise<void>((r) => out.once("drain", () => r()));
  await write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE HealthData [\n<!ELEMENT HealthData (ExportDate,Me,(Record|Workout)*)>\n]>\n<HealthData locale="en_GB">\n <ExportDate value="2026-11-17 21:04:11 +0000"/>\n',
  );
  const first = addDays(new Date().toISOString().slice(0, 10), -730);
  let written = 200;
  let cycleDays = 0;
  for (let day = 0; written < size; day++) {
    const date = addDays(first, day % 730);
    const cycleDay = day % 28;
    let chunk = "";
    if (day < 730) {
      cycleDays++;
      chunk += ` <Record type="HKQuantityTypeIdentifierBasalBodyTemperature" sourceName="Health" unit="degC" creationDate="${date} 06:31:00 +0000" startDate="${date} 06:30:00 +0000" endDate="${date} 06:30:00 +0000" value="${cycleDay > 14 ? 36.8 : 36.4}"/>\n`;
      if (cycleDay < 5) {
        chunk += ` <Record type="HKCategoryTypeIdentifierMenstrualFlow" sourceName="Health" creationDate="${date} 07:00:00 +0000" startDate="${date} 07:00:00 +0000" endDate="${date} 07:00:00 +0000" value="HKCategoryValueMenstrualFlowMedium"/>\n`;
      }
    }
    // A day of a phone's and a watch's records: what makes real exports hundreds of MB.
    for (let h = 0; h < 24; h++) {
      const hh = String(h).padStart(2, "0");
      chunk += ` <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" creationDate="${date} ${hh}:10:00 +0000" startDate="${date} ${hh}:00:00 +0000" endDate="${date} ${hh}:10:00 +0000" value="${(day * 7 + h * 13) % 900}"/>\n`;
      chunk += ` <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Watch" unit="count/min" creationDate="${date} ${hh}:20:00 +0000" startDate="${date} ${hh}:20:00 +0000" endDate="${date} ${hh}:20:00 +0000" value="${60 + ((day + h) % 30)}"><MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/></Record>\n`;
    }
    written += chunk.length;
    await write(chunk);
  }
  await write("</HealthData>\n");
  await new Promise<void>((r) => out.end(r));
  return cycleDays;
}

async function importOnce(app: RunningApp, cookie: string, file: string) {
  const before = rssKb(app.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(app.pid));
  }, 25);
  const started = performance.now();
  const res = await fetch(`${app.baseUrl}/api/data/imports/apple-health?tz=UTC`, {
    method: "POST",
    headers: { "content-type": "application/xml", origin: app.baseUrl, cookie },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream,
    duplex: "half",
  } as RequestInit);
  const answer = (await res.json()) as { written?: number };
  const ms = performance.now() - started;
  clearInterval(sampler);
  if (!res.ok) throw new Error(`import failed: ${res.status} ${JSON.stringify(answer)}`);
  return { ms, before, peak: Math.max(peak, rssKb(app.pid)), written: answer.written };
}

export async function benchImport() {
  console.log(
    "\n== Apple Health import (POST /api/data/imports/apple-health), server memory sampled every 25 ms",
  );
  const dir = mkdtempSync(path.join(tmpdir(), "bloom-bench-apple-"));
  // Its per-member limit (10 reports in 10 minutes) is raised: the bench asks for many.
  const app = await startApp({ RATE_LIMIT_FACTOR: "20" });
  try {
    for (const size of [20 * MB, 200 * MB]) {
      const file = path.join(dir, `export-${size / MB}.xml`);
      const cycleDays = await writeAppleExport(file, size);
      // A new member each time: the days are new for her, so each run writes them all.
      const cookie = await member(app);
      const r = await importOnce(app, cookie, file);
      console.log(
        `  ${(statSync(file).size / MB).toFixed(0).padStart(4)} MB: ${(r.ms / 1000).toFixed(1)} s (${(statSync(file).size / MB / (r.ms / 1000)).toFixed(0)} MB/s), ${r.written} of ${cycleDays} cycle days written; server RSS ${(r.before / 1024).toFixed(0)} MB before, peak ${(r.peak / 1024).toFixed(0)} MB during`,
      );
      rmSync(file);
    }
    console.log(`  (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores while measuring)`);
  } finally {
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const REPORTS = Number(process.env.BENCH_REPORTS ?? 20);

export async function benchReport() {
  const today = new Date().toISOString().slice(0, 10);
  const cycles: { length: number; ovulationDay: number }[] = [];
  for (let total = 0; total < 730 - 40; ) {
    const length = 26 + (cycles.length % 6);
    cycles.push({ length, ovulationDay: length - 14 });
    total += length;
  }
  const { days } = cycleHistory(addDays(today, -730), cycles);
  console.log(
    `\n== PDF report (GET /api/data/report, every section), ${days.length} cycle days in ${cycles.length} cycles, 60 mood and sleep check-ins, ${REPORTS} requests one at a time`,
  );
  // Its per-member limit (10 reports in 10 minutes) is raised: the bench asks for many.
  const app = await startApp({ RATE_LIMIT_FACTOR: "20" });
  try {
    const cookie = await member(app);
    const headers = { origin: app.baseUrl, cookie };
    const imported = await fetch(`${app.baseUrl}/api/cycle/import?tz=UTC`, {
      method: "POST",
      headers: { ...headers, "content-type": "text/csv" },
      body: formatCycleCsv(days),
    });
    if (!imported.ok) throw new Error(`import failed: ${imported.status}`);
    for (let i = 0; i < 60; i++) {
      const json = (body: unknown) => ({
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      await fetch(
        `${app.baseUrl}/api/wellness/moods`,
        json({ mood_score: 6, energy_level: 5, stress_level: 4 }),
      );
      await fetch(`${app.baseUrl}/api/wellness/sleep`, json({ hours: 7, quality: 6 }));
    }
    const wall: number[] = [];
    const read: number[] = [];
    const render: number[] = [];
    let bytes = 0;
    for (let i = 0; i < REPORTS + 3; i++) {
      const started = performance.now();
      const res = await fetch(
        `${app.baseUrl}/api/data/report?sections=cycle,pregnancy,wellbeing,postpartum&tz=UTC`,
        {
          headers,
        },
      );
      bytes = (await res.arrayBuffer()).byteLength;
      if (!res.ok) throw new Error(`report failed: ${res.status}`);
      if (i < 3) continue; // warm-up
      wall.push(performance.now() - started);
      const timing = res.headers.get("server-timing") ?? "";
      const part = (name: string) => Number(new RegExp(`${name};dur=([\\d.]+)`).exec(timing)?.[1]);
      read.push(part("read"));
      render.push(part("render"));
    }
    for (const list of [wall, read, render]) list.sort((a, b) => a - b);
    const f = (list: number[]) =>
      `median ${percentile(list, 50).toFixed(0)} ms, p95 ${percentile(list, 95).toFixed(0)} ms`;
    console.log(`  (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores while measuring)`);
    console.log(`  whole request: ${f(wall)} (target < 2 s); PDF ${(bytes / 1024).toFixed(0)} KB`);
    console.log(`  reading and computing: ${f(read)}; drawing the PDF: ${f(render)}`);
  } finally {
    await app.stop();
  }
}
