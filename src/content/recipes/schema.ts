/**
 * The recipe catalogue's shape. Pure (no data import), so the client can use the types and helpers.
 *
 * Dietary flags are checked, not just claimed: every ingredient lists what it `contains`, and the
 * schema (checks.ts) rejects a recipe whose vegan / vegetarian / gluten-free / dairy-free flags disagree with its
 * ingredients. Nutrition is never typed in: it is computed from the ingredients (src/server/nutrition/recipes.ts).
 */
import type { z } from "zod";
import { CONTENT_STAGES, type ContentStage } from "../journeys";
// Types only: the schemas live in checks.ts, so what imports the catalogue (the dashboard's
// breakfast ideas, say) does not load zod with it.
import type { dietarySchema, ingredientSchema, recipeSchema } from "./checks";

export const RECIPE_CATEGORIES = [
  "Breakfast",
  "Lunch",
  "Dinner",
  "Snacks",
  "Smoothies",
  "Soups",
  "Beverages",
  "Desserts",
] as const;
export type RecipeCategory = (typeof RECIPE_CATEGORIES)[number];

export const DIFFICULTIES = ["Easy", "Medium"] as const;

export const AISLES = [
  "produce",
  "dairy & eggs",
  "meat & fish",
  "bakery",
  "pantry",
  "frozen",
  "spices",
] as const;
export type Aisle = (typeof AISLES)[number];

/** What an ingredient contains, for dietary flags and allergens. Poultry counts as meat. */
export const CONTAINS = [
  "meat",
  "fish",
  "shellfish",
  "egg",
  "dairy",
  "gluten",
  "nuts",
  "peanuts",
  "soy",
  "sesame",
  "honey",
] as const;
export type Contains = (typeof CONTAINS)[number];

export const RECIPE_JOURNEYS = ["ttc", "pregnant", "postpartum", "toddler"] as const;

export { CONTENT_STAGES, type ContentStage };

/** Lowercased title, runs of non-alphanumerics → one hyphen, no leading/trailing hyphen. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export type Ingredient = z.infer<typeof ingredientSchema>;
export type Dietary = z.infer<typeof dietarySchema>;
export type Recipe = z.infer<typeof recipeSchema>;

/** The flags that follow from what the ingredients contain. */
export function dietaryFromContains(contains: Iterable<Contains>): Dietary {
  const set = new Set(contains);
  const vegetarian = !set.has("meat") && !set.has("fish") && !set.has("shellfish");
  return {
    vegetarian,
    vegan: vegetarian && !set.has("egg") && !set.has("dairy") && !set.has("honey"),
    glutenFree: !set.has("gluten"),
    dairyFree: !set.has("dairy"),
  };
}

export function recipeContains(recipe: { ingredients: readonly Pick<Ingredient, "contains">[] }): Contains[] {
  const set = new Set<Contains>();
  for (const ing of recipe.ingredients) for (const c of ing.contains) set.add(c);
  return CONTAINS.filter((c) => set.has(c));
}

/** Words that must never appear in a recipe (pregnancy safety: raw/undercooked animal foods, risky cheeses, high-mercury fish, alcohol, liver). */
export const FORBIDDEN_PATTERNS: readonly RegExp[] = [
  /\braw eggs?\b/i,
  /\brunny\b/i,
  /\bsoft[- ]boiled\b/i,
  /\bsunny[- ]side\b/i,
  /\bundercooked\b/i,
  /\b(medium[- ])?rare\b/i,
  /\b(sushi|sashimi|tartare|carpaccio|ceviche|poke)\b/i,
  /\bsmoked salmon\b/i,
  /\bunpasteu?ri[sz]ed\b/i,
  /\braw milk\b/i,
  /\b(brie|camembert|roquefort|gorgonzola|blue cheese|queso fresco)\b/i,
  /\b(swordfish|shark|king mackerel|tilefish|marlin|orange roughy|bigeye)\b/i,
  /\b(wine|beer|rum|brandy|vodka|whisk(e)?y|liqueur|sake|mirin|alcohol|vanilla extract)\b/i,
  /\b(liver|p[aâ]t[eé])\b/i,
];

/** An ingredient as one line of text: "2 cup rolled oats (note)". */
export function ingredientLine(ing: Pick<Ingredient, "quantity" | "unit" | "food" | "note">): string {
  const qty = formatQuantity(ing.quantity);
  const unit = ["piece", "whole", "each"].includes(ing.unit) ? "" : ` ${pluralUnit(ing.unit, ing.quantity)}`;
  return `${qty}${unit} ${ing.food}${ing.note ? `, ${ing.note}` : ""}`;
}

function pluralUnit(unit: string, quantity: number): string {
  if (quantity <= 1) return unit;
  const plurals: Record<string, string> = {
    cup: "cups",
    slice: "slices",
    clove: "cloves",
    leaf: "leaves",
    sprig: "sprigs",
    stalk: "stalks",
    fillet: "fillets",
    tortilla: "tortillas",
    pita: "pitas",
    muffin: "muffins",
    date: "dates",
    can: "cans",
  };
  return plurals[unit] ?? unit;
}

const FRACTIONS: [number, string][] = [
  [0.25, "¼"],
  [1 / 3, "⅓"],
  [0.5, "½"],
  [2 / 3, "⅔"],
  [0.75, "¾"],
];

/** 1.5 → "1½", 0.333 → "⅓", 2.4 → "2.4". */
export function formatQuantity(q: number): string {
  const whole = Math.floor(q);
  const frac = q - whole;
  if (frac < 0.01) return String(whole);
  const hit = FRACTIONS.find(([v]) => Math.abs(v - frac) < 0.01);
  if (hit) return whole === 0 ? hit[1] : `${whole}${hit[1]}`;
  return String(Math.round(q * 10) / 10);
}

/**
 * The spec's "total time": prep + cook + the rest the method asks for (chilling, freezing,
 * resting), so overnight oats read 6 hr 5 min, not 5 min.
 */
export function totalMinutes(recipe: Pick<Recipe, "prepMinutes" | "cookMinutes" | "rest">): number {
  return recipe.prepMinutes + recipe.cookMinutes + (recipe.rest?.minutes ?? 0);
}

const REST_PLACES = { fridge: "in the fridge", freezer: "in the freezer", counter: "resting" } as const;
/** What the total time includes besides prep and cook, for a recipe that rests: "6 hr in the fridge". */
export function restNote(recipe: Pick<Recipe, "rest">, format: (minutes: number) => string): string | null {
  return recipe.rest ? `${format(recipe.rest.minutes)} ${REST_PLACES[recipe.rest.where]}` : null;
}

/**
 * The cold waits a method states in so many words ("refrigerate for at least 6 hours", "chill for
 * 20 minutes", "freeze for at least 3 hours"), in minutes: the content test holds every recipe's
 * `rest` to at least this. (A rest on the counter may fall within the cook time, as rice resting
 * while the rest cooks; those are set by hand.)
 */
export function statedRestMinutes(instructions: readonly string[]): number {
  const wait = /\b(refrigerate|chill|freeze)\b[^.;]*?\bfor (?:at least )?(\d+)(?:-\d+)? (hours?|minutes?)/gi;
  let total = 0;
  for (const step of instructions) {
    for (const m of step.matchAll(wait)) total += Number(m[2]) * (m[3]!.startsWith("hour") ? 60 : 1);
  }
  return total;
}

/**
 * The spec's fallback nutrition per serving (point 9). Catalogue recipes never use it: their
 * nutrition is computed (src/server/nutrition/recipes.test.ts proves every one computes); it is
 * only for a recipe whose ingredients cannot be resolved, e.g. user-supplied content in future.
 */
export const DEFAULT_NUTRITION = { calories: 350, protein: 18, carbs: 36, fat: 14, fiber: 6 } as const;

/** Fixed text on the recipe detail's Notes tab. */
export const LEFTOVERS_NOTE = "Leftovers keep 3-4 days in an airtight container in the fridge.";
