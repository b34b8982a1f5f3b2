/**
 * A meal described in words → the foods in it, each with its quantity and unit: "2 eggs and a slice
 * of toast", "pad thai with shrimp, one plate", "150 g rice". Pure and dictionary-light: it finds
 * numbers (digits, decimals, fractions, ½, and words such as one, half, a couple of), units (mass,
 * volume, household measures and the plates and bowls people eat from) and leaves the rest as the
 * food's words, which the server matches to USDA foods. Nothing here knows a food's weight.
 */
import { normalizeUnit } from "../nutrition/units";
import { commonFoodFor } from "./common-names";

/** Where the words are too vague to weigh ("a plate", "a glass"), the food's own serving stands in. */
export const VESSEL_UNITS = ["plate", "bowl", "serving", "handful", "glass", "mug", "scoop", "bar"] as const;
export type VesselUnit = (typeof VESSEL_UNITS)[number];

export type Size = "small" | "medium" | "large" | "extra large";

export interface MealPart {
  /** The words she typed for this food ("2 eggs"). */
  text: string;
  /** How many; 1 when she gave no number ("toast"). */
  quantity: number;
  /** A unit from nutrition/units ("g", "cup", "slice"), a vessel ("plate"), or null for a count of the food itself ("2 eggs"). */
  unit: string | null;
  size: Size | null;
  /** The food, lower case, without quantity, unit and filler ("pad thai with shrimp"). */
  food: string;
  /** True when she gave a number or a unit; false when 1 is assumed. */
  counted: boolean;
  /** What came after "with" ("toast with butter"): a little of it, the food's smallest measure. */
  side: boolean;
}

export const MAX_MEAL_TEXT = 500;
export const MAX_MEAL_PARTS = 12;

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  half: 0.5,
  quarter: 0.25,
  couple: 2,
  pair: 2,
};

const UNICODE_FRACTIONS: Record<string, string> = {
  "½": " 1/2",
  "¼": " 1/4",
  "¾": " 3/4",
  "⅓": " 1/3",
  "⅔": " 2/3",
  "⅛": " 1/8",
};

const VESSEL_ALIASES: Record<string, VesselUnit> = {
  plate: "plate",
  plates: "plate",
  plateful: "plate",
  bowl: "bowl",
  bowls: "bowl",
  bowlful: "bowl",
  serving: "serving",
  servings: "serving",
  portion: "serving",
  portions: "serving",
  helping: "serving",
  helpings: "serving",
  handful: "handful",
  handfuls: "handful",
  glass: "glass",
  glasses: "glass",
  mug: "mug",
  mugs: "mug",
  scoop: "scoop",
  scoops: "scoop",
  bar: "bar",
  bars: "bar",
};

/** Spellings nutrition/units does not know, and abbreviations people type. */
const EXTRA_UNIT_ALIASES: Record<string, string> = {
  gm: "g",
  gms: "g",
  kgs: "kg",
  mls: "ml",
  tbsps: "tbsp",
  tbl: "tbsp",
  tsps: "tsp",
  pc: "piece",
  pcs: "piece",
  cups: "cup",
  cupful: "cup",
  can: "can",
  tin: "can",
  tins: "can",
  rasher: "slice",
  rashers: "slice",
  wedge: "slice",
  wedges: "slice",
};

const SIZES: Record<string, Size> = {
  small: "small",
  little: "small",
  medium: "medium",
  large: "large",
  big: "large",
  huge: "large",
};

/** Dishes whose name holds an "and": not split into two foods. */
const AND_DISHES = [
  "mac and cheese",
  "macaroni and cheese",
  "fish and chips",
  "rice and beans",
  "bread and butter",
  "peanut butter and jelly",
  "sweet and sour",
  "salt and pepper",
  "strawberries and cream",
  "cheese and crackers",
  "ham and cheese",
];

/** Words that say how she ate, not what: dropped from the food. */
const FILLER = new Set([
  "of",
  "the",
  "some",
  "my",
  "about",
  "around",
  "approx",
  "approximately",
  "roughly",
  "just",
  "x",
]);

const CONNECTORS = new Set(["and", "then", "also", "plus", "with", "or"]);

const PREAMBLE =
  /^(?:(?:today|this morning|tonight|for (?:breakfast|lunch|dinner|supper|a snack|snack)|i(?:'ve| have)?(?: just)? (?:had|ate|eaten)|had|ate)[\s,:]+)+/;

function number(token: string): number | null {
  if (/^\d+(?:[.,]\d+)?$/.test(token)) return Number(token.replace(",", "."));
  const frac = /^(\d+)\/(\d+)$/.exec(token);
  if (frac && Number(frac[2]) > 0) return Number(frac[1]) / Number(frac[2]);
  return null;
}

function unitOf(token: string, next?: string): { unit: string; used: number } | null {
  if (next && normalizeUnit(`${token} ${next}`)) return { unit: normalizeUnit(`${token} ${next}`)!, used: 2 };
  const vessel = VESSEL_ALIASES[token];
  if (vessel) return { unit: vessel, used: 1 };
  const alias = EXTRA_UNIT_ALIASES[token];
  if (alias) return { unit: alias, used: 1 };
  const u = normalizeUnit(token);
  // "medium", "large", "cake", "date" are units for nutrition/units but sizes or foods here.
  if (
    u &&
    ![
      "small",
      "medium",
      "large",
      "extra large",
      "cake",
      "date",
      "whole",
      "each",
      "muffin",
      "bagel",
      "pita",
      "tortilla",
      "breast",
      "thigh",
      "fillet",
    ].includes(u)
  )
    return { unit: u, used: 1 };
  return null;
}

/** Leading quantity words: "2", "1 1/2", "one and a half", "half a", "a couple of", "2x". */
function readQuantity(tokens: string[]): { quantity: number; used: number } | null {
  const t0 = tokens[0];
  if (t0 === undefined) return null;
  let i = 0;
  let q: number | null = number(t0.replace(/x$/, ""));
  if (q !== null) {
    i = 1;
    const frac = tokens[1] !== undefined ? /^(\d+)\/(\d+)$/.exec(tokens[1]) : null;
    if (frac && Number.isInteger(q) && Number(frac[2]) > 0) {
      q += Number(frac[1]) / Number(frac[2]);
      i = 2;
    }
  } else if (t0 === "half") {
    // "half a sandwich", "half an avocado"
    q = 0.5;
    i = tokens[1] === "a" || tokens[1] === "an" ? 2 : 1;
  } else if (
    (t0 === "a" || t0 === "an") &&
    tokens[1] !== undefined &&
    ["couple", "dozen", "half", "pair", "quarter"].includes(tokens[1])
  ) {
    q = NUMBER_WORDS[tokens[1]]!;
    i = 2;
  } else if (t0 in NUMBER_WORDS && t0 !== "half") {
    q = NUMBER_WORDS[t0]!;
    i = 1;
  }
  if (q === null) return null;
  // "one and a half", "2 and a half"
  if (tokens[i] === "and" && (tokens[i + 1] === "a" || tokens[i + 1] === "an") && tokens[i + 2] === "half") {
    q += 0.5;
    i += 3;
  }
  if (tokens[i] === "x" || tokens[i] === "×") i += 1;
  return { quantity: q, used: i };
}

/** A trailing amount: "rice 150 g", "eggs x2", "coffee (2 cups)". */
function readTrailing(tokens: string[]): { quantity: number; unit: string | null; used: number } | null {
  const n = tokens.length;
  const last = tokens[n - 1];
  if (last === undefined || n < 2) return null;
  const times = /^[x×](\d+)$/.exec(last);
  if (times) return { quantity: Number(times[1]), unit: null, used: 1 };
  const unit = unitOf(last);
  const q = tokens[n - 2] !== undefined ? number(tokens[n - 2]!) : null;
  if (unit && q !== null && n > 2) return { quantity: q, unit: unit.unit, used: 2 };
  return null;
}

function tokensOf(text: string): string[] {
  let t = text.toLowerCase();
  for (const [f, r] of Object.entries(UNICODE_FRACTIONS)) t = t.split(f).join(r);
  return t
    .replace(/[()]/g, " ")
    .replace(/(\d)\s*(?=[a-z])/g, "$1 ") // "150g" → "150 g", "2x" stays readable below
    .replace(/\b(\d+) x\b/g, "$1 x")
    .replace(/[^a-z0-9./%×' -]+/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}

/** One comma-free piece ("a slice of toast") → a part; null when nothing is left of it. */
export function parsePart(text: string): MealPart | null {
  const trimmed = text.trim().toLowerCase().replace(PREAMBLE, "");
  let tokens = tokensOf(trimmed);
  // Joining words left at a piece's edge ("and, then a banana") are not food.
  while (tokens[0] !== undefined && CONNECTORS.has(tokens[0])) tokens = tokens.slice(1);
  while (tokens.length > 0 && CONNECTORS.has(tokens[tokens.length - 1]!)) tokens = tokens.slice(0, -1);
  if (tokens.length === 0) return null;
  let quantity = 1;
  let unit: string | null = null;
  let size: Size | null = null;
  let counted = false;

  const q = readQuantity(tokens);
  if (q) {
    quantity = q.quantity;
    tokens = tokens.slice(q.used);
    counted = true;
    // "a couple of", "a dozen" are followed by "of"
  }
  const takeSize = () => {
    for (;;) {
      const t = tokens[0];
      if (t === "extra" && tokens[1] === "large") {
        size = "extra large";
        tokens = tokens.slice(2);
      } else if (t !== undefined && t in SIZES) {
        size = SIZES[t]!;
        tokens = tokens.slice(1);
      } else return;
    }
  };
  takeSize();
  if (tokens[0] !== undefined) {
    const u = unitOf(tokens[0], tokens[1]);
    // A unit word needs something after it, or a number before it: "2 cups of rice", "one plate".
    if (u && (tokens.length > u.used || counted)) {
      unit = u.unit;
      tokens = tokens.slice(u.used);
      counted = true;
      // "half a cup" says the unit after "a": "half a cup of rice" → 0.5 cup
    }
  }
  while (tokens[0] !== undefined && FILLER.has(tokens[0])) tokens = tokens.slice(1);
  takeSize();
  // "a cup of a large" is not English; a second "a"/"an" can only be an article.
  while (tokens[0] === "a" || tokens[0] === "an") tokens = tokens.slice(1);

  if (!counted) {
    const tail = readTrailing(tokens);
    if (tail) {
      quantity = tail.quantity;
      unit = tail.unit;
      tokens = tokens.slice(0, tokens.length - tail.used);
      counted = true;
    }
  }
  const food = tokens
    .filter((t) => !FILLER.has(t))
    .join(" ")
    .replace(/^(?:a|an) /, "")
    .trim();
  if (!food && !counted) return null;
  if (!(quantity > 0)) quantity = 1;
  return { text: text.trim(), quantity, unit, size, food, counted, side: false };
}

/** Protects "mac and cheese" from the "and" split, then splits on commas, "and", "plus", "&", "+". */
function pieces(text: string): string[] {
  let t = ` ${text.toLowerCase().replace(/[^\S\n]+/g, " ")} `;
  // "one and a half cups", "2 and a half": one number, not two foods.
  t = t.replace(/\b(\d+|one|two|three|four|five)\s+and\s+an?\s+half\b/g, (_, n: string) =>
    String((number(n) ?? NUMBER_WORDS[n] ?? 0) + 0.5),
  );
  AND_DISHES.forEach((dish, i) => {
    t = t.replace(new RegExp(`\\b${dish}\\b`, "g"), `«${i}»`);
  });
  return t
    .split(/[,;\n+&]| and then | then | and | plus | also /)
    .map((p) => p.replace(/«(\d+)»/g, (_, i: string) => AND_DISHES[Number(i)]!).trim())
    .filter((p) => p.length > 0);
}

/** "toast with butter" is two foods when both are everyday foods; "pad thai with shrimp" is one dish. */
function splitWith(part: MealPart): MealPart[] {
  const m = /^(.+?) (?:with|and) (.+)$/.exec(part.food);
  if (!m || !commonFoodFor(m[1]!) || !commonFoodFor(m[2]!)) return [part];
  return [
    { ...part, food: m[1]! },
    { text: `with ${m[2]}`, quantity: 1, unit: null, size: null, food: m[2]!, counted: false, side: true },
  ];
}

/**
 * The foods of a described meal, in the order she wrote them. A piece with an amount but no food
 * ("one plate") gives its amount to the food before it when that one had none of its own.
 */
export function parseMeal(text: string): MealPart[] {
  const parts: MealPart[] = [];
  for (const piece of pieces(text.slice(0, MAX_MEAL_TEXT))) {
    const part = parsePart(piece);
    if (!part) continue;
    if (!part.food) {
      const prev = parts[parts.length - 1];
      if (prev && !prev.counted) {
        parts[parts.length - 1] = {
          ...prev,
          text: `${prev.text}, ${part.text}`,
          quantity: part.quantity,
          unit: part.unit,
          size: part.size ?? prev.size,
          counted: true,
        };
      }
      continue;
    }
    parts.push(...splitWith(part));
  }
  return parts.slice(0, MAX_MEAL_PARTS);
}
