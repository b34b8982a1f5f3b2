/**
 * The plate the user confirms: pure maths, no React. Figures are per-gram from the food's USDA
 * values per 100 g, so changing a portion updates them at once without asking the server again.
 */
import {
  type DrinkFood,
  type FoodAnalysis,
  type FoodCandidate,
  type FoodItem,
  type FoodNutrients,
  type FoodPortion,
  plainFoodName,
} from "../../../shared/food";

export type PlateFood =
  | { kind: "usda"; ndb: string; name: string; per100g: FoodNutrients; portions: FoodPortion[] }
  | { kind: "recipe"; slug: string; name: string; caloriesPerServing: number | null }
  /** A drink made from USDA foods (a latte): figures per gram like a USDA food's, logged by its slug. */
  | {
      kind: "drink";
      slug: string;
      name: string;
      note: string;
      per100g: FoodNutrients;
      portions: FoodPortion[];
    };

export interface PlateItem {
  id: string;
  /** What the recogniser said, kept for the log even after a correction. */
  detectedLabel: string | null;
  confidence: number | null;
  /** null: no precise nutritional information for what was recognised. */
  food: PlateFood | null;
  /** The household portion chosen, or null for an amount typed in grams. */
  portionLabel: string | null;
  /** Grams for a USDA food or a drink; servings for a recipe. */
  amount: number;
}

export interface Figures {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

let counter = 0;
export const newItemId = () => `item-${Date.now().toString(36)}-${++counter}`;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The figures of one item, or null when they are not known. */
export function figuresOf(item: PlateItem): Figures | null {
  const f = item.food;
  if (!f) return null;
  if (f.kind === "recipe") {
    if (f.caloriesPerServing == null) return null;
    return { calories: Math.round(f.caloriesPerServing * item.amount), protein: 0, carbs: 0, fat: 0 };
  }
  const k = item.amount / 100;
  return {
    calories: Math.round(f.per100g.kcal * k),
    protein: round1(f.per100g.protein * k),
    carbs: round1(f.per100g.carbs * k),
    fat: round1(f.per100g.fat * k),
  };
}

/** The plate's sum over the items whose figures are known. */
export function plateTotals(items: PlateItem[]): Figures & { known: number } {
  let calories = 0;
  let protein = 0;
  let carbs = 0;
  let fat = 0;
  let known = 0;
  for (const it of items) {
    const f = figuresOf(it);
    if (!f) continue;
    known += 1;
    calories += f.calories;
    protein += f.protein;
    carbs += f.carbs;
    fat += f.fat;
  }
  return { calories, protein: round1(protein), carbs: round1(carbs), fat: round1(fat), known };
}

export function formatGrams(g: number): string {
  return `${Number.isInteger(g) ? g : round1(g)} g`;
}

/** "1 medium (118 g)", "150 g", "2 servings". */
export function servingOf(item: PlateItem): string {
  if (item.food?.kind === "recipe") return `${item.amount} serving${item.amount === 1 ? "" : "s"}`;
  const grams = formatGrams(item.amount);
  return item.portionLabel ? `${tidyPortion(item.portionLabel)} (${grams})` : grams;
}

/** SR28 labels carry double spaces ('1 fruit,  (2-7/8" dia)'); show them tidily. */
export function tidyPortion(label: string): string {
  return label
    .replace(/\s+/g, " ")
    .replace(/,\s*\(/g, " (")
    .trim();
}

export function drinkFood(d: DrinkFood): PlateFood {
  return {
    kind: "drink",
    slug: d.slug,
    name: d.name,
    note: d.note,
    per100g: d.per100g,
    portions: d.portions,
  };
}

export function usdaFood(f: {
  ndb: string;
  name: string;
  per100g: FoodNutrients;
  portions: FoodPortion[];
}): PlateFood {
  return { kind: "usda", ndb: f.ndb, name: f.name, per100g: f.per100g, portions: f.portions };
}

/** A plate item for a food at its first (default) household portion. */
export function itemForFood(
  food: PlateFood,
  from?: Pick<PlateItem, "detectedLabel" | "confidence">,
): PlateItem {
  const base = {
    id: newItemId(),
    detectedLabel: from?.detectedLabel ?? null,
    confidence: from?.confidence ?? null,
  };
  if (food.kind === "recipe") return { ...base, food, portionLabel: null, amount: 1 };
  const portion = food.portions[0] ?? { label: "100 g", grams: 100 };
  return { ...base, food, portionLabel: portion.label, amount: portion.grams };
}

function itemFromAnalysis(it: FoodItem): PlateItem {
  const estimated = !it.portions.some((p) => p.label === it.portion.label);
  return {
    id: newItemId(),
    detectedLabel: it.label,
    confidence: it.confidence,
    food: usdaFood(it),
    portionLabel: estimated ? null : it.portion.label,
    amount: it.grams,
  };
}

/**
 * The plate an analysis starts with: its items, or one item without figures when nothing matched,
 * or nothing at all when the recogniser is unsure.
 */
export function plateFromAnalysis(a: FoodAnalysis): PlateItem[] {
  // Unsure: nothing goes on the plate until she confirms a candidate or finds the food.
  if (a.status === "unsure") return [];
  if (a.items.length > 0 && a.nutritionalInfo) return a.items.map(itemFromAnalysis);
  return [
    {
      id: newItemId(),
      detectedLabel: a.detectedFood,
      confidence: a.detectedFood ? a.confidence : null,
      food: null,
      portionLabel: null,
      amount: 0,
    },
  ];
}

/** The name she reads: "Pizza, cheese" rather than SR28's "Pizza chain, 14\" pizza, cheese topping, ...". */
export function displayName(item: PlateItem): string {
  const f = item.food;
  if (!f) return item.detectedLabel ?? "Unknown food";
  return f.kind === "usda" ? plainFoodName(f.ndb, f.name) : f.name;
}

/** A confirmed candidate of an unsure analysis: the food at its usual portion. */
export function itemForCandidate(c: FoodCandidate): PlateItem | null {
  if (!c.food) return null;
  return itemForFood(usdaFood(c.food), { detectedLabel: c.label, confidence: c.confidence });
}
