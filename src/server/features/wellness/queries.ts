import { sql } from "drizzle-orm";
import { addDays, daysBetween, startOfDay } from "../../../shared/dates";
import type { DayActivity, TrendPoint } from "../../../shared/wellness";
import type { Db } from "../../db/client";
import { namedStatementRows } from "../../db/named-statement";

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

type DayRow = { day: string; kind: string; n: number; minutes: number };

function toDays(from: string, to: string, found: DayRow[]): DayActivity[] {
  const byDay = new Map<string, DayActivity>(
    daysBetween(from, to).map((date) => [
      date,
      { date, workouts: 0, workoutMinutes: 0, moods: 0, sleepLogs: 0, selfCare: 0, glasses: 0 },
    ]),
  );
  for (const r of found) {
    const day = byDay.get(r.day);
    if (!day) continue;
    const n = Number(r.n);
    if (r.kind === "mood") day.moods = n;
    else if (r.kind === "sleep") day.sleepLogs = n;
    else if (r.kind === "selfcare") day.selfCare = n;
    else if (r.kind === "water") day.glasses = n;
    else if (r.kind === "workout") {
      day.workouts = n;
      day.workoutMinutes = Number(r.minutes);
    }
  }
  return [...byDay.values()];
}

/** What her first weekly goal starts from: her stage, her dates, and her saved plan's stage. */
export interface GoalContext {
  motherhood_stage: string;
  due_date: string | null;
  baby_birth_date: string | null;
  plan_stage: string | null;
}

export interface MoodRow {
  id: string;
  mood: number;
  energy: number;
  stress: number;
  notes: string | null;
  created_at: string;
}

/**
 * The dashboard's one statement: what was logged on each day of the week, kind by kind, as one
 * extra row the latest mood check-in as JSON, and as another her own weekly workout goal (n), the
 * workout days of her latest saved workout plan (minutes), 0 where there is none, and as JSON her
 * stage, her dates and the stage that plan was built for (her first goal starts from her stage).
 * Parameters: user id, time zone, the week's first
 * and next-week's first instants, the first and last dates. The benchmark's bare handler runs it too.
 */
export const DASHBOARD_SQL = `
  select day, kind, n, minutes, null::json as latest from (
    select (created_at at time zone $2)::date::text as day, 'mood' as kind, count(*)::int as n, 0 as minutes
      from mood_entries where user_id = $1 and created_at >= $3 and created_at < $4 group by 1
    union all
    select (created_at at time zone $2)::date::text, 'sleep', count(*)::int, 0
      from sleep_logs where user_id = $1 and created_at >= $3 and created_at < $4 group by 1
    union all
    select (created_at at time zone $2)::date::text, 'selfcare', count(*)::int, 0
      from self_care_logs where user_id = $1 and created_at >= $3 and created_at < $4 group by 1
    union all
    select (completed_at at time zone $2)::date::text, 'workout', count(*)::int, coalesce(sum(duration_minutes), 0)::int
      from workout_sessions where user_id = $1 and completed_at >= $3 and completed_at < $4 group by 1
    union all
    select day::text, 'water', glasses, 0
      from hydration_days where user_id = $1 and day >= $5::date and day <= $6::date
  ) days
  union all
  select null, 'latest', 0, 0, (
    select row_to_json(m) from (
      select id, mood, energy, stress, notes, created_at from mood_entries
       where user_id = $1 order by created_at desc limit 1
    ) m
  )
  union all
  select null, 'goal',
    coalesce((select weekly_workout_goal from profiles where user_id = $1), 0),
    coalesce((
      select (plan->>'workoutDays')::int from saved_plans
       where user_id = $1 and kind = 'workout' order by created_at desc limit 1
    ), 0),
    (select json_build_object(
       'motherhood_stage', p.motherhood_stage,
       'due_date', p.due_date::text,
       'baby_birth_date', p.baby_birth_date::text,
       'plan_stage', (
         select plan->>'stage' from saved_plans
          where user_id = $1 and kind = 'workout' order by created_at desc limit 1
       )
     ) from profiles p where p.user_id = $1)`;

/** The dashboard in one round trip: the days from `from` to `to` and the latest mood check-in. */
export async function dashboardSnapshot(
  db: Db,
  userId: string,
  tz: string,
  from: string,
  to: string,
): Promise<{
  week: DayActivity[];
  latestMood: MoodRow | null;
  ownGoal: number | null;
  planDays: number | null;
  goalContext: GoalContext | null;
}> {
  const found = await namedStatementRows<DayRow & { latest: MoodRow | GoalContext | null }>(
    db,
    "bloom_dashboard_v3",
    DASHBOARD_SQL,
    // The instants as ISO text: `pg` writes a Date out field by field in the server's own zone.
    [userId, tz, startOfDay(from, tz).toISOString(), startOfDay(addDays(to, 1), tz).toISOString(), from, to],
  );
  const latest = (found.find((r) => r.kind === "latest")?.latest ?? null) as MoodRow | null;
  const goal = found.find((r) => r.kind === "goal");
  return {
    week: toDays(from, to, found),
    latestMood: latest,
    ownGoal: Number(goal?.n ?? 0) || null,
    planDays: Number(goal?.minutes ?? 0) || null,
    goalContext: (goal?.latest ?? null) as GoalContext | null,
  };
}

/** Daily averages of mood, energy, stress and sleep, and workout minutes, for a range of days. */
export async function trendsByDay(
  db: Db,
  userId: string,
  tz: string,
  from: string,
  to: string,
): Promise<TrendPoint[]> {
  const start = startOfDay(from, tz);
  const end = startOfDay(addDays(to, 1), tz);
  const found = await rows<{
    day: string;
    kind: string;
    a: number | null;
    b: number | null;
    c: number | null;
  }>(
    db,
    sql`
      select (created_at at time zone ${tz})::date::text as day, 'mood' as kind,
             avg(mood)::float8 as a, avg(energy)::float8 as b, avg(stress)::float8 as c
        from mood_entries where user_id = ${userId} and created_at >= ${start} and created_at < ${end} group by 1
      union all
      select (created_at at time zone ${tz})::date::text, 'sleep', avg(hours)::float8, null, null
        from sleep_logs where user_id = ${userId} and created_at >= ${start} and created_at < ${end} group by 1
      union all
      select (completed_at at time zone ${tz})::date::text, 'workout', sum(duration_minutes)::float8, null, null
        from workout_sessions where user_id = ${userId} and completed_at >= ${start} and completed_at < ${end} group by 1`,
  );
  const round1 = (v: number | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);
  const byDay = new Map<string, TrendPoint>(
    daysBetween(from, to).map((date) => [
      date,
      {
        date,
        moodScore: null,
        energyLevel: null,
        stressLevel: null,
        sleepHours: null,
        workoutMinutes: 0,
      },
    ]),
  );
  for (const r of found) {
    const point = byDay.get(r.day);
    if (!point) continue;
    if (r.kind === "mood") {
      point.moodScore = round1(r.a);
      point.energyLevel = round1(r.b);
      point.stressLevel = round1(r.c);
    } else if (r.kind === "sleep") point.sleepHours = round1(r.a);
    else if (r.kind === "workout") point.workoutMinutes = Number(r.a ?? 0);
  }
  return [...byDay.values()];
}
