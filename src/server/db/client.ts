import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { Logger } from "drizzle-orm/logger";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Runs the committed migrations (idempotent). On PostgreSQL under an advisory lock, so instances
   * starting together migrate once; refuses a database a newer version of Bloom has migrated.
   */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** One SQL statement with $n parameters, outside Drizzle (seeding, EXPLAIN). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

// From src/server/db/client.ts under tsx, or from the bundle dist/server/main.js after a build.
const here = fileURLToPath(import.meta.url);
const migrationsFolder = path.resolve(
  path.dirname(here),
  here.endsWith(".ts") ? "../../../drizzle" : "../../drizzle",
);

/** Any fixed number: every Bloom instance takes this PostgreSQL advisory lock to migrate. */
export const MIGRATION_LOCK = 0x426c6f6f6d; // "Bloom"

/** The database holds a migration this version of Bloom does not know: it was made by a newer one. */
export class NewerDatabaseError extends Error {
  override name = "NewerDatabaseError";
}

/** The `when` of the last migration shipped here, from drizzle's journal (one small file). */
function lastShippedMigration(): { at: number; count: number } {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return {
    at: Math.max(...journal.entries.map((e) => e.when)),
    count: journal.entries.length,
  };
}

/**
 * Whether the committed migrations still have to run: `false` when the database's last applied
 * migration is the last one shipped here (a warm start: two small queries on drizzle's table, no
 * migration file read). Refuses to go on when that migration is later than the last one shipped:
 * drizzle would otherwise skip every migration silently and this older code would run over tables
 * it does not know (columns it never writes, constraints it breaks).
 */
async function migrationsPending(db: Db): Promise<boolean> {
  const shipped = lastShippedMigration();
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const table = await rows<{ t: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!table[0]?.t) return true; // a new database
  const last = await rows<{ at: string | null }>(
    sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  );
  const at = Number(last[0]?.at ?? 0);
  if (at > shipped.at) {
    throw new NewerDatabaseError(
      `This database was migrated by a newer version of Bloom (its last migration is from ${new Date(at).toISOString()}; ` +
        `this version knows ${shipped.count} migrations, the last from ${new Date(shipped.at).toISOString()}). ` +
        "Bloom will not start on it: run the newer version, or restore a backup made before the upgrade.",
    );
  }
  // Drizzle applies exactly the migrations later than the last one applied: none when it is ours.
  return at < shipped.at;
}

/**
 * PGlite in `dataDir/db` (or in memory for "memory://"), unless a PostgreSQL URL is given.
 * PGlite has no lock, so only this process may open its directory.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  /** Sees every statement Drizzle sends (tests read the SQL of a route this way). */
  logger?: Logger;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // node-postgres and its Drizzle driver are loaded only here: a start on PGlite never needs them.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection can be closed by the server (restart, failover, admin command). The pool
    // drops it and opens another when needed; without a listener the error would end the process.
    pool.on("error", (err) => console.error(`PostgreSQL closed an idle connection: ${err.message}`));
    const db = drizzlePg(pool, { schema, logger: opts.logger }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: async () => {
        // One session holds the lock while the pool's other connections migrate: an instance that
        // starts meanwhile waits here, then finds nothing left to apply.
        const lock = await pool.connect();
        try {
          await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
          try {
            if (await migrationsPending(db)) await migratePg(db as never, { migrationsFolder });
          } finally {
            await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
          }
        } finally {
          lock.release();
        }
      },
      close: () => pool.end(),
      query: async <T>(text: string, params?: unknown[]) => ({
        rows: (await pool.query(text, params)).rows as T[],
      }),
    };
  }
  let dir = "memory://";
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, "db");
    mkdirSync(dir, { recursive: true });
  }
  return pgliteDatabase(await PGlite.create(dir), opts.logger);
}

/** Bloom's database over an open PGlite (the embedded default; tests also open one from a dump). */
export function pgliteDatabase(client: PGlite, logger?: Logger): Database {
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // One process opens a PGlite directory, so no lock is needed.
    migrate: async () => {
      if (await migrationsPending(db)) await migratePglite(db as never, { migrationsFolder });
    },
    close: () => client.close(),
    query: async <T>(text: string, params?: unknown[]) => ({
      rows: (await client.query<T>(text, params)).rows,
    }),
  };
}
