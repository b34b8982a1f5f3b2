import { DECOYS, NOT_DECOYS } from "./decoys";
import { readFastPulse, readTemperatures } from "./fever";
import { harmDenied, harmLongPast, resolved } from "./over";
import { CLAUSE_TURNS, compile, findAll, NEGATIONS, type Pattern, type Span, wordsOf } from "./patterns";
import { readingsOf } from "./reading";
import type { Rule } from "./rule";
import { BIRTH_RULES } from "./rules-birth";
import { BODY_RULES } from "./rules-body";
import { MIND_RULES } from "./rules-mind";
import { findingOf, SAFETY_SIGNS, type SafetyContext, type SafetyFinding, type SafetySignId } from "./signs";
import { type Token, tokenise } from "./text";
import { isMotherToldOf, mothersToldOf, someoneElse } from "./whose";

/**
 * How Bloom reads what a mother writes for urgent warning signs and thoughts of self-harm.
 * The design, and what it over-catches on purpose, is in docs/decisions/005-safety-red-flags.md.
 *
 * 1. Normalise and tokenise (text.ts), correcting typos of sign words.
 * 2. Set aside decoys: idioms that use a sign's words for something else (decoys.ts).
 * 3. Work out how to read stage-dependent signs: her profile's journey plus her own words.
 * 4. Match each rule's phrases; keep a match unless it is negated ("no bleeding at all"),
 *    explained away in the same sentence (a rule's `unless`), someone else's ("my toddler has a
 *    fever"; a mother told of by someone beside her is read as herself: whose.ts), or over ("the
 *    headache went away": over.ts).
 * 5. Read temperatures as numbers: 100.4 °F / 38 °C or more is a fever.
 */

interface CompiledRule extends Rule {
  patterns: Pattern[];
  unlessPatterns: Pattern[];
}

const RULES: CompiledRule[] = [...MIND_RULES, ...BODY_RULES, ...BIRTH_RULES].map((rule) => ({
  ...rule,
  patterns: rule.phrases.map(compile),
  unlessPatterns: (rule.unless ?? []).map(compile),
}));
const DECOY_PATTERNS = DECOYS.map(compile);
const NOT_DECOY_PATTERNS = NOT_DECOYS.map(compile);
const SPELLED_OUT: ReadonlySet<string> = new Set(
  [
    ...RULES.flatMap((r) => [...r.patterns, ...r.unlessPatterns]),
    ...DECOY_PATTERNS,
    ...NOT_DECOY_PATTERNS,
  ].flatMap(wordsOf),
);

/** Longer texts are read up to here: far more than any field Bloom accepts. */
export const MAX_SAFETY_TEXT = 50_000;

/** After a negation, these words mean it is not negating the sign: "not sure", "no idea", "don't know". */
const NOT_A_DENIAL = new Set([
  "sure",
  "certain",
  "know",
  "knowing",
  "idea",
  "clue",
  "only",
  "just",
  "matter",
  "doubt",
  "wonder",
  "normal",
  "like",
  "warning",
  "reason",
  "end",
  "stop",
  "stopping",
  // "won't go away", "isn't getting better", "nothing helps": the negation is the sign's, not a denial.
  "go",
  "going",
  "get",
  "getting",
  "ease",
  "easing",
  "improve",
  "improving",
  "help",
  "helping",
  "helps",
  "let",
  "budge",
  "budging",
  "work",
  "working",
  "touch",
  "touching",
  "settle",
  "settling",
]);
/** "... and I", "... and now": a new clause, which a negation before it does not reach. */
const NEW_SUBJECT = new Set(["i", "my", "it", "now", "then", "she", "he", "the", "this", "there", "today"]);

function maskDecoys(tokens: Token[]): boolean[] {
  const masked = tokens.map(() => false);
  let kept: boolean[] | null = null;
  for (const phrase of NOT_DECOY_PATTERNS)
    for (const { start, end } of findAll(phrase, tokens, masked)) {
      if (!kept) kept = tokens.map(() => false);
      kept.fill(true, start, end);
    }
  for (const decoy of DECOY_PATTERNS) {
    for (const { start, end } of findAll(decoy, tokens, masked))
      for (let i = start; i < end; i++) if (!kept?.[i]) masked[i] = true;
  }
  return masked;
}

function sentences(tokens: Token[]): number[] {
  let n = 0;
  return tokens.map((t) => (t.kind === "stop" ? n++ : n));
}

/** A negation shortly before the sign, in the same clause: "no bleeding at all", "I don't have a headache". */
function negated(tokens: Token[], { start }: Span): boolean {
  let words = 0;
  for (let i = start - 1; i >= 0 && words < 6; i--) {
    const t = tokens[i]!;
    if (t.kind === "stop" || t.kind === "comma" || CLAUSE_TURNS.has(t.w)) return false;
    if (t.w === "and" && NEW_SUBJECT.has(tokens[i + 1]?.w ?? "")) return false;
    words++;
    if (NEGATIONS.has(t.w)) {
      const after = tokens[i + 1]?.w ?? "";
      const before = tokens[i - 1]?.w ?? "";
      if (NOT_A_DENIAL.has(after) || (t.w === "no" && before === "oh")) continue;
      return true;
    }
  }
  return false;
}

/** Kisses after a message: "love you all x". */
const SIGN_OFF = new Set(["x", "xx", "xxx", "xo", "xoxo"]);

/** Whether a match is the whole message, give or take its punctuation and kisses. */
function isWhole(tokens: Token[], { start, end }: Span): boolean {
  const said = (t: Token) => (t.kind === "word" && !SIGN_OFF.has(t.w)) || t.kind === "num";
  return !tokens.slice(0, start).some(said) && !tokens.slice(end).some(said);
}

/**
 * Why a rule's match was kept or set aside: what the reader heard around the sign's words.
 * "asked": a phrase said alone that Bloom asks about rather than tells (`Rule.alone`).
 */
export type Evidence = "kept" | "negated" | "someone-else" | "over" | "explained" | "asked";

/** Everything the rules heard in a text: the signs they keep, and each match they set aside and why. */
export interface RuleReading {
  tokens: Token[];
  masked: boolean[];
  /** Signs the rules keep: the rule reader's finding. */
  kept: Set<SafetySignId>;
  /** Every sign whose words were matched, with what the reader heard around each match. */
  evidence: Map<SafetySignId, Set<Evidence>>;
  /** A temperature given as a number: at or above 100.4 °F / 38 °C, or below. */
  temperature: "high" | "low" | null;
  /** Her stage as her profile and her own words tell it. */
  readings: Set<string>;
}

/** What the rest of a text says about a sign's words, each read only when a match first asks. */
interface Around {
  /** Who is a mother told of (`whose.ts`), asked once a sign is found to be someone else's. */
  mothers(): Set<string>;
  /** Thoughts of harm in this sentence asked about and denied ("negated"), or long past ("over"). */
  harmAside(span: Span): "negated" | "over" | null;
}

function evidenceOf(
  rule: CompiledRule,
  span: Span,
  tokens: Token[],
  explained: boolean,
  around: Around,
): Evidence {
  const hersOnly = rule.hersOnly ?? SAFETY_SIGNS[rule.sign].kind === "urgent";
  if (negated(tokens, span)) return "negated";
  const aside = SAFETY_SIGNS[rule.sign].kind === "selfHarm" ? around.harmAside(span) : null;
  if (aside) return aside;
  const other = hersOnly ? someoneElse(tokens, span) : -1;
  if (other >= 0 && !isMotherToldOf(tokens, other, around.mothers())) return "someone-else";
  if (rule.resolves && resolved(tokens, span, rule.sign === "swelling-hands-face")) return "over";
  return explained ? "explained" : "kept";
}

/**
 * The rules' reading of what she wrote: the signs they keep and the matches they set aside.
 * `detectByRules` is this reading's finding; `detectRedFlags` also gives it to the model.
 */
export function readByRules(text: string, context: SafetyContext = {}): RuleReading {
  const tokens = tokenise(text.slice(0, MAX_SAFETY_TEXT), SPELLED_OUT);
  const masked = maskDecoys(tokens);
  const sentenceOf = sentences(tokens);
  const readings = readingsOf(tokens, masked, context.journey);
  const temperatures = readTemperatures(tokens, masked, sentenceOf);
  let toldOf: Set<string> | undefined;
  let denied: Set<number> | undefined;
  let longPast: Set<number> | undefined;
  const around: Around = {
    mothers: () => (toldOf ??= mothersToldOf(tokens, context.journey)),
    harmAside({ start }) {
      denied ??= harmDenied(tokens, masked, sentenceOf);
      if (denied.has(sentenceOf[start]!)) return "negated";
      longPast ??= harmLongPast(tokens, masked, sentenceOf);
      return longPast.has(sentenceOf[start]!) ? "over" : null;
    },
  };
  const kept = new Set<SafetySignId>();
  const evidence = new Map<SafetySignId, Set<Evidence>>();
  const note = (sign: SafetySignId, e: Evidence) => {
    const set = evidence.get(sign) ?? new Set<Evidence>();
    evidence.set(sign, set);
    set.add(e);
    if (e === "kept") kept.add(sign);
  };

  // A rule's `unless` words, found once per text.
  const unlessFound = new Map<Pattern, readonly Span[]>();
  const explained = (rule: CompiledRule, span: Span) =>
    rule.unlessPatterns.some((p) => {
      let spans = unlessFound.get(p);
      if (!spans) {
        spans = findAll(p, tokens, masked);
        unlessFound.set(p, spans);
      }
      return spans.some((u) => sentenceOf[u.start] === sentenceOf[span.start]);
    });

  for (const rule of RULES) {
    if (kept.has(rule.sign)) continue;
    if (rule.readings && !rule.readings.some((r) => readings.has(r))) continue;
    // "Fever" in a sentence that gives her temperature below 100.4 °F is read by its number.
    const inWords = (span: Span) =>
      rule.sign !== "fever" || !temperatures.lowSentences.has(sentenceOf[span.start]!);
    for (const p of rule.patterns) {
      for (const span of findAll(p, tokens, masked)) {
        if (!inWords(span)) continue;
        if (rule.alone) {
          if (isWhole(tokens, span)) note(rule.sign, "asked");
          continue;
        }
        note(rule.sign, evidenceOf(rule, span, tokens, explained(rule, span), around));
        if (kept.has(rule.sign)) break;
      }
      if (kept.has(rule.sign)) break;
    }
  }
  const feverRule = { sign: "fever", phrases: [], patterns: [], unlessPatterns: [] } as CompiledRule;
  for (const span of temperatures.high) note("fever", evidenceOf(feverRule, span, tokens, false, around));
  const heartRule = RULES.find((r) => r.sign === "chest-pain-or-racing-heart" && r.unless)!;
  for (const span of readFastPulse(tokens, masked))
    note(
      "chest-pain-or-racing-heart",
      evidenceOf(heartRule, span, tokens, explained(heartRule, span), around),
    );
  const temperature =
    temperatures.high.length > 0 ? "high" : temperatures.lowSentences.size > 0 ? "low" : null;
  return { tokens, masked, kept, evidence, temperature, readings };
}

/**
 * The hand-written rules alone: the reader Bloom had before the model (kept for comparison in
 * `npm run bench -- safety`, and as the model's strongest input). Returns null when there are none.
 */
export function detectByRules(text: string, context: SafetyContext = {}): SafetyFinding | null {
  if (typeof text !== "string" || text.trim() === "") return null;
  return findingOf(readByRules(text, context).kept);
}
