import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import {
  contractionSessions,
  contractions,
  kickSessions,
  moodEntries,
  pregnancySymptoms,
  profiles,
  sleepLogs,
  workoutSessions,
} from "../../src/server/db/schema";

/**
 * Records of every kind a shared link or the report shows, written straight into her tables, each
 * carrying a marker that tells whose and which kind it is (a time of day, a name, a temperature).
 */
export interface Markers {
  /** e.g. "36.41": a basal temperature, shown with two decimals. */
  temperature: number;
  symptom: string;
  /** "HH:MM" in UTC */
  kickAt: string;
  contractionAt: string;
  moodAt: string;
  sleepAt: string;
  workout: string;
}

export async function writeHerRecords(db: Db, userId: string, day: string, m: Markers) {
  const at = (hhmm: string) => new Date(`${day}T${hhmm}:00Z`);
  await db
    .update(profiles)
    .set({ dueDate: "2027-03-01", lastPeriodStart: "2026-05-25" })
    .where(eq(profiles.userId, userId));
  await db.insert(pregnancySymptoms).values({
    id: randomUUID(),
    userId,
    symptom: m.symptom,
    severity: "mild",
    notes: `secret note of ${m.symptom}`,
    week: 25,
    loggedAt: at("10:00"),
  });
  const kickStart = at(m.kickAt);
  await db.insert(kickSessions).values({
    id: randomUUID(),
    userId,
    startedAt: kickStart,
    kicks: 10,
    lastKickAt: new Date(kickStart.getTime() + 20 * 60_000),
    tenthAt: new Date(kickStart.getTime() + 20 * 60_000),
    endedAt: new Date(kickStart.getTime() + 20 * 60_000),
  });
  const sessionId = randomUUID();
  const cStart = at(m.contractionAt);
  await db.insert(contractionSessions).values({
    id: sessionId,
    userId,
    startedAt: cStart,
    endedAt: new Date(cStart.getTime() + 30 * 60_000),
  });
  await db.insert(contractions).values({
    id: randomUUID(),
    userId,
    sessionId,
    startedAt: cStart,
    endedAt: new Date(cStart.getTime() + 45_000),
  });
  await db.insert(moodEntries).values({
    id: randomUUID(),
    userId,
    mood: 6,
    energy: 5,
    stress: 4,
    notes: "private mood note",
    createdAt: at(m.moodAt),
  });
  await db
    .insert(sleepLogs)
    .values({ id: randomUUID(), userId, hours: 6.5, quality: 7, notes: null, createdAt: at(m.sleepAt) });
  await db.insert(workoutSessions).values({
    id: randomUUID(),
    userId,
    workoutType: m.workout,
    durationMinutes: 25,
    intensity: "low",
    completedAt: at("17:00"),
  });
}
