import { describe, expect, it } from "vitest";
import { findRecipe, RECIPES } from "../../content/recipes";
import { recipeContains } from "../../content/recipes/schema";
import { QUIZ_STAGES } from "../journeys";
import { buildMealPlan, MEAL_SLOTS, type MealPlan } from "./meal-plan";
import { type DietaryPreference, type MealQuizAnswers, toggleDietary } from "./options";

const answers = (over: Partial<MealQuizAnswers> = {}): MealQuizAnswers => ({
  motherhoodStage: "pregnant",
  fitnessGoal: "stay-active",
  workoutDays: "3-4",
  dietaryPreferences: [],
  planType: "meal",
  additionalNotes: "",
  ...over,
});

const recipesOf = (plan: MealPlan) => plan.days.flatMap((d) => d.meals.map((m) => findRecipe(m.slug)!));
const contains = (plan: MealPlan) =>
  recipesOf(plan).map((r) => ({ slug: r.slug, contains: recipeContains(r) }));

describe("buildMealPlan: dietary choices", () => {
  it.each(QUIZ_STAGES)("a vegan plan for %s never contains meat, fish, eggs, dairy or honey", (stage) => {
    const plan = buildMealPlan(answers({ motherhoodStage: stage, dietaryPreferences: ["vegan"] }), RECIPES);
    for (const r of contains(plan)) {
      expect(
        r.contains.filter((c) => ["meat", "fish", "shellfish", "egg", "dairy", "honey"].includes(c)),
        r.slug,
      ).toEqual([]);
    }
    expect(plan.notes.join(" ")).toMatch(/B12/);
  });

  it.each(QUIZ_STAGES)("a vegetarian plan for %s never contains meat or fish", (stage) => {
    const plan = buildMealPlan(
      answers({ motherhoodStage: stage, dietaryPreferences: ["vegetarian"] }),
      RECIPES,
    );
    for (const r of contains(plan)) {
      expect(
        r.contains.filter((c) => ["meat", "fish", "shellfish"].includes(c)),
        r.slug,
      ).toEqual([]);
    }
  });

  it.each(QUIZ_STAGES)("a gluten-free and dairy-free plan for %s has neither", (stage) => {
    const plan = buildMealPlan(
      answers({ motherhoodStage: stage, dietaryPreferences: ["gluten-free", "dairy-free"] }),
      RECIPES,
    );
    for (const r of contains(plan)) {
      expect(r.contains, r.slug).not.toContain("gluten");
      expect(r.contains, r.slug).not.toContain("dairy");
    }
    for (const r of recipesOf(plan)) expect(r.dietary.glutenFree && r.dietary.dairyFree).toBe(true);
  });

  it("applies vegan, gluten-free and dairy-free together", () => {
    const plan = buildMealPlan(
      answers({ dietaryPreferences: ["vegan", "gluten-free", "dairy-free"] }),
      RECIPES,
    );
    for (const r of recipesOf(plan)) expect(r.dietary).toMatchObject({ vegan: true, glutenFree: true });
  });

  it("leaves a meal open, with a note, rather than break a dietary choice", () => {
    const onlyLunch = RECIPES.filter((r) => r.category === "Lunch");
    const plan = buildMealPlan(answers({ dietaryPreferences: ["vegan"] }), onlyLunch);
    expect(plan.days.every((d) => d.meals.every((m) => m.slot === "lunch"))).toBe(true);
    expect(plan.notes.join(" ")).toMatch(/breakfast recipes fits/);
  });

  it('"none" clears the other choices, and another choice clears "none"', () => {
    const two: DietaryPreference[] = ["vegan", "gluten-free"];
    expect(toggleDietary(two, "none")).toEqual(["none"]);
    expect(toggleDietary(["none"], "vegetarian")).toEqual(["vegetarian"]);
    expect(toggleDietary(two, "vegan")).toEqual(["gluten-free"]);
  });
});

describe("buildMealPlan: days", () => {
  it("gives 3 days of breakfast, lunch, dinner and snack, each with a note", () => {
    const plan = buildMealPlan(answers(), RECIPES);
    expect(plan.days.map((d) => d.day)).toEqual([1, 2, 3]);
    for (const day of plan.days) {
      expect(day.meals.map((m) => m.slot)).toEqual([...MEAL_SLOTS]);
      expect(day.notes.length).toBeGreaterThan(0);
    }
  });

  it.each([[[]], [["vegan"]], [["vegetarian"]], [["gluten-free", "dairy-free"]]] as DietaryPreference[][][])(
    "does not repeat a recipe within the 3 days (%j)",
    (diet) => {
      for (const stage of QUIZ_STAGES) {
        const slugs = recipesOf(
          buildMealPlan(answers({ motherhoodStage: stage, dietaryPreferences: diet }), RECIPES),
        ).map((r) => r.slug);
        expect(new Set(slugs).size, `${stage} ${diet.join(",")}`).toBe(slugs.length);
      }
    },
  );

  it("prefers recipes made for the stage", () => {
    const plan = buildMealPlan(
      answers({ motherhoodStage: "postpartum-0-3", fitnessGoal: "gentle-recovery" }),
      RECIPES,
    );
    const forStage = recipesOf(plan).filter((r) =>
      r.stages.some((s) => s === "postpartum-0-6" || s === "postpartum-6-12"),
    );
    expect(forStage.length).toBeGreaterThanOrEqual(8);
  });

  it("notes folate and iron in pregnancy and fluids while breastfeeding", () => {
    const pregnant = buildMealPlan(answers(), RECIPES)
      .days.flatMap((d) => d.notes)
      .join(" ");
    expect(pregnant).toMatch(/folate/i);
    expect(pregnant).toMatch(/iron/i);
    const postpartum = buildMealPlan(
      answers({ motherhoodStage: "postpartum-0-3", fitnessGoal: "energy" }),
      RECIPES,
    )
      .days.flatMap((d) => d.notes)
      .join(" ");
    expect(postpartum).toMatch(/breastfeeding.*water/i);
  });

  it("builds the same plan from the same answers, whatever the catalogue's order", () => {
    const a = answers({ dietaryPreferences: ["vegetarian"], fitnessGoal: "prepare-for-birth" });
    expect(buildMealPlan(a, [...RECIPES].reverse())).toEqual(buildMealPlan(a, RECIPES));
  });
});
