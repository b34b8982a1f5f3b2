import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { pregnancyWeek } from "../../../shared/pregnancy/dates";
import { profiles } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { userDay } from "../../http/user-day";

export interface HerDates {
  tz: string;
  today: string;
  dueDate: string | null;
  /** Her pregnancy week today (completed weeks), or null without a due date or past 42+6. */
  week: number | null;
  heightCm: number | null;
  prePregnancyWeightLbs: number | null;
}

/** Today on her calendar (`?tz=`) and what her profile says about her pregnancy. */
export async function herDates(c: Context<AppEnv>): Promise<HerDates> {
  const { tz, today } = userDay(c);
  const [row] = await c
    .get("db")
    .select({
      dueDate: profiles.dueDate,
      heightCm: profiles.heightCm,
      prePregnancyWeightLbs: profiles.prePregnancyWeightLbs,
    })
    .from(profiles)
    .where(eq(profiles.userId, c.get("user").id));
  const dueDate = row?.dueDate ?? null;
  return {
    tz,
    today,
    dueDate,
    week: weekOn(dueDate, today),
    heightCm: row?.heightCm ?? null,
    prePregnancyWeightLbs: row?.prePregnancyWeightLbs ?? null,
  };
}

/** Her pregnancy week on a given day, for records dated that day. */
export function weekOn(dueDate: string | null, date: string): number | null {
  const p = dueDate ? pregnancyWeek(dueDate, date) : null;
  return p && !p.beyondDates ? p.week : null;
}
