import { and, eq, gte, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import { startOfDay, weekStart } from "../../../shared/dates";
import {
  achievementsFor,
  type GamificationProgress,
  levelFor,
  POINTS,
  type PointKind,
  streaks,
  totalPoints,
  weeklyGoalsFor,
} from "../../../shared/gamification";
import { journeyOf } from "../../../shared/journeys";
import type { Db } from "../../db/client";
import {
  communityComments,
  communityPosts,
  moodEntries,
  pointsLedger,
  profiles,
  selfCareLogs,
  workoutSessions,
} from "../../db/schema";
import type { Tx } from "../../db/transaction";

export interface Award {
  userId: string;
  kind: PointKind;
  /**
   * The action's own id (workout session, post, reply), or for a mood check-in her local day: the
   * same source never earns twice.
   */
  sourceId: string;
  /** When she did it (defaults to the database's now). */
  at?: Date;
}

/**
 * Gives her the points of one action (src/shared/gamification.ts POINTS), inside the action's own
 * transaction so both are saved or neither. A retry or a replay of the same action (same user,
 * kind and source) adds nothing. Returns whether points were added.
 */
export async function awardPoints(tx: Tx, award: Award): Promise<boolean> {
  const rows = await tx
    .insert(pointsLedger)
    .values({
      userId: award.userId,
      kind: award.kind,
      sourceId: award.sourceId,
      points: POINTS[award.kind],
      ...(award.at && { createdAt: award.at }),
    })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  return rows.length > 0;
}

/**
 * Takes back the points of an action she undid (a post or reply she deleted), in the same
 * transaction, so her total keeps adding up from what she has. Returns whether any were taken.
 */
export async function revokePoints(tx: Tx, award: Omit<Award, "at">): Promise<boolean> {
  const rows = await tx
    .delete(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, award.userId),
        eq(pointsLedger.kind, award.kind),
        eq(pointsLedger.sourceId, award.sourceId),
      ),
    )
    .returning({ id: pointsLedger.id });
  return rows.length > 0;
}

/** A timestamp column's calendar day in her zone, as YYYY-MM-DD. */
const dayIn = (tz: string, column: unknown) => sql`to_char(timezone(${tz}, ${column}), 'YYYY-MM-DD')`;

/**
 * The days she logged anything, on her calendar: what the streak counts (STREAK_COUNTS says it in
 * her words). Each log counts on the day she made it, by a time her export carries: mood, sleep,
 * self-care, water, a workout, a meal, a check-in, a share or a helpful reply; her cycle and
 * temperature on the day the entry is for (her export keeps that date, not when she saved it, so a
 * day filled in later, or an imported chart, counts for its own date); pregnancy
 * symptoms, journal entries, kick counts and contraction timings; postpartum lessons, prep items,
 * checklist ticks and reflections.
 */
async function activityDays(db: Db, userId: string, tz: string): Promise<string[]> {
  const at = (column: string, table: string) =>
    sql`union select ${dayIn(tz, sql.raw(column))} from ${sql.raw(table)} where user_id = ${userId}`;
  const result = await db.execute<{ day: string }>(sql`
    select ${dayIn(tz, sql.raw("created_at"))} as day from mood_entries where user_id = ${userId}
    ${at("created_at", "sleep_logs")}
    ${at("created_at", "self_care_logs")}
    ${at("completed_at", "workout_sessions")}
    ${at("logged_at", "food_detection_logs")}
    ${at("created_at", "weekly_checkins")}
    ${at("created_at", "points_ledger")}
    union select to_char(day, 'YYYY-MM-DD') from cycle_days where user_id = ${userId}
    ${at("logged_at", "pregnancy_symptoms")}
    ${at("created_at", "pregnancy_journal_entries")}
    ${at("started_at", "kick_sessions")}
    ${at("started_at", "contraction_sessions")}
    ${at("completed_at", "education_module_completions")}
    ${at("completed_at", "prep_item_completions")}
    ${at("ticked_at", "education_checklist_ticks")}
    ${at("created_at", "education_reflections")}
    union select to_char(day, 'YYYY-MM-DD') from hydration_days where user_id = ${userId} and glasses > 0`);
  const rows =
    (result as unknown as { rows?: { day: string }[] }).rows ?? (result as unknown as { day: string }[]);
  return rows.map((r) => r.day);
}

/** How many of her community posts or replies match, leaving out those a moderator removed. */
async function countOf(
  db: Db,
  table: typeof communityPosts | typeof communityComments,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(table)
    .where(and(where, ne(table.status, "removed")));
  return Number(row?.n ?? 0);
}

/** Her points, level, streak, achievements and this week's goals, counted from her records. */
export async function progressOf(
  db: Db,
  userId: string,
  tz: string,
  today: string,
): Promise<GamificationProgress> {
  const monday = weekStart(today);
  const since = startOfDay(monday, tz);
  const moodDay = dayIn(tz, moodEntries.createdAt);
  const selfCareDay = dayIn(tz, selfCareLogs.createdAt);

  const [
    ledger,
    weekPosts,
    weekReplies,
    posts,
    helpful,
    [moods],
    [weekMoods],
    [workouts],
    [weekWorkouts],
    [weekSelfCare],
    days,
    [profile],
  ] = await Promise.all([
    db
      .select({
        kind: pointsLedger.kind,
        points: sql<string>`sum(${pointsLedger.points})`,
        n: sql<string>`count(*)`,
      })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .groupBy(pointsLedger.kind),
    // Her posts and replies (each one; a moderator's removal takes one away): this week's for the
    // community goal, all her posts and her replies marked helpful for the achievements.
    countOf(db, communityPosts, and(eq(communityPosts.userId, userId), gte(communityPosts.createdAt, since))),
    countOf(
      db,
      communityComments,
      and(eq(communityComments.userId, userId), gte(communityComments.createdAt, since)),
    ),
    countOf(db, communityPosts, eq(communityPosts.userId, userId)),
    countOf(
      db,
      communityComments,
      and(eq(communityComments.userId, userId), isNotNull(communityComments.helpfulAt)),
    ),
    db
      .select({ n: sql<string>`count(distinct ${moodDay})` })
      .from(moodEntries)
      .where(eq(moodEntries.userId, userId)),
    db
      .select({ n: sql<string>`count(distinct ${moodDay})` })
      .from(moodEntries)
      .where(and(eq(moodEntries.userId, userId), gte(moodEntries.createdAt, since))),
    db.select({ n: sql<string>`count(*)` }).from(workoutSessions).where(eq(workoutSessions.userId, userId)),
    db
      .select({ n: sql<string>`count(*)` })
      .from(workoutSessions)
      .where(and(eq(workoutSessions.userId, userId), gte(workoutSessions.completedAt, since))),
    db
      .select({ n: sql<string>`count(distinct ${selfCareDay})` })
      .from(selfCareLogs)
      .where(and(eq(selfCareLogs.userId, userId), gte(selfCareLogs.createdAt, since))),
    activityDays(db, userId, tz),
    // Her journey, for level titles that fit it.
    db.select({ stage: profiles.motherhoodStage }).from(profiles).where(eq(profiles.userId, userId)),
  ]);

  const actionPoints = ledger.reduce((sum, r) => sum + Number(r.points), 0);
  const streak = streaks(days, today);
  const achievements = achievementsFor({
    moodDays: Number(moods?.n ?? 0),
    workouts: Number(workouts?.n ?? 0),
    helpful,
    posts,
    longestStreak: streak.longest,
  });
  const points = totalPoints(actionPoints, achievements);
  return {
    points,
    level: levelFor(points, journeyOf(profile?.stage) ?? "none"),
    streak,
    achievements,
    weeklyGoals: weeklyGoalsFor({
      workouts: Number(weekWorkouts?.n ?? 0),
      moodDays: Number(weekMoods?.n ?? 0),
      selfCareDays: Number(weekSelfCare?.n ?? 0),
      community: weekPosts + weekReplies,
    }),
    weekStart: monday,
  };
}

/** Her points ledger for the data export: each action that earned points, oldest first. */
export async function pointsExport(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(pointsLedger.createdAt, pointsLedger.id);
  return rows.map((r) => ({
    kind: r.kind,
    sourceId: r.sourceId,
    points: r.points,
    earnedAt: r.createdAt.toISOString(),
  }));
}
