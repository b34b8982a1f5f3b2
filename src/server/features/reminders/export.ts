import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  pushSubscriptions,
  reminderDeliveries,
  reminderPreferences,
  reminderSettings,
} from "../../db/schema";

/** Her reminders for her data export: what she chose, where they go, and what was sent. */
export async function remindersExport(db: Db, userId: string) {
  const [settings, [prefs], subs, sent] = await Promise.all([
    db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)),
    db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId)),
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
    db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, userId)),
  ]);
  return {
    settings: settings.map((s) => ({ kind: s.kind, enabled: s.enabled, time: s.time, days: s.days })),
    preferences: prefs
      ? {
          timeZone: prefs.timeZone,
          quietStart: prefs.quietStart,
          quietEnd: prefs.quietEnd,
          detailed: prefs.detailed,
          emailOff: prefs.emailOff,
        }
      : null,
    // The push service's address only: the keys belong to her browser.
    pushSubscriptions: subs.map((s) => ({ endpoint: s.endpoint, createdAt: s.createdAt.toISOString() })),
    sent: sent.map((d) => ({
      kind: d.kind,
      localDate: d.localDate,
      status: d.status,
      channel: d.channel,
      sentAt: d.sentAt?.toISOString() ?? null,
    })),
  };
}
