/**
 * Unit conversion for recipe quantities. Pure (no data import), safe for the browser.
 *
 * - Mass units (g, kg, oz, lb) convert exactly.
 * - Volume units (ml, l, tsp, tbsp, cup, fl oz; US measures) convert through the food's own household
 *   weights when it has one: first a portion in the same unit ("1 cup, chopped" for cups), else any
 *   volume portion ("1 tbsp" tells the weight of a cup too), else the given density in g/ml.
 * - Count units (piece, medium, large, slice, clove...) convert only through the food's portions
 *   ("1 medium (3\" dia)" 182 g). "piece", "whole" and "each" accept a portion named piece, each,
 *   whole, fruit, item or unit, then a medium one.
 * Anything else throws a UnitConversionError that says what was missing.
 */

/** The shape of a household portion (structurally the same as the server's USDA Portion). */
export interface PortionWeight {
  label: string;
  grams: number;
}

export const MASS_UNITS = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 } as const;
export type MassUnit = keyof typeof MASS_UNITS;

/** Millilitres per unit (US customary measures, as SR28 uses). */
export const VOLUME_UNITS = {
  ml: 1,
  l: 1000,
  tsp: 4.92892159375,
  tbsp: 14.78676478125,
  cup: 236.5882365,
  "fl oz": 29.5735295625,
} as const;
export type VolumeUnit = keyof typeof VOLUME_UNITS;

export const COUNT_UNITS = [
  "piece",
  "whole",
  "each",
  "small",
  "medium",
  "large",
  "extra large",
  "slice",
  "clove",
  "leaf",
  "sprig",
  "stalk",
  "fillet",
  "breast",
  "thigh",
  "tortilla",
  "muffin",
  "bagel",
  "pita",
  "cake",
  "date",
  "can",
] as const;
export type CountUnit = (typeof COUNT_UNITS)[number];

export type Unit = MassUnit | VolumeUnit | CountUnit;
export const UNITS: readonly Unit[] = [
  ...(Object.keys(MASS_UNITS) as MassUnit[]),
  ...(Object.keys(VOLUME_UNITS) as VolumeUnit[]),
  ...COUNT_UNITS,
];

export class UnitConversionError extends Error {
  override name = "UnitConversionError";
}

const ALIASES: Record<string, Unit> = {
  gram: "g",
  grams: "g",
  gr: "g",
  kilogram: "kg",
  kilograms: "kg",
  kgs: "kg",
  ounce: "oz",
  ounces: "oz",
  pound: "lb",
  pounds: "lb",
  lbs: "lb",
  milliliter: "ml",
  milliliters: "ml",
  millilitre: "ml",
  millilitres: "ml",
  liter: "l",
  liters: "l",
  litre: "l",
  litres: "l",
  teaspoon: "tsp",
  teaspoons: "tsp",
  tablespoon: "tbsp",
  tablespoons: "tbsp",
  tbs: "tbsp",
  cups: "cup",
  "fluid ounce": "fl oz",
  "fluid ounces": "fl oz",
  "fl. oz": "fl oz",
  "fl oz.": "fl oz",
  pieces: "piece",
  slices: "slice",
  cloves: "clove",
  leaves: "leaf",
  sprigs: "sprig",
  stalks: "stalk",
  fillets: "fillet",
  breasts: "breast",
  thighs: "thigh",
  tortillas: "tortilla",
  muffins: "muffin",
  bagels: "bagel",
  pitas: "pita",
  cakes: "cake",
  dates: "date",
  cans: "can",
  fruit: "whole",
  item: "each",
};

/** The canonical unit for a spelling ("Tablespoons" → "tbsp"), or undefined when unknown. */
export function normalizeUnit(unit: string): Unit | undefined {
  const u = unit.trim().toLowerCase().replace(/\s+/g, " ");
  if ((UNITS as readonly string[]).includes(u)) return u as Unit;
  return ALIASES[u];
}

export function isMassUnit(unit: string): unit is MassUnit {
  return Object.hasOwn(MASS_UNITS, unit);
}

export function isVolumeUnit(unit: string): unit is VolumeUnit {
  return Object.hasOwn(VOLUME_UNITS, unit);
}

export function isCountUnit(unit: string): unit is CountUnit {
  return (COUNT_UNITS as readonly string[]).includes(unit);
}

export interface ParsedPortion {
  amount: number;
  /** Canonical unit when the label's measure is one we know, else its head word ("nlea", "steak"). */
  unit: string;
  grams: number;
}

/** "1 cup, chopped" → { amount: 1, unit: "cup" }; ".5 cup" → 0.5; "1 medium (3\" dia)" → medium. */
export function parsePortionLabel(portion: PortionWeight): ParsedPortion | undefined {
  const m = /^\s*(\d*\.?\d+)(?:\s+(\d+)\/(\d+)|\/(\d+))?\s+(.*)$/.exec(portion.label);
  if (!m) return undefined;
  let amount = Number(m[1]);
  if (m[2] && m[3]) amount += Number(m[2]) / Number(m[3]);
  if (m[4]) amount /= Number(m[4]);
  if (!(amount > 0) || !(portion.grams > 0)) return undefined;
  const rest = (m[5] ?? "").toLowerCase();
  const words = rest.split(/[\s,()]+/).filter(Boolean);
  const first = words[0] ?? "";
  const two = words.slice(0, 2).join(" ");
  const unit = normalizeUnit(two) ?? normalizeUnit(first) ?? first;
  return { amount, unit, grams: portion.grams };
}

const GENERIC_COUNT: readonly string[] = ["piece", "each", "whole", "unit", "medium"];

function gramsPerCount(unit: CountUnit, parsed: ParsedPortion[]): number | undefined {
  const candidates = unit === "piece" || unit === "whole" || unit === "each" ? GENERIC_COUNT : [unit];
  for (const want of candidates) {
    const hit = parsed.find((p) => p.unit === want);
    if (hit) return hit.grams / hit.amount;
  }
  return undefined;
}

function gramsPerMl(unit: VolumeUnit, parsed: ParsedPortion[]): number | undefined {
  const same = parsed.find((p) => p.unit === unit);
  const any = same ?? parsed.find((p) => isVolumeUnit(p.unit));
  if (!any) return undefined;
  return any.grams / (any.amount * VOLUME_UNITS[any.unit as VolumeUnit]);
}

/**
 * Grams in `quantity` `unit` of a food with these household portions.
 * @param densityGPerMl used for volume units when no portion of the food is a volume measure.
 * @throws UnitConversionError when the unit is unknown or the food gives no way to convert it.
 */
export function toGrams(
  quantity: number,
  unit: string,
  portions: readonly PortionWeight[] = [],
  densityGPerMl?: number,
): number {
  if (!Number.isFinite(quantity) || quantity < 0) {
    throw new UnitConversionError(`Quantity must be a non-negative number, got ${quantity}`);
  }
  const u = normalizeUnit(unit);
  if (!u) throw new UnitConversionError(`Unknown unit "${unit}"`);
  if (isMassUnit(u)) return quantity * MASS_UNITS[u];

  const parsed = portions.map(parsePortionLabel).filter((p): p is ParsedPortion => p !== undefined);
  if (isVolumeUnit(u)) {
    const density = gramsPerMl(u, parsed) ?? densityGPerMl;
    if (density === undefined || !(density > 0)) {
      throw new UnitConversionError(
        `Cannot convert ${quantity} ${u} to grams: the food has no volume portion and no density was given`,
      );
    }
    return quantity * VOLUME_UNITS[u] * density;
  }

  const each = gramsPerCount(u, parsed);
  if (each === undefined) {
    const known = portions.map((p) => `"${p.label}"`).join(", ") || "none";
    throw new UnitConversionError(
      `Cannot convert ${quantity} ${u} to grams: no matching household portion (portions: ${known})`,
    );
  }
  return quantity * each;
}
