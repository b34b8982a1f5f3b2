// `npm run bench -- coach`: how long POST /api/coach/reply takes server-side, through the real app
// (app.request over in-memory PGlite: middleware, validation, the red-flag reader, the matcher),
// for every example question of every knowledge entry, asked with that entry's journey.
import { cpus, loadavg } from "node:os";
import { KNOWLEDGE } from "../src/content/coach";
import { coachReply } from "../src/shared/coach/api";
import { journeyOf } from "../src/shared/journeys";
import { createTestApp } from "../tests/support/test-app";
import { percentile } from "./support";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ms = (n: number) => `${n.toFixed(2)} ms`;

export async function benchCoach() {
  const t = await createTestApp();
  try {
    const questions = KNOWLEDGE.flatMap((e) =>
      e.phrasings.map((message) => ({ message, stage: journeyOf(e.stages[0]), entryId: e.id })),
    );
    const ask = async (message: string, stage: string | null) => {
      const start = performance.now();
      const res = await t.request("/api/coach/reply", { method: "POST", json: { message, stage } });
      const body = await res.json();
      const elapsed = performance.now() - start;
      if (res.status !== 200) throw new Error(`${res.status} for "${message}": ${JSON.stringify(body)}`);
      return { elapsed, reply: coachReply.parse(body) };
    };

    // The first reply builds the search index; it is reported on its own.
    const first = await ask(questions[0]!.message, questions[0]!.stage);

    const times: number[] = [];
    const kinds: Record<string, number> = {};
    let own = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const q of questions) {
        const { elapsed, reply } = await ask(q.message, q.stage);
        times.push(elapsed);
        if (round === 0) {
          kinds[reply.kind] = (kinds[reply.kind] ?? 0) + 1;
          if (reply.kind === "answer" && reply.answer.entryId === q.entryId) own += 1;
        }
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `\n== Coach reply, POST /api/coach/reply through app.request (${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)})`,
    );
    console.log(`  first reply (builds the index): ${ms(first.elapsed)}`);
    console.log(
      `  ${questions.length} example questions of ${KNOWLEDGE.length} entries × ${ROUNDS} rounds = ${times.length} replies`,
    );
    console.log(
      `  p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times.at(-1)!)}`,
    );
    console.log(
      `  replies: ${Object.entries(kinds)
        .map(([k, n]) => `${n} ${k}`)
        .join(", ")}; ${own} of ${questions.length} answered with their own entry`,
    );
  } finally {
    await t.close();
  }
}
