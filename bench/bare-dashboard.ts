// A bare handler for comparison: the dashboard's SQL through a raw `pg` pool, no framework,
// no auth. Started by bench/dashboard.ts with DATABASE_URL, PORT and BENCH_USER_ID.
import { createServer } from "node:http";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const userId = process.env.BENCH_USER_ID!;
const tz = "UTC";

createServer(async (_req, res) => {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const weekday = (now.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - weekday));
  const next = new Date(monday.getTime() + 7 * 86400_000);
  const from = monday.toISOString().slice(0, 10);
  const to = new Date(next.getTime() - 86400_000).toISOString().slice(0, 10);
  const { rows } = await pool.query(
    `select day, kind, n, minutes, null::json as latest from (
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
       select day::text, 'water', glasses, 0 from hydration_days where user_id = $1 and day >= $5::date and day <= $6::date
     ) days
     union all
     select null, 'latest', 0, 0, (
       select row_to_json(m) from (
         select id, mood, energy, stress, notes, created_at from mood_entries
          where user_id = $1 order by created_at desc limit 1
       ) m
     )`,
    [userId, tz, monday, next, from, to],
  );
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ today, rows }));
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("bare dashboard ready"));
