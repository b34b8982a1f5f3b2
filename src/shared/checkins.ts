import { z } from "zod";
import { addDays, isIsoDate } from "./dates";
import { formNumber, formText } from "./form-fields";

export const PHOTO_VIEWS = ["front", "side", "back"] as const;
export type PhotoView = (typeof PHOTO_VIEWS)[number];

export const MEASUREMENTS = [
  { key: "weight", label: "Weight", unit: "kg", min: 30, max: 300 },
  { key: "chest_measurement", label: "Chest", unit: "cm", min: 10, max: 300 },
  { key: "upper_arm_measurement", label: "Upper arm", unit: "cm", min: 10, max: 300 },
  { key: "waist_measurement", label: "Waist", unit: "cm", min: 10, max: 300 },
  { key: "hip_measurement", label: "Hips", unit: "cm", min: 10, max: 300 },
  { key: "glute_measurement", label: "Glutes", unit: "cm", min: 10, max: 300 },
  { key: "thigh_measurement", label: "Thigh", unit: "cm", min: 10, max: 300 },
] as const;
export type MeasurementKey = (typeof MEASUREMENTS)[number]["key"];

/** The check-in fields; the server also checks the week date is today..today+6 in the user's zone. */
export const checkinFields = z.strictObject({
  week_date: z.string().refine(isIsoDate, "The week date looks like 2026-11-22."),
  ...(Object.fromEntries(MEASUREMENTS.map((m) => [m.key, formNumber(m.label, m)])) as {
    [K in MeasurementKey]: ReturnType<typeof formNumber>;
  }),
  description: formText(500, "Description"),
  notes: formText(2000, "Notes"),
});
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
