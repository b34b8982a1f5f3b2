import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pregnancyJournalEntries, pregnancyJournalPhotos, pregnancySymptoms } from "../../db/schema";
import { toEntry } from "./journal-routes";
import { toSymptom } from "./symptoms-routes";

/**
 * Her pregnancy records for the data export, named as the API names them. Photos are linked, as
 * check-in photos are: each link works for her account only, while she is signed in.
 */
export async function pregnancyExport(db: Db, userId: string, baseUrl: string) {
  const [symptoms, entries, photos] = await Promise.all([
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
  ]);
  return {
    symptoms: symptoms.map(toSymptom),
    journal: entries.map((row) => {
      const entry = toEntry(row, photos);
      return { ...entry, photos: entry.photos.map((p) => ({ ...p, url: `${baseUrl}${p.url}` })) };
    }),
  };
}
