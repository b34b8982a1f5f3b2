import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { addDays } from "../../../shared/dates";
import {
  type JournalEntry,
  MAX_JOURNAL_PHOTOS,
  type SavedJournalEntry,
} from "../../../shared/pregnancy/journal";
import { journalFieldsIn, journalUnits } from "../../../shared/pregnancy/journal-input";
import { pregnancyJournalEntries, pregnancyJournalPhotos } from "../../db/schema";
import { type NewFile, writeAtomically } from "../../db/transaction";
import type { AppEnv } from "../../http/context";
import { badRequest, describeZodError, notFound } from "../../http/errors";
import { createOnceIfKeyed } from "../../http/idempotency";
import { readMultipart } from "../../http/multipart";
import { requireUser } from "../../http/require-user";
import { readForSafety } from "../../http/safety";
import { cleanPhoto, MAX_IMAGE_BYTES } from "../../images";
import { herDates, weekOn } from "./her-dates";

/** Four photos of up to 10 MB each, plus the form's fields. */
export const JOURNAL_BODY_LIMIT = MAX_JOURNAL_PHOTOS * MAX_IMAGE_BYTES + 256 * 1024;
/** Journal photos are kept at most this big on their longest side, like check-in photos. */
const PHOTO_MAX_SIDE = 2048;
/** Entries may be back-dated across a pregnancy and a little after; never into the future. */
const OLDEST_ENTRY_DAYS = 400;

type Row = typeof pregnancyJournalEntries.$inferSelect;
type PhotoRow = typeof pregnancyJournalPhotos.$inferSelect;

export function toEntry(row: Row, photos: PhotoRow[]): JournalEntry {
  return {
    id: row.id,
    date: row.date,
    week: row.week,
    title: row.title,
    content: row.content,
    mood: row.mood,
    milestone: row.milestone,
    weight: row.weightLbs,
    babyKicks: row.babyKicks,
    photos: photos
      .filter((p) => p.entryId === row.id)
      .sort((a, b) => a.position - b.position)
      .map((p) => ({ id: p.id, url: `/api/pregnancy/journal/photos/${p.id}` })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface JournalForm {
  fields: Record<string, string>;
  photos: File[];
  removePhotos: string[];
}

/** The entry's form: text fields once each, `photos` files and `removePhotos` ids any number of times. */
async function readForm(c: Context<AppEnv>): Promise<JournalForm> {
  const form = await readMultipart(c, {
    what: "journal entry",
    files: { photos: Number.POSITIVE_INFINITY },
    lists: ["removePhotos"],
  });
  return {
    fields: form.fields,
    photos: form.files.photos ?? [],
    removePhotos: form.lists.removePhotos ?? [],
  };
}

/** The form's fields, checked, with the week her due date gives the entry's date. */
async function checkedFields(c: Context<AppEnv>, form: JournalForm) {
  // Her weight comes in the units she typed it in (the form's `units`) and is stored in lbs.
  const { units: sentUnits, ...fields } = form.fields;
  const units = journalUnits.safeParse(sentUnits);
  if (!units.success) throw badRequest(describeZodError(units.error));
  const parsed = journalFieldsIn(units.data).safeParse(fields);
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  const input = parsed.data;
  const her = await herDates(c);
  const oldest = addDays(her.today, -OLDEST_ENTRY_DAYS);
  if (input.date > her.today || input.date < oldest)
    throw badRequest(`The date must be between ${oldest} and today (${her.today}).`);
  return { input, week: weekOn(her.dueDate, input.date) };
}

/** Checks and re-encodes every photo (EXIF and GPS dropped) before anything is stored. */
async function preparePhotos(userId: string, files: File[]): Promise<NewFile[]> {
  const prepared: NewFile[] = [];
  for (const [i, file] of files.entries()) {
    const clean = await cleanPhoto(new Uint8Array(await file.arrayBuffer()), {
      maxSide: PHOTO_MAX_SIDE,
      subject: `Photo ${i + 1}`,
    });
    // A random name: two uploads in the same millisecond never collide.
    prepared.push({ key: `${userId}/journal/${randomUUID()}.jpg`, ...clean });
  }
  return prepared;
}

async function ownEntry(c: Context<AppEnv>, id: string): Promise<Row> {
  const [row] = await c
    .get("db")
    .select()
    .from(pregnancyJournalEntries)
    .where(and(eq(pregnancyJournalEntries.id, id), eq(pregnancyJournalEntries.userId, c.get("user").id)));
  if (!row) throw notFound("No such journal entry.");
  return row;
}

/** Her pregnancy journal: entries with photos in the private storage, hers alone. */
export const journalRoutes = new Hono<AppEnv>()
  .use(requireUser)
  // The body limit (JOURNAL_BODY_LIMIT) is the app's, applied before anything reads the body: a
  // second one here would wrap a stream the input guard has already read.
  .post("/", async (c) => {
    const form = await readForm(c);
    if (form.removePhotos.length) throw badRequest("A new entry has no photos to remove.");
    if (form.photos.length > MAX_JOURNAL_PHOTOS)
      throw badRequest(`An entry can have at most ${MAX_JOURNAL_PHOTOS} photos.`);
    const { input, week } = await checkedFields(c, form);
    const userId = c.get("user").id;
    const now = c.get("now")();
    const id = randomUUID();
    let prepared: NewFile[] = [];
    // Photos first, then the entry and its photo rows in one transaction; if that fails the photos
    // are removed again: an entry is saved whole or not at all. With an Idempotency-Key (the
    // offline queue) a replay stores nothing and answers with the first save.
    const entry = await createOnceIfKeyed(
      c,
      {
        scope: "pregnancy-journal",
        input: { ...input, photos: form.photos.map((p) => [p.name, p.size]) },
        files: async () => {
          prepared = await preparePhotos(userId, form.photos);
          return prepared;
        },
      },
      async (tx) => {
        const [row] = await tx
          .insert(pregnancyJournalEntries)
          .values({
            id,
            userId,
            date: input.date,
            week,
            title: input.title,
            content: input.content,
            mood: input.mood,
            milestone: input.milestone,
            weightLbs: input.weight,
            babyKicks: input.babyKicks,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const photos = prepared.length
          ? await tx
              .insert(pregnancyJournalPhotos)
              .values(
                prepared.map((p, position) => ({
                  id: randomUUID(),
                  userId,
                  entryId: id,
                  path: p.key,
                  position,
                  createdAt: now,
                })),
              )
              .returning()
          : [];
        return toEntry(row!, photos);
      },
    );
    // What she wrote is read for warning signs; the answer carries the urgent help, if any.
    const safety = await readForSafety(c, input.title, input.content, input.milestone);
    return c.json({ ...entry, safety } satisfies SavedJournalEntry, 201);
  })
  .get("/", async (c) => {
    const userId = c.get("user").id;
    const db = c.get("db");
    const rows = await db
      .select()
      .from(pregnancyJournalEntries)
      .where(eq(pregnancyJournalEntries.userId, userId))
      .orderBy(desc(pregnancyJournalEntries.date), desc(pregnancyJournalEntries.createdAt))
      .limit(200);
    const photos = rows.length
      ? await db
          .select()
          .from(pregnancyJournalPhotos)
          .where(
            and(
              eq(pregnancyJournalPhotos.userId, userId),
              inArray(
                pregnancyJournalPhotos.entryId,
                rows.map((r) => r.id),
              ),
            ),
          )
      : [];
    return c.json(rows.map((r) => toEntry(r, photos)));
  })
  .get("/photos/:id", async (c) => {
    const [photo] = await c
      .get("db")
      .select()
      .from(pregnancyJournalPhotos)
      .where(
        and(
          eq(pregnancyJournalPhotos.id, c.req.param("id")),
          eq(pregnancyJournalPhotos.userId, c.get("user").id),
        ),
      );
    const object = photo ? await c.get("storage").get(photo.path) : null;
    if (!object) throw notFound("No such photo.");
    c.header("Cache-Control", "private, max-age=3600");
    c.header("Content-Type", object.contentType);
    return c.body(object.bytes as Uint8Array<ArrayBuffer>);
  })
  .put("/:id", async (c) => {
    const userId = c.get("user").id;
    const entry = await ownEntry(c, c.req.param("id"));
    const form = await readForm(c);
    const { input, week } = await checkedFields(c, form);
    const db = c.get("db");
    const existing = await db
      .select()
      .from(pregnancyJournalPhotos)
      .where(and(eq(pregnancyJournalPhotos.entryId, entry.id), eq(pregnancyJournalPhotos.userId, userId)))
      .orderBy(asc(pregnancyJournalPhotos.position));
    const removing = existing.filter((p) => form.removePhotos.includes(p.id));
    if (removing.length !== new Set(form.removePhotos).size)
      throw badRequest("removePhotos names a photo this entry does not have.");
    const kept = existing.filter((p) => !removing.includes(p));
    if (kept.length + form.photos.length > MAX_JOURNAL_PHOTOS)
      throw badRequest(`An entry can have at most ${MAX_JOURNAL_PHOTOS} photos.`);
    const prepared = await preparePhotos(userId, form.photos);
    const now = c.get("now")();
    const start = (kept.at(-1)?.position ?? -1) + 1;
    const { row, photos } = await writeAtomically(
      { db, storage: c.get("storage"), files: prepared },
      async (tx, afterCommit) => {
        const [row] = await tx
          .update(pregnancyJournalEntries)
          .set({
            date: input.date,
            week,
            title: input.title,
            content: input.content,
            mood: input.mood,
            milestone: input.milestone,
            weightLbs: input.weight,
            babyKicks: input.babyKicks,
            updatedAt: now,
          })
          .where(and(eq(pregnancyJournalEntries.id, entry.id), eq(pregnancyJournalEntries.userId, userId)))
          .returning();
        if (removing.length)
          await tx.delete(pregnancyJournalPhotos).where(
            and(
              eq(pregnancyJournalPhotos.userId, userId),
              inArray(
                pregnancyJournalPhotos.id,
                removing.map((p) => p.id),
              ),
            ),
          );
        const added = prepared.length
          ? await tx
              .insert(pregnancyJournalPhotos)
              .values(
                prepared.map((p, i) => ({
                  id: randomUUID(),
                  userId,
                  entryId: entry.id,
                  path: p.key,
                  position: start + i,
                  createdAt: now,
                })),
              )
              .returning()
          : [];
        // Removed photos' files go once the rows are gone.
        for (const p of removing) afterCommit.removeFile(p.path);
        return { row: row!, photos: [...kept, ...added] };
      },
    );
    const safety = await readForSafety(c, input.title, input.content, input.milestone);
    return c.json({ ...toEntry(row, photos), safety } satisfies SavedJournalEntry);
  })
  .delete("/:id", async (c) => {
    const userId = c.get("user").id;
    const db = c.get("db");
    const entry = await ownEntry(c, c.req.param("id"));
    const photos = await db
      .select()
      .from(pregnancyJournalPhotos)
      .where(and(eq(pregnancyJournalPhotos.entryId, entry.id), eq(pregnancyJournalPhotos.userId, userId)));
    // The photo rows go with the entry (on delete cascade); their files once that has committed.
    await writeAtomically({ db, storage: c.get("storage") }, async (tx, afterCommit) => {
      await tx
        .delete(pregnancyJournalEntries)
        .where(and(eq(pregnancyJournalEntries.id, entry.id), eq(pregnancyJournalEntries.userId, userId)));
      for (const p of photos) afterCommit.removeFile(p.path);
    });
    return c.body(null, 204);
  });
