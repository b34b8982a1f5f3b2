import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/support";
import { writeBuiltClient } from "../support/built-client";

// The embedded database keeps its data across a restart of the real server process.
const dataDir = mkdtempSync(path.join(tmpdir(), "bloom-restart-"));
let child: ChildProcess | undefined;

async function start(port: number) {
  child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      BASE_URL: `http://localhost:${port}`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start");
}

async function stop() {
  if (!child) return;
  const exited = new Promise((r) => child!.once("exit", r));
  child.kill("SIGTERM");
  await exited;
  child = undefined;
}

afterAll(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the embedded database", () => {
  it("keeps accounts and entries across a server restart", { timeout: 120_000 }, async () => {
    const port = await freePort();
    const base = `http://localhost:${port}`;
    const headers = { "content-type": "application/json", origin: base };
    await start(port);
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        name: "Iris",
        email: "iris@example.com",
        password: "patient-river-stones-4",
        motherhood_stage: "toddler",
        terms_accepted: true,
        age_confirmed: true,
      }),
    });
    expect(signUp.status).toBe(200);
    const firstSignIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email: "iris@example.com", password: "patient-river-stones-4" }),
    });
    expect(firstSignIn.status).toBe(200);
    const cookie = firstSignIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const mood = await fetch(`${base}/api/wellness/moods`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({ mood_score: 8, energy_level: 6, stress_level: 3, notes: "before the restart" }),
    });
    expect(mood.status).toBe(201);
    await stop();

    await start(port);
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email: "iris@example.com", password: "patient-river-stones-4" }),
    });
    expect(signIn.status).toBe(200);
    const again = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const moods = await (await fetch(`${base}/api/wellness/moods`, { headers: { cookie: again } })).json();
    expect(moods.map((m: { notes: string }) => m.notes)).toEqual(["before the restart"]);
    const profile = await (await fetch(`${base}/api/profile`, { headers: { cookie: again } })).json();
    expect(profile.motherhood_stage).toBe("toddler");
  });
});

describe("a server that is starting", () => {
  it("shows a visitor the home page while its database is still being created, and answers her first request for data once it is there", {
    timeout: 120_000,
  }, async () => {
    const fresh = mkdtempSync(path.join(tmpdir(), "bloom-early-"));
    const clientDir = writeBuiltClient({
      "index.html":
        '<!doctype html><html><head><title>Bloom</title><script type="module" crossorigin src="/assets/shell-1.js"></script></head><body><div id="root"></div></body></html>',
      "frames.json": { home: "<h1>Wellness for every stage</h1>", signedIn: {} },
    });
    const port = await freePort();
    const base = `http://localhost:${port}`;
    const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: fresh,
        CLIENT_DIR: clientDir,
        DATABASE_URL: "",
        BASE_URL: base,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const exited = new Promise((r) => server.once("exit", r));
    try {
      let home: Response | undefined;
      for (let i = 0; i < 3000 && !home; i++) {
        home = await fetch(`${base}/`).catch(() => undefined);
        if (!home) await new Promise((r) => setTimeout(r, 20));
      }
      // The first answer on `/` is the home page, drawn while PGlite is still creating its files.
      expect(home?.status).toBe(200);
      expect(await home!.text()).toContain('data-frame="public"><h1>Wellness for every stage</h1>');
      const ready = await fetch(`${base}/api/ready`);
      expect(ready.status).toBe(503);
      expect((await ready.json()).error.code).toBe("starting");
      // Her first request for data waits for the database instead of failing.
      const session = await fetch(`${base}/api/auth/get-session`);
      expect(session.status).toBe(200);
      expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    } finally {
      server.kill("SIGTERM");
      await exited;
      rmSync(fresh, { recursive: true, force: true });
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
