import { randomUUID } from "node:crypto";
import type pg from "pg";

/**
 * Members using Bloom through the proxy while instances die and restart: each connection loops
 * over three reads and one write. Reads are sent once (the proxy retries them elsewhere); writes
 * carry an Idempotency-Key and are resent with the same key, as a phone does, when the answer is
 * lost (no response, 502/503/504). Everything is counted per phase (a label the caller moves).
 */
export interface Member {
  cookie: string;
}

export interface PhaseCounts {
  reads: number;
  /** Reads not answered 2xx (after the proxy's own retries). */
  readFailures: number;
  writes: number;
  /** Answers to write attempts that were lost or 5xx (each resent with its key). */
  writeRetries: number;
  /** Writes still not acknowledged after every retry. */
  writeFailures: number;
  /** The first few failures (failed reads, writes never acknowledged). */
  samples: string[];
  /** The first few answers that made a write be resent. */
  resent: string[];
}

export interface Acknowledged {
  kind: "mood" | "workout";
  key: string;
  userId: string;
}

const READS = ["/api/dashboard?tz=UTC", "/api/wellness/moods", "/api/workouts/sessions"];
const RETRYABLE = new Set([502, 503, 504]);

export function runLoad(opts: {
  url: string;
  members: (Member & { userId: string })[];
  connections: number;
}) {
  const phases = new Map<string, PhaseCounts>();
  let phase = "start";
  const counts = () => {
    let c = phases.get(phase);
    if (!c) {
      c = {
        reads: 0,
        readFailures: 0,
        writes: 0,
        writeRetries: 0,
        writeFailures: 0,
        samples: [],
        resent: [],
      };
      phases.set(phase, c);
    }
    return c;
  };
  const acked: Acknowledged[] = [];
  let running = true;
  const headers = (m: Member) => ({ cookie: m.cookie, origin: opts.url });

  async function read(m: Member, path: string) {
    const c = counts();
    c.reads++;
    try {
      const res = await fetch(opts.url + path, { headers: headers(m) });
      await res.arrayBuffer();
      if (!res.ok) {
        c.readFailures++;
        if (c.samples.length < 5) c.samples.push(`GET ${path}: ${res.status}`);
      }
    } catch (err) {
      c.readFailures++;
      if (c.samples.length < 5) c.samples.push(`GET ${path}: ${(err as Error).message}`);
    }
  }

  async function write(m: Member & { userId: string }, kind: Acknowledged["kind"]) {
    const key = randomUUID();
    const [path, body] =
      kind === "mood"
        ? ["/api/wellness/moods", { mood_score: 7, energy_level: 6, stress_level: 3, notes: `load ${key}` }]
        : [
            "/api/workouts/sessions",
            { workout_type: `load ${key}`, duration_minutes: 20, intensity_level: "moderate" },
          ];
    counts().writes++;
    for (let attempt = 0; attempt < 10; attempt++) {
      try {
        const res = await fetch(opts.url + path, {
          method: "POST",
          headers: { ...headers(m), "content-type": "application/json", "idempotency-key": key },
          body: JSON.stringify(body),
        });
        await res.arrayBuffer();
        if (res.status === 201 || res.status === 200) {
          acked.push({ kind, key, userId: m.userId });
          return;
        }
        if (!RETRYABLE.has(res.status)) {
          counts().writeFailures++;
          counts().samples.push(`POST ${path}: ${res.status}`);
          return;
        }
        counts().writeRetries++;
        if (counts().resent.length < 5) counts().resent.push(`POST ${path}: ${res.status}`);
      } catch (err) {
        counts().writeRetries++;
        if (counts().resent.length < 5) counts().resent.push(`POST ${path}: ${(err as Error).message}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    counts().writeFailures++;
    if (counts().samples.length < 5) counts().samples.push(`POST ${path}: never acknowledged`);
  }

  async function worker(n: number) {
    let i = n;
    while (running) {
      const m = opts.members[i % opts.members.length]!;
      if (i % 4 === 3) await write(m, i % 8 === 3 ? "mood" : "workout");
      else await read(m, READS[i % READS.length]!);
      i++;
    }
  }
  const workers = Array.from({ length: opts.connections }, (_, n) => worker(n));

  return {
    setPhase(label: string) {
      phase = label;
    },
    async stop() {
      running = false;
      await Promise.all(workers);
      return { phases, acked };
    },
  };
}

/**
 * Each acknowledged write, looked up in the database by its key: how many were lost (no row) and
 * how many stored twice (more than one row).
 */
export async function auditWrites(pool: pg.Pool, acked: Acknowledged[]) {
  const result: Record<Acknowledged["kind"], { acknowledged: number; lost: number; duplicated: number }> = {
    mood: { acknowledged: 0, lost: 0, duplicated: 0 },
    workout: { acknowledged: 0, lost: 0, duplicated: 0 },
  };
  const moods = await pool.query<{ k: string; n: number }>(
    "select notes as k, count(*)::int as n from mood_entries where notes like 'load %' group by notes",
  );
  const workouts = await pool.query<{ k: string; n: number }>(
    "select workout_type as k, count(*)::int as n from workout_sessions where workout_type like 'load %' group by workout_type",
  );
  const stored = {
    mood: new Map(moods.rows.map((r) => [r.k, r.n])),
    workout: new Map(workouts.rows.map((r) => [r.k, r.n])),
  };
  for (const a of acked) {
    const r = result[a.kind];
    r.acknowledged++;
    const n = stored[a.kind].get(`load ${a.key}`) ?? 0;
    if (n === 0) r.lost++;
    if (n > 1) r.duplicated++;
  }
  return result;
}
