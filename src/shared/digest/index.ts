/**
 * Today's Wellness Digest: the API contract and the small pure helpers the page needs. The rules
 * that choose the tips live in `select.ts` (server side: they read the catalogues), written down in
 * RULES.md beside it.
 */
import type { TipCategory } from "../../content/digest/schema";

export type { TipCategory };

/** The spec's Wellness tip, as the API sends it: `link` and `reason` are Bloom's additions. */
export interface WellnessTip {
  id: string;
  category: TipCategory;
  title: string;
  description: string;
  action: string;
  benefit: string;
  /** A Bloom page: /workouts/{slug}, /recipes/{slug} or /wellness/{guide}. */
  link: string;
  /** Why this tip today, from her own logs; null for an everyday tip. */
  reason: string | null;
  completed: boolean;
  completedAt: string | null;
}

/** GET /api/digest */
export interface Digest {
  /** Her local date the digest is for. */
  date: string;
  tips: WellnessTip[];
  completed: number;
  total: number;
  /** The completed share, 0-100. */
  progress: number;
}

/** The digest's tabs: All, Move, Nourish (nutrition and hydration), Mind (mindfulness and sleep). */
export const DIGEST_TABS = [
  { id: "all", label: "All", categories: ["workout", "nutrition", "hydration", "mindfulness", "sleep"] },
  { id: "move", label: "Move", categories: ["workout"] },
  { id: "nourish", label: "Nourish", categories: ["nutrition", "hydration"] },
  { id: "mind", label: "Mind", categories: ["mindfulness", "sleep"] },
] as const satisfies readonly { id: string; label: string; categories: readonly TipCategory[] }[];
export type DigestTabId = (typeof DIGEST_TABS)[number]["id"];

export function tipsInTab<T extends { category: TipCategory }>(tips: readonly T[], tab: DigestTabId): T[] {
  const categories: readonly TipCategory[] = DIGEST_TABS.find((t) => t.id === tab)?.categories ?? [];
  return tips.filter((tip) => categories.includes(tip.category));
}

/** Progress is the completed share of today's tips, as a whole percentage; 0 for an empty digest. */
export function digestProgress(tips: readonly { completed: boolean }[]): number {
  if (tips.length === 0) return 0;
  return Math.round((tips.filter((t) => t.completed).length / tips.length) * 100);
}
