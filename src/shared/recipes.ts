/**
 * Pure, browser-safe rules for the recipes and meal plans screens: which items fit a mother's stage,
 * search, category tabs, "You Might Also Like", and the shapes the recipe API returns.
 */
import { formatQuantity } from "../content/recipes/schema";
import { journeyOf, toContentStage } from "./journeys";
import type { Purchase } from "./shopping-units";

/** Spec point 9. */
export const SIMILAR_RECIPES_LIMIT = 3;
export const RECIPES_PER_MEAL_PLAN_SHOWN = 6;
export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 24;

/** The category tabs of /recipes, and the `?category=` values that preselect them. */
export const RECIPE_TABS = [
  { value: "journey", label: "Your Journey" },
  { value: "breakfast", label: "Breakfast" },
  { value: "lunch", label: "Lunch" },
  { value: "dinner", label: "Dinner" },
  { value: "snacks", label: "Snacks" },
  { value: "favorites", label: "Favorites" },
] as const;
export type RecipeTab = (typeof RECIPE_TABS)[number]["value"];

/** `?category=Breakfast` → "breakfast"; anything unknown → the default tab, "journey". */
export function tabFromCategoryParam(param: string | null | undefined): RecipeTab {
  const value = (param ?? "").trim().toLowerCase();
  if (value === "snack") return "snacks";
  return RECIPE_TABS.some((t) => t.value === value) ? (value as RecipeTab) : "journey";
}

/** The tab a recipe category belongs to: Breakfast, Lunch and Dinner are their own; Snacks is exact. */
export function inCategoryTab(
  item: { category: string },
  tab: "breakfast" | "lunch" | "dinner" | "snacks",
): boolean {
  return item.category.toLowerCase() === tab;
}

/** What staging needs of a recipe or meal plan: its journeys and its stages in catalogue spelling. */
export interface Staged {
  journeys: readonly string[];
  stages: readonly string[];
}

/**
 * Whether an item fits a profile stage, whatever its spelling ("pregnant_trimester_2" or
 * "pregnant-trimester-2"):
 * - a bare journey ("pregnant") matches every item on that journey;
 * - a stage matches items listing that stage, and items on the journey that name none of its stages
 *   (they are meant for the whole journey);
 * - no journey ("none", empty, unknown) matches nothing: the caller decides what to show instead.
 */
export function fitsStage(item: Staged, stage: string | null | undefined): boolean {
  const journey = journeyOf(stage);
  if (!journey || !item.journeys.includes(journey)) return false;
  const wanted = toContentStage(stage!);
  if (wanted === journey) return true;
  if (item.stages.includes(wanted)) return true;
  return !item.stages.some((s) => journeyOf(s) === journey);
}

/** Items for a stage; a mother without a journey sees them all. */
export function forStage<T extends Staged>(items: readonly T[], stage: string | null | undefined): T[] {
  return journeyOf(stage) ? items.filter((i) => fitsStage(i, stage)) : [...items];
}

/** The text a search looks in. */
export interface Searchable {
  title: string;
  description: string;
  tags: readonly string[];
  ingredients?: readonly { food: string }[];
}

function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[-_]/g, " ");
}

/**
 * Case- and accent-insensitive search over title, description, tags and ingredients. Every word of
 * the query must appear somewhere ("salmon rice" finds the salmon rice bowl, not every rice dish).
 */
export function matchesSearch(item: Searchable, query: string): boolean {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalize(
    [item.title, item.description, ...item.tags, ...(item.ingredients ?? []).map((i) => i.food)].join(" \n "),
  );
  return words.every((w) => haystack.includes(w));
}

export function searchItems<T extends Searchable>(items: readonly T[], query: string): T[] {
  return items.filter((i) => matchesSearch(i, query));
}

/** Up to 3 other recipes sharing a journey with this one, those sharing more journeys and the same category first. */
export function similarRecipes<T extends Staged & { slug: string; category: string }>(
  recipe: T,
  all: readonly T[],
  limit = SIMILAR_RECIPES_LIMIT,
): T[] {
  const score = (other: T) =>
    other.journeys.filter((j) => recipe.journeys.includes(j)).length * 2 +
    (other.category === recipe.category ? 1 : 0);
  return all
    .filter((r) => r.slug !== recipe.slug && r.journeys.some((j) => recipe.journeys.includes(j)))
    .map((r, index) => ({ r, index, score: score(r) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((x) => x.r);
}

/** Whether a servings count is one the recipe page accepts. */
export function isValidServings(n: number): boolean {
  return Number.isInteger(n) && n >= MIN_SERVINGS && n <= MAX_SERVINGS;
}

/** Minutes as "45 min" or "1 hr 15 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} hr ${m} min` : `${h} hr`;
}

// ---- API shapes (GET /api/recipes/..., GET /api/meal-plans/...) ----

export interface NutritionPerServing {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  /** Some ingredient has no USDA fiber figure, so fiber counts only the known ones. */
  fiberPartial: boolean;
}

export interface ScaledIngredientLine {
  quantity: number;
  unit: string;
  food: string;
  note?: string;
  /** Display text: "2 cups rolled oats". */
  line: string;
}

export interface RecipeNutritionResponse {
  slug: string;
  servings: number;
  perServing: NutritionPerServing;
  ingredients: ScaledIngredientLine[];
}

/** GET /api/recipe-nutrition: per-serving nutrition of every recipe at its own servings, by slug. */
export type AllRecipeNutrition = Record<string, NutritionPerServing>;

export interface ShoppingItem {
  food: string;
  aisle: string;
  /** Summed weight, when the lines were weights or volumes (or mixed units) of this food. */
  grams?: number;
  /** Summed count and its unit ("medium", "clove"), when every line counted the same unit. */
  count?: number;
  unit?: string;
  /** How many of the plan's recipes use it. */
  recipes: number;
  /** What to buy, in whole shop units ("3 avocados", "1 carton (1 l)"); absent for a food without one. */
  buy?: Purchase;
}

export interface ShoppingAisle {
  aisle: string;
  items: ShoppingItem[];
}

export interface ShoppingListResponse {
  slug: string;
  aisles: ShoppingAisle[];
}

/** "450 g", "1.2 kg", "3 medium", "2 cloves", "2½". */
export function formatShoppingAmount(item: Pick<ShoppingItem, "grams" | "count" | "unit">): string {
  if (item.count !== undefined) {
    const n = Math.round(item.count * 100) / 100;
    const unit =
      item.unit && !["piece", "whole", "each"].includes(item.unit) ? ` ${pluralize(item.unit, n)}` : "";
    return `${formatQuantity(n)}${unit}`;
  }
  const g = item.grams ?? 0;
  if (g >= 1000) return `${Math.round(g / 100) / 10} kg`;
  if (g >= 100) return `${Math.round(g / 5) * 5} g`;
  return `${Math.max(1, Math.round(g))} g`;
}

function pluralize(unit: string, n: number): string {
  if (n <= 1) return unit;
  if (unit === "leaf") return "leaves";
  if (["medium", "large", "small", "extra large", "whole"].includes(unit)) return unit;
  return `${unit}s`;
}

/** A meal plan's average prep time in whole minutes, over the recipes it lists. */
export function averagePrepMinutes(recipes: readonly { prepMinutes: number }[]): number {
  if (recipes.length === 0) return 0;
  return Math.round(recipes.reduce((sum, r) => sum + r.prepMinutes, 0) / recipes.length);
}

/**
 * Up to `count` breakfasts for the Quick Breakfast Ideas card: the quickest that fit the stage,
 * topped up with the quickest others when the stage has fewer. Quickest by total time, hours in
 * the fridge included: a breakfast that must chill overnight is not a quick one.
 */
export function quickBreakfasts<
  T extends Staged & {
    category: string;
    prepMinutes: number;
    cookMinutes: number;
    rest?: { minutes: number };
  },
>(recipes: readonly T[], stage: string | null | undefined, count = 3): T[] {
  const total = (r: T) => r.prepMinutes + r.cookMinutes + (r.rest?.minutes ?? 0);
  const byTime = recipes
    .filter((r) => r.category === "Breakfast")
    .map((r, index) => ({ r, index }))
    .sort((a, b) => total(a.r) - total(b.r) || a.index - b.index)
    .map((x) => x.r);
  const fitting = forStage(byTime, stage);
  return [...fitting, ...byTime.filter((r) => !fitting.includes(r))].slice(0, count);
}
