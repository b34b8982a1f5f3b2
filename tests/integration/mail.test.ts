import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../src/server/db/schema";
import { createMailer } from "../../src/server/mail/mailer";
import { passwordResetMail } from "../../src/server/mail/templates";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let smtp: SMTPServer;
let port: number;
const received: { from?: string; to: string[]; raw: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk) => {
        raw += chunk.toString();
      });
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

describe("the mailer", () => {
  it("hands mail to a real SMTP server when SMTP_URL is set, and keeps a copy in the outbox", async () => {
    const mailer = createMailer({
      db: t.db,
      from: "Bloom <hello@bloom.test>",
      smtpUrl: `smtp://127.0.0.1:${port}`,
    });
    await mailer.send(
      passwordResetMail("smtp-mum@example.com", "Mum", "http://localhost:3000/reset-password?token=abc"),
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(["smtp-mum@example.com"]);
    expect(received[0]!.from).toBe("hello@bloom.test");
    expect(received[0]!.raw).toContain("Subject: Reset your Bloom password");
    // The body travels quoted-printable: undo soft line breaks and "=3D" before reading the link.
    const body = received[0]!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    expect(body).toContain("http://localhost:3000/reset-password?token=abc");
    const [kept] = await t.db.select().from(outbox).where(eq(outbox.to, "smtp-mum@example.com"));
    expect(kept?.transport).toBe("smtp");
  });

  it("without SMTP, logs the mail with its link and writes it to the outbox folder", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bloom-outbox-"));
    const lines: string[] = [];
    const mailer = createMailer({
      db: t.db,
      from: "Bloom <hello@bloom.test>",
      outboxDir: dir,
      log: (l) => lines.push(l),
    });
    await mailer.send(
      passwordResetMail("local-mum@example.com", "Mum", "http://localhost:3000/reset-password?token=xyz"),
    );
    expect(lines.join("\n")).toContain("http://localhost:3000/reset-password?token=xyz");
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(dir, files[0]!), "utf8")).toContain("To: local-mum@example.com");
    const [kept] = await t.db.select().from(outbox).where(eq(outbox.to, "local-mum@example.com"));
    expect(kept?.transport).toBe("outbox");
  });
});

describe("the mailer in production", () => {
  it("keeps no copy of a mail (no outbox row, no log line with its content) and hands it to SMTP", async () => {
    const lines: string[] = [];
    const before = received.length;
    const mailer = createMailer({
      db: t.db,
      from: "Bloom <hello@bloom.test>",
      smtpUrl: `smtp://127.0.0.1:${port}`,
      keepOutbox: false,
      log: (line) => lines.push(line),
    });
    await mailer.send(
      passwordResetMail(
        "prod-mum@example.com",
        "Mum",
        "http://localhost:3000/reset-password?token=secret-token",
      ),
    );
    expect(received.length).toBe(before + 1);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, "prod-mum@example.com"))).toEqual([]);
    expect(lines.join("\n")).not.toContain("secret-token");
  });

  it("without SMTP drops the mail with a line that names neither the address nor the link", async () => {
    const lines: string[] = [];
    const mailer = createMailer({
      db: t.db,
      from: "Bloom <hello@bloom.test>",
      keepOutbox: false,
      log: (l) => lines.push(l),
    });
    await mailer.send(
      passwordResetMail(
        "nosmtp-mum@example.com",
        "Mum",
        "http://localhost:3000/reset-password?token=secret-token",
      ),
    );
    expect(await t.db.select().from(outbox).where(eq(outbox.to, "nosmtp-mum@example.com"))).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("secret-token");
    expect(lines[0]).not.toContain("nosmtp-mum");
  });
});
