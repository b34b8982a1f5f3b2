import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsletterDeliveries, newsletterSubscribers } from "../../db/schema";
import type { Mailer } from "../../mail/mailer";
import { newsletterConfirmMail, newsletterIssueMail } from "../../mail/templates";

/**
 * The newsletter, with double opt-in. Subscribing mails a single-use confirmation link; only an
 * address whose owner opened it receives issues; every issue carries a one-click unsubscribe link
 * and the RFC 8058 headers. Sending an issue is a command (scripts/newsletter.ts), not a route.
 */

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;
/** A second confirmation mail to the same address waits this long: no one can flood her inbox. */
export const CONFIRM_RESEND_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const newToken = () => randomBytes(32).toString("base64url");
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export interface NewsletterDeps {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  now: () => Date;
}

/** The page her confirmation link opens; it confirms through POST /api/newsletter/confirm. */
export const confirmPageUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
/** The page an issue's unsubscribe link opens. */
export const unsubscribePageUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
/** The List-Unsubscribe address: a POST unsubscribes at once (RFC 8058), a GET shows the page. */
export const oneClickUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * Asks her to confirm the address. The answer is the same whatever happens, so the form tells no
 * one who subscribes: a confirmed address gets no mail, and one mailed in the last 10 minutes no
 * second one.
 */
export async function subscribe(deps: NewsletterDeps, email: string): Promise<void> {
  const now = deps.now();
  const token = newToken();
  const table = newsletterSubscribers;
  const [row] = await deps.db
    .insert(table)
    .values({
      email,
      createdAt: now,
      confirmTokenHash: hashOf(token),
      confirmSentAt: now,
      unsubscribeToken: newToken(),
    })
    .onConflictDoUpdate({
      target: table.email,
      set: {
        confirmTokenHash: hashOf(token),
        confirmSentAt: now,
        // Addresses from before double opt-in have none yet.
        unsubscribeToken: sql`coalesce(${table.unsubscribeToken}, ${newToken()})`,
      },
      setWhere: and(
        isNull(table.confirmedAt),
        sql`(${table.confirmSentAt} is null or ${table.confirmSentAt} <= ${new Date(now.getTime() - CONFIRM_RESEND_MS)})`,
      ),
    })
    .returning({ email: table.email });
  if (!row) return;
  await deps.mailer.send(
    newsletterConfirmMail(email, confirmPageUrl(deps.baseUrl, token), CONFIRM_LINK_DAYS),
  );
}

/** Confirms the address whose link this is; null when the link is unknown, used or expired. */
export async function confirm(deps: Pick<NewsletterDeps, "db" | "now">, token: string) {
  const now = deps.now();
  const table = newsletterSubscribers;
  const [row] = await deps.db
    .update(table)
    .set({ confirmedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(table.confirmTokenHash, hashOf(token)),
        isNull(table.confirmedAt),
        gt(table.confirmSentAt, new Date(now.getTime() - CONFIRM_LINK_DAYS * DAY_MS)),
      ),
    )
    .returning({ email: table.email });
  return row ?? null;
}

/** Removes the address of this unsubscribe token (and what was sent to it); null if none has it. */
export async function unsubscribe(db: Db, token: string) {
  const [row] = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ email: newsletterSubscribers.email });
  return row ?? null;
}

export interface NewsletterIssue {
  /** Names the issue in the delivery record: sending it again reaches only those it missed. */
  key: string;
  subject: string;
  text: string;
}

/**
 * An issue from Markdown: the first `# ` heading is the subject, the rest the text (Markdown reads
 * well as plain text, which is what Bloom's mails are).
 */
export function parseIssue(key: string, markdown: string): NewsletterIssue {
  const lines = markdown.replace(/\r\n/g, "\n").split("\n");
  const at = lines.findIndex((l) => /^#\s+\S/.test(l));
  if (at < 0) throw new Error("The issue needs a first-level heading (# Subject) for its subject.");
  const subject = lines[at]!.replace(/^#\s+/, "").trim();
  const text = [...lines.slice(0, at), ...lines.slice(at + 1)].join("\n").trim();
  if (!text) throw new Error("The issue has a subject but no text.");
  return { key, subject, text };
}

/**
 * Sends an issue to every confirmed address it has not reached yet, one mail each, and records each
 * delivery as it goes, so a send that stops half way can simply be run again. Confirmation links
 * past their time are cleared out first (an address never confirmed is not kept).
 */
export async function sendIssue(
  deps: NewsletterDeps,
  issue: NewsletterIssue,
): Promise<{ sent: number; skipped: number }> {
  const now = deps.now();
  const table = newsletterSubscribers;
  await deps.db
    .delete(table)
    .where(
      and(
        isNull(table.confirmedAt),
        lt(table.confirmSentAt, new Date(now.getTime() - CONFIRM_LINK_DAYS * DAY_MS)),
      ),
    );
  const confirmed = await deps.db
    .select({ email: table.email, token: table.unsubscribeToken, sentAt: newsletterDeliveries.sentAt })
    .from(table)
    .leftJoin(
      newsletterDeliveries,
      and(eq(newsletterDeliveries.email, table.email), eq(newsletterDeliveries.issue, issue.key)),
    )
    .where(and(isNotNull(table.confirmedAt), isNotNull(table.unsubscribeToken)))
    .orderBy(table.email);
  let sent = 0;
  let skipped = 0;
  for (const row of confirmed) {
    if (row.sentAt) {
      skipped += 1;
      continue;
    }
    await deps.mailer.send(
      newsletterIssueMail(row.email, issue, {
        page: unsubscribePageUrl(deps.baseUrl, row.token!),
        oneClick: oneClickUrl(deps.baseUrl, row.token!),
      }),
    );
    await deps.db
      .insert(newsletterDeliveries)
      .values({ issue: issue.key, email: row.email, sentAt: deps.now() })
      .onConflictDoNothing();
    sent += 1;
  }
  return { sent, skipped };
}
