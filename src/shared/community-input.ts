/**
 * What the community routes accept, as zod schemas: posts, replies, reports and blocks. Apart from
 * community.ts (the rules, labels and answers' shapes the browser shows) so that the dashboard's
 * card of latest posts does not load zod.
 */
import { z } from "zod";
import {
  MAX_COMMENT_LENGTH,
  MAX_POST_LENGTH,
  MAX_REPORT_REASON,
  MAX_TAG_LENGTH,
  MAX_TAGS,
  POST_CATEGORIES,
  POST_REVEALS,
  REPORT_REASONS,
} from "./community";

const tag = z
  .string()
  .trim()
  .toLowerCase()
  .transform((t) => t.replace(/^#/, "").replace(/\s+/g, "-"))
  .pipe(
    z
      .string()
      .min(1, "A tag cannot be empty.")
      .max(MAX_TAG_LENGTH, `A tag is at most ${MAX_TAG_LENGTH} characters.`)
      .regex(/^[\p{L}\p{N}-]+$/u, "A tag holds letters, numbers and hyphens."),
  );

/** 10000 → "10,000", as en-US writes it (without Intl: these limits are written as the server starts). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

const text = (max: number, what: string) =>
  z
    .string({ error: `Write your ${what} first.` })
    .trim()
    .min(1, `Write your ${what} first.`)
    .max(max, `Your ${what} is too long: at most ${grouped(max)} characters.`);

/** A new post's fields (sent as a form, so `anonymous` and `tags` arrive as text). */
export const postInput = z.object({
  content: text(MAX_POST_LENGTH, "post"),
  // The spec: category defaults to general.
  category: z.enum(POST_CATEGORIES).default("general"),
  tags: z
    .array(tag)
    .max(MAX_TAGS, `At most ${MAX_TAGS} tags.`)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  anonymous: z.boolean().default(false),
  /** What the post shows of her stage (community.ts revealedStage); by default all when named, nothing when anonymous. */
  reveal: z.enum(POST_REVEALS, { error: `reveal is one of ${POST_REVEALS.join(", ")}.` }).optional(),
});
export type PostInput = z.input<typeof postInput>;

export const commentInput = z.object({
  content: text(MAX_COMMENT_LENGTH, "reply"),
  anonymous: z.boolean().default(false),
});

export const reportInput = z.object({
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(MAX_REPORT_REASON).optional(),
});

/** Block the author of a post or of a comment (the member is never named by id: she may be anonymous). */
export const blockInput = z.union([
  z.object({ postId: z.string().min(1).max(64) }).strict(),
  z.object({ commentId: z.string().min(1).max(64) }).strict(),
]);
