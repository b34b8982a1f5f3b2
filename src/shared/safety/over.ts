import { CLAUSE_TURNS, compile, findAll, NEGATIONS, type Span } from "./patterns";
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

// ---- thoughts of harm, long past -------------------------------------------------------------

/** When thoughts of harm were: years ago, as a teenager, last year, "I used to". */
const LONG_AGO = [
  "# ~1 years|year ~1 ago",
  "years_ago|a_year_ago|as_a_teenager|as_a_teen|in_my_teens|in_my_twenties|when_i_was_younger|when_i_was_a_teenager|at_uni|at_university|at_school|last_year|last_spring|last_summer|last_autumn|last_winter|this_time_last_year|used_to|history_of",
  "back ~1 in ~1 #",
].map(compile);
/** That she came through it, anywhere in the text. */
const CAME_THROUGH = [
  "therapy|cbt|counselling|counseling|treatment|medication|meds|counsellor|therapist ~3 helped|sorted|worked",
  "recovered|recovery|well_now|fine_now|ok_now|okay_now|doing_well|doing_really_well|doing_so_much_better|in_a_good_place|feel_safe|feeling_safe|been_well|been_fine|fine_for_years|well_for|clean_for|long_gone|faded|stopped_completely|went_away|never_came_back|not_done_it|have_not_done_it_since|have_not_had_one_since",
].map(compile);
/** Anything saying they are here now: "again", "they're back", "lately", "tonight". */
const HERE_NOW = [
  "again|creeping_back|coming_back|come_back|came_back|are_back|is_back|back_again|returned|returning|resurfaced|resurfacing|relapse|relapsed|lately|recently|right_now|at_the_moment|this_week|tonight|today|these_days|worse|but_now|and_now|now_i|still_have|still_get|still_think|urge|urges|tempted",
].map(compile);

/**
 * The sentences where thoughts of harm are told as long past, in a text that says she came through
 * them and nothing says they are back ("I self-harmed as a teenager; it's been ten years and I'm
 * doing well"). Empty when any of that is missing, so a crisis told beside a past one stays hers:
 * the rules then leave the message to the model, which answers it as it reads it.
 */
export function harmLongPast(tokens: Token[], masked: boolean[], sentenceOf: number[]): Set<number> {
  return sentencesSaying(LONG_AGO, { needs: CAME_THROUGH, unless: HERE_NOW }, tokens, masked, sentenceOf);
}

type Patterns = ReturnType<typeof compile>[];

/**
 * The sentences where one of `where` is said, in a text that says one of `needs` and none of
 * `unless`; empty otherwise.
 */
function sentencesSaying(
  where: Patterns,
  { needs, unless }: { needs: Patterns; unless: Patterns },
  tokens: Token[],
  masked: boolean[],
  sentenceOf: number[],
): Set<number> {
  const found = new Set<number>();
  const says = (patterns: Patterns) => patterns.some((p) => findAll(p, tokens, masked).length > 0);
  if (!says(needs) || says(unless)) return found;
  for (const p of where) for (const { start } of findAll(p, tokens, masked)) found.add(sentenceOf[start]!);
  return found;
}

// ---- thoughts of harm, asked about and denied --------------------------------------------------

/** A question about thoughts of harm: the midwife's screening, a form, "she asked". */
const ASKED = [
  "asked|ask|asks|asking|question|questions|questionnaire|screening|screened|form|forms|epds|checklist|checks_for",
].map(compile);
/** Her answer, no. */
const ANSWERED_NO = [
  "said_no|say_no|answered_no|answer_no|honestly_say_no|honestly_said_no|ticked_no|told_her_no|told_him_no|told_them_no|the_answer_is_no|the_answer_was_no|said_never|answered_never|said_i_have_not|said_i_had_not|said_i_do_not|said_i_did_not",
].map(compile);
/** The answer was not the truth: "I said no but I lied", "I couldn't tell her". */
const NOT_THE_TRUTH = [
  "lied|lie|lying|pretended|pretend|hid|hide|hiding|the_truth|not_true|actually|really_have|but_i_have|but_i_do|but_i_did|but_honestly|could_not_tell|can_not_tell|did_not_tell|do_not_tell|scared_to_tell|afraid_to_tell|too_scared|too_ashamed|ashamed",
].map(compile);

/**
 * The sentences where she tells of being asked about thoughts of harm, in a text where she says she
 * answered no and nothing says the answer hid the truth ("the midwife asked about hurting myself or
 * the baby and I could honestly say no"). Empty otherwise.
 */
export function harmDenied(tokens: Token[], masked: boolean[], sentenceOf: number[]): Set<number> {
  return sentencesSaying(ASKED, { needs: ANSWERED_NO, unless: NOT_THE_TRUTH }, tokens, masked, sentenceOf);
}
