import { zValidator } from "@hono/zod-validator";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { type Profile, profileUpdate } from "../../../shared/accounts";
import { cycleProfileProblem } from "../../../shared/cycle/profile";
import { postpartumStageFor, pregnancyDateBounds, timeSinceBirth } from "../../../shared/pregnancy/dates";
import { babyArrived, pregnancyEnded } from "../../../shared/pregnancy/profile";
import type { UnitSystem } from "../../../shared/units";
import type { Db } from "../../db/client";
import { profiles, users } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { badRequest, validationHook } from "../../http/errors";
import { requireUser } from "../../http/require-user";
import { userDay } from "../../http/user-day";
import { datesChanges } from "./pregnancy-dates";

type ProfileRow = typeof profiles.$inferSelect;

/** Her profile as the API (and the export) names it: the spec's `profiles` fields. */
export const toProfile = (row: ProfileRow): Profile => ({
  user_id: row.userId,
  display_name: row.displayName,
  motherhood_stage: row.motherhoodStage,
  bio: row.bio,
  due_date: row.dueDate,
  last_period_start: row.lastPeriodStart,
  baby_birth_date: row.babyBirthDate,
  pregnancy_loss_on: row.pregnancyLossOn,
  show_pregnancy_content: row.showPregnancyContent,
  height_cm: row.heightCm,
  pre_pregnancy_weight_lbs: row.prePregnancyWeightLbs,
  units: row.units as UnitSystem,
  birth_year: row.birthYear,
  ttc_since: row.ttcSince,
  weekly_workout_goal: row.weeklyWorkoutGoal,
  general_content: row.generalContent,
  terms_accepted_at: row.termsAcceptedAt?.toISOString() ?? null,
  age_confirmed_at: row.ageConfirmedAt?.toISOString() ?? null,
});

/** The user's profile; a user who predates profiles gets one made from the account on first read. */
async function ownProfile(db: Db, user: { id: string; name: string }): Promise<ProfileRow> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  if (row) return row;
  const [created] = await db
    .insert(profiles)
    .values({ userId: user.id, displayName: user.name })
    .onConflictDoUpdate({ target: profiles.userId, set: { userId: user.id } })
    .returning();
  return created!;
}

export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json(toProfile(await ownProfile(c.get("db"), c.get("user")))))
  .patch("/", zValidator("json", profileUpdate, validationHook), async (c) => {
    const input = c.req.valid("json");
    // Her dates are checked against today on her own calendar (?tz=).
    const { today } = userDay(c);
    const problem = cycleProfileProblem(input, today);
    if (problem) throw badRequest(problem);
    const current = await ownProfile(c.get("db"), c.get("user"));
    const userId = c.get("user").id;
    const now = c.get("now")();
    // A new name is her account's name too (mails, the export), in the same transaction.
    const [row] = await c.get("db").transaction(async (tx) => {
      if (input.display_name !== undefined) {
        await tx.update(users).set({ name: input.display_name, updatedAt: now }).where(eq(users.id, userId));
      }
      return tx
        .update(profiles)
        .set({
          ...(input.display_name !== undefined && { displayName: input.display_name }),
          ...(input.bio !== undefined && { bio: input.bio || null }),
          ...(input.height_cm !== undefined && { heightCm: input.height_cm }),
          ...(input.pre_pregnancy_weight_lbs !== undefined && {
            prePregnancyWeightLbs: input.pre_pregnancy_weight_lbs,
          }),
          ...(input.units !== undefined && { units: input.units }),
          ...(input.birth_year !== undefined && { birthYear: input.birth_year }),
          ...(input.ttc_since !== undefined && { ttcSince: input.ttc_since }),
          ...(input.weekly_workout_goal !== undefined && { weeklyWorkoutGoal: input.weekly_workout_goal }),
          ...(input.general_content !== undefined && { generalContent: input.general_content }),
          ...datesChanges(input, current, today),
          updatedAt: now,
        })
        .where(eq(profiles.userId, userId))
        .returning();
    });
    return c.json(toProfile(row!));
  })
  .post("/pregnancy-ended", zValidator("json", pregnancyEnded, validationHook), async (c) => {
    // One statement: the countdown stops, pregnancy content is no longer offered, her journey changes.
    const { today } = userDay(c);
    await ownProfile(c.get("db"), c.get("user"));
    const [row] = await c
      .get("db")
      .update(profiles)
      .set({
        dueDate: null,
        lastPeriodStart: null,
        pregnancyLossOn: today,
        showPregnancyContent: false,
        motherhoodStage: c.req.valid("json").motherhood_stage,
        updatedAt: c.get("now")(),
      })
      .where(eq(profiles.userId, c.get("user").id))
      .returning();
    return c.json(toProfile(row!));
  })
  .post("/baby-arrived", zValidator("json", babyArrived, validationHook), async (c) => {
    // One statement: the birth date, and the postpartum stage her baby's age gives on her calendar.
    const { today } = userDay(c);
    const born = c.req.valid("json").baby_birth_date;
    const bounds = pregnancyDateBounds(today).baby_birth_date;
    const since = timeSinceBirth(born, today);
    if (!since || born < bounds.min)
      throw badRequest(`Your baby's birth date must be between ${bounds.min} and ${bounds.max}.`);
    await ownProfile(c.get("db"), c.get("user"));
    const [row] = await c
      .get("db")
      .update(profiles)
      .set({
        babyBirthDate: born,
        motherhoodStage: postpartumStageFor(since),
        // A baby at home: tips and lessons may speak of a baby again.
        showPregnancyContent: true,
        updatedAt: c.get("now")(),
      })
      .where(eq(profiles.userId, c.get("user").id))
      .returning();
    return c.json(toProfile(row!));
  });
