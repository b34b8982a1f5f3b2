import { and, asc, eq, gte, isNotNull } from "drizzle-orm";
import { Hono } from "hono";
import { addDays, localDate, startOfDay } from "../../../shared/dates";
import {
  INSIGHT_DAYS,
  type MoodDay,
  moodTrend,
  type PregnancyInsights,
  symptomFrequency,
} from "../../../shared/pregnancy/insights";
import type { SymptomId } from "../../../shared/pregnancy/symptoms";
import { weightInsight } from "../../../shared/pregnancy/weight";
import { moodEntries, pregnancyJournalEntries, pregnancySymptoms } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { requireUser } from "../../http/require-user";
import { herDates } from "./her-dates";

/** The Insights tab: the last four weeks of her symptoms and moods, and her weight against the IOM ranges. */
export const insightRoutes = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  const db = c.get("db");
  const userId = c.get("user").id;
  const her = await herDates(c);
  const since = addDays(her.today, -(INSIGHT_DAYS - 1));
  const from = startOfDay(since, her.tz);
  const [symptoms, moods, weights] = await Promise.all([
    db
      .select({ symptom: pregnancySymptoms.symptom, severity: pregnancySymptoms.severity })
      .from(pregnancySymptoms)
      .where(and(eq(pregnancySymptoms.userId, userId), gte(pregnancySymptoms.loggedAt, from))),
    db
      .select({ mood: moodEntries.mood, createdAt: moodEntries.createdAt })
      .from(moodEntries)
      .where(and(eq(moodEntries.userId, userId), gte(moodEntries.createdAt, from)))
      .orderBy(asc(moodEntries.createdAt)),
    db
      .select({
        date: pregnancyJournalEntries.date,
        week: pregnancyJournalEntries.week,
        weightLbs: pregnancyJournalEntries.weightLbs,
      })
      .from(pregnancyJournalEntries)
      .where(
        and(
          eq(pregnancyJournalEntries.userId, userId),
          isNotNull(pregnancyJournalEntries.weightLbs),
          isNotNull(pregnancyJournalEntries.week),
        ),
      ),
  ]);

  // Each day's average mood, on her calendar.
  const byDay = new Map<string, number[]>();
  for (const m of moods) {
    const day = localDate(m.createdAt, her.tz);
    byDay.set(day, [...(byDay.get(day) ?? []), m.mood]);
  }
  const moodDays: MoodDay[] = [...byDay].map(([date, xs]) => ({
    date,
    moodScore: Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10,
  }));

  const body: PregnancyInsights = {
    since,
    symptoms: symptomFrequency(symptoms as { symptom: SymptomId; severity: string }[]),
    moods: moodDays,
    moodTrend: moodTrend(moodDays, her.today, addDays(her.today, -6)),
    weight: weightInsight(
      { height_cm: her.heightCm, pre_pregnancy_weight_lbs: her.prePregnancyWeightLbs },
      weights.map((w) => ({ date: w.date, week: w.week!, weightLbs: w.weightLbs! })),
    ),
  };
  return c.json(body);
});
