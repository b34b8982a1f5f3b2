import { RECIPES } from "../../../content/recipes";
import { recipeNutrition } from "../../nutrition/recipes";

/** Per-serving calories of each recipe, worked out from its ingredients once, on first search. */
let perServing: Map<string, number> | undefined;

function caloriesOf(slug: string): number | null {
  perServing ??= new Map(RECIPES.map((r) => [r.slug, recipeNutrition(r).calories]));
  return perServing.get(slug) ?? null;
}

/** Bloom's own recipes whose title holds every word of the query, with calories per serving. */
export async function searchRecipes(
  query: string,
  limit: number,
): Promise<{ slug: string; title: string; calories: number | null }[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const out: { slug: string; title: string; calories: number | null }[] = [];
  for (const r of RECIPES) {
    const title = r.title.toLowerCase();
    if (!words.every((w) => title.includes(w))) continue;
    out.push({ slug: r.slug, title: r.title, calories: caloriesOf(r.slug) });
    if (out.length >= limit) break;
  }
  return out;
}
