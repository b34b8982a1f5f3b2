/**
 * The coach's reply to one message (see shared/coach/reply.ts for the order: safety, knowledge,
 * vague, unsure), with the optional language model writing answers from the matched entries.
 * Nothing she sends is stored or logged.
 */
import { KNOWLEDGE } from "../../../content/coach";
import type { KnowledgeEntry } from "../../../content/coach/schema";
import type { CoachReply } from "../../../shared/coach/api";
import { createKnowledgeMatcher, type KnowledgeMatcher } from "../../../shared/coach/matcher";
import { planReply } from "../../../shared/coach/reply";
import { linksForStage } from "../../../shared/coach/stage-links";
import type { AnswerGenerator } from "./generator";

/** How many matched entries the language model may draw on. */
export const GENERATOR_ENTRIES = 3;

export interface CoachService {
  reply(message: string, stage: string | null): Promise<CoachReply>;
}

export function createCoachService(
  opts: { generator?: AnswerGenerator; knowledge?: readonly KnowledgeEntry[] } = {},
): CoachService {
  // Built on first use (about a tenth of a second), then shared by every request.
  let matcher: KnowledgeMatcher | undefined;
  return {
    async reply(message, stage) {
      matcher ??= createKnowledgeMatcher(opts.knowledge ?? KNOWLEDGE);
      const planned = planReply(message, stage, matcher);
      const { matches } = planned;
      // Her answer links only to workouts written for her stage.
      const reply: CoachReply =
        planned.reply.kind === "answer"
          ? {
              ...planned.reply,
              answer: {
                ...planned.reply.answer,
                programs: linksForStage(planned.reply.answer.programs, stage),
              },
            }
          : planned.reply;
      if (reply.kind !== "answer" || !opts.generator) return reply;
      const entries = matches.slice(0, GENERATOR_ENTRIES).map((m) => m.entry);
      const written = await opts.generator.generate(message, entries, stage);
      return written ? { ...reply, content: written, generated: true } : reply;
    },
  };
}
