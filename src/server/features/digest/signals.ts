import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { addDays, localDate, startOfDay, weekStart } from "../../../shared/dates";
import type { DigestSignals } from "../../../shared/digest/select";
import type { Db } from "../../db/client";
import {
  digestTipCompletions,
  hydrationDays,
  moodEntries,
  sleepLogs,
  workoutSessions,
} from "../../db/schema";
import { herToday } from "../../http/user-day";

/** Days of sleep the short-sleep rule looks at: three nights ending today or yesterday. */
const SLEEP_DAYS = 4;

/**
 * What the digest rules read, from her own records only, counted on her calendar: her stage, her
 * newest sleep log, sleep per day over the last four days, workouts since Monday, yesterday's
 * glasses and her latest check-in.
 */
export async function digestSignals(
  db: Db,
  userId: string,
  tz: string,
  today: string,
): Promise<DigestSignals> {
  const sleepFrom = startOfDay(addDays(today, -(SLEEP_DAYS - 1)), tz);
  const tomorrow = startOfDay(addDays(today, 1), tz);
  const yesterday = addDays(today, -1);
  const sleepDay = sql<string>`(${sleepLogs.createdAt} at time zone ${tz})::date::text`;
  const [her, sleep, newestSleep, workouts, water, mood] = await Promise.all([
    herToday(db, userId, today),
    db
      .select({ day: sleepDay, hours: sql<number>`sum(${sleepLogs.hours})::float8` })
      .from(sleepLogs)
      .where(
        and(
          eq(sleepLogs.userId, userId),
          gte(sleepLogs.createdAt, sleepFrom),
          lt(sleepLogs.createdAt, tomorrow),
        ),
      )
      // By position: the zone is a parameter, so the select and group-by expressions differ in text.
      .groupBy(sql`1`),
    db
      .select()
      .from(sleepLogs)
      .where(eq(sleepLogs.userId, userId))
      .orderBy(desc(sleepLogs.createdAt))
      .limit(1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(workoutSessions)
      .where(
        and(
          eq(workoutSessions.userId, userId),
          gte(workoutSessions.completedAt, startOfDay(weekStart(today), tz)),
          lt(workoutSessions.completedAt, tomorrow),
        ),
      ),
    db
      .select({ glasses: hydrationDays.glasses })
      .from(hydrationDays)
      .where(and(eq(hydrationDays.userId, userId), eq(hydrationDays.day, yesterday))),
    db
      .select()
      .from(moodEntries)
      .where(eq(moodEntries.userId, userId))
      .orderBy(desc(moodEntries.createdAt))
      .limit(1),
  ]);
  const latest = mood[0];
  const night = newestSleep[0];
  return {
    today,
    stage: her.stage,
    babyContent: her.babyContent,
    seed: userId,
    lastNight: night
      ? {
          date: localDate(night.createdAt, tz),
          hours: night.hours,
          quality: night.quality,
          notes: night.notes,
        }
      : null,
    sleepHoursByDay: Object.fromEntries(sleep.map((s) => [s.day, Number(s.hours)])),
    workoutsThisWeek: Number(workouts[0]?.n ?? 0),
    glassesYesterday: water[0]?.glasses ?? null,
    latestMood: latest
      ? {
          mood_score: latest.mood,
          energy_level: latest.energy,
          stress_level: latest.stress,
          date: localDate(latest.createdAt, tz),
        }
      : null,
  };
}

/** Tips she completed on a day, with when. */
export async function completionsOn(db: Db, userId: string, day: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ tipId: digestTipCompletions.tipId, completedAt: digestTipCompletions.completedAt })
    .from(digestTipCompletions)
    .where(and(eq(digestTipCompletions.userId, userId), eq(digestTipCompletions.day, day)))
    .orderBy(digestTipCompletions.completedAt);
  return new Map(rows.map((r) => [r.tipId, r.completedAt]));
}
