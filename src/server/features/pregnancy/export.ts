import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  contractionSessions,
  contractions,
  kickSessions,
  pregnancyJournalEntries,
  pregnancyJournalPhotos,
  pregnancySymptoms,
} from "../../db/schema";
import { toContractionSession } from "./contraction-routes";
import { toEntry } from "./journal-routes";
import { toKickSession } from "./kick-routes";
import { toSymptom } from "./symptoms-routes";

/**
 * Her pregnancy records for the data export, named as the API names them. Photos are linked, as
 * check-in photos are: each link works for her account only, while she is signed in.
 */
export async function pregnancyExport(db: Db, userId: string, baseUrl: string) {
  const [symptoms, entries, photos, kicks, sessions, timed] = await Promise.all([
    db
      .select()
      .from(pregnancySymptoms)
      .where(eq(pregnancySymptoms.userId, userId))
      .orderBy(asc(pregnancySymptoms.loggedAt)),
    db
      .select()
      .from(pregnancyJournalEntries)
      .where(eq(pregnancyJournalEntries.userId, userId))
      .orderBy(asc(pregnancyJournalEntries.date), asc(pregnancyJournalEntries.createdAt)),
    db.select().from(pregnancyJournalPhotos).where(eq(pregnancyJournalPhotos.userId, userId)),
    db
      .select()
      .from(kickSessions)
      .where(eq(kickSessions.userId, userId))
      .orderBy(asc(kickSessions.startedAt)),
    db
      .select()
      .from(contractionSessions)
      .where(eq(contractionSessions.userId, userId))
      .orderBy(asc(contractionSessions.startedAt)),
    db.select().from(contractions).where(eq(contractions.userId, userId)),
  ]);
  return {
    symptoms: symptoms.map(toSymptom),
    journal: entries.map((row) => {
      const entry = toEntry(row, photos);
      return { ...entry, photos: entry.photos.map((p) => ({ ...p, url: `${baseUrl}${p.url}` })) };
    }),
    kickSessions: kicks.map(toKickSession),
    contractionSessions: sessions.map((s) => toContractionSession(s, timed)),
  };
}
