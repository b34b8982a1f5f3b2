import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CoursePause } from "../../../shared/courses/progress";
import { users } from "./auth";
import { workoutSessions } from "./wellness";

// The catalogue's courses and weeks are seeded from src/content/courses at start (idempotently);
// progress and completed days belong to one user each and go with her account.

/** Spec §3: Course. `id` is the course's slug (/course/{id}). */
export const courses = pgTable("courses", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  category: text("category").notNull(),
  difficultyLevel: text("difficulty_level").notNull(),
  durationWeeks: integer("duration_weeks").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/** Spec §3: Course week. */
export const courseWeeks = pgTable(
  "course_weeks",
  {
    id: text("id").primaryKey(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    weekNumber: integer("week_number").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    focusAreas: jsonb("focus_areas").$type<string[]>().notNull(),
  },
  (t) => [uniqueIndex("course_weeks_course_week_idx").on(t.courseId, t.weekNumber)],
);

/** Spec §3: User course progress, plus when she last did something and her pauses. */
export const userCourseProgress = pgTable(
  "user_course_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    currentWeek: integer("current_week").notNull(),
    currentDay: integer("current_day").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    /** Enrolled, started or completed a day, or resumed: the "days away" clock counts from here. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull(),
    pauses: jsonb("pauses").$type<CoursePause[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index("user_course_progress_course_idx").on(t.courseId),
  ],
);

/** Each day she finished, with the workout session it was recorded as (the dashboard counts those). */
export const courseDayCompletions = pgTable(
  "course_day_completions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    weekNumber: integer("week_number").notNull(),
    dayNumber: integer("day_number").notNull(),
    workoutSessionId: text("workout_session_id").references(() => workoutSessions.id, {
      onDelete: "set null",
    }),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("course_day_completions_user_course_idx").on(t.userId, t.courseId, t.completedAt)],
);
