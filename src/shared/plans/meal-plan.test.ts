import { describe, expect, it } from "vitest";
import { findRecipe, RECIPES } from "../../content/recipes";
import { recipeContains } from "../../content/recipes/schema";
import { QUIZ_STAGES } from "../journeys";
import { dietConflicts } from "./diet-check";
import { buildMealPlan, MEAL_SLOTS, type MealPlan, PLAN_TYPE_SLOTS } from "./meal-plan";
import {
  DAYS_OPTIONS,
  DIETARY_OPTIONS,
  type DietaryPreference,
  MEAL_GOALS_BY_STAGE,
  type MealQuizAnswers,
  PLAN_TYPES,
  toggleDietary,
} from "./options";

const answers = (over: Partial<MealQuizAnswers> = {}): MealQuizAnswers => ({
  motherhoodStage: "pregnant",
  mealGoal: "iron-folate",
  cookingDays: "3-4",
  dietaryPreferences: [],
  planType: "full-days",
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
    const plan = buildMealPlan(answers({ motherhoodStage: "postpartum-0-3", mealGoal: "recovery" }), RECIPES);
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
      answers({ motherhoodStage: "postpartum-0-3", mealGoal: "breastfeeding" }),
      RECIPES,
    )
      .days.flatMap((d) => d.notes)
      .join(" ");
    expect(postpartum).toMatch(/breastfeeding.*water/i);
  });

  it("builds the same plan from the same answers, whatever the catalogue's order", () => {
    const a = answers({ dietaryPreferences: ["vegetarian"], mealGoal: "iron-folate" });
    expect(buildMealPlan(a, [...RECIPES].reverse())).toEqual(buildMealPlan(a, RECIPES));
  });
});

/** Every set of dietary choices she can make (none, each one, and each combination). */
const DIETS: DietaryPreference[][] = (() => {
  const options = DIETARY_OPTIONS.filter((d) => d !== "none");
  const sets: DietaryPreference[][] = [["none"]];
  for (let mask = 1; mask < 1 << options.length; mask++) {
    sets.push(options.filter((_, i) => mask & (1 << i)));
  }
  return sets;
})();

/** Every text of a recipe she reads: title, description, notes, steps, safety notes and ingredients. */
function recipeTexts(slug: string): string[] {
  const r = findRecipe(slug)!;
  return [
    r.title,
    r.description,
    r.notes,
    ...r.instructions,
    ...(r.safetyNotes ?? []),
    ...r.ingredients.map((i) => `${i.food} ${i.note ?? ""}`),
  ];
}

/** Everything a generated plan tells her: its notes, and the recipes it links with their steps. */
function textsOf(plan: MealPlan): { where: string; text: string }[] {
  const slugs = [...new Set(plan.days.flatMap((d) => d.meals.map((m) => m.slug)))];
  return [
    ...plan.notes.map((text) => ({ where: "plan note", text })),
    ...plan.days.flatMap((d) => d.notes.map((text) => ({ where: `day ${d.day} note`, text }))),
    ...slugs.flatMap((slug) => recipeTexts(slug).map((text) => ({ where: slug, text }))),
  ];
}

describe("buildMealPlan: every text fits the diet", () => {
  it.each(QUIZ_STAGES)(
    "for %s, every diet, goal, cooking days and plan type",
    (stage) => {
      let plans = 0;
      for (const diet of DIETS) {
        for (const goal of MEAL_GOALS_BY_STAGE[stage]) {
          for (const cookingDays of DAYS_OPTIONS) {
            for (const planType of PLAN_TYPES) {
              const plan = buildMealPlan(
                answers({
                  motherhoodStage: stage,
                  dietaryPreferences: diet,
                  mealGoal: goal.value,
                  cookingDays,
                  planType,
                }),
                RECIPES,
              );
              plans++;
              for (const { where, text } of textsOf(plan)) {
                expect(dietConflicts(text, diet), `${stage} ${diet.join("+")}: ${where}: ${text}`).toEqual(
                  [],
                );
              }
            }
          }
        }
      }
      expect(plans).toBe(DIETS.length * 3 * DAYS_OPTIONS.length * PLAN_TYPES.length);
    },
    60_000,
  );

  it("tells a pregnant vegan about washing and reheating, not about cooking eggs, meat and fish", () => {
    const vegan = buildMealPlan(answers({ dietaryPreferences: ["vegan"] }), RECIPES);
    const omnivore = buildMealPlan(answers(), RECIPES);
    const vegetarian = buildMealPlan(answers({ dietaryPreferences: ["vegetarian"] }), RECIPES);
    expect(omnivore.days[2]!.notes.join(" ")).toMatch(/Cook eggs, meat and fish all the way through/);
    expect(vegetarian.days[2]!.notes.join(" ")).toMatch(/Cook eggs until the white and yolk are firm/);
    expect(vegan.days[2]!.notes.join(" ")).toMatch(/Wash fruit and vegetables well/);
  });
});

describe("buildMealPlan: meal questions", () => {
  it.each(PLAN_TYPES)("plans only the meals of the plan type (%s)", (planType) => {
    const plan = buildMealPlan(answers({ planType }), RECIPES);
    for (const day of plan.days) expect(day.meals.map((m) => m.slot)).toEqual([...PLAN_TYPE_SLOTS[planType]]);
  });

  it("favours batch cooking for a mother who cooks twice a week", () => {
    const batch = (plan: MealPlan) =>
      recipesOf(plan).filter((r) =>
        r.tags.some((t) =>
          ["batch-cook", "freezer-friendly", "freezer", "make-ahead", "meal-prep"].includes(t),
        ),
      ).length;
    const twice = buildMealPlan(answers({ cookingDays: "2", planType: "main-meals" }), RECIPES);
    const daily = buildMealPlan(answers({ cookingDays: "5+", planType: "main-meals" }), RECIPES);
    expect(batch(twice)).toBeGreaterThan(batch(daily));
    expect(twice.notes.join(" ")).toMatch(/cook on 2 days a week/);
  });

  it("offers goals about food for every stage, never workouts", () => {
    for (const stage of QUIZ_STAGES) {
      for (const goal of MEAL_GOALS_BY_STAGE[stage]) {
        expect(`${goal.label} ${goal.description}`).not.toMatch(/workout|exercise|strength|cardio|yoga/i);
      }
    }
  });
});
