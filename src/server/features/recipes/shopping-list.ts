/**
 * A meal plan's shopping list: every ingredient of its recipes, summed per food and grouped by aisle.
 *
 * Summing rule: lines are the same food when they share a USDA record (ndb). If every line of a food
 * counts the same unit ("2 large" eggs + "4 large"), the counts add up. Otherwise (weights, volumes,
 * or a mix) each line is converted to grams and the grams add up. Pure: the gram conversion is passed
 * in, so this module never touches the USDA data itself.
 *
 * Each item also says what to buy ("3 avocados", "2 cans (400 g each)", src/shared/shopping-units.ts);
 * tap water is left off the list.
 */
import { AISLES } from "../../../content/recipes/schema";
import { isCountUnit, normalizeUnit } from "../../../shared/nutrition/units";
import type { ShoppingAisle, ShoppingItem } from "../../../shared/recipes";
import { isBought, purchaseFor } from "../../../shared/shopping-units";

export interface ShoppingLine {
  ndb: string;
  food: string;
  aisle: string;
  quantity: number;
  unit: string;
  /** Which recipe the line comes from, to count how many recipes use a food. */
  recipe: string;
}

export function sumShoppingList<L extends ShoppingLine>(
  lines: readonly L[],
  gramsOf: (line: L) => number,
): ShoppingAisle[] {
  const byFood = new Map<string, L[]>();
  for (const line of lines) {
    if (!isBought(line.ndb)) continue;
    const group = byFood.get(line.ndb);
    if (group) group.push(line);
    else byFood.set(line.ndb, [line]);
  }

  const items: ShoppingItem[] = [];
  for (const group of byFood.values()) {
    const first = group[0]!;
    const units = new Set(group.map((l) => normalizeUnit(l.unit) ?? l.unit));
    const [onlyUnit] = units;
    const recipes = new Set(group.map((l) => l.recipe)).size;
    // The shortest display name reads best when recipes name the food slightly differently.
    const food = group.map((l) => l.food).sort((a, b) => a.length - b.length || a.localeCompare(b))[0]!;
    const base = { food, aisle: first.aisle, recipes };
    if (units.size === 1 && onlyUnit && isCountUnit(onlyUnit)) {
      const count = group.reduce((sum, l) => sum + l.quantity, 0);
      const buy = purchaseFor(first.ndb, { count, unit: onlyUnit });
      items.push({ ...base, count, unit: onlyUnit, ...(buy ? { buy } : {}) });
    } else {
      const grams = group.reduce((sum, l) => sum + gramsOf(l), 0);
      const buy = purchaseFor(first.ndb, { grams });
      items.push({ ...base, grams, ...(buy ? { buy } : {}) });
    }
  }

  const aisleRank = (aisle: string) => {
    const i = (AISLES as readonly string[]).indexOf(aisle);
    return i === -1 ? AISLES.length : i;
  };
  const aisles = [...new Set(items.map((i) => i.aisle))].sort(
    (a, b) => aisleRank(a) - aisleRank(b) || a.localeCompare(b),
  );
  return aisles.map((aisle) => ({
    aisle,
    items: items.filter((i) => i.aisle === aisle).sort((a, b) => a.food.localeCompare(b.food)),
  }));
}
