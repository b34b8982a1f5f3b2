import { zValidator } from "@hono/zod-validator";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import {
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
import { validationHook } from "../../http/errors";
import { requireUser } from "../../http/require-user";
import { coursesExport } from "../courses";
import { ownDays, ownExclusions } from "../cycle";
import { pregnancyExport } from "../pregnancy";

const deleteInput = z.strictObject({
  confirm: z.literal("DELETE", { error: "Type DELETE to confirm." }),
});

/** Everything Bloom holds about the signed-in user, and the way to erase it. */
export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/export", async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const mine = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, user.id);
    const [
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
    const body = {
      exportedAt: c.get("now")().toISOString(),
      account: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
      profile: profile[0] ?? null,
      subscription: subscription[0] ?? null,
      moodEntries: moods,
      sleepLogs: sleep,
      selfCareLogs: selfCare,
      hydration,
      workoutSessions: workouts,
      weeklyCheckins: checkins.map((ch) => ({
        ...ch,
        // Photos are linked, not inlined: each link works for this account only, while signed in.
        photos: photos
          .filter((p) => p.checkinId === ch.id)
          .map((p) => ({ view: p.view, url: `${base}/api/checkins/photos/${p.id}` })),
      })),
      foodLog: food.map((f) => ({
        ...f,
        photoUrl: f.imagePath ? `${base}/api/food/logs/${f.id}/photo` : null,
      })),
      favorites: favs,
      savedPlans: plans,
      digestTipCompletions: tips,
      educationModuleCompletions: modules,
      prepItemCompletions: prep,
      // The cycle tracker's days as the app reads them (temperatures in °C), and excluded cycles.
      cycle: { days: cycleDays, excludedCycles: cycleExclusions },
      pregnancy,
      courses,
    };
    c.header(
      "Content-Disposition",
      `attachment; filename="bloom-export-${body.exportedAt.slice(0, 10)}.json"`,
    );
    return c.json(body);
  })
  .delete("/", zValidator("json", deleteInput, validationHook), async (c) => {
    const user = c.get("user");
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
