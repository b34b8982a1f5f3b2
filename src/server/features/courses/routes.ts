import { randomUUID } from "node:crypto";
import { zValidator } from "@hono/zod-validator";
import { and, asc, count, countDistinct, desc, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { buildDay, type Course, daySeconds, findCourse } from "../../../content/courses";
import {
  type CompleteDayResult,
  type CourseDayView,
  type CourseDetail,
  type CourseList,
  type CourseProgressView,
  completeDay,
  completeDayInput,
  courseVideoKey,
  dayAvailable,
  enrolledState,
  GLOW_UP_TITLE,
  isValidPosition,
  POSTPARTUM_CHECKIN_SIGNS,
  pauseCourse,
  pauseCourseInput,
  repeatWeek,
  resumeCourse,
  type StartDayResult,
  startDay,
  startDayInput,
} from "../../../shared/courses";
import { findingOf, mergeFindings, type SafetySignId } from "../../../shared/safety";
import type { Db } from "../../db/client";
import {
  courseDayCompletions,
  courses,
  courseWeeks,
  userCourseProgress,
  workoutSessions,
} from "../../db/schema";
import type { Tx } from "../../db/transaction";
import type { AppEnv } from "../../http/context";
import { ApiError, badRequest, notFound, validationHook } from "../../http/errors";
import { createOnce } from "../../http/idempotency";
import { requireUser } from "../../http/require-user";
import { readForSafety } from "../../http/safety";
import { userDay } from "../../http/user-day";
import { awardPoints } from "../gamification";
import {
  activeCourse,
  type CompletionRow,
  ensureCoursesSeeded,
  type ProgressRow,
  progressView,
  summaryOf,
} from "./service";

const COURSE_NOT_FOUND = "The course you're looking for doesn't exist.";
const INTENSITY = { beginner: "low", intermediate: "moderate", advanced: "high" } as const;

const notEnrolled = () => new ApiError(409, "not_enrolled", "Start the course first.");

/** The active course the path names and the day of it the body names, or the 404 / 400 that says why not. */
async function courseDay(db: Db, id: string, input: { week: number; day: number }) {
  const found = await activeCourse(db, id);
  if (!found) throw notFound(COURSE_NOT_FOUND);
  const position = { week: input.week, day: input.day };
  if (!isValidPosition(position, found.row.durationWeeks))
    throw badRequest(`week runs from 1 to ${found.row.durationWeeks} and day from 1 to 7.`);
  return { ...found, position };
}

async function ownProgress(db: Db | Tx, userId: string, courseId: string): Promise<ProgressRow | undefined> {
  const [row] = await db
    .select()
    .from(userCourseProgress)
    .where(and(eq(userCourseProgress.userId, userId), eq(userCourseProgress.courseId, courseId)));
  return row;
}

async function ownCompletions(
  db: Db | Tx,
  userId: string,
  courseId?: string,
): Promise<(CompletionRow & { courseId: string })[]> {
  return db
    .select({
      courseId: courseDayCompletions.courseId,
      weekNumber: courseDayCompletions.weekNumber,
      dayNumber: courseDayCompletions.dayNumber,
      completedAt: courseDayCompletions.completedAt,
    })
    .from(courseDayCompletions)
    .where(
      courseId
        ? and(eq(courseDayCompletions.userId, userId), eq(courseDayCompletions.courseId, courseId))
        : eq(courseDayCompletions.userId, userId),
    )
    .orderBy(asc(courseDayCompletions.completedAt));
}

function positionParams(week: string, day: string, course: Course) {
  const position = { week: Number(week), day: Number(day) };
  if (!isValidPosition(position, course.weeks.length))
    throw badRequest(`week runs from 1 to ${course.weeks.length} and day from 1 to 7.`);
  return position;
}

export const courseRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .use(async (c, next) => {
    await ensureCoursesSeeded(c.get("db"));
    await next();
  })
  /** The catalogue (active, newest first), her progress in each, and counted enrolments. */
  .get("/", async (c) => {
    const db = c.get("db");
    const userId = c.get("user").id;
    const { tz } = userDay(c);
    const now = c.get("now")();
    const [rows, counts, [members], mine, completions] = await Promise.all([
      db.select().from(courses).where(eq(courses.isActive, true)).orderBy(desc(courses.createdAt)),
      db
        .select({ courseId: userCourseProgress.courseId, n: count() })
        .from(userCourseProgress)
        .where(eq(userCourseProgress.isActive, true))
        .groupBy(userCourseProgress.courseId),
      db
        .select({ n: countDistinct(userCourseProgress.userId) })
        .from(userCourseProgress)
        .where(eq(userCourseProgress.isActive, true)),
      db
        .select()
        .from(userCourseProgress)
        .where(and(eq(userCourseProgress.userId, userId), eq(userCourseProgress.isActive, true))),
      ownCompletions(db, userId),
    ]);
    const enrolled = new Map(counts.map((r) => [r.courseId, Number(r.n)]));
    const progressOf = new Map(mine.map((r) => [r.courseId, r]));
    const list = rows.flatMap((row) => {
      const content = findCourse(row.id);
      if (!content) return [];
      const p = progressOf.get(row.id);
      const view = p
        ? progressView(
            p,
            row.durationWeeks,
            completions.filter((x) => x.courseId === row.id),
            now,
            tz,
          )
        : null;
      return [summaryOf(row, content, enrolled.get(row.id) ?? 0, view)];
    });
    return c.json<CourseList>({
      courses: list,
      stats: {
        available: list.length,
        enrolled: list.filter((x) => x.progress).length,
        members: Number(members?.n ?? 0),
      },
      challengeId: list.find((x) => x.title === GLOW_UP_TITLE)?.id ?? null,
    });
  })
  .get("/:id", async (c) => {
    const db = c.get("db");
    const userId = c.get("user").id;
    const { tz } = userDay(c);
    const found = await activeCourse(db, c.req.param("id"));
    if (!found) throw notFound(COURSE_NOT_FOUND);
    const { row, content } = found;
    const [weeks, [enrolled], progress, completions] = await Promise.all([
      db
        .select()
        .from(courseWeeks)
        .where(eq(courseWeeks.courseId, row.id))
        .orderBy(asc(courseWeeks.weekNumber)),
      db
        .select({ n: count() })
        .from(userCourseProgress)
        .where(and(eq(userCourseProgress.courseId, row.id), eq(userCourseProgress.isActive, true))),
      ownProgress(db, userId, row.id),
      ownCompletions(db, userId, row.id),
    ]);
    const view = progress?.isActive
      ? progressView(progress, row.durationWeeks, completions, c.get("now")(), tz)
      : null;
    return c.json<CourseDetail>({
      course: {
        ...summaryOf(row, content, Number(enrolled?.n ?? 0), view),
        about: content.about,
        learn: content.learn,
        included: content.included,
        postpartum: content.postpartumCheckin,
      },
      weeks: weeks.map((w) => ({
        id: w.id,
        week_number: w.weekNumber,
        title: w.title,
        description: w.description,
        focus_areas: w.focusAreas,
        theme: content.weeks[w.weekNumber - 1]?.theme ?? w.title,
      })),
      completedDays: completions.map((x) => ({
        week: x.weekNumber,
        day: x.dayNumber,
        completedAt: x.completedAt.toISOString(),
      })),
    });
  })
  /** One day's exercises for the player, with the day's video when storage holds one. */
  .get("/:id/days/:week/:day", async (c) => {
    const found = await activeCourse(c.get("db"), c.req.param("id"));
    if (!found) throw notFound(COURSE_NOT_FOUND);
    const { content } = found;
    const { week, day } = positionParams(c.req.param("week"), c.req.param("day"), content);
    const built = buildDay(content, week, day)!;
    const key = courseVideoKey(content.id, week, day, console.warn);
    const video =
      key && (await c.get("storage").get(key)) ? `/api/courses/${content.id}/videos/${week}/${day}` : null;
    return c.json<CourseDayView>({
      courseId: content.id,
      courseTitle: content.title,
      week,
      day,
      title: built.title,
      exercises: built.exercises.map((e) => ({
        id: e.id,
        name: e.name,
        duration: e.duration,
        description: e.description,
        instructions: e.instructions,
        reps: null,
        videoUrl: video,
        workoutSlug: e.workoutSlug,
        workoutCategory: e.workoutCategory,
      })),
      totalSeconds: daySeconds(built),
      needsCheckin: content.postpartumCheckin,
    });
  })
  .get("/:id/videos/:week/:day", async (c) => {
    const found = await activeCourse(c.get("db"), c.req.param("id"));
    if (!found) throw notFound(COURSE_NOT_FOUND);
    const { week, day } = positionParams(c.req.param("week"), c.req.param("day"), found.content);
    const key = courseVideoKey(found.content.id, week, day, console.warn);
    const video = key ? await c.get("storage").get(key) : null;
    if (!video) throw notFound("No video available for this exercise");
    c.header("Content-Type", "video/mp4");
    c.header("Cache-Control", "private, max-age=3600");
    return c.body(video.bytes as Uint8Array<ArrayBuffer>);
  })
  /** Enrolment: week 1, day 1. Enrolling again changes nothing (200). */
  .post("/:id/enroll", async (c) => {
    const db = c.get("db");
    const userId = c.get("user").id;
    const { tz } = userDay(c);
    const now = c.get("now")();
    const found = await activeCourse(db, c.req.param("id"));
    if (!found) throw notFound(COURSE_NOT_FOUND);
    const { row } = found;
    const start = enrolledState();
    const inserted = await db
      .insert(userCourseProgress)
      .values({
        userId,
        courseId: row.id,
        currentWeek: start.currentWeek,
        currentDay: start.currentDay,
        isActive: true,
        createdAt: now,
        updatedAt: now,
        lastActivityAt: now,
        pauses: [],
      })
      .onConflictDoNothing()
      .returning();
    let progress: ProgressRow = inserted[0] ?? (await ownProgress(db, userId, row.id))!;
    if (!progress.isActive) {
      const [again] = await db
        .update(userCourseProgress)
        .set({ isActive: true, updatedAt: now, lastActivityAt: now })
        .where(and(eq(userCourseProgress.userId, userId), eq(userCourseProgress.courseId, row.id)))
        .returning();
      progress = again!;
    }
    const completions = await ownCompletions(db, userId, row.id);
    return c.json<CourseProgressView>(
      progressView(progress, row.durationWeeks, completions, now, tz),
      inserted.length ? 201 : 200,
    );
  })
  /**
   * Starting a day (spec §4): creates her progress at that day if she had none, otherwise records
   * it as current (a later day only; see startDay). A postpartum course first reads her check-in:
   * if she reports a warning sign, nothing starts and the answer carries the finding.
   */
  .post("/:id/start", zValidator("json", startDayInput, validationHook), async (c) => {
    const db = c.get("db");
    const userId = c.get("user").id;
    const { tz } = userDay(c);
    const now = c.get("now")();
    const input = c.req.valid("json");
    const { row, content, position } = await courseDay(db, c.req.param("id"), input);
    const existing = await ownProgress(db, userId, row.id);
    const current = existing?.isActive ? existing : undefined;
    const state = current
      ? { currentWeek: current.currentWeek, currentDay: current.currentDay, completedAt: null }
      : null;
    if (state && !dayAvailable(state, position))
      throw new ApiError(409, "day_locked", "This day opens once you reach it.");

    if (content.postpartumCheckin) {
      if (!input.checkin)
        throw new ApiError(400, "checkin_required", "Tell us how you are feeling before this session.");
      const unknown = input.checkin.signs.filter(
        (s) => !(POSTPARTUM_CHECKIN_SIGNS as readonly string[]).includes(s),
      );
      if (unknown.length) throw badRequest(`Unknown warning sign: ${unknown.join(", ")}.`);
      const safety = mergeFindings(
        findingOf(input.checkin.signs as SafetySignId[]),
        await readForSafety(c, input.checkin.note),
      );
      if (safety) {
        const completions = await ownCompletions(db, userId, row.id);
        const view = current ? progressView(current, row.durationWeeks, completions, now, tz) : null;
        return c.json<StartDayResult>({ started: false, progress: view, safety });
      }
    }

    const wasCompleted = current?.completedAt ?? null;
    const nextState = startDay(
      current
        ? {
            currentWeek: current.currentWeek,
            currentDay: current.currentDay,
            completedAt: wasCompleted?.toISOString() ?? null,
          }
        : null,
      position,
    );
    const values = {
      currentWeek: nextState.currentWeek,
      currentDay: nextState.currentDay,
      completedAt: nextState.completedAt ? new Date(nextState.completedAt) : null,
      isActive: true,
      updatedAt: now,
      lastActivityAt: now,
      // Coming back to a session ends a pause.
      pauses: resumeCourse(current?.pauses ?? [], now),
    };
    const [saved] = await db
      .insert(userCourseProgress)
      .values({ userId, courseId: row.id, createdAt: now, ...values })
      .onConflictDoUpdate({ target: [userCourseProgress.userId, userCourseProgress.courseId], set: values })
      .returning();
    const completions = await ownCompletions(db, userId, row.id);
    return c.json<StartDayResult>({
      started: true,
      progress: progressView(saved!, row.durationWeeks, completions, now, tz),
      safety: null,
    });
  })
  /**
   * Completing a day, in one transaction: the completed day, her new position (spec §4) and a
   * workout session, so the dashboard counts it. Carries an Idempotency-Key: a retried request
   * cannot complete two days.
   */
  .post("/:id/complete", zValidator("json", completeDayInput, validationHook), async (c) => {
    const db = c.get("db");
    const userId = c.get("user").id;
    const { tz } = userDay(c);
    const now = c.get("now")();
    const input = c.req.valid("json");
    const { row, content, position } = await courseDay(db, c.req.param("id"), input);
    const result = await createOnce(c, { scope: `course-complete:${row.id}`, input }, async (tx) => {
      const progress = await ownProgress(tx, userId, row.id);
      if (!progress?.isActive) throw notEnrolled();
      const state = {
        currentWeek: progress.currentWeek,
        currentDay: progress.currentDay,
        completedAt: progress.completedAt?.toISOString() ?? null,
      };
      if (
        position.week > state.currentWeek ||
        (position.week === state.currentWeek && position.day > state.currentDay)
      )
        throw new ApiError(409, "day_not_started", "Start this day before completing it.");
      const { next, outcome } = completeDay(state, position, row.durationWeeks, now);
      const day = buildDay(content, position.week, position.day)!;
      const sessionId = randomUUID();
      await tx.insert(workoutSessions).values({
        id: sessionId,
        userId,
        workoutType: `${content.title}: Week ${position.week} • Day ${position.day}`.slice(0, 120),
        workoutSlug: null,
        // The whole day, or the part of it she did (never more than the day).
        durationMinutes: Math.min(input.minutes ?? 300, Math.max(1, Math.ceil(daySeconds(day) / 60))),
        intensity: INTENSITY[content.difficulty],
        caloriesBurned: null,
        completedAt: now,
      });
      await awardPoints(tx, { userId, kind: "workout", sourceId: sessionId, at: now });
      await tx.insert(courseDayCompletions).values({
        id: randomUUID(),
        userId,
        courseId: row.id,
        weekNumber: position.week,
        dayNumber: position.day,
        workoutSessionId: sessionId,
        completedAt: now,
      });
      const [saved] = await tx
        .update(userCourseProgress)
        .set({
          currentWeek: next.currentWeek,
          currentDay: next.currentDay,
          completedAt: next.completedAt ? new Date(next.completedAt) : null,
          updatedAt: now,
          lastActivityAt: now,
          pauses: resumeCourse(progress.pauses, now),
        })
        .where(and(eq(userCourseProgress.userId, userId), eq(userCourseProgress.courseId, row.id)))
        .returning();
      const completions = await ownCompletions(tx, userId, row.id);
      return {
        progress: progressView(saved!, row.durationWeeks, completions, now, tz),
        outcome,
        sessionId,
      } satisfies CompleteDayResult;
    });
    return c.json<CompleteDayResult>(result, 201);
  })
  /** Pausing freezes her schedule and streak; she is never "away" while paused. */
  .post("/:id/pause", zValidator("json", pauseCourseInput, validationHook), async (c) => {
    const { reason } = c.req.valid("json");
    return changeProgress(c, (p, now) => ({ pauses: pauseCourse(p.pauses, now, reason) }));
  })
  .post("/:id/resume", async (c) =>
    changeProgress(c, (p, now) => ({ pauses: resumeCourse(p.pauses, now), lastActivityAt: now })),
  )
  /** After 7 days away: back to day 1 of the week she was in (the days she did stay recorded). */
  .post("/:id/repeat-week", async (c) =>
    changeProgress(c, (_p, now, view) => {
      if (!view.repeat_offer)
        throw new ApiError(409, "no_repeat_offer", "There is no week to repeat right now.");
      const next = repeatWeek(view.repeat_offer);
      return {
        currentWeek: next.currentWeek,
        currentDay: next.currentDay,
        completedAt: null,
        lastActivityAt: now,
      };
    }),
  );

async function changeProgress(
  c: Context<AppEnv>,
  change: (
    p: ProgressRow,
    now: Date,
    view: CourseProgressView,
  ) => Partial<typeof userCourseProgress.$inferInsert>,
) {
  const db = c.get("db");
  const userId = c.get("user").id;
  const { tz } = userDay(c);
  const now = c.get("now")();
  const found = await activeCourse(db, c.req.param("id") ?? "");
  if (!found) throw notFound(COURSE_NOT_FOUND);
  const { row } = found;
  const progress = await ownProgress(db, userId, row.id);
  if (!progress?.isActive) throw notEnrolled();
  const completions = await ownCompletions(db, userId, row.id);
  const before = progressView(progress, row.durationWeeks, completions, now, tz);
  const [saved] = await db
    .update(userCourseProgress)
    .set({ ...change(progress, now, before), updatedAt: now })
    .where(and(eq(userCourseProgress.userId, userId), eq(userCourseProgress.courseId, row.id)))
    .returning();
  return c.json<CourseProgressView>(progressView(saved!, row.durationWeeks, completions, now, tz));
}
