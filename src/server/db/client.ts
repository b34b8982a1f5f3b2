import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs the committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// From src/server/db/client.ts under tsx, or from the bundle dist/server/main.js after a build.
const here = fileURLToPath(import.meta.url);
const migrationsFolder = path.resolve(
  path.dirname(here),
  here.endsWith(".ts") ? "../../../drizzle" : "../../drizzle",
);

/**
 * PGlite in `dataDir/db` (or in memory for "memory://"), unless a PostgreSQL URL is given.
 * PGlite has no lock, so only this process may open its directory.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection can be closed by the server (restart, failover, admin command). The pool
    // drops it and opens another when needed; without a listener the error would end the process.
    pool.on("error", (err) => console.error(`PostgreSQL closed an idle connection: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let dir = "memory://";
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, "db");
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
