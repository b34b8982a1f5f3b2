/**
 * The postpartum lessons' categories and module kinds, apart from their zod schemas (schema.ts), so
 * the pages that only name a category (the dashboard's lessons and prep guide) load no zod.
 */
export const EDUCATION_CATEGORIES = ["recovery", "mental", "nutrition", "baby", "home"] as const;
export type EducationCategory = (typeof EDUCATION_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<EducationCategory, string> = {
  recovery: "Recovery",
  mental: "Mental health",
  nutrition: "Nutrition",
  baby: "Baby care",
  home: "Home & support",
};

export const MODULE_TYPES = ["lesson", "video", "checklist", "reflection"] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];
