/**
 * The meal plan quiz's result: three sample days (breakfast, lunch, dinner, snack) from the recipe
 * catalogue, by fixed rules (no randomness: same answers, same plan).
 *
 * - Dietary choices are hard limits, read from the recipe's checked flags: vegan, vegetarian,
 *   gluten-free and dairy-free all apply together; "none" adds no limit.
 * - Recipes made for the stage come first, then the goal's tags, then the rest of the catalogue.
 * - No recipe repeats within the three days while the catalogue has another that fits.
 * - Each day carries a short, conservative note for the stage.
 */
import { z } from "zod";
import type { Recipe, RecipeCategory } from "../../content/recipes/schema";
import { QUIZ_STAGES, type QuizStage } from "../journeys";
import type { DietaryPreference, MealQuizAnswers } from "./options";

export const MEAL_SLOTS = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];
export const SAMPLE_DAYS = 3;

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

const GOAL_TAGS: Record<string, readonly string[]> = {
  "reduce-stress": ["comfort", "warming", "bedtime"],
  "build-strength": ["high-protein"],
  "healthy-weight": ["fibre", "high-protein", "filling"],
  "stay-active": ["high-protein", "energy"],
  "ease-aches": ["omega-3", "warming"],
  "prepare-for-birth": ["iron", "folate", "calcium"],
  "gentle-recovery": ["iron", "comfort", "batch-cook", "one-handed"],
  "core-pelvic-floor": ["fibre", "high-protein"],
  "rebuild-strength": ["high-protein", "post-workout", "recovery"],
  "core-restore": ["high-protein", "fibre"],
  energy: ["energy", "iron", "quick"],
  strength: ["high-protein", "post-workout"],
  flexibility: ["plant-based", "omega-3"],
};

function recipeScore(r: Recipe, answers: MealQuizAnswers, slot: MealSlot): number {
  const scope = STAGE_RECIPES[answers.motherhoodStage];
  let score = 0;
  const rank = SLOT_CATEGORIES[slot].indexOf(r.category);
  score -= rank * 4; // the slot's own category first
  if (r.stages.some((s) => scope.stages.includes(s))) score += 3;
  else if (r.journeys.some((j) => scope.journeys.includes(j))) score += 1;
  const tags = GOAL_TAGS[answers.fitnessGoal] ?? [];
  score += r.tags.filter((t) => tags.includes(t)).length;
  if (answers.motherhoodStage === "pregnant" && r.tags.some((t) => t === "folate" || t === "iron"))
    score += 1;
  if (answers.motherhoodStage.startsWith("postpartum") && r.tags.includes("breastfeeding")) score += 1;
  return score;
}

/** Per-day notes, stated conservatively; day n gets the n-th note of its stage. */
const DAY_NOTES: Record<QuizStage, readonly string[]> = {
  ttc: [
    "Folate: health services generally advise a daily folic acid supplement while trying to conceive; ask your doctor which is right for you.",
    "Wholegrains, beans and vegetables give fibre and steadier energy through the day.",
    "Many women trying to conceive cut back on caffeine and avoid alcohol; your doctor can advise you.",
  ],
  pregnant: [
    "Folate: leafy greens, beans and lentils help, alongside the prenatal vitamin your midwife or doctor recommends.",
    "Iron: pair beans, lentils, greens or lean meat with vitamin C foods such as peppers, citrus or tomatoes.",
    "Cook eggs, meat and fish all the way through, and drink water regularly through the day.",
  ],
  "postpartum-0-3": [
    "If you are breastfeeding, keep a glass of water close at every feed and drink to thirst.",
    "Small, regular meals and easy snacks help on broken-sleep days.",
    "Fibre and fluids help keep bowel movements comfortable after birth, especially after stitches or a caesarean.",
  ],
  "postpartum-3-12": [
    "If you are still breastfeeding, drink to thirst and keep water nearby at feeds.",
    "Protein at each meal supports recovery and keeps energy steadier.",
    "Iron-rich foods (beans, lentils, leafy greens, lean red meat) help replenish stores after birth.",
  ],
  general: [
    "Aim for vegetables or fruit at every meal.",
    "Include a source of protein at each meal to stay full for longer.",
    "Drink water through the day; more on active days.",
  ],
};

export function buildMealPlan(answers: MealQuizAnswers, catalogue: readonly Recipe[]): MealPlan {
  const diet = answers.dietaryPreferences.filter((d) => d !== "none");
  const allowed = catalogue.filter((r) => meetsDiet(r, diet));
  const used = new Map<string, number>();
  const notes: string[] = [];
  const short = new Set<MealSlot>();

  const ranked = Object.fromEntries(
    MEAL_SLOTS.map((slot) => [
      slot,
      allowed
        .filter((r) => SLOT_CATEGORIES[slot].includes(r.category))
        .map((r) => ({ recipe: r, score: recipeScore(r, answers, slot) }))
        .sort((a, b) => b.score - a.score || (a.recipe.slug < b.recipe.slug ? -1 : 1)),
    ]),
  ) as Record<MealSlot, { recipe: Recipe; score: number }[]>;

  const days = Array.from({ length: SAMPLE_DAYS }, (_, i) => {
    const meals: PlannedMeal[] = [];
    for (const slot of MEAL_SLOTS) {
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
    return { day: i + 1, meals, notes: [DAY_NOTES[answers.motherhoodStage][i]!] };
  });

  for (const slot of short) {
    notes.push(`None of our ${slot} recipes fits all your dietary choices yet, so that meal is left open.`);
  }
  if ([...used.values()].some((n) => n > 1)) {
    notes.push("Our catalogue has only a few recipes that fit all your choices, so a recipe repeats.");
  }
  if (diet.includes("vegan")) {
    notes.push(
      "A vegan diet needs a reliable source of vitamin B12 (fortified foods or a supplement); check with your doctor or midwife, especially in pregnancy or while breastfeeding.",
    );
  }
  if (answers.planType !== "meal" && answers.workoutDays !== "2") {
    notes.push("On workout days, a snack with some protein afterwards helps you recover.");
  }

  return {
    kind: "meal",
    stage: answers.motherhoodStage,
    dietaryPreferences: [...answers.dietaryPreferences],
    days,
    notes,
  };
}
