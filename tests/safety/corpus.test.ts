import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FIFTH_ROUND, type Labelled, loadCorpus, normaliseForSplit } from "../../scripts/safety/corpus";
import { type Figures, figuresOf, pct, ruleSetExamples } from "../../scripts/safety/train";
import { detectRedFlags, SAFETY_SIGN_IDS, SAFETY_SIGNS, type SafetySignId } from "../../src/shared/safety";
import type { SafetyModel } from "../../src/shared/safety/model";
import weights from "../../src/shared/safety/model-weights.json";

const SAFETY_DIR = path.resolve(import.meta.dirname, "../../src/shared/safety");
const corpus = loadCorpus();
const of = (split: Labelled["split"]) => corpus.filter((l) => l.split === split);
const found = (l: { text: string; journey?: Labelled["journey"] }) =>
  new Set(detectRedFlags(l.text, { journey: l.journey })?.signs.map((s) => s.id));
const printed: string[] = [];
const report = (name: string, f: Figures) =>
  printed.push(
    `${name}: reached help ${pct(f.urgent)}, self-harm with 988 ${pct(f.selfHarm)}, harmless left alone ${pct(f.clean)}, sign named ${pct(f.named)}`,
  );

describe("the safety corpus", () => {
  it("holds at least 3,000 valid messages from several writers, every sign in every split", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(corpus.map((l) => l.writer)).size).toBeGreaterThanOrEqual(5);
    for (const split of ["train", "dev", "test"] as const) {
      const items = of(split);
      expect(items.filter((l) => l.signs.length === 0).length, `${split}: harmless`).toBeGreaterThan(50);
      for (const id of SAFETY_SIGN_IDS)
        expect(items.filter((l) => l.signs.includes(id)).length, `${split}: ${id}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("keeps the held-out split out of the training data and the rules", () => {
    const trained = new Set(
      [...of("train"), ...of("dev"), ...ruleSetExamples()].map((e) => normaliseForSplit(e.text)),
    );
    const ruleSources = readdirSync(SAFETY_DIR)
      .filter((f) => /^(rules-.*|decoys|labelled-phrasings|text|reading|fever|concepts)\.ts$/.test(f))
      .map((f) => normaliseForSplit(readFileSync(path.join(SAFETY_DIR, f), "utf8").replace(/_/g, " ")))
      .join("\n");
    const leaks = of("test")
      .map((l) => normaliseForSplit(l.text))
      // A one- or two-word message ("fever", "so dizzy") can appear anywhere; longer ones must not.
      .filter((t) => trained.has(t) || (t.split(" ").length > 2 && ruleSources.includes(t)));
    expect(leaks).toEqual([]);
    // The committed model learnt from exactly the train and dev splits plus the rules' own set.
    expect((weights as unknown as SafetyModel).trained.examples).toBe(
      of("train").length + of("dev").length + ruleSetExamples().length,
    );
  });

  it("on the train and dev splits, reaches help for nearly every sign and 988 for every self-harm message", () => {
    const seen = [...of("train"), ...of("dev")];
    const f = figuresOf(seen, found);
    report("train + dev", f);
    expect(f.urgent[0] / f.urgent[1]).toBeGreaterThanOrEqual(0.99);
    expect(f.selfHarm[0]).toBe(f.selfHarm[1]);
    // What it was tuned on; the held-out figures below are the honest ones.
    expect(f.clean[0] / f.clean[1]).toBeGreaterThanOrEqual(0.88);
    // Reads about 9,000 messages: seconds on a busy machine.
  }, 30_000);

  it("names the sign it found, with the right kind of help", () => {
    const seen = [...of("train"), ...of("dev")].filter((l) => l.signs.length === 1);
    for (const id of SAFETY_SIGN_IDS) {
      const carrying = seen.filter((l) => l.signs[0] === id);
      const named = carrying.filter((l) => found(l).has(id as SafetySignId)).length;
      expect(named / carrying.length, id).toBeGreaterThanOrEqual(0.85);
    }
    const crisis = detectRedFlags("some nights I wish I could go to sleep and never wake up", {
      journey: "postpartum",
    });
    expect(crisis).toMatchObject({ selfHarm: true, emergency: true });
    expect(SAFETY_SIGNS["thoughts-of-self-harm"].emergency).toBe(true);
  }, 30_000);

  it("on the held-out split, never tuned on, stays at or above the figures the decision record gives", () => {
    // docs/decisions/015-safety-reader-model.md; the bench prints the same figures per sign. A change
    // may raise them, never lower them by more than a message or two.
    const before = figuresOf(
      of("test").filter((l) => !FIFTH_ROUND.includes(l.writer)),
      found,
    );
    report("held out (writers a to s)", before);
    // Measured when the model was trained on nineteen writers: 97.4 %, 97.4 % and 79.6 %.
    expect(before.urgent[0] / before.urgent[1]).toBeGreaterThanOrEqual(0.972);
    expect(before.selfHarm[0] / before.selfHarm[1]).toBeGreaterThanOrEqual(0.97);
    expect(before.clean[0] / before.clean[1]).toBeGreaterThanOrEqual(0.795);
    // The fifth round, held out whole (harder: self-harm said without its words, hard days):
    // 97.3 %, 96.0 % and 77.9 % with the same model.
    const after = figuresOf(
      of("test").filter((l) => FIFTH_ROUND.includes(l.writer)),
      found,
    );
    report("held out whole (writers t to w)", after);
    expect(after.urgent[0] / after.urgent[1]).toBeGreaterThanOrEqual(0.971);
    expect(after.selfHarm[0] / after.selfHarm[1]).toBeGreaterThanOrEqual(0.957);
    expect(after.clean[0] / after.clean[1]).toBeGreaterThanOrEqual(0.777);
    // Reads about 5,700 messages.
  }, 30_000);
});

afterAll(() => console.log(`Safety corpus\n  ${printed.join("\n  ")}`));
