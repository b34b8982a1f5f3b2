/**
 * The meal plan catalogue's shape. Pure (no data import), so the client can use it.
 *
 * A plan is a set of catalogue recipes (by slug) to cook over 2-6 weeks. What a plan claims is
 * checked in meal-plans.test.ts against its recipes: they exist, share a journey with the plan,
 * and a dietary claim ("vegan") holds for every one of them.
 */
import { z } from "zod";
import { CONTENT_STAGES, RECIPE_JOURNEYS, slugify } from "../recipes/schema";

/** Spec point 9. */
export const MIN_PLAN_WEEKS = 2;
export const MAX_PLAN_WEEKS = 6;
export const MIN_PLAN_RECIPES = 14;
export const MAX_PLAN_RECIPES = 42;

export const MEAL_PLAN_CATEGORIES = [
  "Fertility",
  "Pregnancy",
  "Postpartum",
  "Family",
  "Plant-Based",
  "Everyday",
] as const;

/** Dietary claims a plan may make; each maps to the recipe flag it requires. */
export const PLAN_DIETS = {
  vegan: "vegan",
  vegetarian: "vegetarian",
  "gluten-free": "glutenFree",
  "dairy-free": "dairyFree",
} as const;
export type PlanDiet = keyof typeof PLAN_DIETS;

export const mealPlanSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: z.string().min(5).max(60),
    description: z.string().min(40).max(300),
    category: z.enum(MEAL_PLAN_CATEGORIES),
    weeks: z.number().int().min(MIN_PLAN_WEEKS).max(MAX_PLAN_WEEKS),
    recipes: z.array(z.string().min(1)).min(MIN_PLAN_RECIPES).max(MAX_PLAN_RECIPES),
    whatYoullGet: z.array(z.string().min(10)).min(3).max(8),
    tags: z.array(z.string().min(1)).min(1),
    journeys: z.array(z.enum(RECIPE_JOURNEYS)).min(1),
    stages: z.array(z.enum(CONTENT_STAGES)),
    dietary: z.array(z.enum(Object.keys(PLAN_DIETS) as [PlanDiet, ...PlanDiet[]])),
  })
  .superRefine((p, ctx) => {
    // Spec: the slug is the lowercased title with spaces as hyphens (titles carry no punctuation).
    if (p.slug !== p.title.toLowerCase().replace(/ /g, "-") || p.slug !== slugify(p.title)) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: `slug must be "${slugify(p.title)}"` });
    }
    if (new Set(p.recipes).size !== p.recipes.length) {
      ctx.addIssue({ code: "custom", path: ["recipes"], message: "a recipe is listed twice" });
    }
    for (const stage of p.stages) {
      if (!p.journeys.some((j) => stage.startsWith(`${j}-`))) {
        ctx.addIssue({
          code: "custom",
          path: ["stages"],
          message: `stage ${stage} is not in the plan's journeys`,
        });
      }
    }
  });
export type MealPlan = z.infer<typeof mealPlanSchema>;

/** A plan written without its id and slug: both come from the title. */
export function mealPlan(p: Omit<MealPlan, "id" | "slug">): MealPlan {
  const slug = p.title.toLowerCase().replace(/ /g, "-");
  return { id: slug, slug, ...p };
}
