/**
 * `npm run bench -- food-personal`: how well Bloom knows her usual meals again (decision 019), on a
 * labelled set it makes itself. 72 synthetic "plates" are rendered with sharp (a table, a plate or
 * bowl, two to four foods drawn as grains, slices, leaves, berries and sauces), in 24 families of
 * three dishes that share the same bowl on the same table, as her real meals often do. In each
 * family two dishes are her meals (confirmed once, from one photo) and the third is a new dish.
 * Every photo is a "re-shot" of its plate: another crop, angle, light, colour balance, size, blur
 * and JPEG quality. Three parts: families 0-7 tune (the threshold and margin are read there);
 * families 8-15 plus re-shots of tests/fixtures/cake.jpg (a real picture) were measured while the
 * rule was designed (after a first measure there, the margin was added: they are not blind);
 * families 16-23 were first rendered after the constants were fixed: the held-out part. Prints
 * repeats suggested correctly, wrong suggestions, new dishes falsely matched, and the time per photo.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { embedImage } from "../src/server/features/food/recognizers/embedder";
import { toRgb } from "../src/server/images";
import {
  type MealPicture,
  matchMeals,
  NEAREST_MEALS,
  USUAL_MARGIN,
  USUAL_PRECISION_FLOOR,
  USUAL_THRESHOLD,
} from "../src/shared/food/usual-meals";

const here = path.dirname(fileURLToPath(import.meta.url));

function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rand = ReturnType<typeof seeded>;
const pick = <T>(r: Rand, xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
const between = (r: Rand, lo: number, hi: number) => lo + r() * (hi - lo);

const FOOD_COLOURS = [
  "#f3e9d2",
  "#e8d8a8",
  "#d9b56b",
  "#c98b3c",
  "#a0522d",
  "#7b3f1d",
  "#f5f0e6",
  "#fff8dc",
  "#e25822",
  "#c0392b",
  "#8e1b3a",
  "#5b2c6f",
  "#2e7d32",
  "#6a9c3b",
  "#a4c639",
  "#3b5323",
  "#f4c430",
  "#ffb347",
  "#fada5e",
  "#d2691e",
  "#4a2c2a",
  "#b5651d",
  "#e9967a",
  "#ffe4b5",
];
const TABLES = ["#8b5a2b", "#d2b48c", "#f5f5f5", "#2f4f4f", "#deb887", "#556b2f", "#a9a9a9", "#4b3621"];
const DISHES = ["#ffffff", "#f0ead6", "#1c1c1c", "#4682b4", "#e0e0e0", "#b22222", "#fafad2", "#708090"];

/** One food on the plate, as SVG, around (cx, cy). */
function food(r: Rand, cx: number, cy: number, size: number): string {
  const colour = pick(r, FOOD_COLOURS);
  const shade = pick(r, FOOD_COLOURS);
  const kind = pick(r, ["grains", "slices", "leaves", "berries", "sauce", "chunks"] as const);
  const parts: string[] = [];
  const n = kind === "grains" ? 160 : kind === "berries" ? 18 : kind === "sauce" ? 1 : 9;
  for (let i = 0; i < n; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * size;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d * 0.8;
    const rot = Math.round(r() * 180);
    const fill = r() < 0.25 ? shade : colour;
    if (kind === "grains")
      parts.push(
        `<ellipse cx="${x}" cy="${y}" rx="7" ry="3" fill="${fill}" transform="rotate(${rot} ${x} ${y})"/>`,
      );
    else if (kind === "berries")
      parts.push(`<circle cx="${x}" cy="${y}" r="${between(r, 8, 14)}" fill="${fill}"/>`);
    else if (kind === "sauce")
      parts.push(
        `<ellipse cx="${cx}" cy="${cy}" rx="${size}" ry="${size * 0.8}" fill="${colour}" opacity="0.85"/>`,
      );
    else if (kind === "slices")
      parts.push(
        `<rect x="${x - 30}" y="${y - 8}" width="60" height="16" rx="6" fill="${fill}" stroke="${shade}" stroke-width="2" transform="rotate(${rot} ${x} ${y})"/>`,
      );
    else if (kind === "leaves")
      parts.push(
        `<path d="M ${x} ${y} q 25 -30 50 0 q -25 30 -50 0 z" fill="${fill}" stroke="#254d1a" stroke-width="1.5" transform="rotate(${rot} ${x} ${y})"/>`,
      );
    else
      parts.push(
        `<rect x="${x - 18}" y="${y - 18}" width="36" height="36" rx="8" fill="${fill}" transform="rotate(${rot} ${x} ${y})"/>`,
      );
  }
  return parts.join("");
}

/** A family: the table and the bowl her dishes share. A dish: what is on it. */
function plateSvg(family: number, dish: number): string {
  const fr = seeded(1000 + family);
  const table = pick(fr, TABLES);
  const grain = pick(fr, TABLES);
  const bowl = pick(fr, DISHES);
  const rim = pick(fr, DISHES);
  const stripes = Array.from({ length: 12 }, (_, i) => {
    const y = i * 52 + fr() * 20;
    return `<rect x="0" y="${y}" width="800" height="${between(fr, 3, 10)}" fill="${grain}" opacity="0.35"/>`;
  }).join("");
  const dr = seeded(5000 + family * 10 + dish);
  const count = 2 + Math.floor(dr() * 3);
  const foods = Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2 + dr();
    const d = between(dr, 50, 95);
    return food(dr, 400 + Math.cos(a) * d, 300 + Math.sin(a) * d * 0.8, between(dr, 55, 85));
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
<rect width="800" height="600" fill="${table}"/>${stripes}
<ellipse cx="400" cy="305" rx="255" ry="215" fill="#000" opacity="0.18"/>
<ellipse cx="400" cy="300" rx="250" ry="210" fill="${rim}"/>
<ellipse cx="400" cy="300" rx="205" ry="170" fill="${bowl}"/>
${foods}</svg>`;
}

/** Another photo of the same plate: crop, angle, light, colour, size, blur, JPEG quality. */
async function reshot(source: Buffer, seed: number): Promise<Uint8Array> {
  const r = seeded(seed);
  const meta = await sharp(source).metadata();
  const angle = between(r, -18, 18);
  const rotated = await sharp(source)
    .rotate(angle, { background: "#777777" })
    .toBuffer({ resolveWithObject: true });
  // Cut away the corners the rotation filled, then frame 70-95 % of what is left.
  const w0 = meta.width!;
  const h0 = meta.height!;
  const inset = Math.abs(Math.sin((angle * Math.PI) / 180));
  const safeW = Math.floor(w0 * (1 - inset * 0.9));
  const safeH = Math.floor(h0 * (1 - inset * 0.9));
  const frame = between(r, 0.7, 0.95);
  const cw = Math.floor(safeW * frame);
  const ch = Math.floor(safeH * frame);
  const left = Math.floor((rotated.info.width - cw) / 2 + (r() - 0.5) * (safeW - cw));
  const top = Math.floor((rotated.info.height - ch) / 2 + (r() - 0.5) * (safeH - ch));
  let img = sharp(rotated.data)
    .extract({ left: Math.max(0, left), top: Math.max(0, top), width: cw, height: ch })
    .resize(Math.round(between(r, 480, 1200)))
    .modulate({
      brightness: between(r, 0.75, 1.25),
      saturation: between(r, 0.85, 1.15),
      hue: Math.round(between(r, -8, 8)),
    });
  if (r() < 0.4) img = img.blur(between(r, 0.5, 1.3));
  return new Uint8Array(await img.jpeg({ quality: Math.round(between(r, 70, 92)) }).toBuffer());
}

interface Shot {
  dish: string;
  bytes: Uint8Array;
}

const times: number[] = [];
const embedTimes: number[] = [];
async function embedShot(shot: Shot): Promise<{ dish: string; embedding: number[] }> {
  const started = performance.now();
  const rgb = await toRgb(shot.bytes, 640);
  const decoded = performance.now();
  const embedding = await embedImage({ rgb: rgb.data, width: rgb.width, height: rgb.height });
  const done = performance.now();
  // The first photo loads the model: not a photo's time.
  if (embedTimes.length > 0 || times.length > 0) {
    times.push(done - started);
    embedTimes.push(done - decoded);
  } else {
    times.push(Number.NaN);
  }
  return { dish: shot.dish, embedding };
}

interface Split {
  name: string;
  meals: MealPicture[];
  repeats: { dish: string; embedding: number[] }[];
  fresh: { dish: string; embedding: number[] }[];
}

async function makeSplit(name: string, families: number[], extraMeal?: Buffer): Promise<Split> {
  const split: Split = { name, meals: [], repeats: [], fresh: [] };
  const mealPhotos: Shot[] = [];
  const repeatPhotos: Shot[] = [];
  const freshPhotos: Shot[] = [];
  const sources: { dish: string; png: Buffer; isMeal: boolean }[] = [];
  for (const f of families) {
    for (let d = 0; d < 3; d++) {
      const png = await sharp(Buffer.from(plateSvg(f, d)))
        .png()
        .toBuffer();
      sources.push({ dish: `f${f}d${d}`, png, isMeal: d < 2 });
    }
  }
  if (extraMeal) sources.push({ dish: "cake.jpg", png: extraMeal, isMeal: true });
  let seed = families[0]! * 100;
  for (const s of sources) {
    if (s.isMeal) {
      mealPhotos.push({ dish: s.dish, bytes: await reshot(s.png, seed++) });
      for (let k = 0; k < 3; k++) repeatPhotos.push({ dish: s.dish, bytes: await reshot(s.png, seed++) });
    } else {
      for (let k = 0; k < 3; k++) freshPhotos.push({ dish: s.dish, bytes: await reshot(s.png, seed++) });
    }
  }
  for (const p of mealPhotos) {
    const e = await embedShot(p);
    split.meals.push({ mealId: e.dish, embedding: e.embedding, negative: false });
  }
  for (const p of repeatPhotos) split.repeats.push(await embedShot(p));
  for (const p of freshPhotos) split.fresh.push(await embedShot(p));
  return split;
}

function measure(split: Split, threshold: number, margin = USUAL_MARGIN) {
  let correct = 0;
  let wrong = 0;
  let chipHelps = 0;
  for (const q of split.repeats) {
    const m = matchMeals(q.embedding, split.meals, threshold, margin);
    if (m.usual?.mealId === q.dish) correct++;
    else if (m.usual) wrong++;
    else if (m.nearest.some((n) => n.mealId === q.dish)) chipHelps++;
  }
  let falseMatches = 0;
  for (const q of split.fresh)
    if (matchMeals(q.embedding, split.meals, threshold, margin).usual) falseMatches++;
  const offered = correct + wrong + falseMatches;
  return {
    correct,
    wrong,
    falseMatches,
    chipHelps,
    precision: offered > 0 ? correct / offered : 1,
    repeats: split.repeats.length,
    fresh: split.fresh.length,
  };
}

const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;
function row(label: string, m: ReturnType<typeof measure>) {
  console.log(
    `  ${label.padEnd(12)} repeats suggested correctly ${String(m.correct).padStart(3)}/${m.repeats} (${pct(m.correct, m.repeats).padStart(7)}), ` +
      `wrong meal ${String(m.wrong).padStart(2)}, new dishes falsely matched ${String(m.falseMatches).padStart(2)}/${m.fresh} (${pct(m.falseMatches, m.fresh).padStart(6)}), ` +
      `precision ${pct(m.correct, m.correct + m.wrong + m.falseMatches).padStart(7)}, own meal among ${NEAREST_MEALS} chips otherwise ${m.chipHelps}`,
  );
}

console.log("\n== Her usual meals: synthetic plates and re-shots (bench/food-personal.ts)");
const renderStart = performance.now();
const tuning = await makeSplit("tuning", [0, 1, 2, 3, 4, 5, 6, 7]);
const seen = await makeSplit(
  "seen",
  [8, 9, 10, 11, 12, 13, 14, 15],
  readFileSync(path.join(here, "../tests/fixtures/cake.jpg")),
);
const heldOut = await makeSplit("held out", [16, 17, 18, 19, 20, 21, 22, 23]);
const all = [tuning, seen, heldOut];
console.log(
  `  ${all.reduce((a, s) => a + s.meals.length, 0)} meals, ${all.reduce((a, s) => a + s.repeats.length, 0)} repeat photos, ` +
    `${all.reduce((a, s) => a + s.fresh.length, 0)} photos of new dishes (${Math.round((performance.now() - renderStart) / 1000)} s to render and embed)`,
);

// The rule: the threshold and margin with the most right suggestions at 93 % precision or more on the
// tuning part, among thresholds where a new dish reaches fewer than 5 % of single meals (a member
// with one meal has no second meal for the margin to compare with).
console.log("\n-- tuning part (families 0-7): per threshold, with no margin and with the margin");
let chosen: { t: number; margin: number; correct: number } | null = null;
for (const margin of [0, 0.01, 0.02, 0.03, 0.05]) {
  for (let t = 0.7; t <= 0.945; t += 0.02) {
    const m = measure(tuning, t, margin);
    if (margin === 0 || margin === USUAL_MARGIN) row(`${t.toFixed(2)}${margin ? ` m${margin}` : ""}`, m);
    let single = 0;
    let pairs = 0;
    for (const q of tuning.fresh)
      for (const meal of tuning.meals) {
        pairs++;
        if (matchMeals(q.embedding, [meal], t, 0).usual) single++;
      }
    if (m.precision >= 0.93 && single / pairs < 0.05 && (!chosen || m.correct > chosen.correct))
      chosen = { t, margin, correct: m.correct };
  }
}
console.log(
  `  the rule's choice on the tuning part: threshold ${chosen?.t.toFixed(2) ?? "none"}, margin ${chosen?.margin ?? "-"}; ` +
    `Bloom uses floor ${USUAL_PRECISION_FLOOR} (her threshold starts one step above, at ${USUAL_THRESHOLD}), margin ${USUAL_MARGIN}`,
);
for (const [label, split] of [
  ["seen while designing (families 8-15 and cake.jpg)", seen],
  ["held out (families 16-23, first rendered after the constants were fixed)", heldOut],
] as const) {
  console.log(`\n-- ${label}`);
  row(`${USUAL_THRESHOLD}`, measure(split, USUAL_THRESHOLD));
  row(`floor ${USUAL_PRECISION_FLOOR}`, measure(split, USUAL_PRECISION_FLOOR));
  row(`no margin`, measure(split, USUAL_THRESHOLD, 0));
}

const quantiles = (xs: number[]) => {
  const sorted = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return `median ${q(0.5).toFixed(0)} ms, p95 ${q(0.95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
};
console.log(
  `\n-- time per photo over ${times.length - 1} photos (in-process, after the model is loaded; target p95 < 150 ms), load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      " ",
    )}:\n  embedding (what a member's analysis adds, in its own worker beside the detector): ${quantiles(embedTimes)}\n  decode to 640 px + embedding: ${quantiles(times)}`,
);
