/**
 * Fields of forms that arrive as text (multipart check-ins and journal entries): one rule for each
 * kind of field, so the same input is read, and refused, the same way on every form.
 */
import { z } from "zod";

/** Optional text: trimmed; empty or absent is null. */
export function formText(max: number, label: string) {
  return z
    .string()
    .max(max, `${label} can be at most ${max} characters.`)
    .nullish()
    .transform((s) => s?.trim() || null);
}

/** An optional number (a comma is a decimal point): empty or absent is null; else within the range, 0.1 steps. */
export function formNumber(
  label: string,
  opts: { min: number; max: number; integer?: boolean; unit?: string },
) {
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
