/**
 * How sure is sure? Runs the default detector over a labelled set of food pictures and prints, for
 * each confidence threshold, how many top guesses would be shown as the answer and how many of those
 * are wrong. The set: every food drawing of Debian's `openclipart-svg` package
 * (/usr/share/openclipart/svg/food, public domain), rendered to 800 px JPEGs with sharp the way
 * tests/fixtures/cake.jpg was. Each picture's truth comes from its file name (see truthOf): one of
 * the ten COCO foods the detector knows, or "other" (a dish it cannot name, so any guess is wrong).
 * Usage: node --import tsx bench/food-threshold.ts [--tsv out.tsv], or `npm run bench -- food-threshold`
 * (only when named: about a second of CPU per drawing). Needs `apt-get install openclipart-svg`.
 */
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { createDetectorRecognizer } from "../src/server/features/food/recognizers/detector";
import { analyzeImage } from "../src/server/features/food/service";
import { SURE_CONFIDENCE } from "../src/shared/food/confidence";

const ROOT = "/usr/share/openclipart/svg/food";

/** Words in a file name → the COCO food it shows. Checked in order; the first match wins. */
const TRUTH: [RegExp, string][] = [
  [/banana/, "banana"],
  [/hot.?dog|hotdog|wiener|frankfurt/, "hot dog"],
  [/pizza/, "pizza"],
  [/donut|doughnut/, "donut"],
  [/sandwich|burger|hamburger|sub_/, "sandwich"],
  [/broccoli/, "broccoli"],
  [/carrot/, "carrot"],
  [/orange/, "orange"],
  [/apple(?!_?pie)/, "apple"],
  [/(?<!pan)cake|gateau|torta|torte/, "cake"],
];

/** Drawings that are not a food at all (a chef's hat, a menu, a kitchen tool): left out. */
const NOT_FOOD = /chef|toque|menu_|libro|meatgrinder|mix_cucina|come_si|large_plate|small_plate|sugarbox/;

export function truthOf(file: string): string {
  const name = path.basename(file).toLowerCase();
  for (const [re, label] of TRUTH) if (re.test(name)) return label;
  return "other";
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith(".svg") ? [p] : [];
  });
}

async function measure() {
  if (!existsSync(ROOT)) {
    console.log(`${ROOT} is missing: apt-get install openclipart-svg`);
    return;
  }
  const files = walk(ROOT)
    .filter((f) => !NOT_FOOD.test(path.basename(f)))
    .sort();
  const detector = createDetectorRecognizer();
  const rows: { file: string; truth: string; top: string | null; confidence: number }[] = [];
  for (const file of files) {
    let jpeg: Buffer;
    try {
      jpeg = await sharp(file, { density: 150 })
        .resize(800, 800, { fit: "inside" })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 90 })
        .toBuffer();
    } catch {
      continue; // a drawing librsvg cannot render
    }
    const a = await analyzeImage(new Uint8Array(jpeg), detector);
    const top = a.candidates[0];
    rows.push({
      file: path.relative(ROOT, file),
      truth: truthOf(file),
      top: top?.label ?? null,
      confidence: top?.confidence ?? 0,
    });
  }

  const tsvAt = process.argv.indexOf("--tsv");
  if (tsvAt > 0 && process.argv[tsvAt + 1]) {
    writeFileSync(
      process.argv[tsvAt + 1]!,
      `${rows.map((r) => [r.file, r.truth, r.top ?? "", r.confidence].join("\t")).join("\n")}\n`,
    );
  }

  const known = rows.filter((r) => r.truth !== "other");
  console.log(
    `\n== Food confidence threshold, default detector: ${rows.length} drawings (${known.length} of the ten COCO foods, ${rows.length - known.length} other dishes)`,
  );
  console.log("threshold  shown  right  wrong  right-but-hidden");
  for (const t of [0.15, 0.2, 0.3, 0.4, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.9]) {
    const shown = rows.filter((r) => r.top && r.confidence >= t);
    const right = shown.filter((r) => r.top === r.truth).length;
    const hidden = rows.filter((r) => r.top && r.top === r.truth && r.confidence < t).length;
    console.log(
      `${t.toFixed(2).padStart(9)}  ${String(shown.length).padStart(5)}  ${String(right).padStart(5)}  ${String(shown.length - right).padStart(5)}  ${String(hidden).padStart(16)}${t === SURE_CONFIDENCE ? "   ← Bloom's threshold" : ""}`,
    );
  }
  const wrong = rows.filter((r) => r.top && r.top !== r.truth).sort((a, b) => b.confidence - a.confidence);
  const right = rows.filter((r) => r.top && r.top === r.truth).map((r) => r.confidence);
  console.log(
    `right first choices score ${Math.min(...right).toFixed(3)} to ${Math.max(...right).toFixed(3)} (${right.length})`,
  );
  console.log("highest wrong guesses:");
  for (const r of wrong.slice(0, 8))
    console.log(`  ${r.confidence.toFixed(3)} "${r.top}" for ${r.file} (${r.truth})`);
}

await measure();
// Run on its own, TensorFlow's backend keeps the process alive: end it.
if (process.argv[1]?.endsWith("food-threshold.ts")) process.exit(0);
