/**
 * The spec's Pregnancy journal entry (camelCase on the wire): id, date, week, title, content,
 * photos, mood, milestone, weight (lbs), babyKicks. It arrives as multipart form fields (photos
 * ride along), so every field is read from text here; the server fills `week` from her due date.
 *
 * The spec's rules: title "Journal Entry" when blank; mood 1-10, 8 when invalid; baby kicks >= 0.
 */
import { z } from "zod";
import { isIsoDate } from "../dates";
import type { WithSafety } from "../safety";

export const JOURNAL_DEFAULT_TITLE = "Journal Entry";
export const JOURNAL_DEFAULT_MOOD = 8;
export const MAX_JOURNAL_PHOTOS = 4;
export const JOURNAL_CONTENT_MAX = 10_000;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} can be at most ${max} characters.`)
    .nullish()
    .transform((s) => s?.trim() || null);

/** "" or absent means not given; otherwise a number within the range. */
function optionalNumber(label: string, opts: { min: number; max: number; integer?: boolean; unit?: string }) {
  return z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === "string" && v.trim() === "")) return null;
      const n = typeof v === "number" ? v : Number(v.trim().replace(",", "."));
      const unit = opts.unit ? ` ${opts.unit}` : "";
      if (!Number.isFinite(n) || (opts.integer && !Number.isInteger(n))) {
        ctx.addIssue({
          code: "custom",
          message: `${label} must be a ${opts.integer ? "whole " : ""}number.`,
        });
        return z.NEVER;
      }
      if (n < opts.min || n > opts.max) {
        ctx.addIssue({
          code: "custom",
          message: `${label} must be between ${opts.min} and ${opts.max}${unit}.`,
        });
        return z.NEVER;
      }
      return opts.integer ? n : Math.round(n * 10) / 10;
    });
}

/** The spec: a mood outside 1-10, or not a number, is taken as 8. */
export function journalMood(value: unknown): number {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim()
        ? Number(value)
        : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= 10 ? n : JOURNAL_DEFAULT_MOOD;
}

export const journalFields = z.strictObject({
  date: z.string().refine(isIsoDate, "The date looks like 2026-10-08."),
  title: optionalText(120, "Title").transform((t) => t ?? JOURNAL_DEFAULT_TITLE),
  content: z
    .string()
    .max(JOURNAL_CONTENT_MAX, `Your entry can be at most ${JOURNAL_CONTENT_MAX} characters.`)
    .optional()
    .transform((s) => s?.trim() ?? ""),
  mood: z.unknown().optional().transform(journalMood),
  milestone: optionalText(200, "Milestone"),
  weight: optionalNumber("Weight", { min: 70, max: 700, unit: "lbs" }),
  babyKicks: optionalNumber("Baby kicks", { min: 0, max: 10_000, integer: true }),
});
export type JournalFields = z.output<typeof journalFields>;

export interface JournalPhoto {
  id: string;
  url: string;
}

export interface JournalEntry extends JournalFields {
  id: string;
  /** Her pregnancy week on the entry's date, from her due date; null without one. */
  week: number | null;
  photos: JournalPhoto[];
  createdAt: string;
  updatedAt: string;
}

/** POST and PUT answer with the entry and what the safety module read in her words. */
export type SavedJournalEntry = WithSafety<JournalEntry>;
