import { compile, findAll, type Pattern } from "./patterns";
import type { Reading } from "./rule";
import type { SafetyJourney } from "./signs";
import type { Token } from "./text";

/**
 * Her words can say where she is better than her profile: a mother trying to conceive writes
 * "I got my BFP and now I'm spotting", a pregnant one "since my c-section". What she says is added
 * to her profile's stage; what we cannot tell is read as "unknown".
 */
const PREGNANT = [
  "pregnant|pregnancy|trimester|weeks_pregnant|expecting|bfp|positive_test|positive_pregnancy_test|due_date|fetus|prenatal|antenatal|gestation|weeks_along|wks_along|my_bump|the_bump|miscarriage|miscarrying|ectopic",
  "# weeks|wks|wk ~1 pregnant|along|gestation",
  "test|tests ~2 was|were|is|came_back|came_up|turned|showed ~1 positive",
].map(compile);
/** "I'm 34 weeks": her own pregnancy, when nothing says the baby is born (see `readingsOf`). */
const HER_WEEKS = ["i_am|i_am_now ~1 # ~1 weeks|wks|wk|w"].map(compile);
const POSTPARTUM = [
  "gave_birth|giving_birth|given_birth|after_birth|since_birth|after_the_birth|since_the_birth|after_delivery|since_delivery|after_delivering|delivered|postpartum|post_partum|pp|csection|newborn|lochia|episiotomy|postnatal|post_natal|had_my_baby|had_the_baby|baby_was_born|since_having|after_having|birth_was",
].map(compile);
const PERIOD = [
  "period|periods|menstrual|menstruation|menstruating|af|aunt_flo|cycle_day|time_of_the_month|pms|implantation",
  "cd #",
].map(compile);

/** "Trying to get pregnant" and "not pregnant" are not pregnancy. */
const NOT_NOW = new Set([
  "trying",
  "try",
  "ttc",
  "get",
  "getting",
  "hoping",
  "hope",
  "want",
  "wanting",
  "planning",
  "plan",
  "chance",
  "chances",
  "before",
  "not",
  "never",
  "no",
]);

function says(patterns: Pattern[], tokens: Token[], masked: boolean[], guard: boolean): boolean {
  return patterns.some((p) =>
    findAll(p, tokens, masked).some(({ start }) => {
      if (!guard) return true;
      for (let i = start - 1; i >= Math.max(0, start - 3); i--) {
        const t = tokens[i]!;
        if (t.kind === "stop") break;
        if (NOT_NOW.has(t.w)) return false;
      }
      return true;
    }),
  );
}

export function readingsOf(
  tokens: Token[],
  masked: boolean[],
  journey: SafetyJourney | undefined,
): Set<Reading> {
  const readings = new Set<Reading>();
  if (journey === "pregnant") readings.add("pregnant");
  if (journey === "postpartum") readings.add("postpartum");
  const born = says(POSTPARTUM, tokens, masked, false);
  if (says(PREGNANT, tokens, masked, true)) readings.add("pregnant");
  // A mother whose profile says toddler or trying may be pregnant again without the word.
  if (journey !== "postpartum" && !born && says(HER_WEEKS, tokens, masked, true)) readings.add("pregnant");
  if (born) readings.add("postpartum");
  if (readings.size > 0) return readings;
  if (journey === "ttc" || journey === "toddler" || says(PERIOD, tokens, masked, false))
    readings.add("cycling");
  else readings.add("unknown");
  return readings;
}
