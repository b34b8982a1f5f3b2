/**
 * The coach's knowledge base, in one list. Imported by the server (and the bench), never by the
 * browser bundle: the dialog asks POST /api/coach/reply instead.
 */
import { GENERAL } from "./general";
import { POSTPARTUM_BODY } from "./postpartum-body";
import { POSTPARTUM_MIND_FOOD } from "./postpartum-mind-food";
import { PREGNANCY_BODY } from "./pregnancy-body";
import { PREGNANCY_NUTRITION } from "./pregnancy-nutrition";
import type { KnowledgeEntry } from "./schema";
import { TODDLER } from "./toddler";
import { TTC } from "./ttc";

export * from "./schema";

export const KNOWLEDGE: readonly KnowledgeEntry[] = [
  ...TTC,
  ...PREGNANCY_NUTRITION,
  ...PREGNANCY_BODY,
  ...POSTPARTUM_BODY,
  ...POSTPARTUM_MIND_FOOD,
  ...TODDLER,
  ...GENERAL,
];
