/**
 * The coach's knowledge base: the shape of a knowledge entry (spec §3: keywords, category, stages,
 * response of explanation, recommendations, programs, modifications and an optional warning), plus
 * the example questions the matcher learns from and the sources each answer rests on.
 *
 * Entries are written for Bloom, in plain words, and stay conservative: they explain what is common,
 * what usually helps and when to call a professional. Urgent warning signs are never answered here:
 * the safety module (src/shared/safety) sees every message first.
 */
import { z } from "zod";
import { CONTENT_STAGES, type ContentStage, JOURNEY_IDS, type JourneyId } from "../journeys";
import type { Source } from "../sources";
import { sourcesSchema } from "../sources-schema";

/**
 * The spec's five categories. "recovery" also covers rest, sleep and how the body changes across
 * the cycle, pregnancy and the months after birth.
 */
export const COACH_CATEGORIES = ["pain", "recovery", "exercise", "nutrition", "mental_health"] as const;
export type CoachCategory = (typeof COACH_CATEGORIES)[number];

/** A whole journey ("postpartum") or one of its stages in the catalogue's spelling ("postpartum-0-6"). */
export type KnowledgeStage = JourneyId | ContentStage;
export const KNOWLEDGE_STAGES: readonly KnowledgeStage[] = [...JOURNEY_IDS, ...CONTENT_STAGES];

/** Every journey: for entries that help whatever her stage. */
export const ALL_JOURNEYS: KnowledgeStage[] = [...JOURNEY_IDS];

/** A link into Bloom's own catalogue: a workout, a recipe or a wellness guide. */
export interface ProgramLink {
  label: string;
  href: string;
}

export interface KnowledgeResponse {
  explanation: string;
  recommendations: string[];
  programs: ProgramLink[];
  modifications: string[];
  warning?: string;
}

export interface KnowledgeEntry {
  id: string;
  /** A short topic name, also offered as a topic when the coach is not sure what she means. */
  title: string;
  category: CoachCategory;
  stages: KnowledgeStage[];
  /** Questions as a mother might type them; the matcher indexes them and the tests ask them. */
  phrasings: string[];
  keywords: string[];
  response: KnowledgeResponse;
  sources: Source[];
}

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PROGRAM_HREF = /^\/(workouts|recipes|wellness)\/[a-z0-9]+(-[a-z0-9]+)*$/;
const sentence = z.string().trim().min(12);

export const knowledgeEntrySchema = z.strictObject({
  id: z.string().regex(KEBAB),
  title: z.string().trim().min(3).max(60),
  category: z.enum(COACH_CATEGORIES),
  stages: z.array(z.enum(KNOWLEDGE_STAGES as [KnowledgeStage, ...KnowledgeStage[]])).min(1),
  phrasings: z.array(sentence).min(2),
  keywords: z.array(z.string().trim().min(2)).min(3),
  response: z.strictObject({
    explanation: z.string().trim().min(80),
    recommendations: z.array(sentence).min(2).max(6),
    programs: z
      .array(z.strictObject({ label: z.string().trim().min(3), href: z.string().regex(PROGRAM_HREF) }))
      .min(1)
      .max(4),
    modifications: z.array(sentence).min(1).max(4),
    warning: sentence.optional(),
  }),
  sources: sourcesSchema,
});
