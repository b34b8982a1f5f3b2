import type { Span } from "./patterns";
import type { SafetyContext } from "./signs";
import type { Token } from "./text";

/**
 * Whose sign it is: hers, someone else's (her toddler, her husband, a character on a show), or a
 * mother's told by someone beside her ("my wife is 34 weeks and she's bleeding"), whose signs are
 * read as hers would be. Used by the rules (`detect.ts`).
 */

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

/** After someone else's sign, she has it too. */
const ME_TOO = /\b(so do i|me too|i do too|i have it too|i have one too|and me|i am too|i also)\b/;

/**
 * The nearest person before the sign in its sentence, when it is someone else and she does not add
 * "me too": that person's token index, or -1 (the sign is hers).
 */
export function someoneElse(tokens: Token[], { start, end }: Span): number {
  for (let i = start - 1; i >= 0 && start - i <= 12; i--) {
    const t = tokens[i]!;
    if (t.kind === "stop") return -1;
    if (SELF.has(t.w)) return -1;
    if (isOther(tokens, i)) {
      const rest: string[] = [];
      for (let j = end; j < tokens.length && tokens[j]!.kind !== "stop"; j++) rest.push(tokens[j]!.w);
      return ME_TOO.test(rest.join(" ")) ? -1 : i;
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
export function mothersToldOf(tokens: Token[], journey: SafetyContext["journey"]): Set<string> {
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
  if (named.size > 0) named.add("she");
  return named;
}

/**
 * Whether the someone else at `other` is a mother told of: named so, or "she" with no other person
 * before her in the sentence ("my toddler is ill and she has a fever" is the toddler).
 */
export function isMotherToldOf(tokens: Token[], other: number, mothers: Set<string>): boolean {
  const w = tokens[other]!.w;
  if (!mothers.has(w)) return false;
  if (w !== "she") return true;
  for (let i = other - 1; i >= 0 && tokens[i]!.kind !== "stop"; i--)
    if (tokens[i]!.w !== "she" && isOther(tokens, i)) return mothers.has(tokens[i]!.w);
  return true;
}
