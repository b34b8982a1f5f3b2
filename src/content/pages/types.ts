/**
 * Shapes for Bloom's static page copy (about, terms, privacy, FAQ, wellness guides).
 * Content only: the React pages that render these live under src/client.
 *
 * In any string, the literal token `{supportEmail}` is replaced at render time by the configured
 * support address (config `supportEmail`). No other email address appears in this content.
 */

/** The placeholder a page replaces with the configured support address. */
export const SUPPORT_EMAIL_TOKEN = "{supportEmail}";

export interface ArticleSection {
  /** kebab-case, unique within its article; usable as an in-page anchor. */
  id: string;
  heading: string;
  /** Rendered in order; when there are bullets, the last paragraph introduces them. */
  paragraphs: string[];
  /** Rendered as a list after the paragraphs. */
  bullets?: string[];
}

export interface Article {
  slug: string;
  title: string;
  summary: string;
  sections: ArticleSection[];
}

/**
 * Terms and Privacy: an article whose page shows when its text last changed. `updated` is kept
 * here, beside the text, and changes with it (a YYYY-MM-DD day), never "today".
 */
export interface DatedArticle extends Article {
  updated: string;
}

export interface FaqItem {
  /** kebab-case, unique within the FAQ. */
  id: string;
  question: string;
  answer: string;
}
