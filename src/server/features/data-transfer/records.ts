import { and, asc, eq, gte, lt } from "drizzle-orm";
import { addDays, startOfDay } from "../../../shared/dates";
import { pregnancyWeek } from "../../../shared/pregnancy/dates";
import type { Db } from "../../db/client";
import {
  contractionSessions,
  contractions,
  kickSessions,
  moodEntries,
  pregnancyJournalEntries,
  pregnancySymptoms,
  profiles,
  sleepLogs,
  workoutSessions,
} from "../../db/schema";
import { overviewFor, ownDays } from "../cycle";

// Her records by category, read for one window of days: what a shared link, the PDF report and
// the FHIR export show. Notes she wrote stay out of every one of them (they are hers alone).

export interface Window {
  /** Her today, on her calendar. */
  today: string;
  /** First day included. */
  from: string;
  tz: string;
}

export function windowOf(today: string, tz: string, daysBack: number): Window {
  return { today, tz, from: addDays(today, -(daysBack - 1)) };
}

const since = (w: Window) => startOfDay(w.from, w.tz);
const until = (w: Window) => startOfDay(addDays(w.today, 1), w.tz);

export async function cycleRecords(db: Db, userId: string, w: Window) {
  const [{ overview }, days] = await Promise.all([
    overviewFor(db, userId, w.today),
    ownDays(db, userId, { from: w.from, to: w.today }),
  ]);
  return { overview, days };
}

export async function pregnancyRecords(db: Db, userId: string, w: Window) {
  const [profile] = await db
    .select({ dueDate: profiles.dueDate, lastPeriodStart: profiles.lastPeriodStart })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const dueDate = profile?.dueDate ?? null;
  const [symptoms, weights] = await Promise.all([
    db
      .select({
        symptom: pregnancySymptoms.symptom,
        severity: pregnancySymptoms.severity,
        loggedAt: pregnancySymptoms.loggedAt,
      })
      .from(pregnancySymptoms)
      .where(
        and(
          eq(pregnancySymptoms.userId, userId),
          gte(pregnancySymptoms.loggedAt, since(w)),
          lt(pregnancySymptoms.loggedAt, until(w)),
        ),
      )
      .orderBy(asc(pregnancySymptoms.loggedAt)),
    // Weights from her journal, all of them: the trend over the pregnancy, not only the window.
    db
      .select({ date: pregnancyJournalEntries.date, weightLbs: pregnancyJournalEntries.weightLbs })
      .from(pregnancyJournalEntries)
      .where(eq(pregnancyJournalEntries.userId, userId))
      .orderBy(asc(pregnancyJournalEntries.date)),
  ]);
  return {
    dueDate,
    lastPeriodStart: profile?.lastPeriodStart ?? null,
    week: dueDate ? (pregnancyWeek(dueDate, w.today)?.week ?? null) : null,
    symptoms,
    weights: weights.filter((r): r is { date: string; weightLbs: number } => r.weightLbs !== null),
  };
}

export async function kickAndContractionRecords(db: Db, userId: string, w: Window) {
  const [kicks, sessions, timed] = await Promise.all([
    db
      .select()
      .from(kickSessions)
      .where(and(eq(kickSessions.userId, userId), gte(kickSessions.startedAt, since(w))))
      .orderBy(asc(kickSessions.startedAt)),
    db
      .select()
      .from(contractionSessions)
      .where(and(eq(contractionSessions.userId, userId), gte(contractionSessions.startedAt, since(w))))
      .orderBy(asc(contractionSessions.startedAt)),
    db
      .select({
        sessionId: contractions.sessionId,
        startedAt: contractions.startedAt,
        endedAt: contractions.endedAt,
      })
      .from(contractions)
      .where(and(eq(contractions.userId, userId), gte(contractions.startedAt, since(w))))
      .orderBy(asc(contractions.startedAt)),
  ]);
  return {
    kicks: kicks.map((k) => ({
      startedAt: k.startedAt,
      kicks: k.kicks,
      minutesToTen: k.tenthAt ? Math.round((k.tenthAt.getTime() - k.startedAt.getTime()) / 60_000) : null,
    })),
    contractionSessions: sessions.map((s) => {
      const mine = timed.filter((t) => t.sessionId === s.id);
      const lengths = mine
        .filter((t) => t.endedAt)
        .map((t) => (t.endedAt!.getTime() - t.startedAt.getTime()) / 1000);
      return {
        startedAt: s.startedAt,
        count: mine.length,
        averageSeconds: lengths.length
          ? Math.round(lengths.reduce((a, b) => a + b, 0) / lengths.length)
          : null,
      };
    }),
  };
}

export async function moodAndSleepRecords(db: Db, userId: string, w: Window) {
  const [moods, sleep] = await Promise.all([
    db
      .select({
        mood: moodEntries.mood,
        energy: moodEntries.energy,
        stress: moodEntries.stress,
        createdAt: moodEntries.createdAt,
      })
      .from(moodEntries)
      .where(and(eq(moodEntries.userId, userId), gte(moodEntries.createdAt, since(w))))
      .orderBy(asc(moodEntries.createdAt)),
    db
      .select({ hours: sleepLogs.hours, quality: sleepLogs.quality, createdAt: sleepLogs.createdAt })
      .from(sleepLogs)
      .where(and(eq(sleepLogs.userId, userId), gte(sleepLogs.createdAt, since(w))))
      .orderBy(asc(sleepLogs.createdAt)),
  ]);
  return { moods, sleep };
}

export async function workoutRecords(db: Db, userId: string, w: Window) {
  return db
    .select({
      workoutType: workoutSessions.workoutType,
      durationMinutes: workoutSessions.durationMinutes,
      intensity: workoutSessions.intensity,
      completedAt: workoutSessions.completedAt,
    })
    .from(workoutSessions)
    .where(and(eq(workoutSessions.userId, userId), gte(workoutSessions.completedAt, since(w))))
    .orderBy(asc(workoutSessions.completedAt));
}
