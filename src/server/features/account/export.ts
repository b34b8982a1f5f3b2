import { and, eq, inArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { pagesOf } from "../../db/pages";
import {
  checkinPhotos,
  cycleDays,
  digestTipCompletions,
  educationModuleCompletions,
  favorites,
  foodDetectionLogs,
  hydrationDays,
  moodEntries,
  prepItemCompletions,
  profiles,
  savedPlans,
  selfCareLogs,
  sleepLogs,
  subscriptions,
  users,
  weeklyCheckins,
  workoutSessions,
} from "../../db/schema";
import type { SessionUser } from "../../http/context";
import { toCheckin } from "../checkins";
import { communityExport } from "../community";
import { coursesExport } from "../courses";
import { ownExclusions, toDayLog } from "../cycle";
import { shareLinksExport } from "../data-transfer";
import { toFoodLogEntry, usualMealsExport } from "../food";
import { pointsExport } from "../gamification";
import { toPlan } from "../library";
import { postpartumWritingExport } from "../postpartum";
import { pregnancyExport } from "../pregnancy";
import { toProfile } from "../profile";
import { remindersExport } from "../reminders";
import { listScreeningResults, listScreeningSkips } from "../screening";
import { subscriptionStatus } from "../subscription";
import { toHydration, toMood, toSelfCare, toSession, toSleep } from "../wellness";
import { fields, jsonStream, rows, spread, value } from "./json-stream";

/**
 * Everything Bloom holds about her, as the JSON file she downloads (`GET /api/account/export`),
 * written while it is read: each part is read when its turn comes, and her tables that grow with
 * every day she logs a page at a time (json-stream.ts, db/pages.ts), so the server holds a page
 * of her rows, never her five years at once.
 */
export function herExport(
  db: Db,
  user: SessionUser,
  { base, now }: { base: string; now: Date },
): ReadableStream<Uint8Array> {
  const exportedAt = now.toISOString();
  const mine = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, user.id);
  // Every link made absolute: each works for this account only, while signed in.
  const link = (url: string) => `${base}${url}`;
  // Her tables that grow with every day she logs are read and sent a page at a time (keyset, in
  // the order of their index for her); the rest are small and read whole when their turn comes.
  const pages = <T extends Parameters<typeof pagesOf>[1]>(table: T, key: [PgColumn, ...PgColumn[]]) =>
    pagesOf(db, table, user.id, key);
  async function* mapped<Row, Out>(source: AsyncIterable<Row[]>, map: (row: Row) => Out) {
    for await (const page of source) yield page.map(map);
  }
  async function* checkinPages() {
    for await (const page of pages(weeklyCheckins, [weeklyCheckins.weekDate, weeklyCheckins.id])) {
      const photos = await db
        .select()
        .from(checkinPhotos)
        .where(
          and(
            mine(checkinPhotos),
            inArray(
              checkinPhotos.checkinId,
              page.map((row) => row.id),
            ),
          ),
        );
      yield page.map((row) => {
        const checkin = toCheckin(row, photos);
        return {
          ...checkin,
          progress_image_url: checkin.progress_image_url && link(checkin.progress_image_url),
          photos: checkin.photos.map((p) => ({ ...p, url: link(p.url) })),
        };
      });
    }
  }
  // Every record named as the API names it (README, "One name per thing"). No user ids: it is all hers.
  return jsonStream(
    [
      ["exportedAt", value(() => exportedAt)],
      [
        "account",
        value(async () => {
          // Her account as it is now, not as the session remembers it (a rename since sign-in).
          const [account] = await db
            .select({ name: users.name, email: users.email, emailVerified: users.emailVerified })
            .from(users)
            .where(eq(users.id, user.id));
          return {
            id: user.id,
            ...(account ?? { email: user.email, name: user.name, emailVerified: user.emailVerified }),
          };
        }),
      ],
      [
        "profile",
        value(async () => {
          const [profile] = await db.select().from(profiles).where(mine(profiles));
          return profile ? toProfile(profile) : null;
        }),
      ],
      [
        "subscription",
        value(async () => {
          const [subscription] = await db.select().from(subscriptions).where(mine(subscriptions));
          return subscriptionStatus(subscription, now);
        }),
      ],
      [
        "moodEntries",
        rows(() => mapped(pages(moodEntries, [moodEntries.createdAt, moodEntries.id]), toMood)),
      ],
      ["sleepLogs", rows(() => mapped(pages(sleepLogs, [sleepLogs.createdAt, sleepLogs.id]), toSleep))],
      [
        "selfCareLogs",
        rows(() => mapped(pages(selfCareLogs, [selfCareLogs.createdAt, selfCareLogs.id]), toSelfCare)),
      ],
      ["hydration", rows(() => mapped(pages(hydrationDays, [hydrationDays.day]), toHydration))],
      [
        "workoutSessions",
        rows(() =>
          mapped(pages(workoutSessions, [workoutSessions.completedAt, workoutSessions.id]), toSession),
        ),
      ],
      ["weeklyCheckins", rows(checkinPages)],
      [
        "foodLog",
        rows(() =>
          mapped(pages(foodDetectionLogs, [foodDetectionLogs.loggedAt, foodDetectionLogs.id]), (row) => {
            const entry = toFoodLogEntry(row);
            return { ...entry, photo_url: entry.photo_url && link(entry.photo_url) };
          }),
        ),
      ],
      // The meals Bloom learned from her confirmed food photos (decision 019).
      ["usualMeals", value(() => usualMealsExport(db, user.id))],
      [
        "favorites",
        value(async () =>
          (await db.select().from(favorites).where(mine(favorites))).map((f) => ({
            kind: f.kind,
            slug: f.slug,
            createdAt: f.createdAt.toISOString(),
          })),
        ),
      ],
      [
        "savedPlans",
        value(async () => (await db.select().from(savedPlans).where(mine(savedPlans))).map(toPlan)),
      ],
      [
        "digestTipCompletions",
        value(async () =>
          (await db.select().from(digestTipCompletions).where(mine(digestTipCompletions))).map((r) => ({
            tipId: r.tipId,
            day: r.day,
            completedAt: r.completedAt.toISOString(),
          })),
        ),
      ],
      [
        "educationModuleCompletions",
        value(async () =>
          (await db.select().from(educationModuleCompletions).where(mine(educationModuleCompletions))).map(
            (r) => ({ topicId: r.topicId, moduleId: r.moduleId, completedAt: r.completedAt.toISOString() }),
          ),
        ),
      ],
      [
        "prepItemCompletions",
        value(async () =>
          (await db.select().from(prepItemCompletions).where(mine(prepItemCompletions))).map((r) => ({
            itemId: r.itemId,
            completedAt: r.completedAt.toISOString(),
          })),
        ),
      ],
      // Her ticked postpartum checklist items and what she wrote for its reflections.
      ["postpartumWriting", spread(() => postpartumWritingExport(db, user.id))],
      // The cycle tracker's days as the app reads them (temperatures in °C), and excluded cycles.
      [
        "cycle",
        fields([
          ["days", rows(() => mapped(pages(cycleDays, [cycleDays.day]), toDayLog))],
          ["excludedCycles", value(() => ownExclusions(db, user.id))],
        ]),
      ],
      ["pregnancy", value(() => pregnancyExport(db, user.id, base))],
      ["courses", value(() => coursesExport(db, user.id))],
      // Her mood check-ins (PHQ-2, PHQ-9, GAD-7) with their scores and bands.
      ["screeningResults", value(() => listScreeningResults(db, user.id))],
      // The offered check-ins she said "Not now" to.
      ["screeningSkips", value(() => listScreeningSkips(db, user.id))],
      // Each action that earned her points (src/shared/gamification.ts).
      ["points", value(() => pointsExport(db, user.id))],
      // What she wrote in the community and did there (anonymous posts included: they are hers).
      ["community", value(() => communityExport(db, user.id, base))],
      // The read-only links she made (labels, categories, dates, views; the links themselves are not kept).
      ["shareLinks", value(() => shareLinksExport(db, user.id, now))],
      // Her reminders, where they go, and which were sent.
      ["reminders", value(() => remindersExport(db, user.id))],
    ],
    // The code alone: a query's error carries her values (as for every error Bloom logs).
    (error) =>
      console.error(`export for a member failed part-way: ${(error as { code?: string }).code ?? "error"}`),
  );
}
