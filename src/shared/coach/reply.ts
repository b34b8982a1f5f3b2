/**
 * What the coach says to one message, in this order:
 * 1. safety first: an urgent warning sign or thoughts of self-harm get what to do now, and no
 *    coaching (src/shared/safety reads the message; content/safety words the help);
 * 2. a health worry the safety module hears but finds nothing urgent in: when no entry fits (and
 *    the message is not a vague one), a short safety net (when to call her provider, when 911 or
 *    988) and an offer to say more; when one fits, the answer with that safety net above it;
 * 3. an answer from the knowledge base when one fits with confidence, ranked for her stage;
 * 4. a vague message (spec §5) is asked for more detail;
 * 5. anything else: the coach says it is not sure and offers topics.
 */
import type { KnowledgeEntry } from "../../content/coach/schema";
import { HELP_LINES, selfHarmHelp, URGENT_HELP } from "../../content/safety/urgent-help";
import { detectRedFlags, readSafety, type SafetyFinding, safetyJourneyOf } from "../safety";
import type { CoachAnswer, CoachReply } from "./api";
import { suggestionChips } from "./coaches";
import type { KnowledgeMatch, KnowledgeMatcher } from "./matcher";
import { isVague } from "./vague";

export const VAGUE_REPLY =
  "I'd love to help. Could you tell me a little more about what's going on? For example, what you're feeling, where it hurts or what you'd like to do.";
export const UNSURE_REPLY =
  "I'm not sure I have a good answer for that, and I'd rather not guess. I can help with exercise, aches and pains, recovery, food and how you're feeling.";

/** The plain-text form of the urgent help (the dialog shows the UrgentHelp component with it). */
export function urgentReplyText(finding: SafetyFinding): string {
  const maternalEmergency = finding.signs.some((s) => s.kind === "urgent" && s.emergency);
  const parts: string[] = [];
  if (maternalEmergency) parts.push(`${URGENT_HELP.emergency.heading}. ${URGENT_HELP.emergency.lead}`);
  if (finding.selfHarm) {
    const selfHarm = selfHarmHelp(finding.checkIn);
    parts.push(`${selfHarm.heading}. ${selfHarm.lead} ${selfHarm.danger}`);
    if (finding.signs.some((s) => s.id === "thoughts-of-harming-baby")) parts.push(selfHarm.baby);
    parts.push(`${selfHarm.hotline} ${HELP_LINES.maternalHotline.display}.`);
  }
  if (finding.urgent && !maternalEmergency) {
    const { provider } = URGENT_HELP;
    parts.push(`${provider.heading}. ${provider.lead} ${provider.fallback}`);
  }
  if (finding.urgent) parts.push(URGENT_HELP.tellThem.unknown);
  return parts.join("\n\n");
}

export function urgentReply(finding: SafetyFinding): CoachReply {
  return { kind: "urgent", content: urgentReplyText(finding), safety: finding };
}

export function answerOf(entry: KnowledgeEntry): CoachAnswer {
  const { explanation, recommendations, programs, modifications, warning } = entry.response;
  return {
    entryId: entry.id,
    title: entry.title,
    category: entry.category,
    explanation,
    recommendations: [...recommendations],
    programs: programs.map((p) => ({ ...p })),
    modifications: [...modifications],
    ...(warning && { warning }),
    sources: entry.sources.map((s) => ({ ...s })),
  };
}

/** The coach's safety net for a health worry, as one paragraph. */
export function safetyNetText(): string {
  const { lead, provider, emergency } = URGENT_HELP.safetyNet;
  return `${lead} ${provider} ${emergency}`;
}

/** Red flags in her message, read for her stage; null when there are none. */
export function redFlagsIn(message: string, stage?: string | null): SafetyFinding | null {
  return detectRedFlags(message, { journey: safetyJourneyOf(stage) });
}

/**
 * With a health worry, an entry scoring under this share of the best match is not an answer: it
 * shares a word or two with what she said while another entry matches its subject ("a horrible
 * migraine on Sunday, gone by morning" shares "bed" with core work but is about a headache). She
 * gets the safety net and an offer to say more instead of an unrelated entry.
 */
export const WORRY_SHARE_OF_BEST = 0.5;

/**
 * The confident matches for a message, best first (empty when none fits well). With `worry`, none
 * when the best match itself is not sure (a runner-up sharing two words with a long message is no
 * answer to a worry: "I self-harmed as a teenager… any tips for staying well after the birth?" had
 * been answered with piles), and only those within `WORRY_SHARE_OF_BEST` of the best match.
 */
export function confidentMatches(
  matcher: KnowledgeMatcher,
  message: string,
  stage?: string | null,
  worry = false,
): KnowledgeMatch[] {
  const all = matcher.match(message, stage);
  if (worry && all[0] && !all[0].confident) return [];
  const floor = worry ? WORRY_SHARE_OF_BEST * (all[0]?.score ?? 0) : 0;
  return all.filter((m) => m.confident && m.score >= floor);
}

/**
 * The knowledge base's reply, and the confident matches it rests on (a language model, when one is
 * configured, rewrites an answer from them; it never sees urgent, vague or unsure messages).
 */
export function planReply(
  message: string,
  stage: string | null | undefined,
  matcher: KnowledgeMatcher,
): { reply: CoachReply; matches: KnowledgeMatch[] } {
  const { finding, worry } = readSafety(message, { journey: safetyJourneyOf(stage) });
  if (finding) return { reply: urgentReply(finding), matches: [] };
  const matches = confidentMatches(matcher, message, stage, worry);
  const best = matches[0];
  if (!best) {
    // A vague message is asked for detail first (spec §5); the safety net is for a worry she has said.
    if (!worry || isVague(message)) return { reply: fallbackReply(message, stage), matches };
    const content = `${safetyNetText()}\n\n${URGENT_HELP.safetyNet.more}`;
    return { reply: { kind: "check", content, topics: [...suggestionChips(stage)] }, matches };
  }
  const answer = answerOf(best.entry);
  const reply: CoachReply = { kind: "answer", content: answer.explanation, answer, generated: false };
  if (worry) reply.safetyNet = safetyNetText();
  return { reply, matches };
}

/** The offline reply: the knowledge base only. */
export function offlineReply(
  message: string,
  stage: string | null | undefined,
  matcher: KnowledgeMatcher,
): CoachReply {
  return planReply(message, stage, matcher).reply;
}

/** When nothing fits: ask for detail if the message is vague, else say so; either way offer topics. */
export function fallbackReply(message: string, stage?: string | null): CoachReply {
  const topics = [...suggestionChips(stage)];
  return isVague(message)
    ? { kind: "vague", content: VAGUE_REPLY, topics }
    : { kind: "unsure", content: UNSURE_REPLY, topics };
}
