import { afterAll, describe, expect, it } from "vitest";
// The rules' own labelled set holds the rules to it; the whole reader (rules + model) is held to
// the corpus in tests/safety/corpus.test.ts.
import { detectByRules as detectRedFlags } from "./detect";
import {
  DECOY_PHRASINGS,
  DELIBERATE_OVER_CATCHES,
  type Harmless,
  HELD_OUT_HARMLESS,
  HELD_OUT_PHRASINGS,
  LEARNT_DECOYS,
  LEARNT_PHRASINGS,
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
const SIGNS = [
  ...WARNING_SIGN_PHRASINGS,
  ...LEARNT_PHRASINGS.filter((p) => SAFETY_SIGNS[p.sign].kind === "urgent"),
];
const SELF_HARM = [
  ...SELF_HARM_PHRASINGS,
  ...LEARNT_PHRASINGS.filter((p) => SAFETY_SIGNS[p.sign].kind === "selfHarm"),
];
const DECOYS = [...DECOY_PHRASINGS, ...LEARNT_DECOYS];

describe("the rules' labelled set, read by the rules alone", () => {
  it("holds at least 200 phrasings, and several wordings of every sign", () => {
    const total =
      SIGNS.length + SELF_HARM.length + NEGATION_PHRASINGS.length + DECOYS.length + STAGE_PAIRS.length * 2;
    expect(total).toBeGreaterThanOrEqual(200);
    for (const id of SAFETY_SIGN_IDS) {
      const wordings = [...SIGNS, ...SELF_HARM].filter((p) => p.sign === id);
      expect(wordings.length, `${id} (${SAFETY_SIGNS[id].label})`).toBeGreaterThanOrEqual(5);
    }
  });

  it("catches every warning-sign phrasing, with its sign", () => {
    const misses = missed(SIGNS);
    figures.push(`warning signs caught: ${SIGNS.length - misses.length}/${SIGNS.length}`);
    expect(misses.map((p) => `${p.text} [${p.journey}] → ${describeFound(p)}, wanted ${p.sign}`)).toEqual([]);
  });

  it("catches every self-harm phrasing, direct and indirect, as self-harm", () => {
    const misses = missed(SELF_HARM);
    figures.push(`self-harm caught: ${SELF_HARM.length - misses.length}/${SELF_HARM.length}`);
    expect(misses.map((p) => `${p.text} → ${describeFound(p)}, wanted ${p.sign}`)).toEqual([]);
    for (const p of SELF_HARM) expect(detectRedFlags(p.text, { journey: p.journey })?.selfHarm).toBe(true);
  });

  it("leaves negated signs alone", () => {
    const alarms = flagged(NEGATION_PHRASINGS);
    figures.push(
      `negations left alone: ${NEGATION_PHRASINGS.length - alarms.length}/${NEGATION_PHRASINGS.length}`,
    );
    expect(alarms.map((p) => `${p.text} → ${describeFound(p)}`)).toEqual([]);
  });

  it("leaves at least 95 % of decoys alone", () => {
    const alarms = flagged(DECOYS);
    const passed = DECOYS.length - alarms.length;
    figures.push(
      `decoys left alone: ${passed}/${DECOYS.length} (${((100 * passed) / DECOYS.length).toFixed(1)} %)` +
        (alarms.length
          ? `; flagged: ${alarms.map((p) => `"${p.text}" → ${describeFound(p)}`).join("; ")}`
          : ""),
    );
    expect(passed / DECOYS.length).toBeGreaterThanOrEqual(0.95);
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

  it("reads the held-out phrasings, never tuned on, at least as well as when they were written", () => {
    const misses = missed(HELD_OUT_PHRASINGS);
    const alarms = flagged(HELD_OUT_HARMLESS);
    const helped = HELD_OUT_PHRASINGS.filter((p) => detectRedFlags(p.text, { journey: p.journey })).length;
    figures.push(
      `held out (never tuned on): ${HELD_OUT_PHRASINGS.length - misses.length}/${HELD_OUT_PHRASINGS.length} with the right sign, ` +
        `${helped}/${HELD_OUT_PHRASINGS.length} shown urgent help; harmless left alone ${HELD_OUT_HARMLESS.length - alarms.length}/${HELD_OUT_HARMLESS.length}`,
    );
    // Measured when the set was written: 39 of 42 (40 shown help) and 19 of 20. A change to the rules
    // may raise these, never lower them.
    expect(HELD_OUT_PHRASINGS.length - misses.length).toBeGreaterThanOrEqual(39);
    expect(helped).toBeGreaterThanOrEqual(40);
    expect(HELD_OUT_HARMLESS.length - alarms.length).toBeGreaterThanOrEqual(19);
  });

  it("flags the documented over-catches, on purpose", () => {
    expect(missed(DELIBERATE_OVER_CATCHES).map((p) => p.text)).toEqual([]);
  });
});

afterAll(() => {
  // The figures the README and the lead quote: `npx vitest run src/shared/safety/phrasings.test.ts`.
  console.log(`Red-flag labelled set\n  ${figures.join("\n  ")}`);
});
