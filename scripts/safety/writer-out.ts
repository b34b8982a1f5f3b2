// `node --import tsx scripts/safety/writer-out.ts [--l2 3e-5,1e-5] [--folds 3] [--dropout 0.5] [--pick safest]`: how the reader's
// training settings fare on writers it never saw. The dev split shares its writers with the train
// split, so it rewards a reader that has learnt each writer's words; the held-out split is mostly
// writers never trained on, and so is every message a member writes. Here the writers of the train
// and dev splits are dealt into folds; each fold's writers are read by heads trained on the others'
// train split (and the rules' set), and the thresholds are chosen on those readings as the training
// script chooses them on dev. The test split is never read.
import { parseArgs } from "node:util";
import { loadCorpus } from "./corpus";
import { chooseThresholds, DROPOUT, EPOCHS, pct, readWritersOut } from "./train";

const { values: args } = parseArgs({
  options: {
    l2: { type: "string", default: "3e-5" },
    folds: { type: "string", default: "3" },
    epochs: { type: "string", default: String(EPOCHS) },
    dropout: { type: "string", default: String(DROPOUT) },
    pick: { type: "string", default: "closest" },
  },
});
const folds = Number(args.folds);
const epochs = Number(args.epochs);
const dropout = Number(args.dropout);
const seen = loadCorpus().filter((l) => l.split !== "test");
console.log(
  `${seen.length} messages of ${new Set(seen.map((l) => l.writer)).size} writers in ${folds} folds`,
);

for (const l2 of args.l2.split(",").map(Number)) {
  const out = readWritersOut(seen, { l2, epochs, dropout }, folds);
  const choice = chooseThresholds(
    out.probe,
    out.read,
    out.readings,
    l2,
    out.probs,
    args.pick === "safest" ? "safest" : "closest",
  );
  console.log(
    `  l2 ${l2}, writers never seen, thresholds chosen on them: help ${pct(choice.f.urgent)}, 988 ${pct(choice.f.selfHarm)}, harmless left alone ${pct(choice.f.clean)}`,
  );
  console.log("  chosen thresholds", choice.t);
}
