import { serve } from "@hono/node-server";
import { loadConfig } from "./config";
import type { Lifecycle } from "./http/readiness";
import { type Handler, whileStarting } from "./http/starting";

/** How long after serving the background jobs first tick. */
const JOBS_FIRST_TICK_MS = 1000;

const started = performance.now();
const config = loadConfig();
const lifecycle: Lifecycle = { phase: "starting" };

// The port opens before the app's code is even loaded: while the database opens and migrates,
// visitors' pages are answered, the readiness and health checks are 503s that say so (a proxy keeps
// this instance out of rotation), and the rest waits for the whole app (http/starting.ts).
const booting = import("./boot").then(({ boot }) => boot(config, lifecycle));
const whole = booting.then(
  ({ app }): Handler =>
    (request, env) =>
      app.fetch(request, env),
);
let handle: Handler = whileStarting(config, whole);
const server = serve({
  fetch: (request, env) => handle(request, env),
  port: config.port,
  hostname: config.host,
});

// Longer than any proxy keeps an idle connection to us, so it is always the proxy that closes one:
// a request sent on a connection this end is closing at that very moment would be lost.
if ("keepAliveTimeout" in server) server.keepAliveTimeout = 75_000;

const { close, deps, jobs, database } = await booting;
handle = await whole;
// Every instance ticks; each job's slot runs once across them (src/server/jobs/queue.ts). The first
// tick waits a second, so the first requests after a start are not answered behind its queries
// (about 0.15 s of CPU on PGlite): the jobs (reminders, team threads) run on a minute's grain anyway.
let stopJobs = () => {};
const firstJobsTick = setTimeout(() => {
  stopJobs = jobs.start();
}, JOBS_FIRST_TICK_MS);
lifecycle.phase = "serving";
{
  const ms = Math.round(performance.now() - started);
  const where = database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL";
  console.log(`Bloom is listening on ${config.baseUrl} (port ${config.port}, ${where}, ready in ${ms} ms)`);
}

let stopping = false;
/**
 * SIGTERM/SIGINT: readiness turns 503 at once, and for SHUTDOWN_DRAIN_MS the instance still
 * serves, so a proxy's health check takes it out of rotation before it stops accepting. Then the
 * live streams end (browsers reconnect elsewhere and resume), requests in flight finish, and the
 * database closes. A second signal, or 10 s more, ends the process regardless.
 */
function shutdown() {
  if (stopping) process.exit(0);
  stopping = true;
  lifecycle.phase = "draining";
  clearTimeout(firstJobsTick);
  stopJobs();
  setTimeout(() => {
    void deps.live.close();
    server.close(async () => {
      await close();
      await database.close();
      process.exit(0);
    });
    // Keep-alive connections from a proxy would hold close() open: idle ones go now, busy ones
    // once their response is written.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  }, config.shutdownDrainMs);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
