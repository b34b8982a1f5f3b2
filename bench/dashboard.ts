import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { freePort, procStat, type RunningApp, signUpAndIn, startApp } from "./support";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The server process's CPU time (user + system) per answered request, in µs. */
  cpuUs: number;
}

/** CPU time a process has used so far, in ms (from /proc; 0 where there is none). */
function cpuMs(pid: number): number {
  const fields = procStat(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * 10 : 0;
}

async function load(
  url: string,
  pid: number,
  headers: Record<string, string> = {},
  warm = true,
): Promise<Figures> {
  // A short warm-up (the JIT and the connection pools), then the measured run.
  if (warm) await autocannon({ url, connections: 10, duration: 3, headers });
  const cpuBefore = cpuMs(pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  // Less sensitive than req/s to what else the machine runs: the CPU the server spent on each answer.
  const cpuUs = ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, r.requests.total);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    cpuUs,
  };
}

/** The mean of several runs (rates and latencies averaged, errors summed). */
function mean(runs: Figures[]): Figures {
  const avg = (f: (x: Figures) => number) => runs.reduce((n, r) => n + f(r), 0) / runs.length;
  return {
    rps: avg((r) => r.rps),
    p50: Math.round(avg((r) => r.p50) * 10) / 10,
    p99: Math.round(avg((r) => r.p99) * 10) / 10,
    errors: runs.reduce((n, r) => n + r.errors, 0),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    cpuUs: avg((r) => r.cpuUs),
  };
}

function line(label: string, f: Figures) {
  return `  ${label.padEnd(34)} ${Math.round(f.rps).toString().padStart(6)} req/s   p50 ${f.p50} ms   p99 ${f.p99} ms   server CPU ${Math.round(f.cpuUs)} µs/req${f.errors || f.non2xx ? `   (${f.errors} errors, ${f.non2xx} non-2xx)` : ""}`;
}

/** A signed-in user with a little history, through the real API; returns her cookie. */
async function seedUser(app: RunningApp): Promise<{ cookie: string; userId: string }> {
  const headers = { "content-type": "application/json", origin: app.baseUrl };
  const email = `bench-${randomBytes(4).toString("hex")}@example.com`;
  const cookie = await signUpAndIn(app, {
    name: "Bench Mum",
    email,
    password: "steady-benchmark-pace-1",
    motherhood_stage: "postpartum",
  });
  const post = (path: string, body: unknown) =>
    fetch(`${app.baseUrl}${path}`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify(body),
    });
  for (let i = 0; i < 5; i++) {
    await post("/api/wellness/moods", { mood_score: 5 + i, energy_level: 6, stress_level: 4 });
    await post("/api/workouts/sessions", {
      workout_type: "Postpartum Core",
      duration_minutes: 15 + i,
      intensity_level: "low",
    });
    await post("/api/wellness/sleep", { hours: 7, quality: 6 });
  }
  const profile = await (await fetch(`${app.baseUrl}/api/profile`, { headers: { cookie } })).json();
  return { cookie, userId: profile.user_id };
}

async function startBare(
  databaseUrl: string,
  userId: string,
  unprepared = false,
): Promise<{ url: string; pid: number; stop(): void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "bench/bare-dashboard.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      BENCH_USER_ID: userId,
      BENCH_UNPREPARED: unprepared ? "1" : "0",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid!, stop: () => child.kill("SIGTERM") };
}

export async function benchDashboard() {
  console.log(
    `\n== Signed-in dashboard API (GET /api/dashboard), autocannon, ${CONNECTIONS} connections, ${SECONDS} s`,
  );

  const pglite = await startApp();
  try {
    const { cookie } = await seedUser(pglite);
    console.log(
      line("Bloom on PGlite", await load(`${pglite.baseUrl}/api/dashboard?tz=UTC`, pglite.pid, { cookie })),
    );
  } finally {
    await pglite.stop();
  }

  const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    console.log("  (no PostgreSQL server answered: the PostgreSQL figures are skipped)");
    return;
  }
  const name = `bloom_bench_${randomBytes(4).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  try {
    const app = await startApp({ DATABASE_URL: dbUrl.toString() });
    try {
      const { cookie, userId } = await seedUser(app);
      const bare = await startBare(dbUrl.toString(), userId);
      try {
        // Interleaved (Bloom, bare, Bloom, bare) so neither side always runs on a warmer database.
        const url = `${app.baseUrl}/api/dashboard?tz=UTC`;
        const bloomRuns = [await load(url, app.pid, { cookie })];
        const bareRuns = [await load(bare.url, bare.pid)];
        bloomRuns.push(await load(url, app.pid, { cookie }, false));
        bareRuns.push(await load(bare.url, bare.pid, {}, false));
        const bloom = mean(bloomRuns);
        const raw = mean(bareRuns);
        console.log(line("Bloom on PostgreSQL (mean of 2)", bloom));
        console.log(line("bare handler, same SQL (mean of 2)", raw));
        console.log(
          `  Bloom/bare: ${(bloom.rps / raw.rps).toFixed(2)} (target ≥ 0.80), CPU per request bare/Bloom ${(raw.cpuUs / bloom.cpuUs).toFixed(2)}; target on PostgreSQL ≥ 3,000 req/s, p99 < 25 ms`,
        );
        // For reference: the same statement sent unprepared each time, as a plain pool.query does.
        const plain = await startBare(dbUrl.toString(), userId, true);
        try {
          const unprepared = await load(plain.url, plain.pid);
          console.log(line("bare handler, same SQL, unprepared", unprepared));
          console.log(`  Bloom/unprepared bare: ${(bloom.rps / unprepared.rps).toFixed(2)}`);
        } finally {
          plain.stop();
        }
      } finally {
        bare.stop();
      }
    } finally {
      await app.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
