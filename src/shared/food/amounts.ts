/**
 * How much of a food: a quantity of one of its household portions ("2 × 1 large"), or of grams or
 * ounces. The meal parser's words become such an amount here, and the plate's figures come from
 * its grams. Pure: the portions are the food's USDA SR28 household weights.
 */
import {
  isMassUnit,
  isVolumeUnit,
  MASS_UNITS,
  type PortionWeight,
  parsePortionLabel,
  toGrams,
  UnitConversionError,
} from "../nutrition/units";
import { plainPortion } from "./common-names";
import type { MealPart } from "./meal-words";

export const GRAMS = "g";
export const OUNCES = "oz";

export interface Amount {
  quantity: number;
  /** A portion's label (as SR28 writes it), "g" or "oz". */
  unit: string;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Grams in an amount of a food with these portions; null for a portion the food does not have. */
export function gramsOf(amount: Amount, portions: readonly PortionWeight[]): number | null {
  if (!(amount.quantity >= 0) || !Number.isFinite(amount.quantity)) return null;
  if (amount.unit === GRAMS) return amount.quantity;
  if (amount.unit === OUNCES) return amount.quantity * MASS_UNITS.oz;
  const p = portions.find((x) => x.label === amount.unit);
  return p ? amount.quantity * p.grams : null;
}

/** "2 large", "150 g", "1 slice", "1.5 × 6 fl oz". */
export function describeAmount(amount: Amount): string {
  const q = round(amount.quantity, 2);
  if (amount.unit === GRAMS || amount.unit === OUNCES) return `${q} ${amount.unit}`;
  const label = plainPortion(amount.unit);
  const one = /^1 (.+)$/.exec(label);
  if (one) return `${q} ${one[1]}`;
  return q === 1 ? label : `${q} × ${label}`;
}

/** The food's portion in this unit, when it has one of exactly one unit ("1 slice", not "2 tbsp"). */
function portionIn(unit: string, portions: readonly PortionWeight[]): PortionWeight | undefined {
  return portions.find((p) => {
    const parsed = parsePortionLabel(p);
    return parsed?.unit === unit && parsed.amount === 1;
  });
}

/** The portion she most likely means by "an egg", "toast": the first that is not a weight. */
export function usualPortion(portions: readonly PortionWeight[]): PortionWeight | undefined {
  return (
    portions.find((p) => {
      const u = parsePortionLabel(p)?.unit;
      return u !== undefined && !isMassUnit(u);
    }) ?? portions[0]
  );
}

/** The smallest household measure that is not a weight ("1 tbsp" of honey, "1 pat" of butter). */
export function smallestPortion(portions: readonly PortionWeight[]): PortionWeight | undefined {
  const measures = portions.filter((p) => {
    const u = parsePortionLabel(p)?.unit;
    return u !== undefined && !isMassUnit(u);
  });
  return [...(measures.length > 0 ? measures : portions)].sort((a, b) => a.grams - b.grams)[0];
}

export interface StartingAmount {
  amount: Amount;
  /**
   * True when her words did not say a weight Bloom can know ("a plate", "a glass" of something
   * without a cup measure): the food's own serving stands in, and the page says so.
   */
  estimated: boolean;
}

/** Her words' quantity and unit as an amount of this food. */
export function amountFromWords(
  part: Pick<MealPart, "quantity" | "unit" | "size" | "side">,
  portions: readonly PortionWeight[],
): StartingAmount {
  const q = part.quantity;
  const usual = (estimated: boolean, small = part.side): StartingAmount => {
    const p = small ? smallestPortion(portions) : usualPortion(portions);
    return p
      ? { amount: { quantity: q, unit: p.label }, estimated }
      : { amount: { quantity: round(q * 100), unit: GRAMS }, estimated: true };
  };
  const unit = part.unit;
  if (unit === null) {
    const sized = part.size ? portionIn(part.size, portions) : undefined;
    return sized ? { amount: { quantity: q, unit: sized.label }, estimated: false } : usual(false);
  }
  if (unit === "g" || unit === "kg")
    return { amount: { quantity: round(q * MASS_UNITS[unit]), unit: GRAMS }, estimated: false };
  if (unit === "oz" || unit === "lb")
    return { amount: { quantity: round(unit === "lb" ? q * 16 : q, 2), unit: OUNCES }, estimated: false };
  if (unit === "glass" || unit === "mug") {
    // A glass or a mug is taken as one US cup (240 ml) when the food can be measured in cups.
    try {
      return { amount: { quantity: round(toGrams(q, "cup", portions)), unit: GRAMS }, estimated: true };
    } catch {
      return usual(true);
    }
  }
  if (unit === "handful") {
    // A handful is about an ounce (28 g) in common nutrition advice for nuts and dried fruit.
    return { amount: { quantity: q, unit: OUNCES }, estimated: true };
  }
  if (unit === "plate" || unit === "bowl" || unit === "serving" || unit === "scoop" || unit === "bar") {
    // "1 bar", "1 scoop", "1 serving" when SR28 weighs one; a plate or a bowl is taken as a serving.
    const own = portions.find((p) => new RegExp(`^1 ${unit}\\b`, "i").test(p.label));
    if (own) return { amount: { quantity: q, unit: own.label }, estimated: false };
    const serving = portions.find((p) => /\bserving\b/i.test(p.label));
    if (serving) return { amount: { quantity: q, unit: serving.label }, estimated: unit !== "serving" };
    return usual(true);
  }
  const same = portionIn(unit, portions);
  if (same) return { amount: { quantity: q, unit: same.label }, estimated: false };
  if (isVolumeUnit(unit) || unit) {
    try {
      return { amount: { quantity: round(toGrams(q, unit, portions)), unit: GRAMS }, estimated: false };
    } catch (err) {
      if (!(err instanceof UnitConversionError)) throw err;
    }
  }
  return usual(true);
}
