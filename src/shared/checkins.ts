import { z } from "zod";
import { addDays, isIsoDate } from "./dates";

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

/** Form values arrive as text: empty means "not measured" (null); otherwise a number in 0.1 steps. */
function measurement(label: string, unit: string, min: number, max: number) {
  return z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === "string" && v.trim() === "")) return null;
      const n = typeof v === "number" ? v : Number(v.trim().replace(",", "."));
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message: `${label} must be a number.` });
        return z.NEVER;
      }
      if (n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `${label} must be between ${min} and ${max} ${unit}.` });
        return z.NEVER;
      }
      return Math.round(n * 10) / 10;
    });
}

const text = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} can be at most ${max} characters.`)
    .transform((s) => s.trim() || null)
    .nullish()
    .transform((s) => s ?? null);

/** The check-in fields; the server also checks the week date is today..today+6 in the user's zone. */
export const checkinFields = z.strictObject({
  week_date: z.string().refine(isIsoDate, "The week date looks like 2026-11-22."),
  ...(Object.fromEntries(MEASUREMENTS.map((m) => [m.key, measurement(m.label, m.unit, m.min, m.max)])) as {
    [K in MeasurementKey]: ReturnType<typeof measurement>;
  }),
  description: text(500, "Description"),
  notes: text(2000, "Notes"),
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
  progress_image_url: string | null;
  created_at: string;
  photos: CheckinPhoto[];
};
