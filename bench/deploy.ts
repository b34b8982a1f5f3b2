// `npm run bench -- deploy`: two built instances behind HAProxy on PostgreSQL with an S3 server
// (tests/support/cluster.ts), 100 connections of mixed reads and writes through the proxy; one
// instance is killed with SIGKILL mid-run, started again, then both are restarted in turn
// (SIGTERM, drain, start). Prints per phase: reads and failed reads, writes, resent writes, writes
// never acknowledged; then every acknowledged write looked up by its key: lost, stored twice.
import { cpus, loadavg } from "node:os";
import { startCluster } from "../tests/support/cluster";
import { auditWrites, runLoad } from "../tests/support/load";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const MEMBERS = 20;

export async function benchDeploy() {
  const adminUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const cluster = await startCluster({
    adminUrl,
    entry: ["dist/server/main.js"],
    // Every member signs in from this one machine.
    env: { RATE_LIMIT_FACTOR: "50" },
  });
  try {
    const members = [];
    for (let i = 0; i < MEMBERS; i++) {
      const base = cluster.instances[i % 2]!.url;
      const ip = `198.51.100.${i + 1}`;
      const email = `deploy-${i}-${Date.now()}@example.com`;
      const password = "blossoming-spring-42";
      const headers = { "content-type": "application/json", origin: cluster.url, "x-forwarded-for": ip };
      const up = await fetch(`${base}/api/auth/sign-up/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          name: `Mum ${i}`,
          email,
          password,
          terms_accepted: true,
          age_confirmed: true,
        }),
      });
      if (!up.ok) throw new Error(`sign-up: ${up.status}`);
      const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email, password }),
      });
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const profile = (await (await fetch(`${base}/api/profile`, { headers: { cookie } })).json()) as {
        user_id: string;
      };
      members.push({ cookie, userId: profile.user_id });
    }
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const started = performance.now();
    const load = runLoad({ url: cluster.url, members, connections: CONNECTIONS });
    await pause(5000);
    load.setPhase("kill -9 bloom1, 5 s on one");
    await cluster.kill(0);
    await pause(5000);
    load.setPhase("bloom1 starts again");
    await cluster.start(0);
    load.setPhase("rolling restart of both");
    for (const i of [0, 1]) {
      await cluster.stop(i);
      await cluster.start(i);
    }
    load.setPhase("after");
    await pause(3000);
    const { phases, acked } = await load.stop();
    const seconds = (performance.now() - started) / 1000;
    const audit = await auditWrites(cluster.pool, acked);
    console.log(
      `\n== Deployment: 2 instances behind HAProxy, PostgreSQL, S3; ${CONNECTIONS} connections for ${seconds.toFixed(0)} s (${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)})`,
    );
    for (const [name, p] of phases) {
      console.log(
        `  ${name.padEnd(30)} reads ${String(p.reads).padStart(6)}, failed ${p.readFailures}; writes ${String(p.writes).padStart(5)}, resent ${p.writeRetries}, never acknowledged ${p.writeFailures}${p.samples.length ? `  failed e.g. ${p.samples.slice(0, 2).join("; ")}` : ""}${p.resent.length ? `  resent after e.g. ${p.resent.slice(0, 2).join("; ")}` : ""}`,
      );
    }
    for (const [kind, a] of Object.entries(audit)) {
      console.log(
        `  ${kind} writes acknowledged ${a.acknowledged}: lost ${a.lost}, stored twice ${a.duplicated}${kind === "mood" ? " (mood writes take Idempotency-Key with issue 21)" : ""}`,
      );
    }
  } finally {
    await cluster.close();
  }
}
