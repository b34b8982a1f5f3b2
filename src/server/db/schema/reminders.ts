import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { owner } from "./owner";

// Her reminders (issue 21): what she chose, where they go, and what was sent. Every row is hers,
// deleted with her account.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One reminder she set: its kind (src/shared/reminders.ts), on or off, the days and local time. */
export const reminderSettings = pgTable(
  "reminder_settings",
  {
    userId: owner(),
    kind: text("kind").notNull(),
    enabled: boolean("enabled").notNull().default(false),
    /** Local time of day, "HH:MM", in her time zone. */
    time: text("time").notNull(),
    /** Days of the week, 0 = Sunday ... 6 = Saturday. */
    days: integer("days").array().notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** How her reminders reach her: her time zone, quiet hours, lock-screen detail, email consent. */
export const reminderPreferences = pgTable("reminder_preferences", {
  userId: owner().primaryKey(),
  timeZone: text("time_zone").notNull(),
  /** Quiet hours "HH:MM"–"HH:MM" local (may wrap midnight); null when she set none. */
  quietStart: text("quiet_start"),
  quietEnd: text("quiet_end"),
  /** Lock-screen text says what the reminder is about only when she asked for it. */
  detailed: boolean("detailed").notNull().default(false),
  /** Reminder emails are off after a one-click unsubscribe, until she turns them on again. */
  emailOff: boolean("email_off").notNull().default(false),
  /** The secret in her emails' one-click unsubscribe link (works without signing in). */
  unsubscribeToken: text("unsubscribe_token").notNull().unique(),
  updatedAt: at("updated_at").notNull(),
});

/** A browser that allowed notifications: its Web Push subscription (RFC 8030/8291 keys). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * One reminder due for her on one local day: made once by the scheduling job (the unique key
 * stops a second), then claimed by one instance with a lease and sent by push or email.
 */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    kind: text("kind").notNull(),
    /** Her local date the reminder belongs to, "YYYY-MM-DD". */
    localDate: text("local_date").notNull(),
    /** pending → sent (by `channel`) or skipped (nowhere to send it). */
    status: text("status").notNull(),
    channel: text("channel"),
    claim: text("claim"),
    leaseUntil: at("lease_until"),
    dueAt: at("due_at").notNull(),
    sentAt: at("sent_at"),
  },
  (t) => [
    uniqueIndex("reminder_deliveries_once_idx").on(t.userId, t.kind, t.localDate),
    index("reminder_deliveries_pending_idx").on(t.status, t.dueAt),
  ],
);
