import { randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { formatCycleCsv } from "../src/shared/cycle/csv";
import { cycleHistory } from "../tests/support/cycle-days";
import { percentile, type RunningApp, signUpAndIn, startApp } from "./support";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const YEARS = 5;

/** About five years of daily observations ending about a month ago: cycles of 25 to 33 days, every day logged. */
function fiveYears(): { csv: string; days: number; cycles: number } {
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const start = new Date(Date.now() - (YEARS * 365 + 30) * 86_400_000).toISOString().slice(0, 10);
  const cycles: { length: number; ovulationDay: number }[] = [];
  let total = 0;
  while (total < YEARS * 365 - 40) {
    const length = 25 + Math.floor(next() * 9);
    cycles.push({ length, ovulationDay: length - 12 - Math.floor(next() * 4) });
    total += length;
  }
  const { days } = cycleHistory(start, cycles);
  return { csv: formatCycleCsv(days), days: days.length, cycles: cycles.length };
}

async function signedIn(app: RunningApp): Promise<string> {
  return signUpAndIn(app, {
    name: "Bench Mum",
    email: `bench-${randomBytes(4).toString("hex")}@example.com`,
    password: "steady-benchmark-pace-1",
    motherhood_stage: "ttc",
  });
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** `GET /api/cycle/overview` for one user with ~1,800 logged days, one request at a time. */
export async function benchCycle() {
  const history = fiveYears();
  console.log(
    `\n== TTC cycle overview (GET /api/cycle/overview), ${history.days} days in ${history.cycles} cycles, ${REQUESTS} requests one at a time`,
  );
  const app = await startApp();
  try {
    const cookie = await signedIn(app);
    const tz = "tz=UTC";
    const importStarted = performance.now();
    const imported = await fetch(`${app.baseUrl}/api/cycle/import?${tz}`, {
      method: "POST",
      headers: { "content-type": "text/csv", origin: app.baseUrl, cookie },
      body: history.csv,
    });
    if (!imported.ok) throw new Error(`import failed: ${imported.status} ${await imported.text()}`);
    console.log(
      `  import of the CSV (${Math.round(history.csv.length / 1024)} KB): ${ms(performance.now() - importStarted)}`,
    );

    const server: number[] = [];
    const read: number[] = [];
    const evaluate: number[] = [];
    const wall: number[] = [];
    for (let i = 0; i < REQUESTS + 20; i++) {
      const started = performance.now();
      const res = await fetch(`${app.baseUrl}/api/cycle/overview?${tz}`, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`overview failed: ${res.status}`);
      if (i < 20) continue; // warm-up: the JIT, PGlite's caches
      wall.push(performance.now() - started);
      const timing = res.headers.get("server-timing") ?? "";
      const part = (name: string) => Number(new RegExp(`${name};dur=([\\d.]+)`).exec(timing)?.[1]);
      read.push(part("read"));
      evaluate.push(part("evaluate"));
      server.push(part("read") + part("evaluate"));
    }
    for (const list of [server, read, evaluate, wall]) list.sort((a, b) => a - b);
    // The figures scale with how busy the machine is: say so next to them.
    console.log(`  (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores while measuring)`);
    console.log(
      `  server side (Server-Timing: read her days, evaluate, predict): p50 ${ms(percentile(server, 50))}, p95 ${ms(percentile(server, 95))} (target < 50 ms)`,
    );
    console.log(
      `    of which reading her days: p50 ${ms(percentile(read, 50))}, p95 ${ms(percentile(read, 95))}; evaluating: p50 ${ms(percentile(evaluate, 50))}, p95 ${ms(percentile(evaluate, 95))}`,
    );
    console.log(
      `  round trip on loopback (auth, JSON, HTTP):                  p50 ${ms(percentile(wall, 50))}, p95 ${ms(percentile(wall, 95))}`,
    );
  } finally {
    await app.stop();
  }
}
