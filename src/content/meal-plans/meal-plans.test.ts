import { describe, expect, it } from "vitest";
import { findRecipe } from "../recipes";
import { findMealPlan, MEAL_PLANS } from ".";
import {
  MAX_PLAN_RECIPES,
  MAX_PLAN_WEEKS,
  MIN_PLAN_RECIPES,
  MIN_PLAN_WEEKS,
  mealPlanSchema,
  PLAN_DIETS,
} from "./schema";

describe("the meal plan catalogue", () => {
  it("holds at least 12 plans", () => {
    expect(MEAL_PLANS.length).toBeGreaterThanOrEqual(12);
  });

  it.each(MEAL_PLANS.map((p) => [p.slug, p] as const))("%s passes the schema", (_slug, plan) => {
    const result = mealPlanSchema.safeParse(plan);
    expect(result.success, result.error?.message).toBe(true);
  });

  it("has unique slugs that are the lowercased title with hyphens, and each resolves", () => {
    const slugs = MEAL_PLANS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const plan of MEAL_PLANS) {
      expect(plan.slug).toBe(plan.title.toLowerCase().replace(/ /g, "-"));
      expect(findMealPlan(plan.slug)).toBe(plan);
    }
    expect(findMealPlan("no-such-plan")).toBeUndefined();
  });

  it("keeps weeks and recipe counts within the spec's limits", () => {
    for (const plan of MEAL_PLANS) {
      expect(plan.weeks).toBeGreaterThanOrEqual(MIN_PLAN_WEEKS);
      expect(plan.weeks).toBeLessThanOrEqual(MAX_PLAN_WEEKS);
      expect(plan.recipes.length).toBeGreaterThanOrEqual(MIN_PLAN_RECIPES);
      expect(plan.recipes.length).toBeLessThanOrEqual(MAX_PLAN_RECIPES);
    }
  });

  it("lists only recipes that exist and share a journey with the plan", () => {
    for (const plan of MEAL_PLANS) {
      for (const slug of plan.recipes) {
        const recipe = findRecipe(slug);
        expect(recipe, `${plan.slug}: ${slug}`).toBeDefined();
        expect(
          recipe!.journeys.some((j) => plan.journeys.includes(j)),
          `${plan.slug}: ${slug} shares no journey with the plan`,
        ).toBe(true);
      }
    }
  });

  it("keeps its dietary claims: a vegan plan holds only vegan recipes", () => {
    for (const plan of MEAL_PLANS) {
      for (const diet of plan.dietary) {
        for (const slug of plan.recipes) {
          expect(
            findRecipe(slug)!.dietary[PLAN_DIETS[diet]],
            `${plan.slug} claims ${diet}, ${slug} is not`,
          ).toBe(true);
        }
      }
    }
  });

  it("claims every diet its recipes all meet, so filters do not miss a plan", () => {
    for (const plan of MEAL_PLANS) {
      for (const [diet, flag] of Object.entries(PLAN_DIETS)) {
        const all = plan.recipes.every((s) => findRecipe(s)!.dietary[flag]);
        if (all) expect(plan.dietary, `${plan.slug} could claim ${diet}`).toContain(diet);
      }
    }
  });

  it("has a plan for every journey", () => {
    for (const journey of ["ttc", "pregnant", "postpartum", "toddler"] as const) {
      expect(MEAL_PLANS.some((p) => p.journeys.includes(journey))).toBe(true);
    }
  });
});
