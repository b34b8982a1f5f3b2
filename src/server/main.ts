import { existsSync } from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedCourses } from "./features/courses/service";

const started = performance.now();
const config = loadConfig();
if (!config.databaseUrl && !existsSync(path.join(config.dataDir, "db", "PG_VERSION"))) {
  console.log(
    `Creating the embedded database in ${path.join(config.dataDir, "db")} (first start only, a few seconds)…`,
  );
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await seedCourses(database.db);
const { app, close, deps, jobs } = createApp({ config, db: database.db, serveClient: true });
// Every instance ticks; each job's slot runs once across them (src/server/jobs/queue.ts).
const stopJobs = jobs.start();

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const ms = Math.round(performance.now() - started);
  const where = database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL";
  console.log(`Bloom is listening on ${config.baseUrl} (port ${info.port}, ${where}, ready in ${ms} ms)`);
});

function shutdown() {
  // Live event streams never end on their own and would hold server.close open: end them first
  // (browsers reconnect, to another instance or to this one once it is back, and resume).
  stopJobs();
  void deps.live.close();
  server.close(async () => {
    await close();
    await database.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
