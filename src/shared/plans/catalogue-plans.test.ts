import { describe, expect, it } from "vitest";
import { MEAL_PLANS } from "../../content/meal-plans";
import { findRecipe } from "../../content/recipes";
import { QUIZ_STAGES } from "../journeys";
import { orderForStage, SUGGESTED_PLANS, suggestedMealPlans } from "./catalogue-plans";
import { meetsDiet } from "./meal-plan";
import { DIETARY_OPTIONS, type DietaryPreference } from "./options";

const titles = (plans: readonly { title: string }[]) => plans.map((p) => p.title);

describe("orderForStage", () => {
  it("shows a pregnant mother the pregnancy plans first, not the fertility ones", () => {
    const ordered = orderForStage(MEAL_PLANS, "pregnant_trimester_2");
    expect(ordered).toHaveLength(MEAL_PLANS.length);
    expect(ordered[0]!.title).toBe("Second Trimester Strength Plan");
    const firstFertility = ordered.findIndex((p) => p.category === "Fertility");
    const lastPregnancy = ordered.findLastIndex((p) => p.journeys.includes("pregnant"));
    expect(firstFertility).toBeGreaterThan(lastPregnancy);
  });

  it("keeps the catalogue order without a journey", () => {
    expect(titles(orderForStage(MEAL_PLANS, null))).toEqual(titles(MEAL_PLANS));
    expect(titles(orderForStage(MEAL_PLANS, "none"))).toEqual(titles(MEAL_PLANS));
  });
});

describe("suggestedMealPlans", () => {
  it("suggests the trimester plans to a pregnant mother, her own trimester first", () => {
    const plans = suggestedMealPlans(
      MEAL_PLANS,
      { motherhoodStage: "pregnant", dietaryPreferences: [] },
      "pregnant_trimester_3",
    );
    expect(titles(plans)[0]).toBe("Third Trimester Energy Plan");
    for (const p of plans) expect(p.journeys).toContain("pregnant");
  });

  it("suggests only vegan plans to a vegan, on her journey", () => {
    const plans = suggestedMealPlans(MEAL_PLANS, {
      motherhoodStage: "pregnant",
      dietaryPreferences: ["vegan"],
    });
    expect(titles(plans)).toEqual(["Vegan Mama Plan"]);
  });

  it("never suggests the later-months plan in the first weeks after birth", () => {
    const plans = suggestedMealPlans(MEAL_PLANS, {
      motherhoodStage: "postpartum-0-3",
      dietaryPreferences: [],
    });
    expect(titles(plans)[0]).toBe("Fourth Trimester Recovery Plan");
    expect(titles(plans)).not.toContain("Back to Balance Plan");
  });

  it.each(QUIZ_STAGES)("for %s, every suggestion's recipes meet every dietary choice", (stage) => {
    const options = DIETARY_OPTIONS.filter((d) => d !== "none");
    for (let mask = 0; mask < 1 << options.length; mask++) {
      const diet: DietaryPreference[] = options.filter((_, i) => mask & (1 << i));
      const plans = suggestedMealPlans(MEAL_PLANS, { motherhoodStage: stage, dietaryPreferences: diet });
      expect(plans.length).toBeLessThanOrEqual(SUGGESTED_PLANS);
      for (const plan of plans) {
        for (const slug of plan.recipes)
          expect(meetsDiet(findRecipe(slug)!, diet), `${plan.slug} ${slug}`).toBe(true);
      }
    }
  });
});
