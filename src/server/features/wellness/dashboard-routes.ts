import { randomUUID } from "node:crypto";
import { zValidator } from "@hono/zod-validator";
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { addDays, weekStart } from "../../../shared/dates";
import { herStage } from "../../../shared/stage-safety";
import {
  type DashboardData,
  type MoodEntry,
  weeklyProgress,
  weeklyWorkoutGoal,
  wellnessScore,
} from "../../../shared/wellness";
import { workoutSessionInput } from "../../../shared/wellness-input";
import { workoutSessions } from "../../db/schema";
import type { Tx } from "../../db/transaction";
import type { AppEnv } from "../../http/context";
import { badRequest, validationHook } from "../../http/errors";
import { createOnce, IDEMPOTENCY_HEADER } from "../../http/idempotency";
import { requireUser } from "../../http/require-user";
import { userDay } from "../../http/user-day";
import { awardPoints } from "../gamification";
import { toSession } from "./mappers";
import { dashboardSnapshot } from "./queries";

/** GET /api/dashboard: the three stat cards and this week's activity. */
export const dashboardRoutes = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  const { tz, today } = userDay(c);
  const monday = weekStart(today);
  // One round trip: the week day by day (whose sums are the week's totals) and the latest check-in.
  const {
    week,
    latestMood: row,
    ownGoal,
    planDays,
    goalContext,
  } = await dashboardSnapshot(c.get("db"), c.get("user").id, tz, monday, addDays(monday, 6));
  const latestMood: MoodEntry | null = row
    ? {
        id: row.id,
        mood_score: row.mood,
        energy_level: row.energy,
        stress_level: row.stress,
        notes: row.notes,
        created_at: new Date(row.created_at).toISOString(),
      }
    : null;
  const sessions = week.reduce((n, d) => n + d.workouts, 0);
  // Her first goal starts from what is safe for her stage today, as her dates give it.
  const { goal, source } = weeklyWorkoutGoal({
    own: ownGoal,
    planDays,
    planStage: goalContext?.plan_stage ?? null,
    stage: herStage(goalContext, today),
  });
  return c.json<DashboardData>({
    today,
    weekStart: monday,
    wellnessScore: latestMood ? wellnessScore(latestMood) : null,
    latestMood,
    weeklyWorkoutGoal: goal,
    weeklyWorkoutGoalSource: source,
    weeklySessions: sessions,
    weeklyWorkoutProgress: weeklyProgress(sessions, goal),
    weeklyMinutes: week.reduce((n, d) => n + d.workoutMinutes, 0),
    week,
  });
});

/**
 * Her workouts. The workout player posts here when she finishes one, and when she ends early or
 * leaves with time on the clock: then the minutes she really did (a partial session).
 */
export const workoutSessionRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/", zValidator("json", workoutSessionInput, validationHook), async (c) => {
    const input = c.req.valid("json");
    const now = c.get("now")();
    const completedAt = input.completed_at ? new Date(input.completed_at) : now;
    if (completedAt.getTime() > now.getTime() + 5 * 60_000)
      throw badRequest("A workout can't be completed in the future.");
    const userId = c.get("user").id;
    const save = async (tx: Tx) => {
      const [session] = await tx
        .insert(workoutSessions)
        .values({
          id: randomUUID(),
          userId,
          workoutType: input.workout_type,
          workoutSlug: input.workout_slug ?? null,
          durationMinutes: input.duration_minutes,
          intensity: input.intensity_level,
          caloriesBurned: input.calories_burned ?? null,
          completedAt,
        })
        .returning();
      await awardPoints(tx, { userId, kind: "workout", sourceId: session!.id, at: completedAt });
      return toSession(session!);
    };
    // The player sends an Idempotency-Key (its saves are retried, and one may be sent as she
    // leaves the page), so the same session is never saved twice. A request without one is saved
    // as before.
    const body = c.req.header(IDEMPOTENCY_HEADER)
      ? await createOnce(c, { scope: "workout-session", input }, save)
      : await c.get("db").transaction(save);
    return c.json(body, 201);
  })
  .get("/", async (c) => {
    const list = await c
      .get("db")
      .select()
      .from(workoutSessions)
      .where(eq(workoutSessions.userId, c.get("user").id))
      .orderBy(desc(workoutSessions.completedAt))
      .limit(50);
    return c.json(list.map(toSession));
  });
