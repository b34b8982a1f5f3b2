// Apart from symptoms.ts (the list and its labels, which the browser shows) because it loads the
// safety module's reader, which the server runs and the symptoms tab does not need.
import { detectRedFlags, findingOf, mergeFindings, type SafetyFinding, type SafetySignId } from "../safety";
import { symptomLabel } from "./symptoms";

/**
 * Symptoms on the list that are a warning sign in pregnancy whatever their severity: picking one is
 * her saying so, not words for the reader to weigh.
 */
const ALWAYS_A_SIGN: Record<string, SafetySignId> = {
  "baby-moving-less": "baby-moving-less",
  bleeding: "bleeding-in-pregnancy",
  "vision-changes": "vision-changes",
  "fluid-leaking": "leaking-fluid",
  "swelling-face-hands": "swelling-hands-face",
};

/**
 * What the safety module reads for a logged symptom: a symptom that is always a warning sign in
 * pregnancy, then the severity and the symptom in her words and her notes ("severe headache. It
 * won't go away").
 */
export function symptomSafety(entry: {
  symptom: string;
  severity: string;
  notes: string | null;
}): SafetyFinding | null {
  const said =
    entry.symptom === "other" ? "" : `${entry.severity} ${symptomLabel(entry.symptom).toLowerCase()}`;
  const text = [said, entry.notes].filter(Boolean).join(". ");
  const chosen = ALWAYS_A_SIGN[entry.symptom];
  return mergeFindings(
    chosen ? findingOf([chosen]) : null,
    text ? detectRedFlags(text, { journey: "pregnant" }) : null,
  );
}
