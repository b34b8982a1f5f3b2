import type { Context } from "hono";
import { isIsoDate, isTimeZone, localDate } from "../../shared/dates";
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
