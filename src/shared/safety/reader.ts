import { readByRules } from "./detect";
import { ANY, decide, type SafetyModel, scoreReading } from "./model";
import weights from "./model-weights.json";
import { findingOf, type SafetyContext, type SafetyFinding } from "./signs";

const MODEL = weights as unknown as SafetyModel;

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
  const finding = findingOf(decide(MODEL, reading, p));
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
