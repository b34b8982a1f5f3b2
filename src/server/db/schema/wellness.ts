import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { owner } from "./owner";

// Everything here belongs to one user (user_id, deleted with the account) and is read only by them.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Daily Mood Check-In: three 1-10 sliders and optional notes. */
export const moodEntries = pgTable(
  "mood_entries",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    mood: integer("mood").notNull(),
    energy: integer("energy").notNull(),
    stress: integer("stress").notNull(),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [index("mood_entries_user_created_idx").on(t.userId, t.createdAt)],
);

export const sleepLogs = pgTable(
  "sleep_logs",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    hours: doublePrecision("hours").notNull(),
    quality: integer("quality").notNull(),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [index("sleep_logs_user_created_idx").on(t.userId, t.createdAt)],
);

export interface SelfCareActivityRow {
  activity: string;
  /** The minutes she entered; null when she ticked the activity without saying how long. */
  minutes: number | null;
}

export const selfCareLogs = pgTable(
  "self_care_logs",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    activities: jsonb("activities").$type<SelfCareActivityRow[]>().notNull(),
    /** The sum of the minutes she entered; null when she entered none. */
    totalMinutes: integer("total_minutes"),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [index("self_care_logs_user_created_idx").on(t.userId, t.createdAt)],
);

/** Glasses of water on one local calendar day of the user. */
export const hydrationDays = pgTable(
  "hydration_days",
  {
    userId: owner(),
    day: date("day", { mode: "string" }).notNull(),
    glasses: integer("glasses").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** A finished workout. Written when the user completes one; the dashboard counts these. */
export const workoutSessions = pgTable(
  "workout_sessions",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    workoutType: text("workout_type").notNull(),
    workoutSlug: text("workout_slug"),
    durationMinutes: integer("duration_minutes").notNull(),
    intensity: text("intensity").notNull(),
    caloriesBurned: integer("calories_burned"),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("workout_sessions_user_completed_idx").on(t.userId, t.completedAt)],
);

/**
 * Weekly Check-In: measurements in kg and cm (null when left empty), photos alongside. One per
 * week: `week_start` is the Monday of `week_date`, unique per member (rows from before the rule
 * that shared a week keep a null there, so nothing she saved was dropped).
 */
export const weeklyCheckins = pgTable(
  "weekly_checkins",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    weekDate: date("week_date", { mode: "string" }).notNull(),
    weekStart: date("week_start", { mode: "string" }),
    weight: doublePrecision("weight"),
    chestMeasurement: doublePrecision("chest_measurement"),
    upperArmMeasurement: doublePrecision("upper_arm_measurement"),
    hipMeasurement: doublePrecision("hip_measurement"),
    waistMeasurement: doublePrecision("waist_measurement"),
    gluteMeasurement: doublePrecision("glute_measurement"),
    thighMeasurement: doublePrecision("thigh_measurement"),
    // No photo column: the photos are rows of checkin_photos, and the API's progress_image_url
    // (the spec's name) links to the first of them.
    description: text("description"),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [
    index("weekly_checkins_user_week_idx").on(t.userId, t.weekDate),
    uniqueIndex("weekly_checkins_user_week_start_idx").on(t.userId, t.weekStart),
  ],
);

export const checkinPhotos = pgTable(
  "checkin_photos",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    checkinId: text("checkin_id")
      .notNull()
      .references(() => weeklyCheckins.id, { onDelete: "cascade" }),
    view: text("view").notNull(),
    path: text("path").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("checkin_photos_checkin_idx").on(t.checkinId)],
);
