/**
 * A backup of the embedded database (PGlite in DATA_DIR/db), the photos under DATA_DIR/files and
 * the session secret, into a new directory:
 *   npm run backup -- backups/2026-11-27
 * Stop Bloom first (it refuses while the server runs on DATA_DIR: PGlite has no lock). With
 * DATABASE_URL set, use pg_dump and the bucket's versioning instead (docs/deploy.md).
 */
import path from "node:path";
import { loadConfig } from "../src/server/config";
import { BackupRefused, backupEmbedded } from "../src/server/db/backup";

const out = process.argv[2];
if (!out) {
  console.error("usage: npm run backup -- <new directory>");
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error("DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/deploy.md, Backups).");
  process.exit(2);
}
try {
  const m = await backupEmbedded(config.dataDir, path.resolve(out));
  console.log(
    `Backed up ${config.dataDir} to ${out}: ${m.accounts} accounts, ${m.migrations} migrations, ${m.files} files (${(m.fileBytes / 1024 / 1024).toFixed(1)} MB).`,
  );
} catch (err) {
  if (!(err instanceof BackupRefused)) throw err;
  console.error(err.message);
  process.exit(1);
}
