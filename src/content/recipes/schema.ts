/**
 * The recipe catalogue's shape. Pure (no data import), so the client can use the types and helpers.
 *
 * Dietary flags are checked, not just claimed: every ingredient lists what it `contains`, and the
 * schema rejects a recipe whose vegan / vegetarian / gluten-free / dairy-free flags disagree with its
 * ingredients. Nutrition is never typed in: it is computed from the ingredients (src/server/nutrition/recipes.ts).
 */
import { z } from "zod";
import { CONTENT_STAGES, type ContentStage } from "../journeys";

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

export const ingredientSchema = z.object({
  quantity: z.number().positive(),
  /** A unit units.ts knows: g, kg, oz, lb, ml, l, tsp, tbsp, cup, fl oz, or a count (medium, slice, clove...). */
  unit: z.string().min(1),
  /** Display text, e.g. "rolled oats". */
  food: z.string().min(1),
  /** USDA SR28 NDB number, 5 digits. */
  ndb: z.string().regex(/^\d{5}$/),
  note: z.string().min(1).optional(),
  aisle: z.enum(AISLES),
  contains: z.array(z.enum(CONTAINS)),
  /** Grams per millilitre, for volume units when the USDA record has no volume measure. */
  densityGPerMl: z.number().positive().optional(),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

export const dietarySchema = z.object({
  vegan: z.boolean(),
  vegetarian: z.boolean(),
  glutenFree: z.boolean(),
  dairyFree: z.boolean(),
});
export type Dietary = z.infer<typeof dietarySchema>;

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

export const recipeSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: z.string().min(3).max(80),
    description: z.string().min(20).max(300),
    category: z.enum(RECIPE_CATEGORIES),
    prepMinutes: z.number().int().min(0).max(240),
    cookMinutes: z.number().int().min(0).max(480),
    /**
     * Hands-off time the method asks for besides prep and cook: hours in the fridge or the freezer,
     * a batter or meat resting on the counter. Part of the total time (see totalMinutes).
     */
    rest: z
      .strictObject({
        minutes: z
          .number()
          .int()
          .min(1)
          .max(24 * 60),
        where: z.enum(["fridge", "freezer", "counter"]),
      })
      .optional(),
    servings: z.number().int().min(1).max(16),
    difficulty: z.enum(DIFFICULTIES),
    tags: z.array(z.string().min(1)).min(1),
    dietary: dietarySchema,
    ingredients: z.array(ingredientSchema).min(2),
    instructions: z.array(z.string().min(10)).min(2),
    benefits: z.array(z.string().min(5)).min(1),
    notes: z.string().min(10),
    journeys: z.array(z.enum(RECIPE_JOURNEYS)).min(1),
    stages: z.array(z.enum(CONTENT_STAGES)),
    /** Food-safety reminders shown with the recipe (e.g. "Cook eggs until the yolks are firm"). */
    safetyNotes: z.array(z.string().min(10)).optional(),
  })
  .superRefine((r, ctx) => {
    if (r.slug !== slugify(r.title)) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: `slug must be "${slugify(r.title)}"` });
    }
    const derived = dietaryFromContains(recipeContains(r));
    for (const key of ["vegan", "vegetarian", "glutenFree", "dairyFree"] as const) {
      if (r.dietary[key] !== derived[key]) {
        ctx.addIssue({
          code: "custom",
          path: ["dietary", key],
          message: `${key} is ${r.dietary[key]} but the ingredients say ${derived[key]}`,
        });
      }
    }
    for (const stage of r.stages) {
      const journey = RECIPE_JOURNEYS.find((j) => stage.startsWith(`${j}-`));
      if (!journey || !r.journeys.includes(journey)) {
        ctx.addIssue({
          code: "custom",
          path: ["stages"],
          message: `stage ${stage} is not in the recipe's journeys`,
        });
      }
    }
    const text = [
      r.title,
      r.description,
      r.notes,
      ...r.instructions,
      ...r.ingredients.flatMap((i) => [i.food, i.note ?? ""]),
    ].join("\n");
    for (const pattern of FORBIDDEN_PATTERNS) {
      if (pattern.test(text)) {
        ctx.addIssue({
          code: "custom",
          path: ["ingredients"],
          message: `not pregnancy-safe: matches ${pattern}`,
        });
      }
    }
    // Canned fish is cooked in the can; everything else animal must be cooked in the recipe.
    const animal = r.ingredients.some(
      (i) =>
        !/\bcanned\b/i.test(i.food) &&
        i.contains.some((c) => ["meat", "fish", "shellfish", "egg"].includes(c)),
    );
    if (animal) {
      const cooked = /cooked through|\bfirm\b|opaque|\bset\b|flakes|\d+\s*°[CF]/i;
      if (r.cookMinutes === 0 || !r.instructions.some((s) => cooked.test(s))) {
        ctx.addIssue({
          code: "custom",
          path: ["instructions"],
          message: "recipes with eggs, meat or fish must cook them fully and say how to tell",
        });
      }
    }
  });
export type Recipe = z.infer<typeof recipeSchema>;

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
