import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The end-to-end suite starts the built app on a free port with an empty data directory.
// Workers re-read this file, so the first evaluation passes its choices on through the environment.
async function freePort(): Promise<number> {
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

process.env.BLOOM_E2E_PORT ??= String(await freePort());
process.env.BLOOM_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "bloom-e2e-"));
const port = Number(process.env.BLOOM_E2E_PORT);
const baseURL = `http://localhost:${port}`;

// Debian's headless shell (package chromium-headless-shell: the same Chromium, without the desktop
// browser's windows) when it is installed: the suite takes a fifth less time than in the full browser.
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "off",
    // The service worker precaches every route's chunk on a context's first visit, and each test is
    // a new context: every test would download the whole app once more. The specs about it (offline,
    // the first screen, the routes under the Content-Security-Policy) allow it.
    serviceWorkers: "block",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node dist/server/main.js",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // Generous: on a busy two-core machine the first start (migrations, model load) can take a minute.
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: process.env.BLOOM_E2E_DATA_DIR,
      BASE_URL: baseURL,
      RATE_LIMIT_FACTOR: "20",
      DATABASE_URL: "",
    },
  },
});
