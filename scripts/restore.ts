/**
 * Restores a backup made by `npm run backup` into an empty data directory:
 *   DATA_DIR=data-restored npm run restore -- backups/2026-11-27
 * then start Bloom with that DATA_DIR. It refuses a directory that holds anything.
 */
import path from "node:path";
import { loadConfig } from "../src/server/config";
import { BackupRefused, restoreEmbedded } from "../src/server/db/backup";

const from = process.argv[2];
if (!from) {
  console.error("usage: DATA_DIR=<empty directory> npm run restore -- <backup directory>");
  process.exit(2);
}
const config = loadConfig();
try {
  const m = await restoreEmbedded(path.resolve(from), config.dataDir);
  console.log(
    `Restored the backup of ${m.createdAt} into ${config.dataDir}: ${m.accounts} accounts, ${m.files} files. Start Bloom with DATA_DIR=${config.dataDir}.`,
  );
} catch (err) {
  if (!(err instanceof BackupRefused)) throw err;
  console.error(err.message);
  process.exit(1);
}
