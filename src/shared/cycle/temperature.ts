/**
 * Basal temperatures are stored in °C. Bloom shows them in °F unless she chose °C (the spec's unit
 * is °F). The evaluation works on readings rounded to 0.05 °C, as Sensiplan charts them.
 */

export const TEMPERATURE_UNITS = ["F", "C"] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];
export const DEFAULT_TEMPERATURE_UNIT: TemperatureUnit = "F";

/**
 * Error code of a second temperature for one day (the spec's 'Temperature already logged'). Here,
 * not beside the input schemas (schemas.ts), so the quick log on her dashboard loads no zod.
 */
export const TEMPERATURE_ALREADY_LOGGED = "temperature_already_logged";

/** Plausible basal temperatures; anything outside is a typing mistake or the wrong unit. */
export const MIN_TEMPERATURE_C = 34;
export const MAX_TEMPERATURE_C = 42;

export function toCelsius(value: number, unit: TemperatureUnit): number {
  // Three decimals keep a °F reading exact when shown again in °F (97.75 → 36.528 → 97.75).
  return unit === "C" ? value : Math.round((((value - 32) * 5) / 9) * 1000) / 1000;
}

export function fromCelsius(valueC: number, unit: TemperatureUnit): number {
  return unit === "C" ? Math.round(valueC * 100) / 100 : Math.round(((valueC * 9) / 5) * 100 + 3200) / 100;
}

export function formatTemperature(valueC: number, unit: TemperatureUnit): string {
  return `${fromCelsius(valueC, unit).toFixed(2)} °${unit}`;
}

export function temperatureRange(unit: TemperatureUnit): { min: number; max: number } {
  return { min: fromCelsius(MIN_TEMPERATURE_C, unit), max: fromCelsius(MAX_TEMPERATURE_C, unit) };
}

/**
 * A reading in twentieths of a degree (0.05 °C steps), rounded half up. Comparing whole steps
 * avoids floating-point surprises: "0.2 °C above the cover line" is exactly 4 steps.
 */
export function toSteps(valueC: number): number {
  return Math.round(valueC * 20 + 1e-9);
}

export function fromSteps(steps: number): number {
  return Math.round(steps * 5) / 100;
}

/** A reading rounded to 0.05 °C. */
export function roundTemperature(valueC: number): number {
  return fromSteps(toSteps(valueC));
}
