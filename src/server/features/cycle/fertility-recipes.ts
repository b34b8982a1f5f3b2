import { RECIPES } from "../../../content/recipes";
import { recipeMicronutrients } from "../../nutrition/recipes";

/**
 * Bloom's recipes richest in folate and iron, for the tracker's fertility nutrition card. Figures
 * are computed from each recipe's ingredients through USDA SR28, never typed in. A recipe qualifies
 * when one serving gives at least 20% of the Daily Value of both (the FDA's "high in" level);
 * they are ranked by the smaller of the two, so a list leads with recipes good for both.
 */

/** FDA Daily Values for adults: folate 400 µg DFE, iron 18 mg. */
export const DAILY_VALUES = { folateDfeUg: 400, ironMg: 18 } as const;
const HIGH_IN_PERCENT = 20;

export interface FertilityRecipe {
  slug: string;
  title: string;
  category: string;
  folateDfeUg: number;
  ironMg: number;
  folatePercentDv: number;
  ironPercentDv: number;
  /** Some ingredient has no USDA value: the figures are at least these. */
  partial: boolean;
}

let ranked: FertilityRecipe[] | undefined;

export function fertilityRecipes(limit = 4): FertilityRecipe[] {
  ranked ??= RECIPES.map((recipe) => {
    const { folateDfeUg, ironMg, partial } = recipeMicronutrients(recipe);
    return {
      slug: recipe.slug,
      title: recipe.title,
      category: recipe.category,
      folateDfeUg,
      ironMg,
      folatePercentDv: Math.round((folateDfeUg / DAILY_VALUES.folateDfeUg) * 100),
      ironPercentDv: Math.round((ironMg / DAILY_VALUES.ironMg) * 100),
      partial,
    };
  })
    .filter((r) => r.folatePercentDv >= HIGH_IN_PERCENT && r.ironPercentDv >= HIGH_IN_PERCENT)
    .sort(
      (a, b) => Math.min(b.folatePercentDv, b.ironPercentDv) - Math.min(a.folatePercentDv, a.ironPercentDv),
    );
  return ranked.slice(0, limit);
}
