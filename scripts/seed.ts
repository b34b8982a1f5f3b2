/**
 * Fills a PostgreSQL database with realistic volumes (scripts/seed/scale.ts):
 *   DATABASE_URL=postgres://… npm run seed -- --members 10000 --posts 1000000 --heavy 1
 * It migrates first, and refuses a database that already holds a seed unless --clear is given
 * (which removes the previous seed, and only it). Never point it at production.
 */
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import { clearSeed, HEAVY_EMAIL, HEAVY_PASSWORD, seedScale } from "./seed/scale";

const { values } = parseArgs({
  options: {
    members: { type: "string", default: "10000" },
    posts: { type: "string", default: "1000000" },
    heavy: { type: "string", default: "1" },
    clear: { type: "boolean", default: false },
  },
});
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("npm run seed fills a PostgreSQL database: set DATABASE_URL.");
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: url });
await database.migrate();
await database.close();
const pool = new pg.Pool({ connectionString: url, max: 1 });
const query = (sql: string, params?: unknown[]) => pool.query(sql, params);
const existing = await pool.query("select count(*)::int as n from users where id like 'seed-%'");
if (existing.rows[0].n > 0) {
  if (!values.clear) {
    console.error("This database already holds a seed: add --clear to replace it.");
    process.exit(1);
  }
  console.log("Removing the previous seed…");
  await clearSeed(query);
}
const started = performance.now();
const opts = { members: Number(values.members), posts: Number(values.posts), heavy: Number(values.heavy) };
console.log(`Seeding ${opts.members} members, ${opts.posts} posts, ${opts.heavy} heavy member(s):`);
await seedScale(query, { ...opts, log: console.log });
await pool.end();
console.log(
  `Done in ${((performance.now() - started) / 1000).toFixed(0)} s. The heavy member signs in as ${HEAVY_EMAIL(1)} / ${HEAVY_PASSWORD}.`,
);
