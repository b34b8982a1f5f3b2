/**
 * Server-side food analysis time with the default detector, in-process: N analyses of a fixture
 * photo through the same pipeline as POST /api/food/analyze (checks, re-encode, decode, detect,
 * USDA lookup). Prints median and p95 in ms. Usage: node --import tsx bench/food.ts [N] [image]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { offThread } from "../src/server/features/food/recognizers/off-thread";
import { analyzeImage } from "../src/server/features/food/service";
import { preloadFoods, searchFoods } from "../src/server/nutrition/usda";

const here = path.dirname(fileURLToPath(import.meta.url));
// Called directly (`bench/food.ts 50 photo.jpg`) or from bench/run.ts (`npm run bench -- food`).
const args = process.argv.slice(2);
const n = Number(args.find((a) => /^\d+$/.test(a)) ?? 30);
const file =
  args.find((a) => /\.(jpe?g|png|webp)$/i.test(a)) ?? path.join(here, "../tests/fixtures/cake.jpg");
console.log(`\n== Food analysis, default detector, ${n} runs of ${path.basename(file)}`);
const bytes = new Uint8Array(readFileSync(file));
// The detector as the server runs it: in its worker thread.
const recognizer = offThread("detector");

const warm = performance.now();
const first = await analyzeImage(bytes, recognizer);
console.log(
  `first analysis (loads the model): ${Math.round(performance.now() - warm)} ms → ${first.detectedFood}`,
);

const times: number[] = [];
for (let i = 0; i < n; i++) {
  const t0 = performance.now();
  await analyzeImage(bytes, recognizer);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
console.log(`food analysis, default detector, ${n} runs of ${path.basename(file)}:`);
console.log(`  median ${pct(50).toFixed(1)} ms   p95 ${pct(95).toFixed(1)} ms`);

// Food search as the checker's search box uses it, once the USDA table is loaded (target: under 5 ms a query).
preloadFoods();
const queries = ["banana", "cheese pizza", "chicken breast", "oat", "sweet potato", "yogurt greek"];
const searchTimes: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const q of queries) {
    const t0 = performance.now();
    searchFoods(q);
    searchTimes.push(performance.now() - t0);
  }
}
searchTimes.sort((a, b) => a - b);
const at = (p: number) =>
  searchTimes[Math.min(searchTimes.length - 1, Math.ceil((p / 100) * searchTimes.length) - 1)]!;
console.log(
  `USDA food search, ${searchTimes.length} queries: median ${at(50).toFixed(2)} ms   p95 ${at(95).toFixed(2)} ms`,
);
