// `npm run bench -- scale`: the API on a database filled by `npm run seed` (PostgreSQL;
// BENCH_SCALE_URL, else DATABASE_URL). As the heavy member (five years of daily logs, 1,000
// photos, 60 cycles): p50/p95 of every member-facing GET and of the community feed (first page,
// a page 100 pages deep, each filter and journey), 40 requests each one at a time after 5 to warm
// up; then her full export, which streams: time, size, chunks, and the server's memory while it
// goes out (sampled every 5 ms) beside its peak before and after.
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import pg from "pg";
import { HEAVY_EMAIL, HEAVY_PASSWORD } from "../scripts/seed/scale";
import { feedVariants, memberGets } from "./scale-endpoints";
import { percentile, startApp } from "./support";

const RUNS = 40;

/** The server's resident memory now (VmRSS) or at its highest so far (VmHWM), in MB. */
function rssMb(pid: number | undefined, field: "VmRSS" | "VmHWM" = "VmHWM"): number {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) / 1024;
}

export async function benchScale() {
  const url = process.env.BENCH_SCALE_URL || process.env.DATABASE_URL;
  if (!url) {
    console.log("\n== Scale: set BENCH_SCALE_URL (or DATABASE_URL) to a database filled by `npm run seed`.");
    return;
  }
  const check = new pg.Client({ connectionString: url });
  await check.connect();
  const sizes = await check
    .query(
      `select (select count(*) from users)::int as users, (select count(*) from community_posts)::int as posts,
              (select count(*) from community_comments)::int as comments, (select count(*) from community_likes)::int as likes`,
    )
    .catch(() => ({ rows: [] as Record<string, number>[] }));
  await check.end();
  const counts = sizes.rows[0];
  if (!counts || counts.posts === 0) {
    console.log("\n== Scale: the database holds no seed; run `npm run seed` on it first.");
    return;
  }
  const app = await startApp({ DATABASE_URL: url, RATE_LIMIT_FACTOR: "50" });
  try {
    const headers = { "content-type": "application/json", origin: app.baseUrl };
    const signIn = await fetch(`${app.baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email: HEAVY_EMAIL(1), password: HEAVY_PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`the heavy member could not sign in: ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const get = (path: string) => fetch(app.baseUrl + path, { headers: { cookie } });
    const first = (await (await get("/api/community/posts?tz=UTC")).json()) as { posts: { id: string }[] };
    const postId = first.posts[0]!.id;
    let cursor: string | null = null;
    for (let i = 0; i < 100; i++) {
      const page = (await (
        await get(`/api/community/posts?tz=UTC${cursor ? `&cursor=${cursor}` : ""}`)
      ).json()) as {
        nextCursor: string | null;
      };
      cursor = page.nextCursor;
    }
    const today = new Date().toISOString().slice(0, 10);
    const paths = [
      ...memberGets(today, postId),
      ...feedVariants(),
      `/api/community/posts?tz=UTC&cursor=${cursor} (100 pages deep)`,
    ];
    console.log(
      `\n== Scale: ${counts.users} accounts, ${counts.posts} posts, ${counts.comments} comments, ${counts.likes} likes; as the heavy member, ${RUNS} requests each, one at a time, PostgreSQL (${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)})`,
    );
    let over = 0;
    for (const label of paths) {
      const path = label.split(" ")[0]!;
      const times: number[] = [];
      let status = 0;
      for (let i = 0; i < RUNS + 5; i++) {
        const started = performance.now();
        const res = await get(path);
        await res.arrayBuffer();
        status = res.status;
        if (i >= 5) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      if (p95 >= 50) over++;
      console.log(
        `  ${label.slice(0, 70).padEnd(70)} ${status}  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms${p95 >= 50 ? "  (over 50 ms)" : ""}`,
      );
    }
    console.log(
      `  ${paths.length - over} of ${paths.length} under 50 ms at p95 (load ${loadavg()[0]!.toFixed(1)})`,
    );

    // Her export is sent while it is read: the server's memory while it goes out, sampled every
    // 5 ms, should stay where it started.
    const peakBefore = rssMb(app.pid);
    const rssAtStart = rssMb(app.pid, "VmRSS");
    let rssHighest = rssAtStart;
    const sampler = setInterval(() => {
      rssHighest = Math.max(rssHighest, rssMb(app.pid, "VmRSS"));
    }, 5);
    const started = performance.now();
    const res = await get("/api/account/export");
    let bytes = 0;
    let chunks = 0;
    let firstByteMs = 0;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += value.byteLength;
      chunks++;
    }
    const ms = performance.now() - started;
    clearInterval(sampler);
    console.log(
      `  her full export (GET /api/account/export): ${res.status}, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${chunks} chunks, ${(ms / 1000).toFixed(2)} s (first byte after ${firstByteMs.toFixed(0)} ms; target under 10 s); server RSS ${rssAtStart.toFixed(0)} MB at the start, at most ${rssHighest.toFixed(0)} MB while it was sent; peak RSS ${peakBefore.toFixed(0)} MB before, ${rssMb(app.pid).toFixed(0)} MB after`,
    );
  } finally {
    await app.stop();
  }
}
