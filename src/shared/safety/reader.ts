import { readByRules } from "./detect";
import { ANY, decide, type SafetyModel, scoreReading } from "./model";
import weights from "./model-weights.json";
import { findingOf, SAFETY_SIGN_IDS, SAFETY_SIGNS, type SafetyContext, type SafetyFinding } from "./signs";

const MODEL = weights as unknown as SafetyModel;

/**
 * Thoughts of harm that no rule kept and the model reads below this are a check-in: the help asks
 * her, with 988, rather than telling her to call now (`SafetyFinding.checkIn`). Chosen before the
 * held-out split was read, on train and dev messages each read by heads that never saw its writer:
 * at 0.5, 589 of the 746 harmless messages answered with 988 there are check-ins, and 1,298 of the
 * 1,542 self-harm messages answered are sure (docs/decisions/015-safety-reader-model.md).
 */
export const SURE_OF_HARM = 0.5;

export interface SafetyRead {
  /** The urgent warning signs and thoughts of self-harm found; null when there are none. */
  finding: SafetyFinding | null;
  /**
   * Nothing urgent found, but the text sounds like a health worry (the model's "any sign" is above
   * its worry threshold, or the rules heard a sign she says has passed): where Bloom answers, a
   * safety net belongs, never a confident unrelated answer.
   */
  worry: boolean;
}

/**
 * Reads what she wrote for urgent maternal warning signs and thoughts of harming herself or her
 * baby: the rules' reading (words, numbers, negation, time, whose sign it is) and the model
 * trained on the corpus, together (docs/decisions/015-safety-reader-model.md). Pure and
 * synchronous: runs the same in the browser and on the server.
 */
export function readSafety(text: string, context: SafetyContext = {}): SafetyRead {
  if (typeof text !== "string" || text.trim() === "") return { finding: null, worry: false };
  const reading = readByRules(text, context);
  const p = scoreReading(MODEL, reading, context.journey);
  const found = decide(MODEL, reading, p);
  const faint = [...found].every(
    (id) =>
      SAFETY_SIGNS[id].kind !== "selfHarm" ||
      (!reading.kept.has(id) && p[SAFETY_SIGN_IDS.indexOf(id)]! < SURE_OF_HARM),
  );
  const finding = findingOf(found, faint);
  const heardAside = [...reading.evidence.values()].some(
    (e) => e.has("over") || e.has("explained") || e.has("someone-else"),
  );
  const worry = !finding && (p[MODEL.heads.indexOf(ANY)]! >= MODEL.thresholds.worry || heardAside);
  return { finding, worry };
}

/** The signs found in what she wrote, or null when there are none (see `readSafety`). */
export function detectRedFlags(text: string, context: SafetyContext = {}): SafetyFinding | null {
  return readSafety(text, context).finding;
}
