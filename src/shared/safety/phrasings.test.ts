import { afterAll, describe, expect, it } from "vitest";
import { detectRedFlags } from "./detect";
import {
  DECOY_PHRASINGS,
  DELIBERATE_OVER_CATCHES,
  type Harmless,
  NEGATION_PHRASINGS,
  type Phrasing,
  SELF_HARM_PHRASINGS,
  STAGE_PAIRS,
  WARNING_SIGN_PHRASINGS,
} from "./labelled-phrasings";
import { SAFETY_SIGN_IDS, SAFETY_SIGNS } from "./signs";

const describeFound = (p: Phrasing | Harmless) => {
  const found = detectRedFlags(p.text, { journey: p.journey });
  return found ? found.signs.map((s) => s.id).join(", ") : "nothing";
};

const missed = (set: Phrasing[]) =>
  set.filter((p) => !detectRedFlags(p.text, { journey: p.journey })?.signs.some((s) => s.id === p.sign));
const flagged = (set: Harmless[]) =>
  set.filter((p) => detectRedFlags(p.text, { journey: p.journey }) !== null);

const figures: string[] = [];

describe("the labelled set", () => {
  it("holds at least 200 phrasings, and several wordings of every sign", () => {
    const total =
      WARNING_SIGN_PHRASINGS.length +
      SELF_HARM_PHRASINGS.length +
      NEGATION_PHRASINGS.length +
      DECOY_PHRASINGS.length +
      STAGE_PAIRS.length * 2;
    expect(total).toBeGreaterThanOrEqual(200);
    for (const id of SAFETY_SIGN_IDS) {
      const wordings = [...WARNING_SIGN_PHRASINGS, ...SELF_HARM_PHRASINGS].filter((p) => p.sign === id);
      expect(wordings.length, `${id} (${SAFETY_SIGNS[id].label})`).toBeGreaterThanOrEqual(5);
    }
  });

  it("catches every warning-sign phrasing, with its sign", () => {
    const misses = missed(WARNING_SIGN_PHRASINGS);
    figures.push(
      `warning signs caught: ${WARNING_SIGN_PHRASINGS.length - misses.length}/${WARNING_SIGN_PHRASINGS.length}`,
    );
    expect(misses.map((p) => `${p.text} [${p.journey}] → ${describeFound(p)}, wanted ${p.sign}`)).toEqual([]);
  });

  it("catches every self-harm phrasing, direct and indirect, as self-harm", () => {
    const misses = missed(SELF_HARM_PHRASINGS);
    figures.push(
      `self-harm caught: ${SELF_HARM_PHRASINGS.length - misses.length}/${SELF_HARM_PHRASINGS.length}`,
    );
    expect(misses.map((p) => `${p.text} → ${describeFound(p)}, wanted ${p.sign}`)).toEqual([]);
    for (const p of SELF_HARM_PHRASINGS)
      expect(detectRedFlags(p.text, { journey: p.journey })?.selfHarm).toBe(true);
  });

  it("leaves negated signs alone", () => {
    const alarms = flagged(NEGATION_PHRASINGS);
    figures.push(
      `negations left alone: ${NEGATION_PHRASINGS.length - alarms.length}/${NEGATION_PHRASINGS.length}`,
    );
    expect(alarms.map((p) => `${p.text} → ${describeFound(p)}`)).toEqual([]);
  });

  it("leaves at least 95 % of decoys alone", () => {
    const alarms = flagged(DECOY_PHRASINGS);
    const passed = DECOY_PHRASINGS.length - alarms.length;
    figures.push(
      `decoys left alone: ${passed}/${DECOY_PHRASINGS.length} (${((100 * passed) / DECOY_PHRASINGS.length).toFixed(1)} %)` +
        (alarms.length
          ? `; flagged: ${alarms.map((p) => `"${p.text}" → ${describeFound(p)}`).join("; ")}`
          : ""),
    );
    expect(passed / DECOY_PHRASINGS.length).toBeGreaterThanOrEqual(0.95);
  });

  it("reads stage-dependent signs by her stage", () => {
    let right = 0;
    for (const pair of STAGE_PAIRS) {
      const warns = detectRedFlags(pair.text, { journey: pair.warns });
      const ordinary = detectRedFlags(pair.text, { journey: pair.ordinary });
      expect(
        warns?.signs.map((s) => s.id),
        `${pair.text} when ${pair.warns}`,
      ).toContain(pair.sign);
      expect(ordinary, `${pair.text} when ${pair.ordinary}`).toBeNull();
      right += 2;
    }
    figures.push(`stage pairs read right: ${right}/${STAGE_PAIRS.length * 2}`);
  });

  it("flags the documented over-catches, on purpose", () => {
    expect(missed(DELIBERATE_OVER_CATCHES).map((p) => p.text)).toEqual([]);
  });
});

afterAll(() => {
  // The figures the README and the lead quote: `npx vitest run src/shared/safety/phrasings.test.ts`.
  console.log(`Red-flag labelled set\n  ${figures.join("\n  ")}`);
});
