/** What the courses feature offers the rest of the server: her courses for the data export. */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courseDayCompletions, userCourseProgress } from "../../db/schema";

/**
 * Her progress in each course (the spec's user_course_progress, under its names) and every day she
 * completed (Bloom's own record, camelCase as the course detail's completedDays).
 */
export async function coursesExport(db: Db, userId: string) {
  const [progress, days] = await Promise.all([
    db.select().from(userCourseProgress).where(eq(userCourseProgress.userId, userId)),
    db.select().from(courseDayCompletions).where(eq(courseDayCompletions.userId, userId)),
  ]);
  return {
    progress: progress.map((p) => ({
      course_id: p.courseId,
      current_week: p.currentWeek,
      current_day: p.currentDay,
      completed_at: p.completedAt?.toISOString() ?? null,
      is_active: p.isActive,
      updated_at: p.updatedAt.toISOString(),
      enrolled_at: p.createdAt.toISOString(),
      last_activity_at: p.lastActivityAt.toISOString(),
      pauses: p.pauses,
    })),
    completedDays: days.map((d) => ({
      courseId: d.courseId,
      week: d.weekNumber,
      day: d.dayNumber,
      completedAt: d.completedAt.toISOString(),
      workoutSessionId: d.workoutSessionId,
    })),
  };
}
