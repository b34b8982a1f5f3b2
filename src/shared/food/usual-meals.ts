/**
 * Her usual meals (docs/decisions/019): a plate she confirmed from a photo becomes one of her meals,
 * and the photo's embedding (a unit vector, see server/features/food/recognizers/embedder.ts) is kept
 * with it. A new photo is compared with each meal's photos; the best cosine per meal decides.
 * Pure: the server does the reading and writing, this decides.
 */
import { z } from "zod";
import { plainFoodName } from "./common-names";

/**
 * The cosine above which a photo is offered as her usual meal, calibrated by
 * `npm run bench -- food-personal` on the tuning third of its labelled set (README, "Her usual meals"):
 * one step above her floor, so a new member's first suggestions are the careful ones.
 */
export const USUAL_THRESHOLD = 0.86;
/**
 * Her own threshold never drops below this, however many chips she confirms. On the tuning third it
 * is the lowest threshold (with USUAL_MARGIN) at which at least 93 % of suggestions were right, and at
 * which a new dish scored this high against fewer than 5 % of single meals (a member with one meal).
 */
export const USUAL_PRECISION_FLOOR = 0.84;
/**
 * Her best meal must also lead her second best by this much: two of her meals in the same bowl look
 * alike, and a photo between them is asked about, not answered. On the tuning third this took the
 * share of right suggestions at 93 %+ precision from 14 to 22 of 48 repeats.
 */
export const USUAL_MARGIN = 0.02;
/** Nor rises above this (a threshold of 1 would never suggest anything again). */
export const USUAL_CEILING = 0.97;
/** A "Something else" at cosine s lifts her threshold to just above s. */
export const USUAL_NEGATIVE_MARGIN = 0.01;
/** Below the threshold, at most this many of her nearest meals are offered as chips... */
export const NEAREST_MEALS = 3;
/** ...and only those at least this close (further ones look like nothing she has eaten). */
export const NEAREST_MIN = 0.6;

/** A stored picture of one of her meals. */
export interface MealPicture {
  mealId: string;
  embedding: ArrayLike<number>;
  /** A photo she said was "Something else" when this meal was suggested. */
  negative: boolean;
}

export interface MealScore {
  mealId: string;
  /** Best cosine between the photo and this meal's own photos. */
  score: number;
}

export interface UsualMatch {
  /** The meal to offer as "your usual", or null. */
  usual: MealScore | null;
  /** When there is no usual: her nearest meals, closest first (at most NEAREST_MEALS). */
  nearest: MealScore[];
}

export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}

/**
 * Compares a photo with her meals. A meal is offered as her usual when its best photo scores at
 * `threshold` or more, at least `margin` above her next meal, and no photo she turned down for that
 * meal is closer than its own photos (she said "Something else" to a picture like this one before).
 */
export function matchMeals(
  embedding: ArrayLike<number>,
  pictures: MealPicture[],
  threshold: number,
  margin = USUAL_MARGIN,
): UsualMatch {
  const best = new Map<string, number>();
  const refused = new Map<string, number>();
  for (const p of pictures) {
    const s = cosine(embedding, p.embedding);
    const into = p.negative ? refused : best;
    if ((into.get(p.mealId) ?? -1) < s) into.set(p.mealId, s);
  }
  const ranked = [...best]
    .map(([mealId, score]) => ({ mealId, score }))
    .sort((a, b) => b.score - a.score || a.mealId.localeCompare(b.mealId));
  const [top, second] = ranked;
  if (
    top &&
    top.score >= threshold &&
    (!second || top.score - second.score >= margin) &&
    (refused.get(top.mealId) ?? -1) < top.score
  ) {
    return { usual: top, nearest: [] };
  }
  return { usual: null, nearest: ranked.filter((m) => m.score >= NEAREST_MIN).slice(0, NEAREST_MEALS) };
}

export type UsualTap =
  /** "Yes" on the offered usual meal, or on one of the nearest chips, at this score. */
  | { kind: "yes"; score: number }
  /** "Something else" when a meal was offered at this score. */
  | { kind: "something-else"; score: number };

/**
 * Her threshold after a tap. "Something else" above the threshold lifts it just above that score;
 * "Yes" on a meal offered only as a chip (below the threshold) lowers it halfway towards that score.
 * It stays between USUAL_PRECISION_FLOOR and USUAL_CEILING.
 */
export function nextThreshold(threshold: number, tap: UsualTap): number {
  let next = threshold;
  if (tap.kind === "something-else" && tap.score >= threshold) next = tap.score + USUAL_NEGATIVE_MARGIN;
  if (tap.kind === "yes" && tap.score < threshold) next = threshold - (threshold - tap.score) / 2;
  return Math.round(Math.min(USUAL_CEILING, Math.max(USUAL_PRECISION_FLOOR, next)) * 10_000) / 10_000;
}

/**
 * A meal named by its foods, by the names people use: one food keeps its whole name ("Cake, vanilla,
 * frosted"); several are "Oatmeal with blueberries", "Toast with butter and eggs".
 */
export function mealNameFromFoods(foods: { ndb: string | null; name: string }[]): string {
  const plain = [
    ...new Set(foods.map((f) => plainFoodName(f.ndb, f.name).trim()).filter((n) => n.length > 0)),
  ];
  if (plain.length === 0) return "My meal";
  if (plain.length === 1) return plain[0]!.slice(0, 80);
  const [first, ...rest] = plain.map((n) => n.split(",")[0]!.trim());
  const lower = [...new Set(rest.map((n) => n.toLowerCase()))];
  const tail = lower.length === 1 ? lower[0]! : `${lower.slice(0, -1).join(", ")} and ${lower.at(-1)}`;
  return `${first} with ${tail}`.slice(0, 80);
}

/** One food of a meal, enough to log it again as she did. */
export interface MealFood {
  ndb: string | null;
  drink: string | null;
  name: string;
  grams: number;
  portion_label: string | null;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/** One of her meals, as the API shows it. */
export interface UsualMeal {
  id: string;
  name: string;
  foods: MealFood[];
  calories: number;
  /** How many photos Bloom has learned it from (the pictures themselves never leave the server). */
  pictures: number;
  last_eaten_at: string;
}

/** In the analysis of a signed-in member's photo: her usual meal, or her nearest ones. */
export interface UsualSuggestion {
  /** The photo's learned picture, sealed: sent back with "Yes" or "Something else", opaque to the page. */
  picture: string;
  usual: (UsualMeal & { score: number }) | null;
  nearest: (UsualMeal & { score: number })[];
}

/** A sealed picture: base64url, at most a few kilobytes. */
export const sealedPicture = z
  .string()
  .max(4000)
  .regex(/^[A-Za-z0-9_-]+$/, "picture must be the sealed picture of an analysis");

/** POST /api/food/meals/:id/something-else: she said the suggested meal is not this photo. */
export const somethingElseInput = z.strictObject({ picture: sealedPicture });

/** PATCH /api/food/meals/:id: her own name for a meal. */
export const mealRename = z.strictObject({ name: z.string().trim().min(1).max(80) });
