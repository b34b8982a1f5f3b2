/**
 * A described meal's parts (shared/food/meal-words.ts) → USDA foods. For each part: the everyday
 * food table first (COMMON_FOODS: "eggs" is a whole egg, not the yolk a name search ranks first),
 * then a USDA name search on all her words. When nothing matches all of them ("pad thai with
 * shrimp"), there is no match, only alternatives from the parts of her words (the dish before
 * "with", then each word), so a guess is never shown as the answer.
 */
import {
  amountFromWords,
  commonFoodFor,
  commonFoodOf,
  type MealPart,
  type MealWordsItem,
  type UsdaFood,
} from "../../../shared/food";
import { searchFoods } from "../../nutrition/usda";
import { foodWithPortions } from "./labels";

const MAX_ALTERNATIVES = 6;

/** Words that say nothing about which food it is. */
const STOP = new Set([
  "with",
  "and",
  "of",
  "in",
  "on",
  "a",
  "an",
  "the",
  "some",
  "fresh",
  "homemade",
  "home",
  "made",
  "plain",
]);

/** The food with its portions; the everyday table's usual measure first ("1 slice" of toast). */
function usdaFood(ndb: string): UsdaFood | null {
  const r = foodWithPortions(ndb);
  if (!r) return null;
  const usual = commonFoodOf(r.food.ndb)?.portion;
  const first = usual ? r.portions.find((p) => p.label === usual) : undefined;
  const portions = first ? [first, ...r.portions.filter((p) => p !== first)] : r.portions;
  return { ndb: r.food.ndb, name: r.food.name, per100g: r.food.per100g, portions };
}

function singular(word: string): string {
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss|o)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && word.length > 3) return word.slice(0, -1);
  return word;
}

/** The everyday food for these words, as typed or with the last word singular ("2 bagels"). */
export function common(words: string): UsdaFood | null {
  const hit = commonFoodFor(words) ?? commonFoodFor(words.replace(/(\w+)$/, (w) => singular(w)));
  return hit ? usdaFood(hit.ndb) : null;
}

function searched(words: string, limit: number): UsdaFood[] {
  const terms = words
    .split(/\s+/)
    .filter((w) => w && !STOP.has(w))
    .join(" ");
  if (!terms) return [];
  return searchFoods(terms, limit)
    .map((f) => usdaFood(f.ndb))
    .filter((f): f is UsdaFood => f !== null);
}

function unique(foods: (UsdaFood | null)[], without: string | null): UsdaFood[] {
  const seen = new Set<string>(without ? [without] : []);
  const out: UsdaFood[] = [];
  for (const f of foods) {
    if (!f || seen.has(f.ndb)) continue;
    seen.add(f.ndb);
    out.push(f);
  }
  return out.slice(0, MAX_ALTERNATIVES);
}

/** The USDA food her words name, and others they could mean. */
export function matchWords(food: string): { match: UsdaFood | null; alternatives: UsdaFood[] } {
  const everyday = common(food);
  const found = searched(food, MAX_ALTERNATIVES + 1);
  const match = everyday ?? found[0] ?? null;
  if (match) return { match, alternatives: unique(found, match.ndb) };
  // No food matches all her words: offer the dish before "with" and each word on its own.
  const head = food.split(/ (?:with|and|in|on) /)[0] ?? food;
  const words = food.split(/\s+/).filter((w) => w.length > 2 && !STOP.has(w));
  const pieces = [head, ...words].filter((w, i, all) => w !== food && all.indexOf(w) === i);
  const alternatives = unique(
    pieces.flatMap((w) => [common(w), ...searched(w, 2)]),
    null,
  );
  return { match: null, alternatives };
}

/** One parsed part → the item the page shows and lets her adjust. */
export function mealWordsItem(part: MealPart): MealWordsItem {
  const { match, alternatives } = matchWords(part.food);
  if (!match) return { part, match: null, alternatives, amount: null, estimated: false };
  const { amount, estimated } = amountFromWords(part, match.portions);
  return { part, match, alternatives, amount, estimated };
}
