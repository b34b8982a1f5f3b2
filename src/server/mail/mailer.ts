import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. the newsletter's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

type Log = (line: string) => void;

/**
 * One mailer for the whole app. Outside production every mail is kept in the outbox table; with
 * SMTP_URL set it is also handed to that server, otherwise it is printed to the server log and
 * written as a text file under `outboxDir`, so that the verification and reset links work on a
 * machine with no mail server.
 *
 * In production (`keepOutbox: false`) a mail is only handed to SMTP: no copy in the database, the
 * log or a file, since reset and verification links are keys to her account. Without SMTP there it
 * is dropped with one log line that names neither the address nor the content.
 */
export function createMailer(opts: {
  db: Db;
  from: string;
  smtpUrl?: string;
  outboxDir?: string;
  log?: Log;
  /** Keep copies (table, log, files) for local development; false in production. Default true. */
  keepOutbox?: boolean;
}): Mailer {
  const keep = opts.keepOutbox ?? true;
  const log = opts.log ?? ((line) => console.log(line));
  // nodemailer is read with the first mail, not at every start of the server.
  const smtpUrl = opts.smtpUrl;
  let transport: Promise<{ sendMail(mail: Mail & { from: string }): Promise<unknown> }> | undefined;
  const smtp = smtpUrl
    ? {
        sendMail(mail: Mail & { from: string }) {
          transport ??= import("nodemailer").then((m) => m.default.createTransport(smtpUrl));
          return transport.then((t) => t.sendMail(mail));
        },
      }
    : undefined;
  return {
    async send(mail) {
      if (!keep) {
        if (smtp) await smtp.sendMail({ from: opts.from, ...mail });
        else log(`[mail] not sent: SMTP_URL is not set ("${mail.subject}")`);
        return;
      }
      await opts.db.insert(outbox).values({
        id: randomUUID(),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        transport: smtp ? "smtp" : "outbox",
      });
      if (smtp) {
        await smtp.sendMail({ from: opts.from, ...mail });
        return;
      }
      log(`[mail] to=${mail.to} subject="${mail.subject}"\n${mail.text}\n[/mail]`);
      if (opts.outboxDir) {
        await mkdir(opts.outboxDir, { recursive: true });
        const name = `${Date.now()}-${randomUUID()}-${mail.to.replace(/[^a-z0-9@._-]/gi, "_")}.txt`;
        await writeFile(
          path.join(opts.outboxDir, name),
          `To: ${mail.to}\nSubject: ${mail.subject}\n${extraHeaders(mail)}\n${mail.text}\n`,
        );
      }
    },
  };
}

function extraHeaders(mail: Mail): string {
  return Object.entries(mail.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\n`)
    .join("");
}
