/**
 * Her units: one choice on her profile, "us" (lb, in, °F) or "metric" (kg, cm, °C), used wherever
 * she enters or reads a measurement. Stored values never change with it: each stored quantity has
 * one canonical unit, named by its column (check-in weight in kg and measurements in cm, pregnancy
 * weights in lb, height in cm, basal temperatures in °C), and these functions convert at the edges.
 *
 * What she types is kept to three decimals in the stored unit, which is finer than half of her own
 * 0.1 step in either system (0.1 lb = 0.045 kg, 0.1 in = 0.254 cm), so a value reads back exactly
 * as she typed it to one decimal, in her units, however often it is shown.
 */
import type { TemperatureUnit } from "./cycle/temperature";

export const UNIT_SYSTEMS = ["us", "metric"] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
/** The spec's units (lbs, °F). */
export const DEFAULT_UNITS: UnitSystem = "us";

export const UNIT_SYSTEM_LABELS: Record<UnitSystem, string> = {
  us: "US (lb, in, °F)",
  metric: "Metric (kg, cm, °C)",
};

export type WeightUnit = "kg" | "lb";
export type LengthUnit = "cm" | "in";

export const KG_PER_LB = 0.45359237;
export const CM_PER_INCH = 2.54;

/** How a unit is written beside a number: the spec writes pounds "lbs". */
export function unitLabel(unit: WeightUnit | LengthUnit): string {
  return unit === "lb" ? "lbs" : unit;
}

export const weightUnitOf = (units: UnitSystem): WeightUnit => (units === "us" ? "lb" : "kg");
export const lengthUnitOf = (units: UnitSystem): LengthUnit => (units === "us" ? "in" : "cm");
export const temperatureUnitOf = (units: UnitSystem): TemperatureUnit => (units === "us" ? "F" : "C");

const round = (n: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(n * f + (n >= 0 ? 1e-9 : -1e-9)) / f;
};

export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value;
  return from === "lb" ? value * KG_PER_LB : value / KG_PER_LB;
}

export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  if (from === to) return value;
  return from === "in" ? value * CM_PER_INCH : value / CM_PER_INCH;
}

/** A weight she typed in her units, as stored (in `stored`, three decimals). */
export function weightToStore(value: number, units: UnitSystem, stored: WeightUnit): number {
  return round(convertWeight(value, weightUnitOf(units), stored), 3);
}

/** A stored weight (in `stored`) as she reads it, in her units, to one decimal. */
export function weightToShow(value: number, stored: WeightUnit, units: UnitSystem): number {
  return round(convertWeight(value, stored, weightUnitOf(units)), 1);
}

/** A length she typed in her units, as stored (in `stored`, three decimals). */
export function lengthToStore(value: number, units: UnitSystem, stored: LengthUnit): number {
  return round(convertLength(value, lengthUnitOf(units), stored), 3);
}

/** A stored length (in `stored`) as she reads it, in her units, to one decimal. */
export function lengthToShow(value: number, stored: LengthUnit, units: UnitSystem): number {
  return round(convertLength(value, stored, lengthUnitOf(units)), 1);
}

/** "65.2 kg", "143.7 lbs" */
export function formatWeight(value: number, stored: WeightUnit, units: UnitSystem): string {
  return `${weightToShow(value, stored, units)} ${unitLabel(weightUnitOf(units))}`;
}

/** "70 cm", "27.6 in" */
export function formatLength(value: number, stored: LengthUnit, units: UnitSystem): string {
  return `${lengthToShow(value, stored, units)} ${unitLabel(lengthUnitOf(units))}`;
}

/** A range given in a canonical unit, in her units, widened to whole numbers so no true value is refused. */
export function weightRangeIn(range: { min: number; max: number }, stored: WeightUnit, units: UnitSystem) {
  const to = weightUnitOf(units);
  return {
    min: Math.floor(convertWeight(range.min, stored, to)),
    max: Math.ceil(convertWeight(range.max, stored, to)),
  };
}

export function lengthRangeIn(range: { min: number; max: number }, stored: LengthUnit, units: UnitSystem) {
  const to = lengthUnitOf(units);
  return {
    min: Math.floor(convertLength(range.min, stored, to)),
    max: Math.ceil(convertLength(range.max, stored, to)),
  };
}
