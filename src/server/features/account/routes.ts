import { zValidator } from "@hono/zod-validator";
import { and, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../../../shared/accounts";
import { endSubscriptionBeforeDeletion } from "../../billing";
import {
  accounts,
  checkinPhotos,
  digestTipCompletions,
  educationModuleCompletions,
  favorites,
  foodDetectionLogs,
  hydrationDays,
  moodEntries,
  newsletterSubscribers,
  outbox,
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
import { writeAtomically } from "../../db/transaction";
import type { AppEnv } from "../../http/context";
import { errorBody, validationHook } from "../../http/errors";
import { requireUser } from "../../http/require-user";
import { toCheckin } from "../checkins";
import { communityExport } from "../community";
import { coursesExport } from "../courses";
import { ownDays, ownExclusions } from "../cycle";
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

const deleteInput = z.strictObject({
  confirm: z.literal("DELETE", { error: "Type DELETE to confirm." }),
  // A copied cookie alone cannot erase her account: she confirms with her password.
  password: z
    .string({ error: "Enter your current password." })
    .min(1, "Enter your current password.")
    .max(PASSWORD_MAX_LENGTH, "Your password is not correct."),
});

/** Whether `password` is the user's current one (better-auth's hash of her credential account). */
async function isHerPassword(c: Context<AppEnv>, password: string): Promise<boolean> {
  const [account] = await c
    .get("db")
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, c.get("user").id), eq(accounts.providerId, "credential")));
  if (!account?.hash) return false;
  const auth = await c.get("auth").$context;
  return auth.password.verify({ hash: account.hash, password });
}

/** Everything Bloom holds about the signed-in user, and the way to erase it. */
export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/export", async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const mine = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, user.id);
    const [
      [account],
      profile,
      subscription,
      moods,
      sleep,
      selfCare,
      hydration,
      workouts,
      checkins,
      photos,
      food,
      favs,
      plans,
      tips,
      modules,
      prep,
      cycleDays,
      cycleExclusions,
    ] = await Promise.all([
      // Her account as it is now, not as the session remembers it (a rename since sign-in).
      db
        .select({ name: users.name, email: users.email, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.id, user.id)),
      db.select().from(profiles).where(mine(profiles)),
      db.select().from(subscriptions).where(mine(subscriptions)),
      db.select().from(moodEntries).where(mine(moodEntries)),
      db.select().from(sleepLogs).where(mine(sleepLogs)),
      db.select().from(selfCareLogs).where(mine(selfCareLogs)),
      db.select().from(hydrationDays).where(mine(hydrationDays)),
      db.select().from(workoutSessions).where(mine(workoutSessions)),
      db.select().from(weeklyCheckins).where(mine(weeklyCheckins)),
      db.select().from(checkinPhotos).where(mine(checkinPhotos)),
      db.select().from(foodDetectionLogs).where(mine(foodDetectionLogs)),
      db.select().from(favorites).where(mine(favorites)),
      db.select().from(savedPlans).where(mine(savedPlans)),
      db.select().from(digestTipCompletions).where(mine(digestTipCompletions)),
      db.select().from(educationModuleCompletions).where(mine(educationModuleCompletions)),
      db.select().from(prepItemCompletions).where(mine(prepItemCompletions)),
      ownDays(db, user.id),
      ownExclusions(db, user.id),
    ]);
    const base = c.get("config").baseUrl;
    const pregnancy = await pregnancyExport(db, user.id, base);
    const courses = await coursesExport(db, user.id);
    const postpartumWriting = await postpartumWritingExport(db, user.id);
    const points = await pointsExport(db, user.id);
    const community = await communityExport(db, user.id, base);
    const screeningResults = await listScreeningResults(db, user.id);
    const screeningSkips = await listScreeningSkips(db, user.id);
    const usualMeals = await usualMealsExport(db, user.id);
    const reminders = await remindersExport(db, user.id);
    // Every record named as the API names it (README, "One name per thing"), with links made
    // absolute: each link works for this account only, while signed in. No user ids: it is all hers.
    const link = (url: string) => `${base}${url}`;
    const body = {
      exportedAt: c.get("now")().toISOString(),
      account: {
        id: user.id,
        ...(account ?? { email: user.email, name: user.name, emailVerified: user.emailVerified }),
      },
      profile: profile[0] ? toProfile(profile[0]) : null,
      subscription: subscriptionStatus(subscription[0], c.get("now")()),
      moodEntries: moods.map(toMood),
      sleepLogs: sleep.map(toSleep),
      selfCareLogs: selfCare.map(toSelfCare),
      hydration: hydration.map(toHydration),
      workoutSessions: workouts.map(toSession),
      weeklyCheckins: checkins.map((row) => {
        const checkin = toCheckin(row, photos);
        return {
          ...checkin,
          progress_image_url: checkin.progress_image_url && link(checkin.progress_image_url),
          photos: checkin.photos.map((p) => ({ ...p, url: link(p.url) })),
        };
      }),
      foodLog: food.map((row) => {
        const entry = toFoodLogEntry(row);
        return { ...entry, photo_url: entry.photo_url && link(entry.photo_url) };
      }),
      // The meals Bloom learned from her confirmed food photos (decision 019).
      usualMeals,
      favorites: favs.map((f) => ({ kind: f.kind, slug: f.slug, createdAt: f.createdAt.toISOString() })),
      savedPlans: plans.map(toPlan),
      digestTipCompletions: tips.map((r) => ({
        tipId: r.tipId,
        day: r.day,
        completedAt: r.completedAt.toISOString(),
      })),
      educationModuleCompletions: modules.map((r) => ({
        topicId: r.topicId,
        moduleId: r.moduleId,
        completedAt: r.completedAt.toISOString(),
      })),
      prepItemCompletions: prep.map((r) => ({ itemId: r.itemId, completedAt: r.completedAt.toISOString() })),
      // Her ticked postpartum checklist items and what she wrote for its reflections.
      ...postpartumWriting,
      // The cycle tracker's days as the app reads them (temperatures in °C), and excluded cycles.
      cycle: { days: cycleDays, excludedCycles: cycleExclusions },
      pregnancy,
      courses,
      // Her mood check-ins (PHQ-2, PHQ-9, GAD-7) with their scores and bands.
      screeningResults,
      // The offered check-ins she said "Not now" to.
      screeningSkips,
      // Each action that earned her points (src/shared/gamification.ts).
      points,
      // What she wrote in the community and did there (anonymous posts included: they are hers).
      community,
      // The read-only links she made (labels, categories, dates, views; the links themselves are not kept).
      shareLinks: await shareLinksExport(db, user.id, c.get("now")()),
      // Her reminders, where they go, and which were sent.
      reminders,
    };
    c.header(
      "Content-Disposition",
      `attachment; filename="bloom-export-${body.exportedAt.slice(0, 10)}.json"`,
    );
    return c.json(body);
  })
  .delete("/", zValidator("json", deleteInput, validationHook), async (c) => {
    const user = c.get("user");
    if (!(await isHerPassword(c, c.req.valid("json").password))) {
      return c.json(errorBody("wrong_password", "Your password is not correct."), 403);
    }
    // A paid subscription is stopped at Stripe first: if that fails, nothing is deleted yet.
    await endSubscriptionBeforeDeletion(c.get("billing"), c.get("db"), user.id);
    // All or nothing: her rows go in one transaction (every user-owned table cascades from the user
    // row, sessions included). Her files go once that has committed, so a failure cannot leave an
    // account whose photos are gone.
    await writeAtomically({ db: c.get("db"), storage: c.get("storage") }, async (tx, afterCommit) => {
      await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email));
      await tx.delete(outbox).where(eq(outbox.to, user.email));
      await tx.delete(users).where(eq(users.id, user.id));
      afterCommit.removeFolder(`${user.id}/`);
    });
    // Her sessions went with the user row; this clears the browser's cookies as well.
    const signOut = await c.get("auth").api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
    for (const cookie of signOut.headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
    return c.json({ deleted: true });
  });
