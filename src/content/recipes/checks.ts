/**
 * The zod schemas every catalogue recipe is held to (src/content/recipes/recipes.test.ts): its shape,
 * dietary flags that agree with its ingredients, and the pregnancy-safety rules. Apart from
 * schema.ts, whose types and helpers the app uses, so a page showing recipes loads no zod.
 */
import { z } from "zod";
import {
  AISLES,
  CONTAINS,
  CONTENT_STAGES,
  DIFFICULTIES,
  dietaryFromContains,
  FORBIDDEN_PATTERNS,
  RECIPE_CATEGORIES,
  RECIPE_JOURNEYS,
  recipeContains,
  slugify,
} from "./schema";

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

export const dietarySchema = z.object({
  vegan: z.boolean(),
  vegetarian: z.boolean(),
  glutenFree: z.boolean(),
  dairyFree: z.boolean(),
});

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
