import { desc, eq } from "drizzle-orm";
import type { ScreeningInstrument } from "../../../content/screening/instruments";
import { type ScreeningResult, scoreScreening } from "../../../shared/screening";
import { EPDS_SELF_HARM_ITEM, licensedBand } from "../../../shared/screening/licensed";
import type { Db } from "../../db/client";
import { screeningResults, screeningSkips } from "../../db/schema";

type Row = typeof screeningResults.$inferSelect;

/** A saved check-in as the API names it, scored again from her answers (one rule, never stored twice). */
export function toScreeningResult(row: Row): ScreeningResult {
  // A licensed questionnaire's answers are stored as their scores, so it reads without its text.
  const scored =
    row.instrument === "epds"
      ? licensedBand(
          row.answers.reduce((s, a) => s + a, 0),
          row.answers[EPDS_SELF_HARM_ITEM] ?? 0,
        )
      : scoreScreening(row.instrument as ScreeningInstrument, row.answers);
  return {
    id: row.id,
    instrument: row.instrument as ScreeningResult["instrument"],
    answers: row.answers,
    difficulty: row.difficulty,
    score: scored.score,
    maxScore: scored.maxScore,
    band: scored.band,
    bandLabel: scored.bandLabel,
    bandWords: scored.bandWords,
    next: scored.next,
    note: row.note,
    moment: row.moment,
    takenOn: row.takenOn,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Her mood check-ins, newest first: for the API, her JSON export, and (with her consent) her
 * report and FHIR export. Only hers: the query is scoped to `userId`.
 */
export async function listScreeningResults(db: Db, userId: string): Promise<ScreeningResult[]> {
  const rows = await db
    .select()
    .from(screeningResults)
    .where(eq(screeningResults.userId, userId))
    .orderBy(desc(screeningResults.createdAt), desc(screeningResults.id));
  return rows.map(toScreeningResult);
}

/** The check-ins she said "Not now" to, for her export: the moment and her day. */
export async function listScreeningSkips(db: Db, userId: string) {
  const rows = await db
    .select({ moment: screeningSkips.moment, skippedOn: screeningSkips.skippedOn })
    .from(screeningSkips)
    .where(eq(screeningSkips.userId, userId))
    .orderBy(desc(screeningSkips.skippedOn));
  return rows;
}
