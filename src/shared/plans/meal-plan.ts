/**
 * The meal plan quiz's result: three sample days from the recipe catalogue, by fixed rules (no
 * randomness: same answers, same plan).
 *
 * - Dietary choices are hard limits, read from the recipe's checked flags: vegan, vegetarian,
 *   gluten-free and dairy-free all apply together; "none" adds no limit.
 * - The plan type says which meals a day has (whole days, lunches and dinners, or dinners only).
 * - Recipes made for the stage come first, then the goal's tags, then those that suit her cooking
 *   days (batch cooking when she cooks twice a week), then the rest of the catalogue.
 * - No recipe repeats within the three days while the catalogue has another that fits.
 * - Each day carries a short, conservative note for the stage that fits her diet: a vegan plan is
 *   never told how to cook eggs (diet-check.ts checks every text of every plan in the tests).
 */
import { z } from "zod";
import type { Contains, Recipe, RecipeCategory } from "../../content/recipes/schema";
import { QUIZ_STAGES, type QuizStage } from "../journeys";
import { dietAllows } from "./diet-check";
import type { DaysPerWeek, DietaryPreference, MealQuizAnswers, PlanType } from "./options";

export const MEAL_SLOTS = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];
export const SAMPLE_DAYS = 3;

/** The meals of a day for each plan type. */
export const PLAN_TYPE_SLOTS: Record<PlanType, readonly MealSlot[]> = {
  "full-days": MEAL_SLOTS,
  "main-meals": ["lunch", "dinner"],
  dinners: ["dinner"],
};

/** Recipe categories for each slot, best first; later ones fill in when the first run out. */
const SLOT_CATEGORIES: Record<MealSlot, readonly RecipeCategory[]> = {
  breakfast: ["Breakfast", "Smoothies"],
  lunch: ["Lunch", "Soups"],
  dinner: ["Dinner", "Soups"],
  snack: ["Snacks", "Smoothies", "Desserts"],
};

export const plannedMeal = z.object({
  slot: z.enum(MEAL_SLOTS),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
});
export type PlannedMeal = z.infer<typeof plannedMeal>;

export const mealPlanSchema = z.object({
  kind: z.literal("meal"),
  stage: z.enum(QUIZ_STAGES),
  dietaryPreferences: z.array(z.string()),
  days: z.array(z.object({ day: z.number(), meals: z.array(plannedMeal), notes: z.array(z.string()) })),
  notes: z.array(z.string()),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

/** Whether a recipe meets every dietary choice (by the catalogue's ingredient-checked flags). */
const DIET_FLAG: Record<DietaryPreference, keyof Recipe["dietary"] | null> = {
  vegan: "vegan",
  vegetarian: "vegetarian",
  "gluten-free": "glutenFree",
  "dairy-free": "dairyFree",
  none: null,
};

export function meetsDiet(recipe: Recipe, choices: readonly DietaryPreference[]): boolean {
  return choices.every((choice) => {
    const flag = DIET_FLAG[choice];
    return flag === null || recipe.dietary[flag];
  });
}

const STAGE_RECIPES: Record<QuizStage, { stages: readonly string[]; journeys: readonly string[] }> = {
  ttc: { stages: ["ttc-1-3", "ttc-4-6", "ttc-6-12", "ttc-12+"], journeys: ["ttc"] },
  pregnant: {
    stages: ["pregnant-trimester-1", "pregnant-trimester-2", "pregnant-trimester-3"],
    journeys: ["pregnant"],
  },
  "postpartum-0-3": { stages: ["postpartum-0-6", "postpartum-6-12"], journeys: ["postpartum"] },
  "postpartum-3-12": { stages: ["postpartum-3-6m", "postpartum-6-12m"], journeys: ["postpartum"] },
  general: { stages: [], journeys: ["toddler"] },
};

/** The recipe tags each meal goal favours (goals: options.ts MEAL_GOALS_BY_STAGE). */
const GOAL_TAGS: Record<string, readonly string[]> = {
  "fertility-nutrients": ["folate", "iron", "omega-3", "calcium"],
  "steady-energy": ["fiber", "high-protein", "energy"],
  "healthy-weight": ["fiber", "filling", "high-protein", "plant-based"],
  "ease-nausea": ["morning sickness", "ginger", "comfort", "quick"],
  "iron-folate": ["iron", "folate", "calcium"],
  recovery: ["iron", "comfort", "warming", "recovery", "high-protein"],
  breastfeeding: ["breastfeeding", "calcium", "omega-3", "high-protein"],
  "one-handed": ["one-handed", "quick", "no-cook", "portable", "make-ahead"],
  "family-meals": ["family", "toddler-friendly", "batch-cook", "hidden veg"],
};

/** Tags that suit how often she can cook: twice a week means cooking once and eating twice. */
const COOKING_DAY_TAGS: Record<DaysPerWeek, readonly string[]> = {
  "2": ["batch-cook", "freezer-friendly", "freezer", "make-ahead", "meal-prep", "slow-cooker", "no-cook"],
  "3-4": ["quick", "one-pan", "make-ahead"],
  "5+": [],
  flexible: ["quick", "no-cook", "make-ahead", "pantry"],
};

function recipeScore(r: Recipe, answers: MealQuizAnswers, slot: MealSlot): number {
  const scope = STAGE_RECIPES[answers.motherhoodStage];
  let score = 0;
  const rank = SLOT_CATEGORIES[slot].indexOf(r.category);
  score -= rank * 4; // the slot's own category first
  if (r.stages.some((s) => scope.stages.includes(s))) score += 3;
  else if (r.journeys.some((j) => scope.journeys.includes(j))) score += 1;
  const goalTags = GOAL_TAGS[answers.mealGoal] ?? [];
  score += r.tags.filter((t) => goalTags.includes(t)).length;
  if (r.tags.some((t) => COOKING_DAY_TAGS[answers.cookingDays].includes(t))) score += 1;
  if (answers.motherhoodStage === "pregnant" && r.tags.some((t) => t === "folate" || t === "iron"))
    score += 1;
  if (answers.motherhoodStage.startsWith("postpartum") && r.tags.includes("breastfeeding")) score += 1;
  return score;
}

/**
 * A day's note, and the kinds of food it talks about: a note about cooking eggs is only for a diet
 * that has eggs.
 */
interface DayNote {
  text: string;
  about?: readonly Contains[];
}

/**
 * Per-day notes, stated conservatively: day n gets the first note of its n-th list that fits her diet
 * (the last of each list names no food a diet excludes).
 */
const DAY_NOTES: Record<QuizStage, readonly (readonly DayNote[])[]> = {
  ttc: [
    [
      {
        text: "Folate: health services generally advise a daily folic acid supplement while trying to conceive; ask your doctor which is right for you.",
      },
    ],
    [{ text: "Wholegrains, beans and vegetables give fiber and steadier energy through the day." }],
    [
      {
        text: "Many women trying to conceive cut back on caffeine and avoid alcohol; your doctor can advise you.",
      },
    ],
  ],
  pregnant: [
    [
      {
        text: "Folate: leafy greens, beans and lentils help, alongside the prenatal vitamin your midwife or doctor recommends.",
      },
    ],
    [
      {
        text: "Iron: pair beans, lentils, greens or lean meat with vitamin C foods such as peppers, citrus or tomatoes.",
        about: ["meat"],
      },
      {
        text: "Iron: pair beans, lentils, tofu or greens with vitamin C foods such as peppers, citrus or tomatoes.",
      },
    ],
    [
      {
        text: "Cook eggs, meat and fish all the way through, and drink water regularly through the day.",
        about: ["egg", "meat", "fish"],
      },
      {
        text: "Cook eggs until the white and yolk are firm, and drink water regularly through the day.",
        about: ["egg"],
      },
      {
        text: "Wash fruit and vegetables well, heat leftovers until steaming hot, and drink water regularly through the day.",
      },
    ],
  ],
  "postpartum-0-3": [
    [{ text: "If you are breastfeeding, keep a glass of water close at every feed and drink to thirst." }],
    [{ text: "Small, regular meals and easy snacks help on broken-sleep days." }],
    [
      {
        text: "Fiber and fluids help keep bowel movements comfortable after birth, especially after stitches or a cesarean.",
      },
    ],
  ],
  "postpartum-3-12": [
    [{ text: "If you are still breastfeeding, drink to thirst and keep water nearby at feeds." }],
    [{ text: "Protein at each meal supports recovery and keeps energy steadier." }],
    [
      {
        text: "Iron-rich foods (beans, lentils, leafy greens, lean red meat) help replenish stores after birth.",
        about: ["meat"],
      },
      {
        text: "Iron-rich foods (beans, lentils, tofu, leafy greens) help replenish stores after birth; vitamin C foods help you absorb it.",
      },
    ],
  ],
  general: [
    [{ text: "Aim for vegetables or fruit at every meal." }],
    [{ text: "Include a source of protein at each meal to stay full for longer." }],
    [{ text: "Drink water through the day; more on active days." }],
  ],
};

/** The note for day `index` (0-based) of a stage that fits the diet. */
export function dayNote(stage: QuizStage, index: number, diet: readonly DietaryPreference[]): string {
  const options = DAY_NOTES[stage][index % DAY_NOTES[stage].length]!;
  return (options.find((n) => dietAllows(diet, n.about ?? [])) ?? options.at(-1)!).text;
}

/** What her cooking days mean for the plan, in one line. */
const COOKING_DAYS_NOTE: Record<DaysPerWeek, string> = {
  "2": "You cook on 2 days a week: recipes that make several servings or freeze well come first, so one cooking session gives two or three meals.",
  "3-4": "You cook on 3-4 days a week: on the other days, eat leftovers or one of the no-cook recipes.",
  "5+": "You cook most days: each recipe makes enough for its servings, and leftovers keep 3-4 days in the fridge.",
  flexible:
    "Cooking when you can: quick and no-cook recipes come first, and leftovers keep 3-4 days in the fridge.",
};

export function buildMealPlan(answers: MealQuizAnswers, catalogue: readonly Recipe[]): MealPlan {
  const diet = answers.dietaryPreferences.filter((d) => d !== "none");
  const allowed = catalogue.filter((r) => meetsDiet(r, diet));
  const slots = PLAN_TYPE_SLOTS[answers.planType];
  const used = new Map<string, number>();
  const notes: string[] = [];
  const short = new Set<MealSlot>();

  const ranked = Object.fromEntries(
    slots.map((slot) => [
      slot,
      allowed
        .filter((r) => SLOT_CATEGORIES[slot].includes(r.category))
        .map((r) => ({ recipe: r, score: recipeScore(r, answers, slot) }))
        .sort((a, b) => b.score - a.score || (a.recipe.slug < b.recipe.slug ? -1 : 1)),
    ]),
  ) as Record<MealSlot, { recipe: Recipe; score: number }[]>;

  const days = Array.from({ length: SAMPLE_DAYS }, (_, i) => {
    const meals: PlannedMeal[] = [];
    for (const slot of slots) {
      const options = ranked[slot];
      if (options.length === 0) {
        short.add(slot);
        continue;
      }
      // The best recipe not used yet; when every one is used, the least used (then the best).
      const fresh = options.find((o) => !used.has(o.recipe.slug));
      const pick =
        fresh ??
        [...options].sort((a, b) => (used.get(a.recipe.slug) ?? 0) - (used.get(b.recipe.slug) ?? 0))[0]!;
      used.set(pick.recipe.slug, (used.get(pick.recipe.slug) ?? 0) + 1);
      meals.push({ slot, slug: pick.recipe.slug, title: pick.recipe.title, category: pick.recipe.category });
    }
    return { day: i + 1, meals, notes: [dayNote(answers.motherhoodStage, i, diet)] };
  });

  for (const slot of short) {
    notes.push(`None of our ${slot} recipes fits all your dietary choices yet, so that meal is left open.`);
  }
  if ([...used.values()].some((n) => n > 1)) {
    notes.push("Our catalog has only a few recipes that fit all your choices, so a recipe repeats.");
  }
  notes.push(COOKING_DAYS_NOTE[answers.cookingDays]);
  if (diet.includes("vegan")) {
    notes.push(
      "A vegan diet needs a reliable source of vitamin B12 (fortified foods or a supplement); check with your doctor or midwife, especially in pregnancy or while breastfeeding.",
    );
  }

  return {
    kind: "meal",
    stage: answers.motherhoodStage,
    dietaryPreferences: [...answers.dietaryPreferences],
    days,
    notes,
  };
}
