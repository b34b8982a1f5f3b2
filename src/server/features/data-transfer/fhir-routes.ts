import { randomUUID } from "node:crypto";
import { zValidator } from "@hono/zod-validator";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { fhirBundle, zoneOffsetIn } from "../../../shared/fhir/bundle";
import { screeningQuestionnaires } from "../../../shared/fhir/screening";
import { pregnancyWeek } from "../../../shared/pregnancy/dates";
import { pregnancyJournalEntries, profiles, weeklyCheckins } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { validationHook } from "../../http/errors";
import { requireUser } from "../../http/require-user";
import { userDay } from "../../http/user-day";
import { ownDays } from "../cycle";
import { listScreeningResults } from "../screening";

/** `?screening=1` adds her mood check-ins; without it (her default) they stay out. */
const fhirQuery = z.object({ screening: z.enum(["0", "1"]).optional() });

/**
 * `GET /api/data/fhir`: everything she logged that FHIR has a place for, as one R4 Bundle; her mood
 * check-ins as QuestionnaireResponses only when she asks for them (`?screening=1`).
 */
export const fhirRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", zValidator("query", fhirQuery, validationHook), async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const { tz, today } = userDay(c);
    const withScreening = c.req.valid("query").screening === "1";
    const [[profile], days, journal, checkins, screening] = await Promise.all([
      db
        .select({ dueDate: profiles.dueDate, lastPeriodStart: profiles.lastPeriodStart })
        .from(profiles)
        .where(eq(profiles.userId, user.id)),
      ownDays(db, user.id),
      db
        .select({ date: pregnancyJournalEntries.date, weightLbs: pregnancyJournalEntries.weightLbs })
        .from(pregnancyJournalEntries)
        .where(and(eq(pregnancyJournalEntries.userId, user.id), isNotNull(pregnancyJournalEntries.weightLbs)))
        .orderBy(asc(pregnancyJournalEntries.date)),
      db
        .select({ date: weeklyCheckins.weekDate, weight: weeklyCheckins.weight })
        .from(weeklyCheckins)
        .where(and(eq(weeklyCheckins.userId, user.id), isNotNull(weeklyCheckins.weight)))
        .orderBy(asc(weeklyCheckins.weekDate)),
      withScreening ? listScreeningResults(db, user.id) : [],
    ]);
    const dueDate = profile?.dueDate ?? null;
    // Her last period: the one her pregnancy dates rest on, else the latest her cycle log shows.
    const lastBleedingStart = [...days].reverse().find((d, i, list) => {
      const before = list[i + 1];
      return d.bleeding && d.bleeding.value > 0 && !(before?.bleeding && before.bleeding.value > 0);
    })?.date;
    const bundle = fhirBundle({
      name: user.name,
      timestamp: c.get("now")().toISOString(),
      days,
      lastPeriodStart: profile?.lastPeriodStart ?? lastBleedingStart ?? null,
      dueDate,
      pregnant: dueDate !== null && pregnancyWeek(dueDate, today) !== null,
      weights: [
        ...journal.map((j) => ({ date: j.date, value: j.weightLbs!, unit: "lb" as const })),
        ...checkins.map((w) => ({ date: w.date, value: w.weight!, unit: "kg" as const })),
      ],
      questionnaires: screeningQuestionnaires(screening),
      newId: randomUUID,
      zoneOffset: zoneOffsetIn(tz),
    });
    return c.body(JSON.stringify(bundle), 200, {
      "Content-Type": "application/fhir+json; charset=utf-8",
      "Content-Disposition": `attachment; filename="bloom-fhir-${today}.json"`,
      "Cache-Control": "no-store",
    });
  });
