import { doublePrecision, index, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * What a signed-in user confirmed after a food photo analysis (or picked by search): the
 * recogniser's answer as it was, and the food and portion the user settled on, whose figures come
 * from USDA SR28. `image_path` is a storage key (`{userId}/food/{timestamp}.jpg`), null when no
 * photo was kept.
 */
export const foodDetectionLogs = pgTable(
  "food_detection_logs",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    imagePath: text("image_path"),
    detectedFood: text("detected_food"),
    confidence: real("confidence"),
    calories: doublePrecision("calories").notNull(),
    foodNdb: text("food_ndb"),
    foodName: text("food_name").notNull(),
    grams: doublePrecision("grams").notNull(),
    portionLabel: text("portion_label"),
    protein: doublePrecision("protein").notNull(),
    carbs: doublePrecision("carbs").notNull(),
    fat: doublePrecision("fat").notNull(),
    loggedAt: timestamp("logged_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("food_detection_logs_user_logged_idx").on(t.userId, t.loggedAt)],
);
