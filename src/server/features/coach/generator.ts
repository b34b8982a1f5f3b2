/**
 * Optional free-form answers: when COACH_API_URL names an OpenAI-compatible chat endpoint, the
 * model writes the answer from the knowledge entries the matcher found, and only from them. It is
 * never asked about urgent, vague or unclear messages, and any failure (unreachable, slow, an error
 * status, an empty answer) falls back to the knowledge base's own answer.
 */
import type { KnowledgeEntry } from "../../../content/coach/schema";
import { stageLabel } from "../../../shared/journeys";
import { chatCompletionsUrl, firstChoiceText } from "../../ai/chat-completions";

export interface AnswerGenerator {
  /** A written answer from these entries, or null when the service could not give one. */
  generate(
    question: string,
    entries: readonly KnowledgeEntry[],
    stage: string | null,
  ): Promise<string | null>;
}

export interface ChatGeneratorOptions {
  /** Base URL (…/v1) or the full …/chat/completions URL. */
  url: string;
  apiKey?: string;
  model: string;
  /** Injected so tests are exact; 15 s by default. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Where failures are reported (status or error name only: never her message). */
  log?: (line: string) => void;
}

/** Longest answer kept from the model; a runaway reply is cut at a sentence. */
export const MAX_GENERATED_LENGTH = 2000;

export const COACH_SYSTEM_PROMPT = [
  "You are Bloom's automated wellness coach for mothers (trying to conceive, pregnant, after birth, or with a toddler).",
  "You are not a doctor and you say so if she asks for a diagnosis.",
  "Answer her message using ONLY the reference notes below, which come from Bloom's reviewed knowledge base.",
  "Do not add facts, figures, medicines or doses that are not in the notes.",
  "If the notes do not answer her question, say you are not sure and suggest she asks her doctor or midwife.",
  "Write in plain, warm English, in under 180 words: a short explanation, then a few practical suggestions.",
  "If a note has a warning, include it.",
  "Do not use headings or markdown tables.",
].join(" ");

export function referenceNotes(entries: readonly KnowledgeEntry[]): string {
  return entries
    .map((e, i) => {
      const r = e.response;
      return [
        `Note ${i + 1}: ${e.title}`,
        r.explanation,
        `What helps: ${r.recommendations.join(" ")}`,
        `Adjustments: ${r.modifications.join(" ")}`,
        r.warning ? `Warning: ${r.warning}` : "",
      ]
        .filter(Boolean)
        .join("\n");
    })
    .join("\n\n");
}

function trimmed(text: string): string {
  const clean = text.trim();
  if (clean.length <= MAX_GENERATED_LENGTH) return clean;
  const cut = clean.slice(0, MAX_GENERATED_LENGTH);
  const lastStop = cut.lastIndexOf(". ");
  return lastStop > MAX_GENERATED_LENGTH / 2 ? cut.slice(0, lastStop + 1) : cut;
}

export function createChatGenerator(opts: ChatGeneratorOptions): AnswerGenerator {
  const doFetch = opts.fetch ?? fetch;
  const log = opts.log ?? ((line: string) => console.warn(line));
  return {
    async generate(question, entries, stage) {
      const about = stage ? `She is: ${stageLabel(stage)}.` : "Her stage is not known.";
      try {
        const res = await doFetch(chatCompletionsUrl(opts.url), {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(opts.apiKey && { authorization: `Bearer ${opts.apiKey}` }),
          },
          body: JSON.stringify({
            model: opts.model,
            temperature: 0.3,
            max_tokens: 500,
            messages: [
              { role: "system", content: `${COACH_SYSTEM_PROMPT}\n\n${about}\n\n${referenceNotes(entries)}` },
              { role: "user", content: question },
            ],
          }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        });
        if (!res.ok) {
          log(`coach: the answer service replied ${res.status}; answering from the knowledge base`);
          return null;
        }
        const text = trimmed(firstChoiceText(await res.json()));
        return text || null;
      } catch (err) {
        log(`coach: the answer service failed (${(err as Error).name}); answering from the knowledge base`);
        return null;
      }
    },
  };
}
