/**
 * Sends a newsletter issue to every confirmed subscriber:
 *   npm run newsletter -- send issues/2025-06.md
 * The file's first `# ` heading is the subject and the rest its text. Each subscriber gets her own
 * mail with a one-click unsubscribe link and the RFC 8058 List-Unsubscribe headers, through the
 * app's mail transport (SMTP when SMTP_URL is set, else the local outbox under DATA_DIR). Each
 * delivery is recorded under the file's name: running it again sends only to those it missed.
 * It opens the database the server would (DATABASE_URL, else PGlite in DATA_DIR). PGlite has no
 * lock: with the embedded database, stop the server first.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { parseIssue, sendIssue } from "../src/server/features/newsletter/service";
import { createMailer } from "../src/server/mail/mailer";

const [action, file] = process.argv.slice(2);
if (action !== "send" || !file) {
  console.error("usage: npm run newsletter -- send <issue.md>");
  process.exit(2);
}
let issue: ReturnType<typeof parseIssue>;
try {
  issue = parseIssue(path.basename(file).replace(/\.[^.]+$/, ""), await readFile(file, "utf8"));
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const mailer = createMailer({
  db: database.db,
  from: config.mail.from,
  smtpUrl: config.mail.smtpUrl,
  outboxDir: path.join(config.dataDir, "outbox"),
  keepOutbox: !config.production,
  // One line per mail, not its text: the list is long and the text is the file.
  log: () => {},
});
try {
  const { sent, skipped } = await sendIssue(
    { db: database.db, mailer, baseUrl: config.baseUrl, now: () => new Date() },
    issue,
  );
  const via = config.mail.smtpUrl ? "SMTP" : `the local outbox (${path.join(config.dataDir, "outbox")})`;
  console.log(
    `"${issue.subject}" (${issue.key}): sent to ${sent} confirmed subscriber${sent === 1 ? "" : "s"} through ${via}` +
      (skipped ? `; ${skipped} had it already.` : "."),
  );
} finally {
  await database.close();
}
