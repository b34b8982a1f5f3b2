// `node --import tsx scripts/safety/writer-out.ts [--l2 3e-5,1e-5] [--folds 3]`: how the reader's
// training settings fare on writers it never saw. The dev split shares its writers with the train
// split, so it rewards a reader that has learnt each writer's words; the held-out split is mostly
// writers never trained on, and so is every message a member writes. Here the writers of the train
// and dev splits are dealt into folds; each fold's writers are read by heads trained on the others'
// train split (and the rules' set), and the thresholds are chosen on those readings as the training
// script chooses them on dev. The test split is never read.
import { parseArgs } from "node:util";
import type { RuleReading } from "../../src/shared/safety/detect";
import { scoreReading } from "../../src/shared/safety/model";
import { loadCorpus } from "./corpus";
import {
  asExample,
  chooseThresholds,
  EPOCHS,
  type Example,
  PROBE_THRESHOLDS,
  PRUNE,
  pct,
  ruleSetExamples,
  toModel,
  trainHeads,
  vectorise,
  vocabulary,
} from "./train";

const { values: args } = parseArgs({
  options: {
    l2: { type: "string", default: "3e-5" },
    folds: { type: "string", default: "3" },
    epochs: { type: "string", default: String(EPOCHS) },
  },
});
const folds = Number(args.folds);
const epochs = Number(args.epochs);
const seen = loadCorpus().filter((l) => l.split !== "test");
const writers = [...new Set(seen.map((l) => l.writer))].sort();
const foldOf = new Map(writers.map((w, i) => [w, i % folds]));
console.log(`${seen.length} messages of ${writers.length} writers in ${folds} folds`);

for (const l2 of args.l2.split(",").map(Number)) {
  const read: Example[] = [];
  const readings: RuleReading[] = [];
  const probs: number[][] = [];
  let probe = null;
  for (let k = 0; k < folds; k++) {
    const train = [
      ...seen.filter((l) => l.split === "train" && foldOf.get(l.writer) !== k).map(asExample),
      ...ruleSetExamples(),
    ];
    const unseen = seen.filter((l) => foldOf.get(l.writer) === k).map(asExample);
    const index = vocabulary(train);
    probe = toModel(
      trainHeads(vectorise(train, index), index.size, epochs, l2),
      index,
      PROBE_THRESHOLDS,
      train.length,
      { l2, epochs, prune: PRUNE },
    );
    const data = vectorise(unseen, index);
    unseen.forEach((e, i) => {
      read.push(e);
      readings.push(data.readings[i]!);
      probs.push(scoreReading(probe!, data.readings[i]!, e.journey));
    });
  }
  const choice = chooseThresholds(probe!, read, { rows: [], labels: [], readings }, l2, probs);
  console.log(
    `  l2 ${l2}, writers never seen, thresholds chosen on them: help ${pct(choice.f.urgent)}, 988 ${pct(choice.f.selfHarm)}, harmless left alone ${pct(choice.f.clean)}`,
  );
}
