// `npm run bench -- safety`: how well the red-flag reader hears messages it was never tuned on (the
// corpus' held-out split), beside the rules alone on the same split, and how long it takes per text
// in this process (the same code runs in the browser).

import { FIFTH_ROUND, type Labelled, loadCorpus } from "../scripts/safety/corpus";
import { figuresOf, pct } from "../scripts/safety/train";
import {
  detectByRules,
  detectRedFlags,
  SAFETY_SIGN_IDS,
  SAFETY_SIGNS,
  type SafetySignId,
} from "../src/shared/safety";

const corpus = loadCorpus();
const test = corpus.filter((l) => l.split === "test");
// The whole reader's findings, read once: the figures take their signs, the told-or-asked line their wording.
const findings = new Map(test.map((l) => [l, detectRedFlags(l.text, { journey: l.journey })]));
const readers = {
  "rules + model": (l: Labelled) => new Set(findings.get(l)?.signs.map((s) => s.id)),
  "rules alone (before)": (l: Labelled) =>
    new Set(detectByRules(l.text, { journey: l.journey })?.signs.map((s) => s.id)),
};

console.log(
  `\n== Red-flag reader on the held-out split (${test.length} messages: ${test.filter((l) => l.signs.length).length} with signs, ${test.filter((l) => !l.signs.length).length} harmless; src/shared/safety/corpus/README.md)`,
);
const found = Object.fromEntries(
  Object.entries(readers).map(([name, read]) => [name, new Map(test.map((l) => [l, read(l)]))]),
);
const row = (label: string, cells: string[]) =>
  console.log(`  ${label.padEnd(34)}${cells.map((c) => c.padEnd(24)).join("")}`);
row("", Object.keys(readers));
const figures = Object.values(found).map((m) => figuresOf(test, (e) => m.get(e as Labelled)!));
row(
  "reached help (911/provider/988)",
  figures.map((f) => pct(f.urgent)),
);
row(
  "self-harm answered with 988",
  figures.map((f) => pct(f.selfHarm)),
);
row(
  "harmless left alone",
  figures.map((f) => pct(f.clean)),
);
row(
  "its sign named",
  figures.map((f) => pct(f.named)),
);
console.log("  recall per sign (the sign named / messages carrying it):");
for (const id of SAFETY_SIGN_IDS) {
  const carrying = test.filter((l) => l.signs.includes(id as SafetySignId));
  const cells = Object.values(found).map((m) => {
    const n = carrying.filter((l) => m.get(l)!.has(id)).length;
    return `${n}/${carrying.length}`;
  });
  row(`    ${id}${SAFETY_SIGNS[id].kind === "selfHarm" ? " (988)" : ""}`, cells);
}
// The fifth round (writers t to w) is held out whole and is harder than the rest: its figures apart,
// and the rest's, which compare with the figures measured before it was written.
for (const [label, part] of [
  ["  writers a to s (held out before)", test.filter((l) => !FIFTH_ROUND.includes(l.writer))],
  ["  writers t to w (held out whole)", test.filter((l) => FIFTH_ROUND.includes(l.writer))],
] as const) {
  console.log(label);
  const parts = Object.values(found).map((m) => figuresOf(part, (e) => m.get(e as Labelled)!));
  row(
    "    reached help",
    parts.map((f) => pct(f.urgent)),
  );
  row(
    "    self-harm answered with 988",
    parts.map((f) => pct(f.selfHarm)),
  );
  row(
    "    harmless left alone",
    parts.map((f) => pct(f.clean)),
  );
}
// How the 988 help is worded: told ("Call or text 988 now") or, when the reader heard thoughts of
// harm only faintly, asked ("Checking in, just in case", with 988 all the same).
{
  const told = { harm: 0, harmless: 0 };
  const asked = { harm: 0, harmless: 0 };
  for (const l of test) {
    const f = findings.get(l);
    if (!f?.selfHarm) continue;
    const harm = l.signs.some((s) => SAFETY_SIGNS[s].kind === "selfHarm");
    if (!harm && l.signs.length > 0) continue; // a body sign's message: neither column
    const kind = harm ? "harm" : "harmless";
    (f.checkIn ? asked : told)[kind]++;
  }
  console.log("  the 988 help, told or asked (rules + model): self-harm messages · harmless messages");
  console.log(`    told ("Call or text 988 now")         ${String(told.harm).padEnd(10)}${told.harmless}`);
  console.log(`    asked ("Checking in, just in case")   ${String(asked.harm).padEnd(10)}${asked.harmless}`);
}
const byWriter = new Map<string, Labelled[]>();
for (const l of test) byWriter.set(l.writer, [...(byWriter.get(l.writer) ?? []), l]);
console.log("  by writer (rules + model): reached help · harmless left alone");
for (const [writer, items] of [...byWriter].sort()) {
  const f = figuresOf(items, (e) => found["rules + model"]!.get(e as Labelled)!);
  console.log(`    ${writer.padEnd(10)} ${pct(f.urgent).padEnd(20)} ${pct(f.clean)}`);
}

// Time per text: short messages, and 2,000-character notes (the most any wellness field accepts).
const short = corpus.map((l) => ({ text: l.text, journey: l.journey }));
const long = short.slice(0, 60).map((p, i) => {
  let text = "";
  for (let j = i; text.length < 2000; j += 7)
    text += `${short[j % short.length]!.text} We had a quiet day at home. `;
  return { text: text.slice(0, 2000), journey: p.journey };
});
function measure(set: typeof short, rounds: number) {
  for (const p of set) detectRedFlags(p.text, { journey: p.journey });
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const p of set) {
      const start = performance.now();
      detectRedFlags(p.text, { journey: p.journey });
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { n: times.length, p50: at(0.5), p95: at(0.95) };
}
const s = measure(short, 3);
const l = measure(long, 5);
console.log("\n== Red-flag reader (rules + model), time per text");
console.log(`  corpus messages (${short.length}): p50 ${s.p50.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms`);
console.log(`  2,000-character notes: p50 ${l.p50.toFixed(2)} ms, p95 ${l.p95.toFixed(2)} ms`);
