import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * Backups of the embedded default (PGlite in DATA_DIR/db, photos in DATA_DIR/files). PGlite has no
 * lock and keeps pages in memory, so a copy of a live directory is not a consistent backup: the
 * server writes its pid to DATA_DIR/bloom.pid while it runs, and a backup or restore refuses while
 * that process lives (stop Bloom, back up, start it again: a few seconds). With the server stopped,
 * PGlite itself writes the database as one archive (`dumpDataDir`), which a restore loads into an
 * empty directory. PostgreSQL deployments use pg_dump and the bucket's versioning instead
 * (docs/deploy.md).
 */
export const PID_FILE = "bloom.pid";
const MANIFEST = "bloom-backup.json";
const DATABASE_ARCHIVE = "db.tar.gz";

export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** Migrations applied to the database when it was backed up. */
  migrations: number;
  accounts: number;
  files: number;
  fileBytes: number;
}

export class BackupRefused extends Error {
  override name = "BackupRefused";
}

/** Written by main.ts while the server runs on the embedded database; removed at shutdown. */
export function writePidFile(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, PID_FILE), String(process.pid));
}

export function removePidFile(dataDir: string) {
  const file = path.join(dataDir, PID_FILE);
  try {
    if (readFileSync(file, "utf8").trim() === String(process.pid)) rmSync(file);
  } catch {
    // already gone
  }
}

/** The pid of a live Bloom server on this data directory, or null (none, or it was killed). */
export function runningServer(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, PID_FILE), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}

function refuseWhileRunning(dataDir: string) {
  const pid = runningServer(dataDir);
  if (pid !== null) {
    throw new BackupRefused(
      `Bloom is running on ${dataDir} (pid ${pid}). The embedded database cannot be copied while it runs: ` +
        `stop it (kill -TERM ${pid}), run this again, then start Bloom.`,
    );
  }
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) =>
    statSync(path.join(dir, f)).isFile(),
  );
}

/** Copies DATA_DIR's database, files and auth secret into `outDir` (created; must not exist). */
export async function backupEmbedded(dataDir: string, outDir: string): Promise<BackupManifest> {
  refuseWhileRunning(dataDir);
  const dbDir = path.join(dataDir, "db");
  if (!existsSync(path.join(dbDir, "PG_VERSION"))) throw new BackupRefused(`No Bloom database in ${dbDir}.`);
  if (existsSync(outDir) && readdirSync(outDir).length > 0)
    throw new BackupRefused(`${outDir} is not empty: choose a new directory for the backup.`);
  mkdirSync(outDir, { recursive: true });

  const pg = await PGlite.create(dbDir);
  let migrations = 0;
  let accounts = 0;
  try {
    const m = await pg.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    migrations = m.rows[0]?.n ?? 0;
    const a = await pg.query<{ n: number }>(`select count(*)::int as n from users`);
    accounts = a.rows[0]?.n ?? 0;
    const archive = await pg.dumpDataDir("gzip");
    writeFileSync(path.join(outDir, DATABASE_ARCHIVE), Buffer.from(await archive.arrayBuffer()));
  } finally {
    await pg.close();
  }
  const filesDir = path.join(dataDir, "files");
  const files = walk(filesDir);
  if (files.length > 0) cpSync(filesDir, path.join(outDir, "files"), { recursive: true });
  // Sessions stay valid after a restore only with the same signing secret.
  const secret = path.join(dataDir, "auth-secret");
  if (existsSync(secret)) cpSync(secret, path.join(outDir, "auth-secret"));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    migrations,
    accounts,
    files: files.length,
    fileBytes: files.reduce((n, f) => n + statSync(path.join(filesDir, f)).size, 0),
  };
  writeFileSync(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Restores a backup into an empty (or missing) data directory. */
export async function restoreEmbedded(backupDir: string, dataDir: string): Promise<BackupManifest> {
  const manifestFile = path.join(backupDir, MANIFEST);
  if (!existsSync(manifestFile))
    throw new BackupRefused(`${backupDir} is not a Bloom backup (no ${MANIFEST}).`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as BackupManifest;
  if (manifest.format !== 1) throw new BackupRefused(`Unknown backup format ${manifest.format}.`);
  refuseWhileRunning(dataDir);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new BackupRefused(
      `${dataDir} is not empty: restore into a new data directory, then point DATA_DIR at it.`,
    );
  const dbDir = path.join(dataDir, "db");
  mkdirSync(dbDir, { recursive: true });
  const archive = new Blob([readFileSync(path.join(backupDir, DATABASE_ARCHIVE))]);
  const pg = await PGlite.create(dbDir, { loadDataDir: archive });
  await pg.close();
  if (existsSync(path.join(backupDir, "files")))
    cpSync(path.join(backupDir, "files"), path.join(dataDir, "files"), { recursive: true });
  if (existsSync(path.join(backupDir, "auth-secret")))
    cpSync(path.join(backupDir, "auth-secret"), path.join(dataDir, "auth-secret"));
  return manifest;
}
