import { mentions } from "./concepts";
import type { RuleReading } from "./detect";
import { featuresOf } from "./features";
import { SAFETY_SIGN_IDS, SAFETY_SIGNS, type SafetyJourney, type SafetySignId } from "./signs";

/**
 * The statistical half of the red-flag reader: one logistic regression per sign, and one for "any
 * sign at all", over the features in `features.ts`. Trained by `scripts/safety/train.ts` on the
 * corpus' train and dev splits; the weights are committed (`model-weights.json`), so the browser
 * and the server read with the same numbers and a test can tell exactly what it learnt from.
 */
export interface SafetyModel {
  version: 1;
  /** The sign ids, then "any". */
  heads: string[];
  bias: number[];
  /** Per feature: [head, weight × 100, head, weight × 100, …]. */
  weights: Record<string, number[]>;
  thresholds: {
    /** A warning sign's own head at or above this names it. */
    sign: number;
    /** The same for the two self-harm signs: lower, because a missed 988 costs the most. */
    selfHarm: number;
    /**
     * A text with no word of death, harm, wishing, images or the people she would leave raises
     * the self-harm signs only at this ("Walking every day" is not a crisis at any stage).
     */
    selfHarmNoCue: number;
    /** "Any sign" at or above this, with no sign named, names the likeliest sign. */
    any: number;
    /** The rules' urgent sign stands unless "any sign" is below this (self-harm always stands). */
    keepRule: number;
    /** "Any sign" alone raises the alarm only when the likeliest sign's own head reaches this. */
    name: number;
    /**
     * A text with no word of the body in it (no symptom, no temperature, nothing the rules heard)
     * raises a body sign only at this: "up 4 times for feeds" is not vomiting.
     */
    noCue: number;
    /** Below every other threshold, "any sign" at or above this is a health worry (see `readSafety`). */
    worry: number;
  };
  /** How it was trained (for the bench and the decision record). */
  trained: { examples: number; features: number; epochs: number; l2: number; dropout?: number };
}

export const ANY = "any";

/**
 * Signs of the body that only exist in pregnancy. After the birth (her profile or her words say
 * postpartum, and nothing she writes says she is pregnant again) the model does not name them
 * unless the rules kept a sign of their own: lochia at 5 weeks is not bleeding in pregnancy, her
 * waters breaking last month is not fluid leaking now. A mother whose profile says toddler may
 * write "I'm 35 weeks" without the word "pregnant", so the other stages are left to the model; and
 * "the baby has gone still and floppy" after the birth still raises the help when the baby-moving-
 * less head itself says so, not when it is only the likeliest sign of a vague worry.
 */
const PREGNANCY_ONLY: SafetySignId[] = ["bleeding-in-pregnancy", "leaking-fluid"];
const BABY_MOVING_LESS = SAFETY_SIGN_IDS.indexOf("baby-moving-less");

/** The word classes of thoughts of harm (`concepts.ts`). */
const MIND = ["death", "harm", "wish", "others", "image", "crisis"];

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * A model's weights as a Map, made once per weights object (a copy of the model with other
 * thresholds shares it): faster to look up than a 10,000-key object.
 */
const weightMaps = new WeakMap<SafetyModel["weights"], Map<string, number[]>>();
function weightsOf(model: SafetyModel): Map<string, number[]> {
  let map = weightMaps.get(model.weights);
  if (!map) {
    map = new Map(Object.entries(model.weights));
    weightMaps.set(model.weights, map);
  }
  return map;
}

/** Each head's probability for this reading. */
export function scoreReading(
  model: SafetyModel,
  reading: RuleReading,
  journey: SafetyJourney | undefined,
): number[] {
  const z = model.bias.slice();
  const weights = weightsOf(model);
  for (const feature of featuresOf(reading, journey)) {
    const w = weights.get(feature);
    if (!w) continue;
    for (let k = 0; k < w.length; k += 2) z[w[k]!]! += w[k + 1]! / 100;
  }
  return z.map(sigmoid);
}

/**
 * The signs she should hear about. Whether to raise the alarm is the "any sign" head's call (or a
 * self-harm head's, or the rules' reading of self-harm, which always stands); which signs to name
 * is then each sign's own head, the rules' urgent signs, or failing both the likeliest sign.
 */
export function decide(model: SafetyModel, reading: RuleReading, p: number[]): Set<SafetySignId> {
  const t = model.thresholds;
  const any = p[model.heads.length - 1]!;
  const crisis = new Set<SafetySignId>();
  const { tokens, masked } = reading;
  const mindCue =
    reading.evidence.has("thoughts-of-self-harm") ||
    reading.evidence.has("thoughts-of-harming-baby") ||
    MIND.some((c) => mentions(tokens, masked, c));
  const crisisAt = mindCue ? t.selfHarm : Math.max(t.selfHarm, t.selfHarmNoCue);
  SAFETY_SIGN_IDS.forEach((id, i) => {
    if (
      SAFETY_SIGNS[id].kind === "selfHarm" &&
      (p[i]! >= crisisAt || reading.kept.has(id) || reading.evidence.get(id)?.has("asked"))
    )
      crisis.add(id);
  });
  const rulesStand = any >= t.keepRule;
  const cue =
    reading.evidence.size > 0 ||
    reading.temperature !== null ||
    mentions(reading.tokens, reading.masked, "body");
  const bodyAt = (at: number) => (cue ? at : Math.max(at, t.noCue));
  const alarm = crisis.size > 0 || any >= bodyAt(t.any) || (rulesStand && reading.kept.size > 0);
  if (!alarm) return crisis;
  const found = new Set<SafetySignId>(crisis);
  SAFETY_SIGN_IDS.forEach((id, i) => {
    if (
      SAFETY_SIGNS[id].kind === "urgent" &&
      (p[i]! >= bodyAt(t.sign) || (rulesStand && reading.kept.has(id)))
    )
      found.add(id);
  });
  if (found.size === 0) {
    let best = 0;
    for (let i = 1; i < SAFETY_SIGN_IDS.length; i++) if (p[i]! > p[best]!) best = i;
    if (p[best]! >= t.name) found.add(SAFETY_SIGN_IDS[best]!);
  }
  const afterBirth =
    reading.readings.has("postpartum") &&
    !reading.readings.has("pregnant") &&
    !reading.readings.has("unknown");
  if (afterBirth && reading.kept.size === 0) {
    for (const id of PREGNANCY_ONLY) found.delete(id);
    // The baby moving less only by its own head: named as the likeliest sign, it is a guess.
    if (p[BABY_MOVING_LESS]! < t.sign) found.delete("baby-moving-less");
  }
  return found;
}
