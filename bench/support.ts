import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface RunningApp {
  baseUrl: string;
  /** The server's process id (for reading its memory from /proc). */
  pid: number;
  dataDir: string;
  startupMs: number;
  stop(): Promise<void>;
}

/**
 * Starts the built app as `npm start` would, on a free port with an empty data directory; from
 * another checkout's build when `dir` is given (to compare two builds in one run).
 */
export async function startApp(env: Record<string, string> = {}, dir = process.cwd()): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bloom-bench-"));
  const baseUrl = `http://localhost:${port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      BASE_URL: baseUrl,
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const startupMs = performance.now() - started;
  return {
    baseUrl,
    pid: child.pid!,
    dataDir,
    startupMs,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The fields of /proc/<pid>/stat after the process's name (state, ppid, pgrp, ...; utime and stime
 * are fields 11 and 12, in ticks of 10 ms), or null when the process is gone or there is no /proc.
 */
export function procStat(pid: number | string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The name is in parentheses and may hold spaces or ")": the fields start after the last ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

/**
 * Signs a new user up and in (sign-up opens no session: it answers alike for a registered address)
 * and returns her cookie header.
 */
export async function signUpAndIn(
  app: RunningApp,
  user: { name: string; email: string; password: string; motherhood_stage?: string },
): Promise<string> {
  const headers = { "content-type": "application/json", origin: app.baseUrl };
  const up = await fetch(`${app.baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ ...user, terms_accepted: true, age_confirmed: true }),
  });
  if (!up.ok) throw new Error(`sign-up failed: ${up.status}`);
  const res = await fetch(`${app.baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
