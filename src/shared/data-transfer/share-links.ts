import type { z } from "zod";
// A type only: the input schema lives in share-links-input.ts, so the cards that show her data
// (the report card on the dashboard) load no zod.
import type { shareLinkInput } from "./share-links-input";

/** What a link can show, each a part of her records she picks on its own. */
export const SHARE_CATEGORIES = ["cycle", "pregnancy", "kicks", "mood", "workouts"] as const;
export type ShareCategory = (typeof SHARE_CATEGORIES)[number];

export const SHARE_CATEGORY_LABELS: Record<ShareCategory, string> = {
  cycle: "Cycle",
  pregnancy: "Pregnancy",
  kicks: "Kicks and contractions",
  mood: "Mood and sleep",
  workouts: "Workouts",
};

export const DEFAULT_SHARE_DAYS = 7;
export const MAX_SHARE_DAYS = 90;
/** How far back a shared page reaches for day-by-day records. */
export const SHARED_DAYS_BACK = 30;

export type ShareLinkInput = z.input<typeof shareLinkInput>;

/** A link as she sees it in her list (the token is never shown again after it is made). */
export interface ShareLinkView {
  id: string;
  label: string | null;
  categories: ShareCategory[];
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  viewCount: number;
  lastViewedAt: string | null;
  status: "active" | "expired" | "revoked";
}
