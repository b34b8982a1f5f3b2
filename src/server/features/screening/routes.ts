import { randomUUID } from "node:crypto";
import { zValidator } from "@hono/zod-validator";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  checkInFinding,
  currentMoment,
  phq2OpensPhq9,
  type SavedScreening,
  type ScreeningOverview,
  type ScreeningProfile,
  screeningOffer,
} from "../../../shared/screening";
import { screeningResultInput } from "../../../shared/screening/input";
import { licensedFinding, licensedResultInput, licensedScores } from "../../../shared/screening/licensed";
import type { Db } from "../../db/client";
import { profiles, screeningResults, screeningSkips } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { ApiError, notFound, validationHook } from "../../http/errors";
import { requireUser } from "../../http/require-user";
import { readForSafety } from "../../http/safety";
import { userDay } from "../../http/user-day";
import { listScreeningResults, toScreeningResult } from "./results";

async function herDates(db: Db, userId: string): Promise<ScreeningProfile> {
  const [row] = await db
    .select({
      motherhood_stage: profiles.motherhoodStage,
      due_date: profiles.dueDate,
      baby_birth_date: profiles.babyBirthDate,
      show_pregnancy_content: profiles.showPregnancyContent,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? { motherhood_stage: "none", due_date: null, baby_birth_date: null };
}

/** Every check-in she answered or skipped: what the schedule counts. */
async function herHistory(db: Db, userId: string) {
  const [answered, skipped] = await Promise.all([
    db
      .select({ on: screeningResults.takenOn, moment: screeningResults.moment })
      .from(screeningResults)
      .where(eq(screeningResults.userId, userId)),
    db
      .select({ on: screeningSkips.skippedOn, moment: screeningSkips.moment })
      .from(screeningSkips)
      .where(eq(screeningSkips.userId, userId)),
  ]);
  return [...answered, ...skipped];
}

async function offerFor(db: Db, userId: string, today: string) {
  const [profile, history] = await Promise.all([herDates(db, userId), herHistory(db, userId)]);
  return screeningOffer(profile, history, today);
}

/**
 * Mood check-ins (PHQ-2, PHQ-9, GAD-7): the one she is offered today, her results, and saying
 * "Not now". Health data: every query is hers alone, nothing here is logged, sent as a live event,
 * or counted for points.
 */
export const screeningRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const db = c.get("db");
    const userId = c.get("user").id;
    const { today } = userDay(c);
    const [offer, results] = await Promise.all([
      offerFor(db, userId, today),
      listScreeningResults(db, userId),
    ]);
    return c.json<ScreeningOverview>({ offer, results, licensed: c.get("config").licensedScreen });
  })
  .post("/results", zValidator("json", screeningResultInput, validationHook), async (c) => {
    const db = c.get("db");
    const userId = c.get("user").id;
    const { today } = userDay(c);
    const input = c.req.valid("json");
    const note = input.note ? input.note : null;
    // Answered while a moment is open, it closes that moment, whether offered or opened by her.
    const moment = currentMoment(await herDates(db, userId), today);
    const [row] = await db
      .insert(screeningResults)
      .values({
        id: randomUUID(),
        userId,
        instrument: input.instrument,
        answers: input.answers,
        difficulty: input.difficulty ?? null,
        score: input.answers.reduce((s, a) => s + a, 0),
        note,
        moment: moment?.id ?? null,
        takenOn: today,
        createdAt: c.get("now")(),
      })
      .returning();
    const noteFinding = await readForSafety(c, note);
    const safety = checkInFinding(input.instrument, input.answers, noteFinding);
    const saved: SavedScreening = {
      ...toScreeningResult(row!),
      safety,
      opensPhq9: input.instrument === "phq2" && phq2OpensPhq9(input.answers),
    };
    return c.json(saved, 201);
  })
  .post("/licensed", zValidator("json", licensedResultInput, validationHook), async (c) => {
    const screen = c.get("config").licensedScreen;
    if (!screen) throw new ApiError(404, "not_offered", "This questionnaire is not offered here.");
    const db = c.get("db");
    const userId = c.get("user").id;
    const { today } = userDay(c);
    const input = c.req.valid("json");
    const note = input.note ? input.note : null;
    const scores = licensedScores(screen, input.answers);
    const moment = currentMoment(await herDates(db, userId), today);
    const [row] = await db
      .insert(screeningResults)
      .values({
        id: randomUUID(),
        userId,
        instrument: "epds",
        answers: scores,
        difficulty: null,
        score: scores.reduce((s, a) => s + a, 0),
        note,
        moment: moment?.id ?? null,
        takenOn: today,
        createdAt: c.get("now")(),
      })
      .returning();
    const safety = licensedFinding(scores, await readForSafety(c, note));
    const saved: SavedScreening = { ...toScreeningResult(row!), safety, opensPhq9: false };
    return c.json(saved, 201);
  })
  .post("/skip", async (c) => {
    const db = c.get("db");
    const userId = c.get("user").id;
    const { today } = userDay(c);
    const offer = await offerFor(db, userId, today);
    if (!offer) throw new ApiError(409, "nothing_offered", "There is no check-in to skip today.");
    await db
      .insert(screeningSkips)
      .values({ userId, moment: offer.id, skippedOn: today, createdAt: c.get("now")() })
      .onConflictDoNothing();
    return c.json({ skipped: offer.id });
  })
  .delete("/results/:id", async (c) => {
    const deleted = await c
      .get("db")
      .delete(screeningResults)
      .where(and(eq(screeningResults.id, c.req.param("id")), eq(screeningResults.userId, c.get("user").id)))
      .returning({ id: screeningResults.id });
    if (deleted.length === 0) throw notFound("No such check-in.");
    return c.json({ deleted: true });
  });
