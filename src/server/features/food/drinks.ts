/**
 * Drinks SR28 has no record for (src/content/drinks.ts): their figures come from their USDA foods
 * through the recipe nutrition code, so a latte is worked out exactly like a recipe of one serving.
 */
import { DRINKS, type Drink, findDrink } from "../../../content/drinks";
import { ingredientLine } from "../../../content/recipes/schema";
import type { DrinkFood, FoodNutrients } from "../../../shared/food";
import type { NutritionPerServing } from "../../../shared/recipes";
import { ingredientGrams, recipeNutrition } from "../../nutrition/recipes";
import { getFood, tokenize } from "../../nutrition/usda";

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Grams of one cup of the drink's defined size: the sum of its ingredients' grams. */
export function drinkGrams(drink: Pick<Drink, "ingredients">): number {
  return drink.ingredients.reduce((sum, ing) => sum + ingredientGrams(ing), 0);
}

/** Figures for one cup of the drink's defined size, computed as a one-serving recipe's. */
export function drinkNutrition(drink: Pick<Drink, "ingredients">): NutritionPerServing {
  return recipeNutrition({ ingredients: drink.ingredients, servings: 1 });
}

/**
 * The drink as the search shows it. Its values per 100 g are its one-cup figures over the cup's
 * grams, so the defined cup comes out at exactly the recipe figures and other cups scale from them.
 */
export function drinkFood(drink: Drink): DrinkFood {
  const grams = drinkGrams(drink);
  const n = drinkNutrition(drink);
  const per100 = (v: number) => (v * 100) / grams;
  const per100g: FoodNutrients = {
    kcal: per100(n.calories),
    protein: per100(n.protein),
    carbs: per100(n.carbs),
    fat: per100(n.fat),
    fiber: n.fiberPartial ? null : per100(n.fiber),
    sugar: null,
  };
  const others = [...drink.otherSizes].sort((a, b) => a.flOz - b.flOz);
  return {
    slug: drink.slug,
    name: drink.name,
    note: drink.note,
    ingredients: drink.ingredients.map((ing) => ({
      line: ingredientLine(ing),
      ndb: ing.ndb,
      usdaName: getFood(ing.ndb)?.name ?? ing.food,
    })),
    per100g,
    portions: [
      { label: drink.size.label, grams: round1(grams) },
      ...others.map((s) => ({ label: s.label, grams: round1((grams * s.flOz) / drink.size.flOz) })),
    ],
  };
}

let foods: Map<string, { drink: Drink; food: DrinkFood; words: string[] }> | undefined;

function all() {
  foods ??= new Map(
    DRINKS.map((d) => [
      d.slug,
      { drink: d, food: drinkFood(d), words: [...new Set(tokenize([d.name, ...d.words].join(" ")))] },
    ]),
  );
  return foods;
}

/** The drink with this slug, ready to show or log; undefined for one Bloom does not define. */
export function drinkBySlug(slug: string): DrinkFood | undefined {
  return findDrink(slug) ? all().get(slug)?.food : undefined;
}

/** Nutrients in `grams` of the drink, from its values per 100 g (as a USDA food's are scaled). */
export function drinkNutrientsFor(food: DrinkFood, grams: number): FoodNutrients {
  const k = grams / 100;
  const p = food.per100g;
  return {
    kcal: p.kcal * k,
    protein: p.protein * k,
    carbs: p.carbs * k,
    fat: p.fat * k,
    fiber: p.fiber === null ? null : p.fiber * k,
    sugar: p.sugar === null ? null : p.sugar * k,
  };
}

/**
 * Drinks whose name or other words hold every word of the query (as a word or its start, so results
 * come as she types): those named by her first word first ("latte" → lattes, then the chai latte).
 */
export function searchDrinks(query: string, limit = 10): DrinkFood[] {
  const terms = tokenize(query);
  if (terms.length === 0) return [];
  const hits: { food: DrinkFood; lead: boolean; i: number }[] = [];
  let i = 0;
  for (const { food, words } of all().values()) {
    i++;
    if (!terms.every((t) => words.some((w) => w.startsWith(t)))) continue;
    const first = tokenize(food.name)[0] ?? "";
    hits.push({ food, lead: first.startsWith(terms[0]!), i });
  }
  hits.sort((a, b) => Number(b.lead) - Number(a.lead) || a.i - b.i);
  return hits.slice(0, limit).map((h) => h.food);
}
