import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { CHECKIN_EXISTS, weekDoneMessage } from "../../../shared/checkin-week";
import {
  type Checkin,
  checkinDateRange,
  checkinFieldsIn,
  checkinUnits,
  PHOTO_VIEWS,
  type PhotoView,
} from "../../../shared/checkins";
import { weekStart } from "../../../shared/dates";
import type { WithSafety } from "../../../shared/safety";
import { checkinPhotos, weeklyCheckins } from "../../db/schema";
import { type NewFile, writeAtomically } from "../../db/transaction";
import type { AppEnv } from "../../http/context";
import { ApiError, badRequest, describeZodError, notFound } from "../../http/errors";
import { readMultipart } from "../../http/multipart";
import { requireUser } from "../../http/require-user";
import { readForSafety } from "../../http/safety";
import { userDay } from "../../http/user-day";
import { cleanPhoto, MAX_IMAGE_BYTES } from "../../images";

/** Three photos of up to 10 MB each, plus the form's fields. */
export const CHECKIN_BODY_LIMIT = 3 * MAX_IMAGE_BYTES + 256 * 1024;
const PHOTO_MAX_SIDE = 2048;

type Row = typeof weeklyCheckins.$inferSelect;
type PhotoRow = typeof checkinPhotos.$inferSelect;

/** A check-in as the API (and the export) names it; `progress_image_url` links to its first photo. */
export function toCheckin(row: Row, photos: PhotoRow[]): Checkin {
  const own = photos
    .filter((p) => p.checkinId === row.id)
    .sort((a, b) => PHOTO_VIEWS.indexOf(a.view as PhotoView) - PHOTO_VIEWS.indexOf(b.view as PhotoView))
    .map((p) => ({ id: p.id, view: p.view as PhotoView, url: `/api/checkins/photos/${p.id}` }));
  return {
    id: row.id,
    week_date: row.weekDate,
    weight: row.weight,
    chest_measurement: row.chestMeasurement,
    upper_arm_measurement: row.upperArmMeasurement,
    hip_measurement: row.hipMeasurement,
    waist_measurement: row.waistMeasurement,
    glute_measurement: row.gluteMeasurement,
    thigh_measurement: row.thighMeasurement,
    description: row.description,
    notes: row.notes,
    progress_image_url: own[0]?.url ?? null,
    created_at: row.createdAt.toISOString(),
    photos: own,
  };
}

export const checkinRoutes = new Hono<AppEnv>()
  .use(requireUser)
  // The body limit (CHECKIN_BODY_LIMIT) is applied in app.ts, before the input gate reads the form.
  .post("/", async (c) => {
    const form = await readMultipart(c, {
      what: "check-in",
      files: Object.fromEntries(PHOTO_VIEWS.map((view) => [view, 1])),
    });
    const fields = form.fields;
    const files = new Map<PhotoView, File>();
    for (const view of PHOTO_VIEWS) {
      const [file] = form.files[view] ?? [];
      if (file) files.set(view, file);
    }
    // Her numbers come in the units she typed them in (the form's `units`), and are stored in kg and cm.
    const { units: sentUnits, ...measured } = fields;
    const units = checkinUnits.safeParse(sentUnits);
    if (!units.success) throw badRequest(describeZodError(units.error));
    const parsed = checkinFieldsIn(units.data).safeParse(measured);
    if (!parsed.success) throw badRequest(describeZodError(parsed.error));
    const input = parsed.data;
    const { today } = userDay(c);
    const range = checkinDateRange(today);
    if (input.week_date < range.min || input.week_date > range.max) {
      throw badRequest(`The check-in date must be between ${range.min} and ${range.max}.`);
    }

    // One check-in a week (Monday to Sunday): a second for the same week, a double tap or a form
    // sent again, is refused before its photos are read, and stores nothing.
    const userId = c.get("user").id;
    const week = weekStart(input.week_date);
    const weekDone = () => new ApiError(409, CHECKIN_EXISTS, weekDoneMessage(week));
    const [already] = await c
      .get("db")
      .select({ id: weeklyCheckins.id })
      .from(weeklyCheckins)
      .where(and(eq(weeklyCheckins.userId, userId), eq(weeklyCheckins.weekStart, week)));
    if (already) throw weekDone();

    // Read before anything is written, so a failure here leaves nothing half-saved.
    const safety = await readForSafety(c, input.description, input.notes);

    // Every photo is checked and re-encoded (EXIF and GPS dropped) before anything is stored.
    const now = c.get("now")();
    const photos: (NewFile & { view: PhotoView })[] = [];
    for (const view of PHOTO_VIEWS) {
      const file = files.get(view);
      if (!file) continue;
      const clean = await cleanPhoto(new Uint8Array(await file.arrayBuffer()), {
        maxSide: PHOTO_MAX_SIDE,
        subject: `${view} photo`,
      });
      // A random part too: two check-ins in one millisecond must not share (or remove) a file.
      const key = `${userId}/${view}/${now.getTime()}-${randomUUID()}.jpg`;
      photos.push({ view, key, ...clean });
    }

    // Photos first, then the check-in and its photo rows in one transaction; if that fails, the
    // photos are removed again.
    const id = randomUUID();
    const saved = await writeAtomically(
      { db: c.get("db"), storage: c.get("storage"), files: photos },
      async (tx) => {
        const [row] = await tx
          .insert(weeklyCheckins)
          .values({
            id,
            userId,
            weekDate: input.week_date,
            weekStart: week,
            weight: input.weight,
            chestMeasurement: input.chest_measurement,
            upperArmMeasurement: input.upper_arm_measurement,
            hipMeasurement: input.hip_measurement,
            waistMeasurement: input.waist_measurement,
            gluteMeasurement: input.glute_measurement,
            thighMeasurement: input.thigh_measurement,
            description: input.description,
            notes: input.notes,
            createdAt: now,
          })
          // Two sent at once both pass the check above; the unique week lets one in, and the
          // other's photos are removed again as its transaction rolls back.
          .onConflictDoNothing({ target: [weeklyCheckins.userId, weeklyCheckins.weekStart] })
          .returning();
        if (!row) throw weekDone();
        const photoRows = photos.length
          ? await tx
              .insert(checkinPhotos)
              .values(
                photos.map((p) => ({ id: randomUUID(), userId, checkinId: id, view: p.view, path: p.key })),
              )
              .returning()
          : [];
        return toCheckin(row, photoRows);
      },
    );
    return c.json<WithSafety<Checkin>>({ ...saved, safety }, 201);
  })
  .get("/", async (c) => {
    const userId = c.get("user").id;
    const rows = await c
      .get("db")
      .select()
      .from(weeklyCheckins)
      .where(eq(weeklyCheckins.userId, userId))
      .orderBy(desc(weeklyCheckins.weekDate), desc(weeklyCheckins.createdAt))
      .limit(104);
    const photos = rows.length
      ? await c
          .get("db")
          .select()
          .from(checkinPhotos)
          .where(
            and(
              eq(checkinPhotos.userId, userId),
              inArray(
                checkinPhotos.checkinId,
                rows.map((r) => r.id),
              ),
            ),
          )
      : [];
    return c.json(rows.map((r) => toCheckin(r, photos)));
  })
  .get("/photos/:id", async (c) => {
    const [photo] = await c
      .get("db")
      .select()
      .from(checkinPhotos)
      .where(and(eq(checkinPhotos.id, c.req.param("id")), eq(checkinPhotos.userId, c.get("user").id)));
    if (!photo) throw notFound("No such photo.");
    const object = await c.get("storage").get(photo.path);
    if (!object) throw notFound("No such photo.");
    c.header("Cache-Control", "private, max-age=3600");
    c.header("Content-Type", object.contentType);
    return c.body(object.bytes as Uint8Array<ArrayBuffer>);
  })
  .delete("/:id", async (c) => {
    const userId = c.get("user").id;
    const id = c.req.param("id");
    // The photo rows go with the check-in (on delete cascade); their files once that has committed.
    await writeAtomically({ db: c.get("db"), storage: c.get("storage") }, async (tx, afterCommit) => {
      const photos = await tx
        .select({ path: checkinPhotos.path })
        .from(checkinPhotos)
        .where(and(eq(checkinPhotos.checkinId, id), eq(checkinPhotos.userId, userId)));
      const gone = await tx
        .delete(weeklyCheckins)
        .where(and(eq(weeklyCheckins.id, id), eq(weeklyCheckins.userId, userId)))
        .returning({ id: weeklyCheckins.id });
      if (gone.length === 0) throw notFound("No such check-in.");
      for (const p of photos) afterCommit.removeFile(p.path);
    });
    return c.body(null, 204);
  });
