import { z } from "zod";
import { addDays, isIsoDate } from "./dates";
import { formNumber, formText } from "./form-fields";
import {
  type LengthUnit,
  lengthRangeIn,
  lengthToShow,
  lengthToStore,
  lengthUnitOf,
  type UnitSystem,
  unitLabel,
  type WeightUnit,
  weightRangeIn,
  weightToShow,
  weightToStore,
  weightUnitOf,
} from "./units";
import { unitSystem } from "./units-input";

export const PHOTO_VIEWS = ["front", "side", "back"] as const;
export type PhotoView = (typeof PHOTO_VIEWS)[number];

/**
 * A check-in's measurements, stored in kg (weight) and cm (the rest) whatever her units; `min` and
 * `max` are in the stored unit.
 */
export const MEASUREMENTS = [
  { key: "weight", label: "Weight", kind: "weight", unit: "kg", min: 30, max: 300 },
  { key: "chest_measurement", label: "Chest", kind: "length", unit: "cm", min: 10, max: 300 },
  { key: "upper_arm_measurement", label: "Upper arm", kind: "length", unit: "cm", min: 10, max: 300 },
  { key: "waist_measurement", label: "Waist", kind: "length", unit: "cm", min: 10, max: 300 },
  { key: "hip_measurement", label: "Hips", kind: "length", unit: "cm", min: 10, max: 300 },
  { key: "glute_measurement", label: "Glutes", kind: "length", unit: "cm", min: 10, max: 300 },
  { key: "thigh_measurement", label: "Thigh", kind: "length", unit: "cm", min: 10, max: 300 },
] as const satisfies readonly {
  key: string;
  label: string;
  kind: "weight" | "length";
  unit: WeightUnit | LengthUnit;
  min: number;
  max: number;
}[];
export type Measurement = (typeof MEASUREMENTS)[number];
export type MeasurementKey = Measurement["key"];

/** The unit she types and reads a measurement in, as written beside it ("lbs", "in", "kg", "cm"). */
export function measurementUnit(m: Measurement, units: UnitSystem): string {
  return unitLabel(m.kind === "weight" ? weightUnitOf(units) : lengthUnitOf(units));
}

/** A measurement's range in her units (whole numbers, widened so no true value is refused). */
export function measurementRange(m: Measurement, units: UnitSystem): { min: number; max: number } {
  return m.kind === "weight" ? weightRangeIn(m, m.unit, units) : lengthRangeIn(m, m.unit, units);
}

/** A number she typed in her units, in the measurement's stored unit. */
export function measurementToStore(m: Measurement, value: number, units: UnitSystem): number {
  return m.kind === "weight" ? weightToStore(value, units, m.unit) : lengthToStore(value, units, m.unit);
}

/**
 * The units a check-in form's numbers are in (its `units` field). Metric when absent: Bloom's
 * first check-in form took kg and cm only, and a form sent from it must still mean what it said.
 */
export const checkinUnits = unitSystem.default("metric");

/**
 * The check-in fields as she typed them in her units, read into the stored units; the server also
 * checks the week date is today..today+6 in the user's zone.
 */
export function checkinFieldsIn(units: UnitSystem) {
  return z
    .strictObject({
      week_date: z.string().refine(isIsoDate, "The week date looks like 2026-11-22."),
      ...(Object.fromEntries(
        MEASUREMENTS.map((m) => [
          m.key,
          formNumber(m.label, { ...measurementRange(m, units), unit: measurementUnit(m, units) }),
        ]),
      ) as {
        [K in MeasurementKey]: ReturnType<typeof formNumber>;
      }),
      description: formText(500, "Description"),
      notes: formText(2000, "Notes"),
    })
    .transform((v) => {
      const stored = { ...v };
      for (const m of MEASUREMENTS) {
        const typed = v[m.key];
        stored[m.key] = typed === null ? null : measurementToStore(m, typed, units);
      }
      return stored;
    });
}

/** The check-in fields in kg and cm. */
export const checkinFields = checkinFieldsIn("metric");
export type CheckinFields = z.output<typeof checkinFields>;

/** The spec's range: from today to six days ahead. */
export function checkinDateRange(today: string): { min: string; max: string } {
  return { min: today, max: addDays(today, 6) };
}

export interface CheckinPhoto {
  id: string;
  view: PhotoView;
  url: string;
}

export type Checkin = CheckinFields & {
  id: string;
  /** The spec's name: a link to the first photo (front, side, back), readable by her only; null without photos. */
  progress_image_url: string | null;
  created_at: string;
  photos: CheckinPhoto[];
};

/** A stored measurement as she reads it, in her units, to one decimal. */
export function measurementToShow(m: Measurement, value: number, units: UnitSystem): number {
  return m.kind === "weight" ? weightToShow(value, m.unit, units) : lengthToShow(value, m.unit, units);
}
