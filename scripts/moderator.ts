/**
 * Names or un-names a community moderator by email (besides ADMIN_EMAILS):
 *   npm run moderator -- add mum@example.com
 *   npm run moderator -- remove mum@example.com
 * It opens the database the server would (DATABASE_URL, else PGlite in DATA_DIR). PGlite has no
 * lock: with the embedded database, stop the server first.
 */
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { setModerator } from "../src/server/features/community";

const [action, email] = process.argv.slice(2);
if ((action !== "add" && action !== "remove") || !email) {
  console.error("usage: npm run moderator -- add|remove <email>");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const found = await setModerator(database.db, email, action === "add");
await database.close();
if (!found) {
  console.error(`No Bloom account has the address ${email}.`);
  process.exit(1);
}
console.log(
  action === "add" ? `${email} is now a community moderator.` : `${email} is no longer a moderator.`,
);
