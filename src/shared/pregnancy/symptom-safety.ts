// Apart from symptoms.ts (the list and its labels, which the browser shows) because it loads the
// safety module's reader, which the server runs and the symptoms tab does not need.
import { detectRedFlags, type SafetyFinding } from "../safety";
import { symptomLabel } from "./symptoms";

/**
 * What the safety module reads for a logged symptom: the severity and the symptom in her words,
 * then her notes ("severe headache. It won't go away").
 */
export function symptomSafety(entry: {
  symptom: string;
  severity: string;
  notes: string | null;
}): SafetyFinding | null {
  const said =
    entry.symptom === "other" ? "" : `${entry.severity} ${symptomLabel(entry.symptom).toLowerCase()}`;
  const text = [said, entry.notes].filter(Boolean).join(". ");
  return text ? detectRedFlags(text, { journey: "pregnant" }) : null;
}
