import { zValidator } from "@hono/zod-validator";
import { and, eq, isNull } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { CycleCsvError, formatCycleCsv, parseCycleCsv } from "../../../shared/cycle/csv";
import { findCycles } from "../../../shared/cycle/cycles";
import { type CycleDayLog, emptyDay, isEmptyDay } from "../../../shared/cycle/observations";
import type { CycleExclusion } from "../../../shared/cycle/overview";
import {
  toDayLog as dayFromInput,
  dayInput,
  exclusionInput,
  temperatureInput,
} from "../../../shared/cycle/schemas";
import { TEMPERATURE_ALREADY_LOGGED } from "../../../shared/cycle/temperature";
import { addDays, isIsoDate } from "../../../shared/dates";
import type { WithSafety } from "../../../shared/safety";
import { cycleDays, cycleExclusions } from "../../db/schema";
import { writeAtomically } from "../../db/transaction";
import type { AppEnv } from "../../http/context";
import { ApiError, badRequest, notFound, validationHook } from "../../http/errors";
import { createOnceIfKeyed } from "../../http/idempotency";
import { requireUser } from "../../http/require-user";
import { readForSafety } from "../../http/safety";
import { userDay } from "../../http/user-day";
import { DAILY_VALUES, fertilityRecipes } from "./fertility-recipes";
import { calendarFor, overviewFor } from "./service";
import { evaluationInputs, ownDay, ownDays, saveDays, toDayLog, toDayValues } from "./store";

/** The longest stretch the calendar route answers for at once (a month grid with its edges). */
const MAX_CALENDAR_DAYS = 62;
const CSV_TYPES = ["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel"];

/** A `:date` path segment as a day she may log: a real date, not after today on her calendar. */
function loggableDate(c: Context<AppEnv>, name: string): string {
  const date = c.req.param(name) ?? "";
  if (!isIsoDate(date)) throw badRequest("Dates look like 2026-03-14.");
  const { today } = userDay(c);
  if (date > today) throw badRequest("You can't log a day that hasn't come yet.");
  return date;
}

/**
 * The TTC Cycle Tracker's API. Every query is scoped to the signed-in user; dates are her
 * calendar's (`?tz=`).
 */
export const cycleRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/overview", async (c) => {
    const { today } = userDay(c);
    const { overview, readMs, evaluateMs } = await overviewFor(c.get("db"), c.get("user").id, today);
    // Her whole history is read and evaluated on each request; the benchmark reads these figures.
    c.header("Server-Timing", `read;dur=${readMs.toFixed(1)}, evaluate;dur=${evaluateMs.toFixed(1)}`);
    return c.json(overview);
  })
  .get("/calendar", async (c) => {
    const { today } = userDay(c);
    const from = c.req.query("from") ?? "";
    const to = c.req.query("to") ?? "";
    if (!isIsoDate(from) || !isIsoDate(to) || from > to) {
      throw badRequest("from and to must be dates like 2026-03-01, from first.");
    }
    if (addDays(from, MAX_CALENDAR_DAYS - 1) < to) {
      throw badRequest(`The calendar shows at most ${MAX_CALENDAR_DAYS} days at once.`);
    }
    return c.json({ days: await calendarFor(c.get("db"), c.get("user").id, today, from, to) });
  })
  .get("/fertility-recipes", (c) =>
    // Catalogue data, the same for everyone; still behind the session like the rest of the tracker.
    c.json({ recipes: fertilityRecipes(), dailyValues: DAILY_VALUES }),
  )
  .get("/days/:date", async (c) => {
    const date = c.req.param("date");
    if (!isIsoDate(date)) throw badRequest("Dates look like 2026-03-14.");
    return c.json((await ownDay(c.get("db"), c.get("user").id, date)) ?? emptyDay(date));
  })
  .put("/days/:date", zValidator("json", dayInput, validationHook), async (c) => {
    // The day dialog's save: an explicit edit, so it replaces the day, temperature included.
    const input = c.req.valid("json");
    const day = dayFromInput(loggableDate(c, "date"), input);
    // From the offline queue (with an Idempotency-Key), a replay does not overwrite a later edit.
    await createOnceIfKeyed(c, { scope: `cycle-day:${day.date}`, input }, async (tx) => {
      await saveDays(tx, c.get("user").id, [day], c.get("now")());
      return { date: day.date };
    });
    // What she writes about her body and mood is read for urgent warning signs, like every note in Bloom.
    const safety = await readForSafety(c, day.note, day.symptomNote, day.moodNote, day.temperature?.note);
    return c.json<WithSafety<CycleDayLog>>({ ...(isEmptyDay(day) ? emptyDay(day.date) : day), safety });
  })
  .post("/days/:date/temperature", zValidator("json", temperatureInput, validationHook), async (c) => {
    const date = loggableDate(c, "date");
    const reading = c.req.valid("json");
    const values = toDayValues({ ...emptyDay(date), temperature: reading });
    const temperature = {
      temperatureC: values.temperatureC,
      temperatureTime: values.temperatureTime,
      temperatureExclude: values.temperatureExclude,
      temperatureNote: values.temperatureNote,
    };
    // One statement: a second reading for the day never overwrites the first, even when two arrive
    // at once. A retry of the same reading (the same Idempotency-Key) answers as the first did.
    const saved = await createOnceIfKeyed(
      c,
      { scope: `cycle-temperature:${date}`, input: reading },
      async (tx) => {
        const written = await tx
          .insert(cycleDays)
          .values({ userId: c.get("user").id, day: date, ...temperature, updatedAt: c.get("now")() })
          .onConflictDoUpdate({
            target: [cycleDays.userId, cycleDays.day],
            set: { ...temperature, updatedAt: c.get("now")() },
            setWhere: isNull(cycleDays.temperatureC),
          })
          .returning();
        if (!written[0]) {
          const message =
            date === userDay(c).today
              ? "You've already recorded your temperature today"
              : `You've already recorded your temperature for ${date}`;
          throw new ApiError(409, TEMPERATURE_ALREADY_LOGGED, message);
        }
        return toDayLog(written[0]);
      },
    );
    return c.json(saved, 201);
  })
  .delete("/days/:date", async (c) => {
    const date = c.req.param("date");
    if (!isIsoDate(date)) throw badRequest("Dates look like 2026-03-14.");
    const gone = await c
      .get("db")
      .delete(cycleDays)
      .where(and(eq(cycleDays.userId, c.get("user").id), eq(cycleDays.day, date)))
      .returning({ day: cycleDays.day });
    if (gone.length === 0) throw notFound("Nothing is logged for that day.");
    return c.body(null, 204);
  })
  .put("/exclusions/:start", zValidator("json", exclusionInput, validationHook), async (c) => {
    const start = c.req.param("start");
    if (!isIsoDate(start)) throw badRequest("Dates look like 2026-03-14.");
    const db = c.get("db");
    const userId = c.get("user").id;
    if (!findCycles((await evaluationInputs(db, userId)).days).some((cycle) => cycle.start === start)) {
      throw notFound("None of your cycles starts on that day.");
    }
    const { reason } = c.req.valid("json");
    await db
      .insert(cycleExclusions)
      .values({ userId, cycleStart: start, reason, createdAt: c.get("now")() })
      .onConflictDoUpdate({ target: [cycleExclusions.userId, cycleExclusions.cycleStart], set: { reason } });
    return c.json<CycleExclusion>({ start, reason });
  })
  .delete("/exclusions/:start", async (c) => {
    const start = c.req.param("start");
    if (!isIsoDate(start)) throw badRequest("Dates look like 2026-03-14.");
    const gone = await c
      .get("db")
      .delete(cycleExclusions)
      .where(and(eq(cycleExclusions.userId, c.get("user").id), eq(cycleExclusions.cycleStart, start)))
      .returning({ start: cycleExclusions.cycleStart });
    if (gone.length === 0) throw notFound("That cycle is not excluded.");
    return c.body(null, 204);
  })
  .post("/import", async (c) => {
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!CSV_TYPES.includes(type)) {
      throw new ApiError(415, "unsupported_media_type", "Send the file as text/csv, as drip exports it.");
    }
    const { today } = userDay(c);
    let parsed: ReturnType<typeof parseCycleCsv>;
    try {
      parsed = parseCycleCsv(await c.req.text(), { notAfter: today });
    } catch (err) {
      if (err instanceof CycleCsvError) throw new ApiError(400, "invalid_csv", err.message);
      throw err;
    }
    // All or nothing: one transaction for every day of the file.
    const userId = c.get("user").id;
    const now = c.get("now")();
    await writeAtomically({ db: c.get("db"), storage: c.get("storage") }, (tx) =>
      saveDays(tx, userId, parsed.days, now),
    );
    return c.json({ imported: parsed.days.length, ignoredColumns: parsed.ignoredColumns });
  })
  .get("/export", async (c) => {
    const { today } = userDay(c);
    const csv = formatCycleCsv(await ownDays(c.get("db"), c.get("user").id));
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bloom-cycles-${today}.csv"`,
      "Cache-Control": "no-store",
    });
  });
