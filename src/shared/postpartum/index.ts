/**
 * Postpartum education and the Postpartum Prep Guide: the API contract and the pure rules for
 * which topics and prep items she sees. Generic over anything with a `week`, so the client can
 * use them without loading the catalogue.
 */
import type { EducationCategory, ModuleType } from "../../content/postpartum/categories";
import type { Source } from "../../content/sources";

export { CATEGORY_LABELS, EDUCATION_CATEGORIES } from "../../content/postpartum/categories";
export type { EducationCategory, ModuleType, Source };

/** The spec: the preparation list shows topics within the current week plus 2. */
export const PREP_LOOKAHEAD_WEEKS = 2;
/** The spec: Coming Up shows at most 3 items. */
export const COMING_UP_LIMIT = 3;

/** Current Focus: every item due by her current week + 2, earliest first. */
export function prepCurrentFocus<T extends { week: number }>(items: readonly T[], currentWeek: number): T[] {
  return items.filter((i) => i.week <= currentWeek + PREP_LOOKAHEAD_WEEKS).sort((a, b) => a.week - b.week);
}

/** Coming Up: at most 3 items whose week is more than 2 past her current week, soonest first. */
export function prepComingUp<T extends { week: number }>(items: readonly T[], currentWeek: number): T[] {
  return items
    .filter((i) => i.week > currentWeek + PREP_LOOKAHEAD_WEEKS)
    .sort((a, b) => a.week - b.week)
    .slice(0, COMING_UP_LIMIT);
}

/**
 * What Current Focus says when nothing is due yet (before week 26): in which week her first prep
 * item opens and how far off that is, so an empty week reads as "not yet", never as "nothing here".
 */
export function prepNothingYet(
  currentWeek: number | null,
  comingUp: readonly { week: number; title: string }[],
): string {
  const next = comingUp[0];
  if (currentWeek === null || !next) return "No prep items for this week yet.";
  const opens = next.week - PREP_LOOKAHEAD_WEEKS;
  const wait = opens - currentWeek;
  return `Nothing to get ready yet in week ${currentWeek}. Your first item, "${next.title}", opens in week ${opens}, ${wait} ${wait === 1 ? "week" : "weeks"} from now. Coming Up shows what follows.`;
}

/**
 * Her education topics: those for the weeks up to her baby's age in weeks + 2 (the same window as
 * the prep list). Without the baby's birth date every topic is shown: none is hidden on a guess.
 */
export function topicsForWeek<T extends { week: number }>(
  topics: readonly T[],
  weeksSinceBirth: number | null,
): T[] {
  if (weeksSinceBirth === null) return [...topics];
  return topics.filter((t) => t.week <= weeksSinceBirth + PREP_LOOKAHEAD_WEEKS);
}

/**
 * After a pregnancy loss, until she turns pregnancy content back on, only the topics about her own
 * body's recovery: nothing about caring for a baby is pushed at her.
 */
export function topicsAfterLoss<T extends { aboutBaby: boolean }>(topics: readonly T[]): T[] {
  return topics.filter((t) => !t.aboutBaby);
}

/** By Topic: the items grouped by category, in the catalogue's category order, empty groups left out. */
export function groupByCategory<T extends { category: EducationCategory }>(
  items: readonly T[],
  order: readonly EducationCategory[],
): { category: EducationCategory; items: T[] }[] {
  return order
    .map((category) => ({ category, items: items.filter((i) => i.category === category) }))
    .filter((g) => g.items.length > 0);
}

/** A topic is complete when every one of its modules is; module completion is one-way. */
export function topicCompleted(modules: readonly { completed: boolean }[]): boolean {
  return modules.length > 0 && modules.every((m) => m.completed);
}

// ---- API answers --------------------------------------------------------------------------

/** The spec's Education module; `items` (checklist entries or reflection questions) is Bloom's. */
export interface EducationModule {
  id: string;
  type: ModuleType;
  title: string;
  content: string;
  items: string[];
  duration: number | null;
  completed: boolean;
  completedAt: string | null;
  /** A checklist's items she has ticked, one flag per item in `items` (empty for other modules). */
  ticked: boolean[];
  /** What she wrote for a reflection module, or null (always null for other modules). */
  reflection: ModuleReflection | null;
}

/** Her own words for a reflection module, kept for her only. */
export interface ModuleReflection {
  content: string;
  updatedAt: string;
}

/** The most she can write for one reflection. */
export const REFLECTION_MAX = 5000;

/** The spec's Postpartum topic, with its three modules and sources. */
export interface PostpartumTopic {
  id: string;
  category: EducationCategory;
  title: string;
  description: string;
  importance: "high" | "medium";
  week: number;
  completed: boolean;
  modules: EducationModule[];
  sources: Source[];
}

/** GET /api/postpartum/topics */
export interface PostpartumEducation {
  /** Whole weeks since the birth, from her baby's birth date; null when Bloom doesn't know it. */
  weeksSinceBirth: number | null;
  topics: PostpartumTopic[];
}

/** The spec's Prep item. */
export interface PrepItem {
  id: string;
  title: string;
  description: string;
  category: EducationCategory;
  importance: "high" | "medium" | "low";
  week: number;
  completed: boolean;
  completedAt: string | null;
  sources: Source[];
}

/**
 * GET /api/postpartum/prep. `state` says why the lists may be empty: she has no due date yet, or
 * she is not pregnant (the guide is never pushed at her then).
 */
export interface PrepGuide {
  state: "ready" | "needs-due-date" | "not-pregnant";
  currentWeek: number | null;
  currentFocus: PrepItem[];
  comingUp: PrepItem[];
}
