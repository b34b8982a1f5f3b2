/**
 * Finds the knowledge entries that answer a question, ranked for her stage.
 *
 * MiniSearch (BM25 scoring) indexes each entry's title, example questions and keywords, with the
 * word processing in text.ts (stems, lay synonyms) and typo tolerance. Each result's score is then
 * weighed by how well the entry fits her journey and stage. A result counts as an answer only when
 * it is strong enough and covers enough of what she asked: below that the coach says it is not sure
 * rather than guessing.
 */
import MiniSearch, { type SearchResult } from "minisearch";
import type { KnowledgeEntry, KnowledgeStage } from "../../content/coach/schema";
import { journeyOf, toContentStage } from "../journeys";
import { contentWords, processTerm, termsFor, words } from "./text";

export interface KnowledgeMatch {
  entry: KnowledgeEntry;
  /** Text relevance times stage fit. */
  score: number;
  /** Share of her meaningful words (0-1) that the entry matched. */
  coverage: number;
  /** Strong enough to answer with. */
  confident: boolean;
}

/**
 * Below these, the best match is not an answer: its score must reach MIN_SCORE and it must match at
 * least half of her meaningful words, or two of them (calibrated on the labelled questions in the
 * tests: real questions land above, nonsense and off-topic questions below).
 */
export const MIN_SCORE = 20;
export const MIN_COVERAGE = 0.5;
export const MIN_MATCHED_WORDS = 2;

/**
 * Stage fit: her exact stage, her journey in a short list, her journey among many, only other stages
 * of her journey, another journey.
 */
const FIT_EXACT_STAGE = 1.5;
const FIT_JOURNEY_SPECIFIC = 1.4;
const FIT_JOURNEY_SHARED = 1.2;
const FIT_OTHER_STAGE = 0.7;
const FIT_OTHER_JOURNEY = 0.5;

/** Typos: one edit in stems of 4-7 letters, two from 8 letters; shorter words must be exact. */
function typoDistance(term: string): number | false {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return false;
}

export function stageFit(entry: KnowledgeEntry, stage: string | null | undefined): number {
  const journey = journeyOf(stage);
  if (!journey) return 1;
  const exact = stage && stage !== journey ? (toContentStage(stage) as KnowledgeStage) : null;
  if (exact && entry.stages.includes(exact)) return FIT_EXACT_STAGE;
  const journeys = new Set(entry.stages.map((s) => journeyOf(s)));
  if (!journeys.has(journey)) return FIT_OTHER_JOURNEY;
  // Written for other stages of her journey only ("the toddler years and after the first year" for a
  // mother three weeks after birth): it may not be safe for hers yet.
  if (exact && !entry.stages.includes(journey)) return FIT_OTHER_STAGE;
  // An entry naming some stages of her journey but not hers still fits her journey.
  return journeys.size <= 2 ? FIT_JOURNEY_SPECIFIC : FIT_JOURNEY_SHARED;
}

export interface KnowledgeMatcher {
  /** Every entry that matched, best first (for her stage). */
  match(question: string, stage?: string | null): KnowledgeMatch[];
  /** The best match, or null when nothing matched at all. */
  best(question: string, stage?: string | null): KnowledgeMatch | null;
}

export function createKnowledgeMatcher(entries: readonly KnowledgeEntry[]): KnowledgeMatcher {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const index = new MiniSearch<{ id: string; title: string; phrasings: string; keywords: string }>({
    fields: ["title", "phrasings", "keywords"],
    tokenize: words,
    processTerm,
    searchOptions: {
      boost: { keywords: 3, title: 2, phrasings: 1 },
      fuzzy: typoDistance,
      weights: { fuzzy: 0.6, prefix: 0.3 },
      combineWith: "OR",
    },
  });
  index.addAll(
    entries.map((e) => ({
      id: e.id,
      title: e.title,
      phrasings: e.phrasings.join(" \n "),
      keywords: e.keywords.join(" \n "),
    })),
  );

  /** How many of her meaningful words (each as its stems) the entry matched, and what share of them. */
  function coverageOf(meaningful: string[][], result: SearchResult): { hits: number; coverage: number } {
    if (meaningful.length === 0) return { hits: 0, coverage: 0 };
    const matched = new Set(result.queryTerms);
    const hits = meaningful.filter((terms) => terms.some((t) => matched.has(t))).length;
    return { hits, coverage: hits / meaningful.length };
  }

  function match(question: string, stage?: string | null): KnowledgeMatch[] {
    const meaningful = [...new Set(contentWords(question))].map(termsFor);
    return index
      .search(question)
      .map((result) => {
        const entry = byId.get(String(result.id))!;
        const { hits, coverage } = coverageOf(meaningful, result);
        // An entry that answers more of what she said ranks above one that shares a single word.
        const score = result.score * stageFit(entry, stage) * (0.4 + 0.6 * coverage);
        const confident = score >= MIN_SCORE && (coverage >= MIN_COVERAGE || hits >= MIN_MATCHED_WORDS);
        return { entry, score, coverage, confident };
      })
      .sort((a, b) => b.score - a.score);
  }

  return {
    match,
    best: (question, stage) => match(question, stage)[0] ?? null,
  };
}
