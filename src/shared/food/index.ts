/**
 * Food calorie checker: the API contract shared by the page and the server, and the daily energy
 * target by journey stage (pure, unit-tested). Nutrient figures always come from USDA SR28 on the
 * server; the recogniser only names the food.
 */
import { z } from "zod";
import { isoInstant } from "../api-fields";
import type { SafetyFinding } from "../safety";
import type { Amount } from "./amounts";
import { MAX_MEAL_TEXT, type MealPart } from "./meal-words";
import { sealedPicture, type UsualSuggestion } from "./usual-meals";

export * from "./amounts";
export * from "./common-names";
export * from "./confidence";
export * from "./meal-words";
export * from "./usual-meals";

/** Shown when no USDA record matches what was recognised (the spec's wording). */
export const NO_MATCH_MESSAGE = "No precise nutritional information available for this food in our database.";

export interface FoodNutrients {
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number | null;
  sugar: number | null;
}

export interface FoodPortion {
  label: string;
  grams: number;
}

/** One food on the plate, with USDA figures for `grams`. */
export interface FoodItem {
  /** What the recogniser said ("hot dog"), before mapping to a USDA food. */
  label: string;
  confidence: number;
  ndb: string;
  name: string;
  grams: number;
  portion: FoodPortion;
  portions: FoodPortion[];
  per100g: FoodNutrients;
  nutrients: FoodNutrients;
}

/** A USDA SR28 food with what the browser needs to work out figures for any amount of it. */
export interface UsdaFood {
  ndb: string;
  /** The USDA description ("Egg, whole, cooked, hard-boiled"); show plainFoodName(ndb, name). */
  name: string;
  per100g: FoodNutrients;
  portions: FoodPortion[];
}

export interface FoodCandidate {
  label: string;
  confidence: number;
  /** The USDA food this label maps to, or null when there is no precise match. */
  ndb: string | null;
  name: string | null;
  /** That food with its portions, so she can confirm it without another request. */
  food: UsdaFood | null;
}

/**
 * sure: the recogniser's first choice is confident enough to show with its calories (still
 * correctable). unsure: it is not; nothing is headlined, she picks one of the candidates or searches.
 * nothing: no food recognised at all.
 */
export type AnalysisStatus = "sure" | "unsure" | "nothing";

/** The spec's nutritionalInfo: figures for the detected food at its default portion. */
export interface NutritionalInfo {
  calories: number;
  serving_size: string;
  protein: number;
  carbs: number;
  fat: number;
}

export interface FoodAnalysis {
  status: AnalysisStatus;
  /** The recogniser's first choice when it is sure; null when it is unsure or saw nothing. */
  detectedFood: string | null;
  confidence: number;
  nutritionalInfo: NutritionalInfo | null;
  /** Set when nothing matched: the message to show instead of figures. */
  message: string | null;
  items: FoodItem[];
  candidates: FoodCandidate[];
  recognizer: string;
  /** Server-side analysis time, for the bench and the curious. */
  elapsedMs: number;
  /** Signed-in only: the photo compared with her own meals (null for a visitor). */
  usual?: UsualSuggestion | null;
}

/**
 * A coffee-shop or everyday drink SR28 has no record for (a latte), defined as a mix of USDA foods at
 * a stated cup size (src/content/drinks.ts). Its figures are worked out from those USDA records the
 * way a recipe's are; other cup sizes are the same mix scaled.
 */
export interface DrinkFood {
  slug: string;
  /** What she would call it ("Latte, whole milk"). */
  name: string;
  /** How Bloom defines it: the cup size and each USDA food in it, so the figure can be checked. */
  note: string;
  /** The mix for one cup of the first portion, each with its USDA SR28 number. */
  ingredients: { line: string; ndb: string; usdaName: string }[];
  per100g: FoodNutrients;
  /** Cup sizes; the first is the one the ingredients make. */
  portions: FoodPortion[];
}

export interface FoodSearchResult {
  foods: UsdaFood[];
  /** Drinks made from USDA foods whose name holds every word of the query. */
  drinks: DrinkFood[];
  recipes: { slug: string; title: string; calories: number | null }[];
}

/** POST /api/food/words: a meal described in words. */
export const mealWordsInput = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, "Describe your meal, e.g. 2 eggs and a slice of toast.")
    .max(MAX_MEAL_TEXT, `Please keep it under ${MAX_MEAL_TEXT} characters.`),
});
export type MealWordsInput = z.infer<typeof mealWordsInput>;

/** One food of a described meal: her words, the USDA food they match, and the amount they say. */
export interface MealWordsItem {
  part: MealPart;
  /** The USDA food for her words; null when none matches them all (she picks an alternative or searches). */
  match: UsdaFood | null;
  /** Other foods her words could mean, best first (never the match itself). */
  alternatives: UsdaFood[];
  /** Her quantity and unit as an amount of the match; null without a match. */
  amount: Amount | null;
  /** True when her words gave no weight Bloom can know ("a plate"): the food's own serving stands in. */
  estimated: boolean;
}

export interface MealWordsResult {
  items: MealWordsItem[];
  /** What she typed, read by the safety module like every text she writes. */
  safety: SafetyFinding | null;
}

const nonNegative = (max: number) => z.number().finite().min(0).max(max);

/** One food of a plate, as the user confirmed it. Figures are recomputed from USDA when `ndb` is given. */
export const foodLogItem = z.strictObject({
  detected_food: z.string().trim().max(200).nullish(),
  confidence: z.number().min(0).max(1).nullish(),
  ndb: z
    .string()
    .regex(/^\d{4,5}$/, "ndb must be a USDA SR28 number")
    .nullish(),
  /** A drink of src/content/drinks.ts by its slug: figures are recomputed from its USDA foods. */
  drink: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, "drink must be a drink's slug")
    .nullish(),
  /** Required when no ndb or drink is given (a food typed in by hand, a recipe). */
  name: z.string().trim().min(1).max(200).nullish(),
  grams: nonNegative(5000),
  portion_label: z.string().trim().max(200).nullish(),
  /** Only used when no ndb or drink is given. */
  calories: nonNegative(20000).nullish(),
  protein: nonNegative(5000).nullish(),
  carbs: nonNegative(5000).nullish(),
  fat: nonNegative(5000).nullish(),
  logged_at: isoInstant.optional(),
});
export type FoodLogItem = z.infer<typeof foodLogItem>;

export const MAX_PLATE_ITEMS = 20;

/**
 * POST /api/food/logs: a whole plate, saved all or nothing (one entry per food), with an
 * `Idempotency-Key` header so a retry cannot log it twice. The photo, if kept, is stored once, with
 * the plate's first food.
 */
export const foodPlateCreate = z.strictObject({
  items: z.array(foodLogItem).min(1, "Add at least one food.").max(MAX_PLATE_ITEMS),
  /** A data URL of the analysed photo; stored (re-encoded, metadata stripped) only if keepPhoto is true. */
  image: z.string().max(15_000_000).nullish(),
  keepPhoto: z.boolean().optional(),
  /** The analysis's sealed picture: the plate becomes (or joins) one of her meals, learned from it. */
  picture: sealedPicture.optional(),
  /** The meal she said "Yes" to (her usual, or one of the nearest), when she did. */
  meal: z.string().min(1).max(64).optional(),
});
export type FoodPlateCreate = z.infer<typeof foodPlateCreate>;

/** PATCH /api/food/logs/:id: change the food and/or the portion, or the time. */
export const foodLogUpdate = z.strictObject({
  ndb: foodLogItem.shape.ndb,
  name: foodLogItem.shape.name,
  grams: nonNegative(5000).optional(),
  portion_label: foodLogItem.shape.portion_label,
  calories: foodLogItem.shape.calories,
  protein: foodLogItem.shape.protein,
  carbs: foodLogItem.shape.carbs,
  fat: foodLogItem.shape.fat,
  logged_at: foodLogItem.shape.logged_at,
});
export type FoodLogUpdate = z.infer<typeof foodLogUpdate>;

export interface FoodLogEntry {
  id: string;
  detected_food: string | null;
  confidence: number | null;
  ndb: string | null;
  name: string;
  grams: number;
  portion_label: string | null;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** The spec's food detection log keeps an image path; the API links to the photo instead (hers only), or null. */
  photo_url: string | null;
  logged_at: string;
}

/** The answer to POST /api/food/logs: the plate's entries, in the order they were sent. */
export interface FoodPlateLogged {
  entries: FoodLogEntry[];
  /** The meal of hers the plate became or joined, when it came with a photo's picture. */
  meal?: string | null;
}

export interface FoodDay {
  date: string;
  tz: string;
  entries: FoodLogEntry[];
  totals: { calories: number; protein: number; carbs: number; fat: number };
  target: EnergyTarget;
}

// --- Daily energy target -------------------------------------------------------------------------

export interface EnergyTarget {
  kcal: number;
  /** Extra energy on top of the baseline for this stage. */
  extra: number;
  /** Why, in plain words. */
  basis: string;
  /** A caution to show beside the figure. */
  note: string;
}

/**
 * A general reference, not a personal prescription. Sources:
 * - Baseline 2,000 kcal/day: the reference intake used for the Nutrition Facts label (US FDA) and in
 *   the Dietary Guidelines for Americans 2020-2025; real needs vary with age, size and activity.
 * - Pregnancy: +0 kcal/day in the first trimester, +340 in the second, +452 in the third; lactation:
 *   +330 kcal/day in the first six months and +400 in the second six (Institute of Medicine, Dietary
 *   Reference Intakes for Energy, 2005; quoted in the Dietary Guidelines for Americans 2020-2025,
 *   ch. 5). We round the third trimester to +450.
 */
export const BASELINE_KCAL = 2000;

export const ENERGY_NOTE =
  "A general estimate for adult women, not a personal target. Needs vary with age, body size and activity; your midwife, doctor or a registered dietitian can advise you.";

export function dailyEnergyTarget(
  stage: string | null | undefined,
  opts: { breastfeeding?: boolean } = {},
): EnergyTarget {
  const s = stage ?? "none";
  const make = (extra: number, basis: string, note = ENERGY_NOTE): EnergyTarget => ({
    kcal: BASELINE_KCAL + extra,
    extra,
    basis,
    note,
  });
  switch (s) {
    case "pregnant_trimester_1":
      return make(0, "First trimester: no extra energy is usually needed.");
    case "pregnant_trimester_2":
      return make(340, "Second trimester: about 340 kcal a day more.");
    case "pregnant_trimester_3":
      return make(450, "Third trimester: about 450 kcal a day more.");
    case "pregnant":
      return make(
        0,
        "Pregnancy: set your trimester in your profile for a closer estimate.",
        `About 340 kcal a day more in the second trimester and 450 in the third. ${ENERGY_NOTE}`,
      );
  }
  if (s === "postpartum" || s.startsWith("postpartum_")) {
    const firstSixMonths = s === "postpartum_0-6" || s === "postpartum_6-12" || s === "postpartum_3-6m";
    const secondSixMonths = s === "postpartum_6-12m";
    if (opts.breastfeeding === true && firstSixMonths)
      return make(330, "Breastfeeding, first six months: about 330 kcal a day more.");
    if (opts.breastfeeding === true && secondSixMonths)
      return make(400, "Breastfeeding, six to twelve months: about 400 kcal a day more.");
    if (opts.breastfeeding === undefined && (firstSixMonths || secondSixMonths || s === "postpartum"))
      return make(
        0,
        "After birth: the general baseline.",
        `If you are breastfeeding, about 330 kcal a day more in the first six months and 400 after that. ${ENERGY_NOTE}`,
      );
    return make(0, "After birth: the general baseline.");
  }
  return make(0, "The general baseline for adult women.");
}
