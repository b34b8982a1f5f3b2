import { sql } from "drizzle-orm";
import { boolean, customType, index, jsonb, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";
import type { MealFood } from "../../../shared/food";
import { users } from "./auth";
import { foodDetectionLogs } from "./food";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
  toDriver: (value) => value,
});

/**
 * Her usual meals (decision 019): a plate she confirmed from a photo, with the foods and portions she
 * chose, named by its foods or by her.
 */
export const foodMeals = pgTable(
  "food_meals",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The foods as she logged them; a later plate of the same foods joins this meal. */
    foods: jsonb("foods").$type<MealFood[]>().notNull(),
    /** The foods' identity (ndb, drink or name, sorted), to find the meal a plate belongs to. */
    signature: text("signature").notNull(),
    lastEatenAt: timestamp("last_eaten_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("food_meals_user_idx").on(t.userId, t.signature)],
);

/**
 * The learned pictures of her meals: each photo's embedding, 320 float16 values (640 bytes), never the
 * photo. A picture she confirmed belongs to the log entry it came with and goes when that entry (and
 * its photo) is deleted; a photo she answered "Something else" to is kept as a negative of the meal
 * that was offered. All go with the meal and with the account.
 */
export const foodMealPictures = pgTable(
  "food_meal_pictures",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mealId: text("meal_id")
      .notNull()
      .references(() => foodMeals.id, { onDelete: "cascade" }),
    logId: text("log_id").references(() => foodDetectionLogs.id, { onDelete: "cascade" }),
    embedding: bytea("embedding").notNull(),
    negative: boolean("negative").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("food_meal_pictures_user_idx").on(t.userId, t.createdAt),
    index("food_meal_pictures_log_idx").on(t.logId).where(sql`${t.logId} is not null`),
  ],
);

/** Her own threshold for "your usual", learned from her taps (absent: USUAL_THRESHOLD). */
export const foodMatchThresholds = pgTable("food_match_thresholds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  threshold: real("threshold").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
