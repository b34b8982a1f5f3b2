// `npm run bench -- abuse`: /api/health while 50 large photo analyses arrive at once (each a
// ~10 MB JPEG as a ~14 MB JSON data URL, from one client). Run twice: with the default limits
// (most of the 50 are refused by the rate limit before their body is read), and with
// RATE_LIMIT_FACTOR=100 so that every upload reaches the bounded analysis queue.
import sharp from "sharp";
import { startApp } from "./support";

const UPLOADS = 50;

async function bigJpeg(): Promise<string> {
  // Noise does not compress: 2600×2600 at quality 100 is close to the 10 MB limit.
  const side = 2600;
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
    .toBuffer();
  return JSON.stringify({ image: `data:image/jpeg;base64,${jpeg.toString("base64")}` });
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function run(label: string, env: Record<string, string>, body: string) {
  const app = await startApp(env);
  try {
    const health: number[] = [];
    let done = false;
    const probe = (async () => {
      while (!done) {
        const started = performance.now();
        await (await fetch(`${app.baseUrl}/api/health`)).text();
        health.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: UPLOADS }, async () => {
        const res = await fetch(`${app.baseUrl}/api/food/analyze`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: app.baseUrl },
          body,
        });
        await res.text();
        return res.status;
      }),
    );
    const wall = performance.now() - started;
    done = true;
    await probe;
    const counts = new Map<number, number>();
    for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
    console.log(`  ${label}`);
    console.log(
      `    uploads answered in ${(wall / 1000).toFixed(1)} s: ${[...counts].map(([s, n]) => `${n}× ${s}`).join(", ")}`,
    );
    console.log(
      `    /api/health during them: ${health.length} probes, p50 ${percentile(health, 50).toFixed(0)} ms, p99 ${percentile(health, 99).toFixed(0)} ms, max ${Math.max(...health).toFixed(0)} ms`,
    );
  } finally {
    await app.stop();
  }
}

const body = await bigJpeg();
console.log(
  `\n== /api/health while ${UPLOADS} analyses of a ${(body.length / 1024 / 1024).toFixed(1)} MB upload arrive at once`,
);
await run("default limits (20 analyses a minute per client)", {}, body);
await run("RATE_LIMIT_FACTOR=100 (all reach the queue of 8)", { RATE_LIMIT_FACTOR: "100" }, body);
