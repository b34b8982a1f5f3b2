import { randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { checkInFinding, scoreScreening } from "../src/shared/screening";
import { percentile, signUpAndIn, startApp } from "./support";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const ms = (n: number) => `${n.toFixed(2)} ms`;

/**
 * Mood check-ins: the item-9 routing over every PHQ-9 answer set (pure, what the unit test walks),
 * then GET /api/screening (her offer and a year of results) and POST /api/screening/results, one
 * request at a time.
 */
export async function benchScreening() {
  console.log("\n== Mood check-ins (PHQ-9 routing, /api/screening)");
  const answers = Array(9).fill(0);
  let routed = 0;
  const started = performance.now();
  for (let code = 0; code < 4 ** 9; code++) {
    let rest = code;
    for (let i = 0; i < 9; i++) {
      answers[i] = rest % 4;
      rest = Math.floor(rest / 4);
    }
    scoreScreening("phq9", answers);
    if (checkInFinding("phq9", answers)) routed++;
  }
  console.log(
    `  all 262,144 PHQ-9 answer sets scored and routed: ${ms(performance.now() - started)} (${routed} to the crisis card)`,
  );

  const app = await startApp();
  try {
    const cookie = await signUpAndIn(app, {
      name: "Bench Mum",
      email: `bench-${randomBytes(4).toString("hex")}@example.com`,
      password: "steady-benchmark-pace-1",
      motherhood_stage: "postpartum",
    });
    const headers = { "content-type": "application/json", origin: app.baseUrl, cookie };
    const post: number[] = [];
    for (let i = 0; i < REQUESTS + 10; i++) {
      const t0 = performance.now();
      const res = await fetch(`${app.baseUrl}/api/screening/results?tz=UTC`, {
        method: "POST",
        headers,
        body: JSON.stringify({ instrument: "phq9", answers: [1, 2, 1, 0, 1, 2, 0, 1, 0], difficulty: 1 }),
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`save failed: ${res.status}`);
      if (i >= 10) post.push(performance.now() - t0);
    }
    const get: number[] = [];
    for (let i = 0; i < REQUESTS + 10; i++) {
      const t0 = performance.now();
      const res = await fetch(`${app.baseUrl}/api/screening?tz=UTC`, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`read failed: ${res.status}`);
      if (i >= 10) get.push(performance.now() - t0);
    }
    for (const list of [post, get]) list.sort((a, b) => a - b);
    console.log(`  (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores while measuring)`);
    console.log(
      `  POST /api/screening/results: p50 ${ms(percentile(post, 50))}, p95 ${ms(percentile(post, 95))} (${REQUESTS} requests)`,
    );
    console.log(
      `  GET /api/screening with ${REQUESTS + 10} results: p50 ${ms(percentile(get, 50))}, p95 ${ms(percentile(get, 95))}`,
    );
  } finally {
    await app.stop();
  }
}
