/**
 * A new share link as an input (src/shared/data-transfer/share-links.ts): beside the link's words and
 * limits, not in them, so the pages that only show them load no zod.
 */
import { z } from "zod";
import { DEFAULT_SHARE_DAYS, MAX_SHARE_DAYS, SHARE_CATEGORIES } from "./share-links";

export const shareLinkInput = z.object({
  categories: z
    .array(z.enum(SHARE_CATEGORIES))
    .min(1, "Pick at least one thing to share.")
    .max(SHARE_CATEGORIES.length)
    .refine((list) => new Set(list).size === list.length, "Each category once."),
  expiresInDays: z
    .number()
    .int()
    .min(1, "A link lasts at least one day.")
    .max(MAX_SHARE_DAYS, `A link lasts at most ${MAX_SHARE_DAYS} days.`)
    .default(DEFAULT_SHARE_DAYS),
  label: z.string().trim().max(60, "Keep the label under 60 characters.").optional(),
});
