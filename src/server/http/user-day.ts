import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { isIsoDate, isTimeZone, localDate } from "../../shared/dates";
import { type WhereSheIs, whereSheIs } from "../../shared/postpartum/where-she-is";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";
import type { AppEnv } from "./context";
import { badRequest } from "./errors";

/**
 * The user's time zone (`?tz=`, an IANA name the browser knows; UTC when absent) and today's date
 * there. Weeks and days are counted on the user's own calendar.
 */
export function userDay(c: Context<AppEnv>): { tz: string; today: string } {
  const tz = c.req.query("tz") || "UTC";
  if (!isTimeZone(tz)) throw badRequest("tz must be an IANA time zone such as Europe/London.");
  return { tz, today: localDate(c.get("now")(), tz) };
}

/** `?date=` as YYYY-MM-DD, or today in the user's zone. */
export function requestedDate(c: Context<AppEnv>, today: string): string {
  const date = c.req.query("date") || today;
  if (!isIsoDate(date)) throw badRequest("date must be a day as YYYY-MM-DD.");
  return date;
}

/**
 * Where she is today (stage as her dates give it, pregnancy week, baby's age, whether baby content
 * is wanted), from her profile: one read for the digest, the prep guide and the education topics.
 */
export async function herToday(db: Db, userId: string, today: string): Promise<WhereSheIs> {
  const [row] = await db
    .select({
      motherhood_stage: profiles.motherhoodStage,
      due_date: profiles.dueDate,
      baby_birth_date: profiles.babyBirthDate,
      show_pregnancy_content: profiles.showPregnancyContent,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return whereSheIs(
    row ?? { motherhood_stage: "none", due_date: null, baby_birth_date: null, show_pregnancy_content: true },
    today,
  );
}
