import { z } from "zod";
import { REMINDER_KINDS } from "./reminders";

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Times look like 07:30.");

/** PUT /api/reminders: her reminders and how they reach her. */
export const reminderSettingsInput = z.strictObject({
  timeZone: z.string().refine((tz) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "That time zone is not one we know."),
  quietStart: hhmm.nullable(),
  quietEnd: hhmm.nullable(),
  detailed: z.boolean(),
  emailOff: z.boolean(),
  reminders: z
    .array(
      z.strictObject({
        kind: z.enum(REMINDER_KINDS, { error: "That reminder is not one Bloom offers." }),
        enabled: z.boolean(),
        time: hhmm,
        days: z
          .array(z.number().int().min(0).max(6))
          .max(7)
          .refine((d) => new Set(d).size === d.length, "Each day once."),
      }),
    )
    .max(REMINDER_KINDS.length),
});
export type ReminderSettingsInput = z.infer<typeof reminderSettingsInput>;

/** POST /api/reminders/push: a browser's push subscription (PushSubscription.toJSON()). */
export const pushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

export const pushEndpointInput = z.strictObject({ endpoint: z.string().max(2000) });
