/**
 * Courses on the server: seeding the catalogue into the database, and turning her rows into the
 * API's views with the pure rules of src/shared/courses.
 */
import { and, eq, notInArray, sql } from "drizzle-orm";
import { COURSES, type Course, findCourse } from "../../../content/courses";
import {
  type CourseProgressView,
  type CourseSummary,
  currentPause,
  dayNumber,
  daysAway,
  progressPercent,
  repeatWeekOffer,
  totalDays,
  weeklyStreak,
} from "../../../shared/courses";
import type { Db } from "../../db/client";
import { type courseDayCompletions, courses, courseWeeks, type userCourseProgress } from "../../db/schema";

/**
 * Writes the catalogue's courses and weeks into `courses` and `course_weeks`: inserted when new,
 * updated when the content changed, and courses no longer in the catalogue marked inactive (her
 * progress in them is kept). Safe to run on every start and from several instances at once.
 */
export async function seedCourses(db: Db): Promise<void> {
  // Every start runs this; most find the catalogue as they would leave it. Two reads then spare
  // the dozens of upserts (about 0.2 s of a warm start on PGlite, mostly building their SQL).
  if (await catalogueIsCurrent(db)) return;
  await db.transaction(async (tx) => {
    for (const c of COURSES) {
      const row = {
        title: c.title,
        description: c.description,
        category: c.category,
        difficultyLevel: c.difficulty,
        durationWeeks: c.weeks.length,
        isActive: true,
        createdAt: new Date(c.createdAt),
      };
      await tx
        .insert(courses)
        .values({ id: c.id, ...row })
        .onConflictDoUpdate({ target: courses.id, set: row });
      for (const [i, w] of c.weeks.entries()) {
        const week = { title: w.title, description: w.description, focusAreas: w.focusAreas };
        await tx
          .insert(courseWeeks)
          .values({ id: `${c.id}-week-${i + 1}`, courseId: c.id, weekNumber: i + 1, ...week })
          .onConflictDoUpdate({ target: courseWeeks.id, set: week });
      }
      await tx
        .delete(courseWeeks)
        .where(and(eq(courseWeeks.courseId, c.id), sql`${courseWeeks.weekNumber} > ${c.weeks.length}`));
    }
    await tx
      .update(courses)
      .set({ isActive: false })
      .where(
        notInArray(
          courses.id,
          COURSES.map((c) => c.id),
        ),
      );
  });
}

/** The database's courses and weeks are exactly what seedCourses would write. */
async function catalogueIsCurrent(db: Db): Promise<boolean> {
  const course = (r: {
    id: string;
    title: string;
    description: string;
    category: string;
    difficultyLevel: string;
    durationWeeks: number;
    isActive: boolean;
    createdAt: number;
  }) => [
    r.id,
    r.title,
    r.description,
    r.category,
    r.difficultyLevel,
    r.durationWeeks,
    r.isActive,
    r.createdAt,
  ];
  const week = (r: {
    id: string;
    courseId: string;
    weekNumber: number;
    title: string;
    description: string;
    focusAreas: string[];
  }) => [r.id, r.courseId, r.weekNumber, r.title, r.description, r.focusAreas];
  const ids = new Set(COURSES.map((c) => c.id));
  const haveCourses = await db.select().from(courses);
  const haveWeeks = await db.select().from(courseWeeks);
  // Courses no longer in the catalogue must be inactive; those in it, as written.
  if (haveCourses.some((r) => !ids.has(r.id) && r.isActive)) return false;
  const have = JSON.stringify({
    courses: haveCourses
      .filter((r) => ids.has(r.id))
      .map((r) => course({ ...r, createdAt: r.createdAt.getTime() }))
      .sort(),
    weeks: haveWeeks
      .filter((r) => ids.has(r.courseId))
      .map(week)
      .sort(),
  });
  const want = JSON.stringify({
    courses: COURSES.map((c) =>
      course({
        id: c.id,
        title: c.title,
        description: c.description,
        category: c.category,
        difficultyLevel: c.difficulty,
        durationWeeks: c.weeks.length,
        isActive: true,
        createdAt: new Date(c.createdAt).getTime(),
      }),
    ).sort(),
    weeks: COURSES.flatMap((c) =>
      c.weeks.map((w, i) =>
        week({
          id: `${c.id}-week-${i + 1}`,
          courseId: c.id,
          weekNumber: i + 1,
          title: w.title,
          description: w.description,
          focusAreas: w.focusAreas,
        }),
      ),
    ).sort(),
  });
  return have === want;
}

const seeded = new WeakMap<Db, Promise<void>>();

/** Seeds once per database handle (main.ts seeds at start; tests get it on their first request). */
export function ensureCoursesSeeded(db: Db): Promise<void> {
  let done = seeded.get(db);
  if (!done) {
    done = seedCourses(db).catch((err) => {
      seeded.delete(db);
      throw err;
    });
    seeded.set(db, done);
  }
  return done;
}

export type ProgressRow = typeof userCourseProgress.$inferSelect;
export type CompletionRow = Pick<
  typeof courseDayCompletions.$inferSelect,
  "weekNumber" | "dayNumber" | "completedAt"
>;

const toState = (row: ProgressRow) => ({
  currentWeek: row.currentWeek,
  currentDay: row.currentDay,
  completedAt: row.completedAt ? row.completedAt.toISOString() : null,
});

export function progressView(
  row: ProgressRow,
  durationWeeks: number,
  completions: readonly CompletionRow[],
  now: Date,
  tz: string,
): CourseProgressView {
  const state = toState(row);
  const away = daysAway(row.lastActivityAt.toISOString(), row.pauses, now, tz);
  return {
    course_id: row.courseId,
    current_week: row.currentWeek,
    current_day: row.currentDay,
    completed_at: state.completedAt,
    is_active: row.isActive,
    updated_at: row.updatedAt.toISOString(),
    day_number: dayNumber(state),
    total_days: totalDays(durationWeeks),
    percent: progressPercent(state, durationWeeks),
    days_completed: new Set(completions.map((c) => `${c.weekNumber}-${c.dayNumber}`)).size,
    pause: currentPause(row.pauses),
    days_away: away,
    repeat_offer: repeatWeekOffer(state, away),
    weekly_streak: weeklyStreak(
      completions.map((c) => c.completedAt.toISOString()),
      row.pauses,
      now,
      tz,
    ),
  };
}

export function summaryOf(
  row: typeof courses.$inferSelect,
  content: Course,
  enrolledCount: number,
  progress: CourseProgressView | null,
): CourseSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    difficulty_level: row.difficultyLevel,
    duration_weeks: row.durationWeeks,
    created_at: row.createdAt.toISOString(),
    min_minutes: content.minMinutes,
    max_minutes: content.maxMinutes,
    journeys: [...content.journeys],
    stages: [...content.stages],
    enrolled_count: enrolledCount,
    progress,
  };
}

/** An active course of the catalogue, its row and its content; undefined if there is none. */
export async function activeCourse(db: Db, id: string) {
  const content = findCourse(id);
  if (!content) return undefined;
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.isActive, true)));
  return row ? { row, content } : undefined;
}
