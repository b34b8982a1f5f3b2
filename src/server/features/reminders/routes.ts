import { randomBytes, randomUUID } from "node:crypto";
import { zValidator } from "@hono/zod-validator";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { REMINDER_KINDS, REMINDERS, type ReminderKind } from "../../../shared/reminders";
import {
  pushEndpointInput,
  pushSubscriptionInput,
  reminderSettingsInput,
} from "../../../shared/reminders-input";
import { pushSubscriptions, reminderPreferences, reminderSettings } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { validationHook } from "../../http/errors";
import { requireUser } from "../../http/require-user";
import { vapidKeys } from "./push";

export interface ReminderView {
  kind: ReminderKind;
  label: string;
  enabled: boolean;
  time: string;
  days: number[];
  /** Suggested for her stage (shown first; still off until she turns it on). */
  suggested: boolean;
}

/**
 * Her reminders: read and saved on her profile; her browsers' push subscriptions. Nothing is on
 * until she turns it on.
 */
export const reminderRoutes = new Hono<AppEnv>()
  // RFC 8058 one-click unsubscribe: a POST from her mail app, with no session and no Origin of
  // ours; the token in the address is the only key. It stops reminder emails, nothing else.
  .post("/unsubscribe", async (c) => {
    const token = c.req.query("token") ?? "";
    await c
      .get("db")
      .update(reminderPreferences)
      .set({ emailOff: true, updatedAt: c.get("now")() })
      .where(eq(reminderPreferences.unsubscribeToken, token));
    return c.json({ unsubscribed: true });
  })
  // The link in the mail's text: a page with one button (a GET changes nothing, so link previews
  // cannot unsubscribe her).
  .get("/unsubscribe", (c) => {
    const token = encodeURIComponent(c.req.query("token") ?? "");
    // A page under /api: its own policy (an API answer's loads nothing), its inline style and its
    // one form allowed, nothing else.
    c.header(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Stop reminder emails · Bloom</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>Stop reminder emails?</h1><p>Bloom will send no more reminder emails to this address. Reminders on your phone, if you allowed them, stay as they are; you can change everything on your profile.</p><form method="post" action="/api/reminders/unsubscribe?token=${token}"><button type="submit">Stop reminder emails</button></form></body></html>`,
    );
  })
  .use(requireUser)
  .get("/", async (c) => {
    const db = c.get("db");
    const userId = c.get("user").id;
    const [saved, [prefs], subs] = await Promise.all([
      db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)),
      db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId)),
      db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId)),
    ]);
    const stage = c.req.query("stage") ?? "";
    const reminders: ReminderView[] = REMINDER_KINDS.map((kind) => {
      const info = REMINDERS[kind];
      const row = saved.find((s) => s.kind === kind);
      return {
        kind,
        label: info.label,
        enabled: row?.enabled ?? false,
        time: row?.time ?? info.time,
        days: row?.days ?? info.days,
        suggested: info.stages.includes(stage),
      };
    });
    return c.json({
      reminders,
      preferences: {
        timeZone: prefs?.timeZone ?? null,
        quietStart: prefs?.quietStart ?? null,
        quietEnd: prefs?.quietEnd ?? null,
        detailed: prefs?.detailed ?? false,
        emailOff: prefs?.emailOff ?? false,
      },
      push: { publicKey: (await vapidKeys(c.get("config"))).publicKey, subscriptions: subs.length },
    });
  })
  .put("/", zValidator("json", reminderSettingsInput, validationHook), async (c) => {
    const input = c.req.valid("json");
    const userId = c.get("user").id;
    const now = c.get("now")();
    await c.get("db").transaction(async (tx) => {
      const prefs = {
        timeZone: input.timeZone,
        quietStart: input.quietStart,
        quietEnd: input.quietEnd,
        detailed: input.detailed,
        emailOff: input.emailOff,
        updatedAt: now,
      };
      await tx
        .insert(reminderPreferences)
        .values({ userId, ...prefs, unsubscribeToken: randomBytes(24).toString("base64url") })
        .onConflictDoUpdate({ target: reminderPreferences.userId, set: prefs });
      for (const r of input.reminders) {
        const values = { enabled: r.enabled, time: r.time, days: [...r.days].sort(), updatedAt: now };
        await tx
          .insert(reminderSettings)
          .values({ userId, kind: r.kind, ...values })
          .onConflictDoUpdate({ target: [reminderSettings.userId, reminderSettings.kind], set: values });
      }
    });
    return c.json({ saved: true });
  })
  .post("/push", zValidator("json", pushSubscriptionInput, validationHook), async (c) => {
    const { endpoint, keys } = c.req.valid("json");
    const userId = c.get("user").id;
    // One browser, one subscription: when another member signs in on it, it becomes hers.
    await c
      .get("db")
      .insert(pushSubscriptions)
      .values({
        id: randomUUID(),
        userId,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        createdAt: c.get("now")(),
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: c.get("now")() },
      });
    return c.json({ subscribed: true }, 201);
  })
  .delete("/push", zValidator("json", pushEndpointInput, validationHook), async (c) => {
    await c
      .get("db")
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, c.get("user").id),
          eq(pushSubscriptions.endpoint, c.req.valid("json").endpoint),
        ),
      );
    return c.body(null, 204);
  });
