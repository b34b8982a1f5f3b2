// `npm run bench -- start`: how long `npm start` takes to answer, measured as a user meets it.
// First start: an empty data directory (PGlite runs initdb, migrations apply), build up to date.
// Warm start: the same directory again. Each figure is the time from spawning `npm start` to the
// first 200 on `/`, and to the first on `/api/ready` (which needs the database open and migrated).
// `npm run bench -- start-before` times the old way (a Vite build on every start, then the server
// through the tsx loader) under the same conditions, for comparison. Each warm start is followed
// by the floor: PGlite alone opening the same directory and answering a query.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { freePort, procStat } from "./support";

const WARM_RUNS = Number(process.env.BENCH_START_RUNS ?? 5);

/**
 * CPU seconds used so far by a process group (its live processes and the children they reaped),
 * from /proc. On a shared machine the wall clock mostly measures the neighbours; this does not.
 */
function groupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    // After the name: state(0) ppid(1) pgrp(2) ... utime(11) stime(12) cutime(13) cstime(14);
    // null when the process ended meanwhile.
    const fields = procStat(pid);
    if (!fields || Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

interface Timing {
  wallMs: number;
  cpuMs: number;
}

/** The first 200 on `/` (a page), and the first on `/api/ready` (the database open and migrated). */
interface StartTiming extends Timing {
  ready: Timing;
}

async function timeToFirst200(command: string[], dataDir: string): Promise<StartTiming> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const started = performance.now();
  // Its own process group, so the server npm starts is stopped with it.
  const child: ChildProcess = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BASE_URL: baseUrl, DATABASE_URL: "" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const answered = async (p: string) => {
    try {
      return (await fetch(`${baseUrl}${p}`)).status === 200;
    } catch {
      return false; // not listening yet
    }
  };
  const now = (): Timing => ({ wallMs: performance.now() - started, cpuMs: groupCpuMs(child.pid!) });
  try {
    let page: Timing | undefined;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(" ")} exited with ${child.exitCode}`);
      if (!page && (await answered("/"))) page = now();
      // Pages may come before the database; an API that needs it is timed too, and is what a
      // member waits for before her own data shows.
      if (page && (await answered("/api/ready"))) return { ...page, ready: now() };
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    process.kill(-child.pid!, "SIGTERM");
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
  }
}

/**
 * The floor a warm start is compared with: a bare Node process that opens the same PGlite data
 * directory and answers one query, from spawn to that answer (the server must be stopped).
 */
async function pgliteFloor(dataDir: string): Promise<Timing> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      "import { PGlite } from '@electric-sql/pglite'; const db = await PGlite.create(process.argv[1]); await db.query('select 1'); console.log('answered'); await db.close();",
      path.join(dataDir, "db"),
    ],
    { stdio: ["ignore", "pipe", "inherit"], detached: true },
  );
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (d) => {
      if (String(d).includes("answered"))
        resolve({ wallMs: performance.now() - started, cpuMs: groupCpuMs(child.pid!) });
    });
    child.once("exit", (code) =>
      code === 0 ? undefined : reject(new Error(`the PGlite floor exited with ${code}`)),
    );
  }).finally(
    () => new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r))),
  ) as Promise<Timing>;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const both = (t: Timing) => `${seconds(t.wallMs)} (CPU ${seconds(t.cpuMs)})`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () => loadavg()[0]!.toFixed(1);

export async function benchStart(command: string[], label: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bloom-bench-start-"));
  try {
    console.log(`\n== ${label}: \`${command.join(" ")}\` to the first 200 on / (load average ${load()})`);
    const first = await timeToFirst200(command, dataDir);
    console.log(
      `  first start, empty data directory: / ${both(first)}; /api/ready ${both(first.ready)} (target < 8 s)`,
    );
    const warm: StartTiming[] = [];
    const floor: Timing[] = [];
    // Alternated, so both meet the same neighbours.
    for (let i = 0; i < WARM_RUNS; i++) {
      warm.push(await timeToFirst200(command, dataDir));
      floor.push(await pgliteFloor(dataDir));
    }
    const wallMedian = median(warm.map((t) => t.wallMs));
    const cpuMedian = median(warm.map((t) => t.cpuMs));
    const readyWall = median(warm.map((t) => t.ready.wallMs));
    const readyCpu = median(warm.map((t) => t.ready.cpuMs));
    const floorMedian = median(floor.map((t) => t.wallMs));
    const floorCpu = median(floor.map((t) => t.cpuMs));
    const ratios = (wall: number, cpu: number) =>
      `${(wall / floorMedian).toFixed(2)} × wall, ${(cpu / floorCpu).toFixed(2)} × CPU`;
    console.log(
      `  warm start, first 200 on /: median ${seconds(wallMedian)} (CPU ${seconds(cpuMedian)}) of ${WARM_RUNS}: ${warm.map(both).join(", ")} (target < 1.5 s)`,
    );
    console.log(
      `  warm start, first 200 on /api/ready (database open and migrated): median ${seconds(readyWall)} (CPU ${seconds(readyCpu)}): ${warm.map((t) => both(t.ready)).join(", ")}`,
    );
    console.log(
      `  PGlite alone opening that directory and answering one query: median ${seconds(floorMedian)} (CPU ${seconds(floorCpu)}): ${floor.map(both).join(", ")}`,
    );
    console.log(
      `  warm start / floor (target ≤ 1.5 ×): / ${ratios(wallMedian, cpuMedian)}; /api/ready ${ratios(readyWall, readyCpu)}`,
    );
    console.log(`  load average now ${load()} on ${availableParallelism()} cores`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
