import { DECOYS } from "./decoys";
import { readFastPulse, readTemperatures } from "./fever";
import { CLAUSE_TURNS, compile, findAll, NEGATIONS, type Pattern, type Span, wordsOf } from "./patterns";
import { readingsOf } from "./reading";
import type { Rule } from "./rule";
import { BIRTH_RULES } from "./rules-birth";
import { BODY_RULES } from "./rules-body";
import { MIND_RULES } from "./rules-mind";
import { findingOf, SAFETY_SIGNS, type SafetyContext, type SafetyFinding, type SafetySignId } from "./signs";
import { type Token, tokenise } from "./text";

/**
 * How Bloom reads what a mother writes for urgent warning signs and thoughts of self-harm.
 * The design, and what it over-catches on purpose, is in docs/decisions/005-safety-red-flags.md.
 *
 * 1. Normalise and tokenise (text.ts), correcting typos of sign words.
 * 2. Set aside decoys: idioms that use a sign's words for something else (decoys.ts).
 * 3. Work out how to read stage-dependent signs: her profile's journey plus her own words.
 * 4. Match each rule's phrases; keep a match unless it is negated ("no bleeding at all"),
 *    explained away in the same sentence (a rule's `unless`), someone else's ("my toddler has a
 *    fever"), or over ("the headache went away").
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
const SPELLED_OUT: ReadonlySet<string> = new Set(
  [...RULES.flatMap((r) => [...r.patterns, ...r.unlessPatterns]), ...DECOY_PATTERNS].flatMap(wordsOf),
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
const SELF = new Set(["i", "me", "my", "mine", "myself"]);
const OTHER = new Set([
  "he",
  "she",
  "him",
  "his",
  "they",
  "them",
  "husband",
  "hubby",
  "partner",
  "boyfriend",
  "wife",
  "girlfriend",
  "dh",
  "son",
  "daughter",
  "toddler",
  "kid",
  "kids",
  "child",
  "children",
  "friend",
  "friends",
  "sister",
  "mom",
  "mother",
  "dad",
  "father",
  "brother",
  "grandma",
  "granny",
  "nana",
  "grandpa",
  "aunt",
  "uncle",
  "cousin",
  "neighbor",
  "neighbour",
  "coworker",
  "colleague",
  "boss",
  "dog",
  "cat",
  "puppy",
  "mil",
  "sil",
  // Someone in a story, a show or the next bed: "a drama where a woman had a seizure".
  "woman",
  "lady",
  "man",
  "guy",
  "someone",
  "somebody",
  "character",
  "characters",
  "actress",
  "actor",
  "moms",
  "mums",
  "mothers",
  "women",
  "ladies",
  "people",
  "patient",
  "eldest",
  "youngest",
  "oldest",
  "nan",
  "nanna",
  "grandad",
  "granddad",
  "grandmother",
  "grandfather",
  "niece",
  "nephew",
  "stepson",
  "stepdaughter",
  "flatmate",
  "roommate",
  "housemate",
]);
/** A child named by her age ("my 2yo", "our 3 year old", "the 18 month old") is someone else. */
const AGE_UNITS = new Set(["year", "years", "yr", "yrs", "month", "months", "mo", "week", "weeks"]);
const WHOSE = new Set(["my", "our", "the", "her", "his", "their", "your", "a"]);
/** "The big one", "my little one", "the middle one": her children. */
const WHICH_ONE = new Set(["big", "little", "middle", "older", "younger", "eldest", "youngest", "small"]);

function isOther(tokens: Token[], i: number): boolean {
  const w = tokens[i]!.w;
  if (OTHER.has(w)) return true;
  if (w === "one") return WHICH_ONE.has(tokens[i - 1]?.w ?? "");
  // "yo" right after a number, "old" after a unit after a number; the number after "my", "the"…
  const n = w === "yo" ? i - 1 : w === "old" && AGE_UNITS.has(tokens[i - 1]?.w ?? "") ? i - 2 : -1;
  return n > 0 && tokens[n]!.kind === "num" && WHOSE.has(tokens[n - 1]!.w);
}
const RESOLVED = new Set([
  "gone",
  "stopped",
  "passed",
  "resolved",
  "eased",
  "subsided",
  "cleared",
  "better",
  "improved",
  "broke",
  "settled",
  "disappeared",
  "away",
  "down",
]);
/** What goes before "down" when it means over: "the swelling goes down overnight". */
const GOES = new Set(["goes", "went", "gone", "go", "going", "come", "came", "comes"]);
const STILL = new Set(["again", "back", "worse", "still", "returned", "returning"]);
/** What may follow "gone" when it means over: "gone now", "gone by the morning", "all gone and". */
const AFTER_GONE = new Set([
  "away",
  "now",
  "by",
  "completely",
  "totally",
  "overnight",
  "since",
  "after",
  "within",
  "in",
  "and",
  "too",
  "today",
  "this",
  "for",
  "thank",
  "thankfully",
  "so",
]);
/** Her own body or things, after the sign: what is "gone" after them is not the sign. */
const OWN = new Set(["my", "her", "his", "their", "our"]);
/** After "it stopped": the sign is back ("then started up", "restarted"). */
const COMING_BACK = new Set(["started", "starting", "restarted", "heavier", "worsening"]);

function maskDecoys(tokens: Token[]): boolean[] {
  const masked = tokens.map(() => false);
  for (const decoy of DECOY_PATTERNS) {
    for (const { start, end } of findAll(decoy, tokens, masked)) masked.fill(true, start, end);
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

/**
 * The nearest person before the sign in its sentence, when it is someone else and she does not add
 * "me too": that person's token index, or -1 (the sign is hers).
 */
function someoneElse(tokens: Token[], { start, end }: Span): number {
  for (let i = start - 1; i >= 0 && start - i <= 12; i--) {
    const t = tokens[i]!;
    if (t.kind === "stop") return -1;
    if (SELF.has(t.w)) return -1;
    if (isOther(tokens, i)) {
      const rest: string[] = [];
      for (let j = end; j < tokens.length && tokens[j]!.kind !== "stop"; j++) rest.push(tokens[j]!.w);
      const meToo = /\b(so do i|me too|i do too|i have it too|i have one too|and me|i am too|i also)\b/;
      return meToo.test(rest.join(" ")) ? -1 : i;
    }
  }
  return -1;
}

/** Words for a woman someone writes about: her partner, her daughter, her friend… */
const WOMAN = "wife|partner|girlfriend|gf|fiancee|missus|sister|friend|daughter|she";
/** "My wife is 34 weeks", "she's 6 days pp", "she had our baby on Tuesday": a mother, told of by someone beside her. */
const MOTHER_TOLD = [
  new RegExp(`\\b(${WOMAN})(?: is| was)? \\d+ (?:\\d+ )?(?:weeks|wks|wk|w)\\b(?! old)`, "g"),
  new RegExp(
    `\\b(${WOMAN}) (?:is|was) (?:\\d+ (?:days|weeks) )?(?:pregnant|expecting|postpartum|pp|post csection|post section|after (?:the |her )?(?:birth|csection))\\b`,
    "g",
  ),
  new RegExp(
    `\\b(${WOMAN}) (?:is |has |is just )?(?:had|gave birth|delivered)\\b[^.]{0,30}?\\b(?:baby|birth|csection|section|twins)\\b`,
    "g",
  ),
];
/** The baby's age said by a parent ("our baby is 9 days old"), or her account: any woman named is the mother. */
const A_MOTHER =
  /\b(?:our|the) (?:baby|newborn|little one|son|daughter) is \d+ (?:days|weeks) old\b|\b(?:her|my wife is|my partner is) (?:csection|section|stitches|scar|waters|bump)\b/;
/** Told of as past: "my sister had a seizure in her last pregnancy, years ago". */
const LONG_AGO = /\b(?:years? ago|last year|when she was pregnant|(?:last|previous|first) pregnancy)\b/;

/**
 * Who, in this text, is a mother someone beside her is telling Bloom about (a husband, her mother,
 * a friend): the words that name her. Her signs are read as hers would be, so "my wife is 30 weeks
 * and she's bleeding" is urgent while "my daughter has a fever, I'm 30 weeks" stays the child's.
 */
function mothersToldOf(tokens: Token[], journey: SafetyContext["journey"]): Set<string> {
  const text = tokens.map((t) => t.w).join(" ");
  const named = new Set<string>();
  if (LONG_AGO.test(text)) return named;
  for (const re of MOTHER_TOLD)
    for (const m of text.matchAll(re)) {
      // "My daughter is 18 weeks" is as likely the baby's age: a daughter is a mother only when said.
      if (m[1] === "daughter" && !/pregnant|expecting|postpartum|birth|csection|section/.test(m[0])) continue;
      named.add(m[1]!);
    }
  const herAccount =
    (journey === "pregnant" || journey === "postpartum") && /\bmy (?:wife|girlfriend|gf|missus)\b/.test(text);
  if (A_MOTHER.test(text) || herAccount)
    for (const w of ["wife", "partner", "girlfriend", "gf", "missus"]) named.add(w);
  if (named.size > 0) named.add("she").add("her");
  return named;
}

/**
 * Whether the someone else at `other` is a mother told of: named so, or "she" with no other person
 * before her in the sentence ("my toddler is ill and she has a fever" is the toddler).
 */
function isMotherToldOf(tokens: Token[], other: number, mothers: Set<string>): boolean {
  const w = tokens[other]!.w;
  if (!mothers.has(w)) return false;
  if (w !== "she" && w !== "her") return true;
  for (let i = other - 1; i >= 0 && tokens[i]!.kind !== "stop"; i--) {
    if (tokens[i]!.w === "she" || tokens[i]!.w === "her") continue;
    if (isOther(tokens, i)) return mothers.has(tokens[i]!.w);
  }
  return true;
}

/** How far after the sign "gone", "passed"... may come: "a migraine on Sunday, it was gone by morning". */
const RESOLVE_REACH = 9;
/** A wish or a condition, not a fact: "hoping it will be gone by morning", "until it passes". */
const HYPOTHETICAL = new Set([
  "would",
  "hope",
  "hoping",
  "hopefully",
  "should",
  "might",
  "until",
  "till",
  "if",
  "wish",
  "want",
  "need",
  "needs",
  // "It had nearly stopped": it had not.
  "nearly",
  "almost",
]);

/**
 * "The headache went away", "dizziness has passed", "a migraine on Sunday, it was gone by the
 * morning": over, unless "again", "worse", "not", "hoping"... before it, or the sentence goes on to
 * say it came back ("stopped for a day, then started again").
 */
function resolved(tokens: Token[], { end }: Span, swelling: boolean): boolean {
  for (let i = end, words = 0; i < tokens.length && words < RESOLVE_REACH; i++) {
    const t = tokens[i]!;
    if (t.kind === "stop") return false;
    if (t.kind !== "word") continue;
    words++;
    // "Breathless on the stairs in the first week, but that's gone now": the turn is to its end.
    if (t.w === "but") {
      const end = turnsToItsEnd(tokens, i, swelling);
      if (end > 0) {
        // Read the word of its end next, however far the sign was.
        i = end - 1;
        words = RESOLVE_REACH - 1;
        continue;
      }
    }
    if (NEGATIONS.has(t.w) || STILL.has(t.w) || CLAUSE_TURNS.has(t.w) || HYPOTHETICAL.has(t.w)) return false;
    // Another thing of hers: "a headache and my vision has gone blurry".
    if (OWN.has(t.w)) return false;
    if (RESOLVED.has(t.w)) {
      if (t.w === "away" && !["went", "gone", "goes"].includes(tokens[i - 1]?.w ?? "")) return false;
      // "It goes down after an hour", not "I had to lie down".
      // Only swelling goes down: "she went down twice" is a faint.
      if (t.w === "down" && (!swelling || !GOES.has(tokens[i - 1]?.w ?? ""))) return false;
      // "Gone through the pad" is the bleeding, not its end.
      if (tokens[i + 1]?.w === "through") return false;
      // "Gone grey", "gone floppy": a change, not an end.
      if (t.w === "gone" && tokens[i + 1]?.kind === "word" && !AFTER_GONE.has(tokens[i + 1]!.w)) return false;
      // It came back: "stopped for a day, then started again" (in the sentence), "gone again" (in the clause).
      let clause = true;
      for (let j = i + 1; j < tokens.length && tokens[j]!.kind !== "stop"; j++) {
        const w = tokens[j]!.w;
        if (tokens[j]!.kind === "comma" || CLAUSE_TURNS.has(w)) clause = false;
        if (COMING_BACK.has(w) || (clause && STILL.has(w))) return false;
      }
      return true;
    }
  }
  return false;
}

/**
 * "But" then, within three words, "gone", "passed"… (or, for swelling, "goes down") and nothing
 * saying it is still there: the index of that word, or -1.
 */
function turnsToItsEnd(tokens: Token[], but: number, swelling: boolean): number {
  for (let j = but + 1; j <= but + 4 && j < tokens.length; j++) {
    const w = tokens[j]!.w;
    if (tokens[j]!.kind !== "word" || NEGATIONS.has(w) || STILL.has(w) || HYPOTHETICAL.has(w)) return -1;
    if (w === "down" ? swelling && GOES.has(tokens[j - 1]!.w) : RESOLVED.has(w) && w !== "away") return j;
  }
  return -1;
}

/** Why a rule's match was kept or set aside: what the reader heard around the sign's words. */
export type Evidence = "kept" | "negated" | "someone-else" | "over" | "explained";

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

function evidenceOf(
  rule: CompiledRule,
  span: Span,
  tokens: Token[],
  explained: boolean,
  mothers: Set<string>,
): Evidence {
  const hersOnly = rule.hersOnly ?? SAFETY_SIGNS[rule.sign].kind === "urgent";
  if (negated(tokens, span)) return "negated";
  const other = hersOnly ? someoneElse(tokens, span) : -1;
  if (other >= 0 && !isMotherToldOf(tokens, other, mothers)) return "someone-else";
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
  const mothers = mothersToldOf(tokens, context.journey);
  const kept = new Set<SafetySignId>();
  const evidence = new Map<SafetySignId, Set<Evidence>>();
  const note = (sign: SafetySignId, e: Evidence) => {
    const set = evidence.get(sign) ?? new Set<Evidence>();
    evidence.set(sign, set);
    set.add(e);
    if (e === "kept") kept.add(sign);
  };

  // A rule's `unless` words, found once per text.
  const unlessFound = new Map<Pattern, Span[]>();
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
        note(rule.sign, evidenceOf(rule, span, tokens, explained(rule, span), mothers));
        if (kept.has(rule.sign)) break;
      }
      if (kept.has(rule.sign)) break;
    }
  }
  const feverRule = { sign: "fever", phrases: [], patterns: [], unlessPatterns: [] } as CompiledRule;
  for (const span of temperatures.high) note("fever", evidenceOf(feverRule, span, tokens, false, mothers));
  const heartRule = RULES.find((r) => r.sign === "chest-pain-or-racing-heart" && r.unless)!;
  for (const span of readFastPulse(tokens, masked))
    note(
      "chest-pain-or-racing-heart",
      evidenceOf(heartRule, span, tokens, explained(heartRule, span), mothers),
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
