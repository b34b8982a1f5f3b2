import pg from "pg";
import { OUTBOX_LOCK } from "../src/server/realtime/publish";
import { percentile, type RunningApp, signUpAndIn, startApp } from "./support";

/**
 * Live events across two app processes on one PostgreSQL database (needs DATABASE_URL): members
 * hold Server-Sent Events streams on instance B over real HTTP, and events are committed to the
 * outbox by another client, as `publish()` does (advisory lock + insert, one transaction each).
 * Prints the time from commit to arrival on every stream.
 */
export async function benchLive(opts: { streams?: number; events?: number } = {}) {
  const streams = opts.streams ?? 20;
  const events = opts.events ?? 100;
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log("\n== Live events: skipped (set DATABASE_URL to a PostgreSQL server)");
    return;
  }
  const name = `bloom_bench_live_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const env = { DATABASE_URL: own.toString(), RATE_LIMIT_FACTOR: "100" };

  const apps: RunningApp[] = [];
  const writer = new pg.Client({ connectionString: own.toString() });
  const aborts: AbortController[] = [];
  try {
    apps.push(await startApp(env)); // migrates
    apps.push(await startApp(env));
    const b = apps[1]!;
    await writer.connect();

    const arrivals = new Map<number, number[]>();
    const opened: Promise<void>[] = [];
    for (let i = 0; i < streams; i++) {
      const cookie = await signUpAndIn(b, {
        name: "Bench",
        email: `live-${i}-${Date.now()}@example.com`,
        password: "quiet-harbour-lights-5",
      });
      const abort = new AbortController();
      aborts.push(abort);
      const res = await fetch(`${b.baseUrl}/api/community/events`, {
        headers: { cookie },
        signal: abort.signal,
      });
      if (res.status !== 200 || !res.body) throw new Error(`stream refused: ${res.status}`);
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let ready: () => void = () => {};
      opened.push(new Promise((r) => (ready = r)));
      (async () => {
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          if (buffer.includes("retry:")) ready();
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const id = /^id: (\d+)$/m.exec(buffer.slice(0, end))?.[1];
            if (id) arrivals.set(Number(id), [...(arrivals.get(Number(id)) ?? []), performance.now()]);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf("\n\n");
          }
        }
      })();
    }
    await Promise.all(opened);

    const committed = new Map<number, number>();
    for (let i = 0; i < events; i++) {
      await writer.query("BEGIN");
      await writer.query("SELECT pg_advisory_xact_lock($1)", [OUTBOX_LOCK]);
      const { rows } = await writer.query(
        `INSERT INTO live_events (topic, type, payload) VALUES ('community', 'post.created', $1) RETURNING id`,
        [JSON.stringify({ postId: `bench-${i}`, actorName: "Bench" })],
      );
      await writer.query("COMMIT");
      committed.set(Number(rows[0].id), performance.now());
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 2000));

    const latencies: number[] = [];
    let delivered = 0;
    for (const [id, at] of committed) {
      for (const t of arrivals.get(id) ?? []) {
        latencies.push(t - at);
        delivered++;
      }
    }
    latencies.sort((x, y) => x - y);
    console.log(
      `\n== Live events, 2 app processes on PostgreSQL, ${streams} SSE streams on the second, ${events} events committed by a third client`,
    );
    console.log(`  delivered ${delivered} of ${events * streams}`);
    console.log(
      `  commit → arrival: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
    );
  } finally {
    for (const a of aborts) a.abort();
    await writer.end().catch(() => {});
    for (const app of apps) await app.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}
