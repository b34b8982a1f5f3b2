import { stemmer } from "stemmer";
import { conceptFeatures } from "./concepts";
import type { RuleReading } from "./detect";
import { NEGATIONS } from "./patterns";
import type { SafetyJourney } from "./signs";

/**
 * What the model reads in a text: the words she wrote (stemmed, alone and in pairs, marked when a
 * negation reaches them or when they sit in an idiom the rules set aside), the word classes they
 * fall in and which classes meet in a sentence (`concepts.ts`), her stage, and what the rules heard (each sign's words, kept or set aside as negated, someone else's, over or
 * explained; a temperature read as a number). Binary features: a word counts once however often
 * she writes it, so a long message about prams does not drown one line about her sight.
 */

/** How far a negation reaches: "no headache", "not dizzy at all", "never had any bleeding". */
const NEGATION_REACH = 3;
/** After a negation, these words mean it is not denying what follows ("not sure", "no idea"). */
const NOT_A_DENIAL = new Set([
  "sure",
  "know",
  "idea",
  "clue",
  "only",
  "just",
  "normal",
  "like",
  "stop",
  "go",
]);

const stems = new Map<string, string>();
function stem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = word.length > 3 ? stemmer(word) : word;
    if (stems.size < 20_000) stems.set(word, s);
  }
  return s;
}

export function featuresOf(reading: RuleReading, journey: SafetyJourney | undefined): Set<string> {
  const out = new Set<string>();
  out.add(`j:${journey ?? "none"}`);
  for (const r of reading.readings) out.add(`rd:${r}`);
  if (reading.temperature) out.add(`t:${reading.temperature}`);
  for (const [sign, heard] of reading.evidence) for (const e of heard) out.add(`r:${sign}:${e}`);

  const { tokens, masked } = reading;
  conceptFeatures(tokens, masked, out);
  let previous = "";
  let twoBack = "";
  let negatedFor = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === "stop" || t.kind === "comma") {
      previous = "";
      twoBack = "";
      negatedFor = 0;
      continue;
    }
    const word = t.kind === "num" ? "#" : stem(t.w);
    const mark = masked[i] ? "m" : negatedFor > 0 ? "n" : "w";
    out.add(`${mark}:${word}`);
    if (previous) out.add(`b:${previous}_${word}`);
    if (twoBack) out.add(`s:${twoBack}_${word}`);
    twoBack = previous;
    previous = word;
    if (negatedFor > 0) negatedFor--;
    if (NEGATIONS.has(t.w) && !NOT_A_DENIAL.has(tokens[i + 1]?.w ?? "")) negatedFor = NEGATION_REACH;
  }
  return out;
}
