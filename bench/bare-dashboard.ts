// A bare handler for comparison: the dashboard's statement (the same text, prepared the same
// way) through a raw `pg` pool, no framework, no auth. Started by bench/dashboard.ts with DATABASE_URL, PORT and BENCH_USER_ID.
import { createServer } from "node:http";
import pg from "pg";
import { DASHBOARD_SQL } from "../src/server/features/wellness/queries";

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
  const { rows } = await pool.query({
    // BENCH_UNPREPARED=1 sends the text each time, as a plain pool.query does.
    ...(process.env.BENCH_UNPREPARED === "1" ? {} : { name: "bloom_dashboard_v3" }),
    text: DASHBOARD_SQL,
    values: [userId, tz, monday, next, from, to],
  });
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ today, rows }));
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("bare dashboard ready"));
