import { CLAUSE_TURNS, NEGATIONS, type Span } from "./patterns";
import type { Token } from "./text";

/**
 * Whether a sign she names is over: "the headache went away", "the heavy bleeding stopped after the
 * first week", "breathless in the first week but that's gone now". Used by the rules whose
 * `resolves` is set (`detect.ts`).
 */

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
export function resolved(tokens: Token[], { end }: Span, swelling: boolean): boolean {
  for (let i = end, words = 0; i < tokens.length && words < RESOLVE_REACH; i++) {
    const t = tokens[i]!;
    if (t.kind === "stop") return false;
    if (t.kind !== "word") continue;
    words++;
    // "Breathless on the stairs in the first week, but that's gone now": the turn is to its end.
    if (t.w === "but") {
      const over = turnsToItsEnd(tokens, i, swelling);
      if (over > 0) {
        // Read the word of its end next, however far the sign was.
        i = over - 1;
        words = RESOLVE_REACH - 1;
        continue;
      }
    }
    if (NEGATIONS.has(t.w) || STILL.has(t.w) || CLAUSE_TURNS.has(t.w) || HYPOTHETICAL.has(t.w)) return false;
    // Another thing of hers: "a headache and my vision has gone blurry".
    if (OWN.has(t.w)) return false;
    if (RESOLVED.has(t.w)) {
      if (t.w === "away" && !["went", "gone", "goes"].includes(tokens[i - 1]?.w ?? "")) return false;
      // Swelling "goes down after an hour"; "I had to lie down" is not an end, "she went down" a faint.
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
