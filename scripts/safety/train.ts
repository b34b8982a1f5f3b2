// `node --import tsx scripts/safety/train.ts`: trains the red-flag reader's model on the corpus'
// train split, chooses its thresholds on the dev split, retrains on train + dev with those
// settings and writes src/shared/safety/model-weights.json. Deterministic: the same corpus gives
// the same file byte for byte. The test split is never read here beyond counting it.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type RuleReading, readByRules } from "../../src/shared/safety/detect";
import { featuresOf } from "../../src/shared/safety/features";
import {
  DECOY_PHRASINGS,
  LEARNT_DECOYS,
  LEARNT_PHRASINGS,
  NEGATION_PHRASINGS,
  SELF_HARM_PHRASINGS,
  STAGE_PAIRS,
  WARNING_SIGN_PHRASINGS,
} from "../../src/shared/safety/labelled-phrasings";
import { ANY, decide, type SafetyModel, scoreReading } from "../../src/shared/safety/model";
import {
  SAFETY_SIGN_IDS,
  SAFETY_SIGNS,
  type SafetyJourney,
  type SafetySignId,
} from "../../src/shared/safety/signs";
import { CORPUS_DIR, type Labelled, loadCorpus } from "./corpus";

export interface Example {
  text: string;
  journey: SafetyJourney | undefined;
  signs: SafetySignId[];
}

export const HEADS = [...SAFETY_SIGN_IDS, ANY];
const MIN_COUNT = 2;
export const EPOCHS = 300;
/** A message with the sign counts twice in its head's loss: a miss costs more than a false alarm. */
const POSITIVE_WEIGHT = 2;
/** The L2 penalties tried; the dev split picks one (with the thresholds). */
const L2_GRID = [3e-5, 1e-4];
const LEARNING_RATE = 0.05;
/**
 * Set by hand, not tuned: the dev split has few short everyday notes, and tuned alone this threshold
 * sank to where "Walking every day" raised the 988 help. Costs about two points of 988 on dev and
 * leaves about seven more in every hundred harmless messages alone (decision 015).
 */
const SELF_HARM_NO_CUE = 0.3;
/** A shortfall in reaching help or 988 weighs this many times one in leaving harmless messages alone. */
const MISS_WEIGHT = 2;
/** What the reader must reach on messages it never saw (issue 27). */
const TARGET = { urgent: 0.98, selfHarm: 1, clean: 0.95 };
/** A weight smaller than this (after training) is dropped: it changes no decision and costs bytes. */
export const PRUNE = 0.25;
/** "Any sign" at or above this, with nothing found, is a health worry: the coach answers with a safety net. */
const WORRY = 0.1;

/** A corpus message as the model reads it. */
export const asExample = (l: Labelled): Example => ({ text: l.text, journey: l.journey, signs: l.signs });

/** Thresholds for a model only scored, never decided with (before the dev split chooses them). */
export const PROBE_THRESHOLDS: SafetyModel["thresholds"] = {
  sign: 0.5,
  selfHarm: 0.5,
  selfHarmNoCue: 0,
  any: 0.5,
  keepRule: 0,
  name: 0,
  noCue: 0,
  worry: 0,
};

/** The rules' own labelled set trains too (its held-out part stays out, as it always has). */
export function ruleSetExamples(): Example[] {
  return [
    ...[...WARNING_SIGN_PHRASINGS, ...SELF_HARM_PHRASINGS, ...LEARNT_PHRASINGS].map((p) => ({
      text: p.text,
      journey: p.journey,
      signs: [p.sign],
    })),
    ...[...DECOY_PHRASINGS, ...LEARNT_DECOYS, ...NEGATION_PHRASINGS].map((p) => ({
      text: p.text,
      journey: p.journey,
      signs: [],
    })),
    ...STAGE_PAIRS.flatMap((pair) => [
      { text: pair.text, journey: pair.warns, signs: [pair.sign] },
      { text: pair.text, journey: pair.ordinary, signs: [] },
    ]),
  ];
}

export interface Vectorised {
  rows: number[][];
  labels: number[][];
  readings: RuleReading[];
}

export function vectorise(examples: Example[], index: Map<string, number>): Vectorised {
  const rows: number[][] = [];
  const labels: number[][] = [];
  const readings: RuleReading[] = [];
  for (const e of examples) {
    const reading = readByRules(e.text, { journey: e.journey });
    readings.push(reading);
    const row: number[] = [];
    for (const f of featuresOf(reading, e.journey)) {
      const i = index.get(f);
      if (i !== undefined) row.push(i);
    }
    rows.push(row);
    labels.push(
      HEADS.map((h) => ((h === ANY ? e.signs.length > 0 : e.signs.includes(h as SafetySignId)) ? 1 : 0)),
    );
  }
  return { rows, labels, readings };
}

export function vocabulary(examples: Example[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of examples) {
    for (const f of featuresOf(readByRules(e.text, { journey: e.journey }), e.journey))
      counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  const kept = [...counts].filter(([, n]) => n >= MIN_COUNT).map(([f]) => f);
  kept.sort();
  return new Map(kept.map((f, i) => [f, i]));
}

/**
 * At every pass, each feature of each training message is left out with this chance and the rest
 * count for 1 / (1 − chance) (dropout on the inputs). A head then cannot lean on one writer's words:
 * it must hear a sign in several of the things a message says (decision 015).
 */
export const DROPOUT = 0;
/**
 * Which features a pass drops is chance, and one chance moves the dev figures by several points:
 * with dropout the weights are the average of this many trainings, each with its own seed.
 */
export const SEEDS = 3;

/** A small seeded generator (mulberry32): the same seed gives the same dropout, so the same file. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One training: full-batch Adam on the summed log loss of every head, with L2 and input dropout. */
function trainOnce(
  data: Vectorised,
  features: number,
  epochs: number,
  l2: number,
  dropout: number,
  seed: number,
) {
  const H = HEADS.length;
  const random = seeded(seed);
  const scale = 1 / (1 - dropout);
  const w = new Float64Array(features * H);
  const b = new Float64Array(H);
  const m = new Float64Array(w.length);
  const v = new Float64Array(w.length);
  const mb = new Float64Array(H);
  const vb = new Float64Array(H);
  const [beta1, beta2, eps] = [0.9, 0.999, 1e-8];
  const n = data.rows.length;
  for (let epoch = 1; epoch <= epochs; epoch++) {
    const gw = new Float64Array(w.length);
    const gb = new Float64Array(H);
    for (let r = 0; r < n; r++) {
      const row = dropout > 0 ? data.rows[r]!.filter(() => random() >= dropout) : data.rows[r]!;
      for (let h = 0; h < H; h++) {
        let z = b[h]!;
        for (const f of row) z += w[f * H + h]! * scale;
        const y = data.labels[r]![h]!;
        const err = (1 / (1 + Math.exp(-z)) - y) * (y === 1 ? POSITIVE_WEIGHT : 1);
        gb[h]! += err / n;
        for (const f of row) gw[f * H + h]! += (err * scale) / n;
      }
    }
    const c1 = 1 - beta1 ** epoch;
    const c2 = 1 - beta2 ** epoch;
    for (let i = 0; i < w.length; i++) {
      const g = gw[i]! + l2 * w[i]!;
      m[i] = beta1 * m[i]! + (1 - beta1) * g;
      v[i] = beta2 * v[i]! + (1 - beta2) * g * g;
      w[i]! -= (LEARNING_RATE * (m[i]! / c1)) / (Math.sqrt(v[i]! / c2) + eps);
    }
    for (let h = 0; h < H; h++) {
      mb[h] = beta1 * mb[h]! + (1 - beta1) * gb[h]!;
      vb[h] = beta2 * vb[h]! + (1 - beta2) * gb[h]! * gb[h]!;
      b[h]! -= (LEARNING_RATE * (mb[h]! / c1)) / (Math.sqrt(vb[h]! / c2) + eps);
    }
  }
  return { w, b };
}

/**
 * The heads' weights: with dropout, the average of `SEEDS` trainings that drop different features
 * (one linear model still, as fast to read); without, one training. Starts from zeros with fixed
 * seeds: deterministic.
 */
export function trainHeads(
  data: Vectorised,
  features: number,
  epochs: number,
  l2: number,
  dropout = DROPOUT,
) {
  const seeds = dropout > 0 ? SEEDS : 1;
  const sum = { w: new Float64Array(features * HEADS.length), b: new Float64Array(HEADS.length) };
  for (let k = 0; k < seeds; k++) {
    const fitted = trainOnce(data, features, epochs, l2, dropout, 20261129 + k);
    fitted.w.forEach((x, i) => {
      sum.w[i]! += x / seeds;
    });
    fitted.b.forEach((x, i) => {
      sum.b[i]! += x / seeds;
    });
  }
  return sum;
}

/** How a model was trained: the penalty, the passes over the data, the dropout, and the smallest weight kept. */
export interface Training {
  l2: number;
  epochs: number;
  dropout: number;
  prune: number;
}

export function toModel(
  fitted: { w: Float64Array; b: Float64Array },
  index: Map<string, number>,
  thresholds: SafetyModel["thresholds"],
  examples: number,
  { l2, epochs, dropout, prune }: Training,
): SafetyModel {
  const H = HEADS.length;
  const weights: Record<string, number[]> = {};
  for (const [feature, i] of index) {
    const list: number[] = [];
    for (let h = 0; h < H; h++) {
      const x = fitted.w[i * H + h]!;
      if (Math.abs(x) >= prune) list.push(h, Math.round(x * 100));
    }
    if (list.length > 0) weights[feature] = list;
  }
  return {
    version: 1,
    heads: HEADS,
    bias: [...fitted.b].map((x) => Math.round(x * 1000) / 1000),
    weights,
    thresholds,
    trained: {
      examples,
      features: Object.keys(weights).length,
      epochs,
      l2,
      ...(dropout > 0 ? { dropout } : {}),
    },
  };
}

export interface Figures {
  urgent: [number, number];
  selfHarm: [number, number];
  clean: [number, number];
  named: [number, number];
}

/** Route-level figures: a message with signs reached help, self-harm reached 988, a harmless one was left alone. */
export function figuresOf(examples: Example[], found: (e: Example) => Set<SafetySignId>): Figures {
  const f: Figures = { urgent: [0, 0], selfHarm: [0, 0], clean: [0, 0], named: [0, 0] };
  for (const e of examples) {
    const got = found(e);
    if (e.signs.length > 0) {
      f.urgent[1]++;
      if (got.size > 0) f.urgent[0]++;
      f.named[1]++;
      if (e.signs.some((s) => got.has(s))) f.named[0]++;
    } else {
      f.clean[1]++;
      if (got.size === 0) f.clean[0]++;
    }
    if (e.signs.some((s) => SAFETY_SIGNS[s].kind === "selfHarm")) {
      f.selfHarm[1]++;
      if ([...got].some((s) => SAFETY_SIGNS[s].kind === "selfHarm")) f.selfHarm[0]++;
    }
  }
  return f;
}

export const pct = ([a, b]: [number, number]) => `${a}/${b} (${b ? ((100 * a) / b).toFixed(1) : "-"} %)`;

interface Choice {
  t: SafetyModel["thresholds"];
  f: Figures;
  score: number;
  l2: number;
  model: SafetyModel;
  probs: number[][];
}

/**
 * Thresholds chosen on these readings (the dev split's, or writers never seen): the setting closest
 * to the targets, where a shortfall in reaching help or 988 weighs `MISS_WEIGHT` times one in leaving
 * harmless messages alone; or, with `pick` "safest", the most left alone at the strictest level reached.
 */
export function chooseThresholds(
  probe: SafetyModel,
  dev: Example[],
  readings: RuleReading[],
  l2: number,
  probs = readings.map((r, i) => scoreReading(probe, r, dev[i]!.journey)),
  pick: "closest" | "safest" = "closest",
): Choice {
  const points: Choice[] = [];
  for (const sign of [0.3, 0.5, 0.7])
    for (const selfHarm of [0.05, 0.1, 0.2, 0.3, 0.5])
      for (const selfHarmNoCue of [SELF_HARM_NO_CUE])
        for (const any of [0.3, 0.5, 0.7, 0.9])
          for (const keepRule of [0, 0.2, 0.5])
            for (const name of [0, 0.1, 0.2])
              for (const noCue of [0.5, 0.8, 0.95, 1.01]) {
                const t = { sign, selfHarm, selfHarmNoCue, any, keepRule, name, noCue, worry: WORRY };
                const model = { ...probe, thresholds: t };
                const got = new Map(dev.map((e, i) => [e, decide(model, readings[i]!, probs[i]!)]));
                const f = figuresOf(dev, (e) => got.get(e)!);
                points.push({ t, f, score: 0, l2, model, probs });
              }
  const rate = ([a, b]: [number, number]) => (b ? a / b : 1);
  // The most harmless messages left alone at each level of safety, strictest first.
  const levels = [
    [0.98, 1],
    [0.98, 0.99],
    [0.97, 0.98],
    [0.97, 0.97],
    [0.96, 0.96],
    [0.95, 0.95],
    [0, 0],
  ] as const;
  const bests = levels.map(([urgent, crisis]) => {
    const ok = points.filter((p) => rate(p.f.urgent) >= urgent && rate(p.f.selfHarm) >= crisis);
    return ok.length === 0
      ? null
      : ok.reduce((a, b) =>
          rate(b.f.clean) + 0.01 * rate(b.f.named) > rate(a.f.clean) + 0.01 * rate(a.f.named) ? b : a,
        );
  });
  console.log(
    `  l2 ${l2}: harmless left alone at (help, 988) ≥ ${levels
      .map(([u, c], i) => `(${u}, ${c}): ${bests[i] ? pct(bests[i]!.f.clean) : "-"}`)
      .join(" · ")}`,
  );
  // The setting closest to the targets (help 98 %, 988 every time, harmless left alone 95 %), a
  // shortfall in help or 988 weighing `MISS_WEIGHT` times one in harmless messages left alone.
  const shortfall = (f: Figures) =>
    MISS_WEIGHT * Math.max(0, TARGET.urgent - rate(f.urgent)) +
    MISS_WEIGHT * Math.max(0, TARGET.selfHarm - rate(f.selfHarm)) +
    Math.max(0, TARGET.clean - rate(f.clean)) -
    0.01 * rate(f.named);
  // Or, asked for the safest: the most harmless messages left alone at the strictest level reached.
  const safest = bests.slice(0, -1).find((b) => b !== null);
  const best =
    pick === "safest" && safest ? safest : points.reduce((a, b) => (shortfall(b.f) < shortfall(a.f) ? b : a));
  return { ...best, score: -shortfall(best.f) };
}

/** A training's messages read by heads that never saw their writer, for choosing thresholds on. */
export interface WritersOut {
  read: Example[];
  readings: RuleReading[];
  probs: number[][];
  /** The last fold's heads (their thresholds are what `chooseThresholds` replaces). */
  probe: SafetyModel;
}

/**
 * The writers of `seen` dealt into folds; each fold's messages read by heads trained on the other
 * folds' train split (and the rules' set). The dev split shares its writers with the train split;
 * a member, like most of the held-out split, is a writer the reader never saw.
 */
export function readWritersOut(
  seen: Labelled[],
  { l2, epochs, dropout }: Omit<Training, "prune">,
  folds = 3,
): WritersOut {
  const writers = [...new Set(seen.map((l) => l.writer))].sort();
  const foldOf = new Map(writers.map((w, i) => [w, i % folds]));
  const out: WritersOut = { read: [], readings: [], probs: [], probe: null as unknown as SafetyModel };
  for (let k = 0; k < folds; k++) {
    const train = [
      ...seen.filter((l) => l.split === "train" && foldOf.get(l.writer) !== k).map(asExample),
      ...ruleSetExamples(),
    ];
    const unseen = seen.filter((l) => foldOf.get(l.writer) === k).map(asExample);
    const index = vocabulary(train);
    out.probe = toModel(
      trainHeads(vectorise(train, index), index.size, epochs, l2, dropout),
      index,
      PROBE_THRESHOLDS,
      train.length,
      { l2, epochs, dropout, prune: PRUNE },
    );
    const data = vectorise(unseen, index);
    unseen.forEach((e, i) => {
      out.read.push(e);
      out.readings.push(data.readings[i]!);
      out.probs.push(scoreReading(out.probe, data.readings[i]!, e.journey));
    });
  }
  return out;
}

function main() {
  // `--upto p`: only writers a to p (to compare a change on the same messages while new ones arrive);
  // `--l2 x`: one penalty instead of the grid (quicker comparisons); `--epochs n`, `--dropout d`,
  // `--prune w`: other training settings to compare; `--dev-only`: the dev figures, without writing
  // the weights; `--errors`: the dev split's misses and false alarms; `--choose-on writers`: the
  // thresholds chosen on every train and dev message read by heads that never saw its writer,
  // instead of on dev;
  // `--pick safest`: the setting leaving most harmless messages alone at the strictest level of help
  // and 988 reached, instead of the one closest to the targets.
  const { values: args } = parseArgs({
    options: {
      upto: { type: "string" },
      l2: { type: "string" },
      "dev-only": { type: "boolean" },
      errors: { type: "boolean" },
      epochs: { type: "string" },
      dropout: { type: "string" },
      prune: { type: "string" },
      "choose-on": { type: "string", default: "dev" },
      pick: { type: "string", default: "closest" },
    },
  });
  const epochs = args.epochs === undefined ? EPOCHS : Number(args.epochs);
  const prune = args.prune === undefined ? PRUNE : Number(args.prune);
  const dropout = args.dropout === undefined ? DROPOUT : Number(args.dropout);
  const pick = args.pick === "safest" ? "safest" : "closest";
  const upto = args.upto === undefined ? null : `writer-${args.upto}`;
  const corpus = loadCorpus(undefined, (writer) => upto === null || writer <= upto);
  const train = [...corpus.filter((l) => l.split === "train").map(asExample), ...ruleSetExamples()];
  const dev = corpus.filter((l) => l.split === "dev").map(asExample);
  console.log(
    `corpus ${corpus.length} (train ${corpus.filter((l) => l.split === "train").length} + ${ruleSetExamples().length} from the rules' set, dev ${dev.length}, test ${corpus.filter((l) => l.split === "test").length} not read)`,
  );

  // 1. Train on train with each regularisation, choose it and the thresholds on dev.
  const index = vocabulary(train);
  const trainData = vectorise(train, index);
  const devData = vectorise(dev, index);
  let best: Choice | null = null;
  for (const l2 of args.l2 === undefined ? L2_GRID : [Number(args.l2)]) {
    const fitted = trainHeads(trainData, index.size, epochs, l2, dropout);
    const probe = toModel(fitted, index, PROBE_THRESHOLDS, train.length, {
      l2,
      epochs,
      dropout,
      prune,
    });
    const choice = chooseThresholds(probe, dev, devData.readings, l2, undefined, pick);
    console.log(
      `  l2 ${l2}: score ${choice.score.toFixed(3)}, harmless left alone ${pct(choice.f.clean)}, urgent ${pct(choice.f.urgent)}, 988 ${pct(choice.f.selfHarm)}`,
    );
    if (!best || choice.score > best.score) best = choice;
  }
  if (args["choose-on"] === "writers") {
    const out = readWritersOut(
      corpus.filter((l) => l.split !== "test"),
      { l2: best!.l2, epochs, dropout },
    );
    const choice = chooseThresholds(out.probe, out.read, out.readings, best!.l2, out.probs, pick);
    console.log(
      `writers never seen, chosen thresholds: help ${pct(choice.f.urgent)}, 988 ${pct(choice.f.selfHarm)}, harmless left alone ${pct(choice.f.clean)}`,
    );
    const model = { ...best!.model, thresholds: choice.t };
    const at = new Map(dev.map((e, i) => [e, i]));
    const f = figuresOf(dev, (e) => decide(model, devData.readings[at.get(e)!]!, best!.probs[at.get(e)!]!));
    best = { ...best!, t: choice.t, model, f };
  }
  console.log("chosen thresholds", best!.t);
  console.log(
    `  on dev: urgent ${pct(best!.f.urgent)} · self-harm → 988 ${pct(best!.f.selfHarm)} · harmless left alone ${pct(best!.f.clean)} · sign named ${pct(best!.f.named)}`,
  );
  const rules = figuresOf(dev, (e) => readByRules(e.text, { journey: e.journey }).kept);
  console.log(
    `  rules alone: urgent ${pct(rules.urgent)} · self-harm → 988 ${pct(rules.selfHarm)} · harmless left alone ${pct(rules.clean)}`,
  );

  if (args.errors) {
    // The dev split's misses and false alarms under the chosen thresholds (never the test split's).
    const model = best!.model;
    dev.forEach((e, i) => {
      const got = [...decide(model, devData.readings[i]!, best!.probs[i]!)];
      const miss = e.signs.length > 0 && got.length === 0;
      const alarm = e.signs.length === 0 && got.length > 0;
      const wrong = e.signs.length > 0 && got.length > 0 && !e.signs.some((s) => got.includes(s));
      if (miss || alarm || wrong)
        console.log(
          `${miss ? "MISS " : alarm ? "ALARM" : "WRONG"} [${e.journey}] ${e.text.slice(0, 240)} → ${got.join(",") || "-"} (want ${e.signs.join(",") || "-"})`,
        );
    });
  }

  if (args["dev-only"]) return;
  // 2. Retrain on train + dev with those settings, and write the weights.
  const all = [...train, ...dev];
  const finalIndex = vocabulary(all);
  const final = toModel(
    trainHeads(vectorise(all, finalIndex), finalIndex.size, epochs, best!.l2, dropout),
    finalIndex,
    best!.t,
    all.length,
    { l2: best!.l2, epochs, dropout, prune },
  );
  const out = path.resolve(CORPUS_DIR, "../model-weights.json");
  writeFileSync(out, `${JSON.stringify(final)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), out)}: ${final.trained.features} features`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main();
