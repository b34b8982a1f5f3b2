import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import {
  DISCREET_TEXT,
  DISCREET_TITLE,
  REMINDERS,
  type ReminderKind,
  reminderDueOn,
} from "../../../shared/reminders";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import {
  pushSubscriptions,
  reminderDeliveries,
  reminderPreferences,
  reminderSettings,
  users,
} from "../../db/schema";
import type { Job } from "../../jobs/queue";
import type { Mailer } from "../../mail/mailer";
import { type PushOutcome, sendPush, type VapidKeys, vapidKeys } from "./push";

/** A claimed delivery not finished after this long (its instance died) is sent again. */
const DELIVERY_LEASE_MS = 5 * 60_000;

const minuteOf = (now: Date) => now.toISOString().slice(0, 16);

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "baseUrl" | "dataDir" | "vapidKeys" | "supportEmail">;
  /** Sends one push; tests may point it at a loopback push service, it is the real sender anyway. */
  push?: typeof sendPush;
}

export const unsubscribeUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * Reminders through the job queue: each minute's slot (run once across instances) makes the
 * deliveries due in that minute, one per reminder and local day (a unique key, so a clock that
 * falls back an hour cannot make a second); the drain then claims pending deliveries with a lease
 * and sends each by Web Push, or by email where she has no working subscription.
 */
export function remindersJob(deps: ReminderDeps): Job {
  const send = deps.push ?? sendPush;
  let keys: VapidKeys | undefined;
  return {
    kind: "reminders",
    due: (now) => [`reminders:${minuteOf(now)}`],
    async run(tx, _slot, now) {
      const rows = await tx
        .select({
          userId: reminderSettings.userId,
          kind: reminderSettings.kind,
          time: reminderSettings.time,
          days: reminderSettings.days,
          timeZone: reminderPreferences.timeZone,
          quietStart: reminderPreferences.quietStart,
          quietEnd: reminderPreferences.quietEnd,
        })
        .from(reminderSettings)
        .innerJoin(reminderPreferences, eq(reminderPreferences.userId, reminderSettings.userId))
        .where(eq(reminderSettings.enabled, true));
      const due = rows.flatMap((r) => {
        const localDate = reminderDueOn(r, r, now);
        return localDate
          ? [{ id: randomUUID(), userId: r.userId, kind: r.kind, localDate, status: "pending", dueAt: now }]
          : [];
      });
      if (due.length) await tx.insert(reminderDeliveries).values(due).onConflictDoNothing();
    },
    async drain(now) {
      const claim = randomUUID();
      const claimed = await deps.db
        .update(reminderDeliveries)
        .set({ claim, leaseUntil: new Date(now.getTime() + DELIVERY_LEASE_MS) })
        .where(
          and(
            eq(reminderDeliveries.status, "pending"),
            lte(reminderDeliveries.dueAt, now),
            or(isNull(reminderDeliveries.leaseUntil), lt(reminderDeliveries.leaseUntil, now)),
          ),
        )
        .returning();
      for (const delivery of claimed) {
        keys ??= await vapidKeys(deps.config);
        const channel = await deliver(deps, send, keys, delivery);
        await deps.db
          .update(reminderDeliveries)
          .set({ status: channel ? "sent" : "skipped", channel, sentAt: now, leaseUntil: null })
          .where(and(eq(reminderDeliveries.id, delivery.id), eq(reminderDeliveries.claim, claim)));
      }
    },
  };
}

async function deliver(
  deps: ReminderDeps,
  send: typeof sendPush,
  keys: VapidKeys,
  delivery: typeof reminderDeliveries.$inferSelect,
): Promise<"push" | "email" | null> {
  const info = REMINDERS[delivery.kind as ReminderKind];
  if (!info) return null;
  const [prefs] = await deps.db
    .select()
    .from(reminderPreferences)
    .where(eq(reminderPreferences.userId, delivery.userId));
  const detailed = prefs?.detailed ?? false;
  const subs = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, delivery.userId));
  // The lock screen says only "Time for your check-in" unless she asked for the detail.
  const payload = {
    title: detailed ? info.label : DISCREET_TITLE,
    body: detailed ? info.detailed : DISCREET_TEXT,
    url: info.url,
    tag: `bloom-${delivery.kind}`,
  };
  const outcomes: PushOutcome[] = [];
  for (const sub of subs) {
    const outcome = await send(sub, payload, { keys, subject: `mailto:${deps.config.supportEmail}` });
    outcomes.push(outcome);
    // Expired or revoked (404/410): that subscription is gone for good.
    if (outcome === "gone") await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
  }
  if (outcomes.includes("sent")) return "push";
  if (!prefs || prefs.emailOff) return null;
  const [user] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.id, [delivery.userId]));
  if (!user) return null;
  const link = unsubscribeUrl(deps.config.baseUrl, prefs.unsubscribeToken);
  await deps.mailer.send({
    to: user.email,
    subject: detailed ? `Bloom: ${info.label}` : "A reminder from Bloom",
    text: `${detailed ? info.detailed : DISCREET_TEXT}\n\nOpen Bloom: ${deps.config.baseUrl}${info.url}\n\n--\nYou receive this because you turned on reminders in Bloom. Change them on your profile, or stop reminder emails in one click: ${link}\n`,
    headers: {
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
  return "email";
}
