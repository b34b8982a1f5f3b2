import type { CalendarDay, CycleOverview } from "../../../shared/cycle/overview";
import { cycleCalendar, cycleOverview } from "../../../shared/cycle/overview";
import type { Db } from "../../db/client";
import { evaluationInputs, ownDays } from "./store";

/**
 * `GET /api/cycle/overview`: every figure computed from her own days, on her calendar's today.
 * Also says how long reading and evaluating took (milliseconds), for the Server-Timing header.
 */
export async function overviewFor(
  db: Db,
  userId: string,
  today: string,
): Promise<{ overview: CycleOverview; readMs: number; evaluateMs: number }> {
  const started = performance.now();
  const inputs = await evaluationInputs(db, userId);
  const read = performance.now();
  const overview = cycleOverview({ ...inputs, today });
  return { overview, readMs: read - started, evaluateMs: performance.now() - read };
}

/** The calendar's days: phases from her whole history (a day depends on the cycles before it), logs in full. */
export async function calendarFor(
  db: Db,
  userId: string,
  today: string,
  from: string,
  to: string,
): Promise<CalendarDay[]> {
  const [inputs, logs] = await Promise.all([evaluationInputs(db, userId), ownDays(db, userId, { from, to })]);
  const full = new Map(logs.map((d) => [d.date, d]));
  return cycleCalendar({ days: inputs.days, exclusions: inputs.exclusions, today, from, to }).map((day) => ({
    ...day,
    log: full.get(day.date) ?? null,
  }));
}
