// `npm run bench -- abuse`: /api/health while 50 large photo analyses arrive at once (each a
// ~10 MB JPEG as a ~14 MB JSON data URL, from one client). Run twice: with the default limits
// (most of the 50 are refused by the rate limit before their body is read), and with
// RATE_LIMIT_FACTOR=100 so that every upload reaches the bounded analysis queue.
import { spawn } from "node:child_process";
import sharp from "sharp";
import { startApp } from "./support";

const UPLOADS = 50;

async function bigJpeg(): Promise<Uint8Array> {
  // Noise does not compress: 1800×1800 at quality 100 is close to the 10 MB limit.
  const side = 1800;
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
    .toBuffer();
  // Encoded once: the bench's own work must not be what is measured.
  return new TextEncoder().encode(
    JSON.stringify({ image: `data:image/jpeg;base64,${jpeg.toString("base64")}` }),
  );
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Probes /api/health from a process of its own (the uploads keep this one busy), every 20 ms,
 * until stopped; answers with every latency in milliseconds.
 */
function startProbe(url: string): { stop(): Promise<number[]> } {
  const child = spawn(
    process.execPath,
    [
      "-e",
      `const t=[];let on=true;process.on("SIGTERM",()=>{on=false});(async()=>{while(on){const s=performance.now();try{await (await fetch(${JSON.stringify(url)})).text()}catch{}t.push(performance.now()-s);await new Promise(r=>setTimeout(r,20))}process.stdout.write(JSON.stringify(t))})()`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let out = "";
  child.stdout!.on("data", (d) => {
    out += d;
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve(JSON.parse(out || "[]")));
        child.kill("SIGTERM");
      }),
  };
}

async function run(label: string, env: Record<string, string>, body: Uint8Array) {
  const app = await startApp(env);
  try {
    const probe = startProbe(`${app.baseUrl}/api/health`);
    await new Promise((r) => setTimeout(r, 500));
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: UPLOADS }, async () => {
        try {
          const res = await fetch(`${app.baseUrl}/api/food/analyze`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: app.baseUrl },
            body: body as Uint8Array<ArrayBuffer>,
          });
          await res.text();
          return String(res.status);
        } catch {
          // The server answered (429/503) before reading the body, then stopped draining it after
          // 500 ms and closed the connection while this client was still sending: fetch sees EPIPE.
          return "closed while sending";
        }
      }),
    );
    const wall = performance.now() - started;
    const health = await probe.stop();
    const counts = new Map<string, number>();
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
  `\n== /api/health while ${UPLOADS} analyses of a ${(body.byteLength / 1024 / 1024).toFixed(1)} MB upload arrive at once`,
);
await run("default limits (20 analyses a minute per client)", {}, body);
await run("RATE_LIMIT_FACTOR=100 (all reach the queue of 8)", { RATE_LIMIT_FACTOR: "100" }, body);
