import { existsSync } from "node:fs";
import path from "node:path";
import { createApp } from "./app";
import type { Config } from "./config";
import { removePidFile, writePidFile } from "./db/backup";
import { NewerDatabaseError, openDatabase } from "./db/client";
import { seedCourses } from "./features/courses/service";
import type { Lifecycle } from "./http/readiness";

/**
 * The part of a start that needs the database: open it, migrate it, seed the courses, build the
 * whole app on it. `main.ts` loads this module only after its port is open (the app's code is most
 * of what a start reads), and answers visitors' pages meanwhile (`http/starting.ts`).
 */
export async function boot(config: Config, lifecycle: Lifecycle) {
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, "db", "PG_VERSION"))) {
    console.log(
      `Creating the embedded database in ${path.join(config.dataDir, "db")} (first start only, a few seconds)…`,
    );
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // `npm run backup` refuses while this process holds the embedded database.
  if (database.kind === "pglite") {
    writePidFile(config.dataDir);
    process.on("exit", () => removePidFile(config.dataDir));
  }
  try {
    await database.migrate();
  } catch (err) {
    if (!(err instanceof NewerDatabaseError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  await seedCourses(database.db);
  return { ...createApp({ config, db: database.db, serveClient: true, lifecycle }), database };
}
