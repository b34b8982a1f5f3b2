// `npm run bench -- safety`: how long the red-flag reader takes per text, in this process (the same
// code runs in the browser). Short texts are the labelled set; long ones are 2,000-character notes,
// the most any wellness field accepts.
import { detectRedFlags, type SafetyJourney } from "../src/shared/safety";
import {
  DECOY_PHRASINGS,
  LEARNT_DECOYS,
  LEARNT_PHRASINGS,
  SELF_HARM_PHRASINGS,
  WARNING_SIGN_PHRASINGS,
} from "../src/shared/safety/labelled-phrasings";

const short = [
  ...WARNING_SIGN_PHRASINGS,
  ...SELF_HARM_PHRASINGS,
  ...LEARNT_PHRASINGS,
  ...DECOY_PHRASINGS,
  ...LEARNT_DECOYS,
];
const long = short.slice(0, 40).map((p, i) => {
  let text = "";
  for (let j = i; text.length < 2000; j++)
    text += `${short[j % short.length]!.text}. We had a quiet day at home. `;
  return { text: text.slice(0, 2000), journey: p.journey };
});

function measure(set: { text: string; journey?: SafetyJourney }[], rounds: number) {
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

const s = measure(short, 5);
const l = measure(long, 5);
console.log("\n== Red-flag reader (src/shared/safety), per text");
console.log(
  `  short texts (labelled set, ${short.length}): p50 ${s.p50.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms`,
);
console.log(`  2,000-character notes: p50 ${l.p50.toFixed(2)} ms, p95 ${l.p95.toFixed(2)} ms`);
