import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

/** One row per user, created at sign-up from what the user gave there. */
export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  displayName: text("display_name"),
  motherhoodStage: text("motherhood_stage").notNull().default("none"),
  bio: text("bio"),
  // Her dates (see src/shared/pregnancy/dates.ts): the due date and the first day of the last
  // period are kept together, each 280 days from the other.
  dueDate: date("due_date"),
  lastPeriodStart: date("last_period_start"),
  babyBirthDate: date("baby_birth_date"),
  /** The day she told Bloom her pregnancy had ended; the dates above are cleared then. */
  pregnancyLossOn: date("pregnancy_loss_on"),
  /** Off after a loss: nothing about pregnancy is offered to her unless she turns it back on. */
  showPregnancyContent: boolean("show_pregnancy_content").notNull().default(true),
  /** For the pregnancy weight-gain ranges (IOM), which follow her BMI before pregnancy. */
  heightCm: real("height_cm"),
  prePregnancyWeightLbs: real("pre_pregnancy_weight_lbs"),
  /**
   * Her one units choice, "us" (lb, in, °F: the spec's units, the default) or "metric" (kg, cm, °C),
   * for everything she enters or reads; stored measurements keep their own unit (src/shared/units.ts).
   * It replaced the cycle tracker's temperature unit ("C" became "metric").
   */
  units: text("units").notNull().default("us"),
  /** For the advice's 35+ rule. */
  birthYear: integer("birth_year"),
  /** The day she started trying to conceive, for "time to see a doctor". */
  ttcSince: date("ttc_since"),
  /** Workouts a week she aims for; null follows her saved workout plan, else the spec's 5. */
  weeklyWorkoutGoal: integer("weekly_workout_goal"),
  /** She would rather not say where she is: no journey picker, general content until she picks one. */
  generalContent: boolean("general_content").notNull().default(false),
  /**
   * When she accepted the terms of service and the privacy policy, and when she confirmed she is 18
   * or older (the terms require it), both at sign-up. Null only for accounts made before Bloom asked.
   */
  termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
  ageConfirmedAt: timestamp("age_confirmed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Premium Access. A user with no row is not subscribed. Written only through the billing module's
 * one code path (src/server/billing/store.ts), whichever provider sold it.
 */
export const subscriptions = pgTable("subscriptions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tier: text("tier").notNull(),
  /** Which plan she bought: monthly, annual or lifetime (a one-time payment that never renews). */
  plan: text("plan").notNull().default("monthly"),
  /** Stripe's subscription status (active, trialing, past_due, canceled, incomplete, ...). */
  status: text("status").notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  /** "local" (the test checkout) or "stripe". */
  provider: text("provider").notNull(),
  /** Stripe's subscription id (for Lifetime Access: the Checkout session that paid for it). */
  providerRef: text("provider_ref"),
  /** Stripe's customer id, for the customer portal and the next checkout. */
  customerRef: text("customer_ref"),
  /** Cancelled at period end: in force until current_period_end, then over. */
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  /** The local checkout's renewal anchor: its periods end whole months after this instant. */
  startedAt: timestamp("started_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stripe webhook events already applied, by Stripe's event id: a replayed or retried event finds
 * its id here and changes nothing.
 */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The newsletter's list, with double opt-in: an address receives issues only once its owner opened
 * the confirmation link (`confirmedAt`). The confirmation token is kept as a SHA-256 hash and
 * cleared when used; the unsubscribe token is a random key put in every issue's link and headers.
 * Unsubscribing deletes the row (and its deliveries).
 */
export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  email: text("email").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  confirmTokenHash: text("confirm_token_hash").unique(),
  confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** Null only for addresses from before double opt-in (they get one when they subscribe again). */
  unsubscribeToken: text("unsubscribe_token").unique(),
});

/** Which issue went to which address: sending an issue again skips those it already reached. */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    issue: text("issue").notNull(),
    email: text("email")
      .notNull()
      .references(() => newsletterSubscribers.email, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issue, t.email] })],
);

/** The local outbox: every mail Bloom sends is kept here, whatever the transport. */
export const outbox = pgTable("mail_outbox", {
  id: text("id").primaryKey(),
  to: text("to_address").notNull(),
  subject: text("subject").notNull(),
  text: text("text_body").notNull(),
  html: text("html_body"),
  /** Extra headers sent with it (the newsletter's List-Unsubscribe pair). */
  headers: jsonb("headers").$type<Record<string, string>>(),
  transport: text("transport").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
