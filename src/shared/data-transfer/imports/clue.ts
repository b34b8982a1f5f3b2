import type { BleedingValue, Mood, MucusFeeling, MucusTexture, Symptom } from "../../cycle/observations";
import { createCollector, ImportFileError, lookup, type ParsedImport } from "./core";

/**
 * Clue's `measurements.json` (its data export): an array of `{ date, type, value }`, where value
 * is `{ option }`, a list of `{ option }`, or `{ temperature }` for basal temperature (°C).
 * What maps to Bloom's cycle day is below; every other type or option is listed as not imported.
 */

const FLOW: Record<string, BleedingValue> = { light: 1, medium: 2, heavy: 3, very_heavy: 3 };
const PAIN: Record<string, Symptom> = {
  period_cramps: "cramps",
  lower_back: "backache",
  breast_tenderness: "tenderBreasts",
  headache: "headache",
  ovulation: "ovulationPain",
  migraine: "migraine",
  migraine_with_aura: "migraine",
};
const FEELINGS: Record<string, Mood> = {
  happy: "happy",
  sad: "sad",
  angry: "angry",
  anxious: "anxious",
  indifferent: "fine",
  sensitive: "other",
};
const ENERGY: Record<string, Mood> = {
  energetic: "energetic",
  fully_energized: "energetic",
  tired: "fatigue",
  exhausted: "fatigue",
};
const DISCHARGE: Record<string, { feeling?: MucusFeeling; texture?: MucusTexture }> = {
  none: { texture: 0 },
  dry: { feeling: 0 },
  sticky: { texture: 1 },
  creamy: { texture: 1 },
  egg_white: { texture: 2 },
  watery: { feeling: 3 },
};

function options(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .map((v) => (v && typeof v === "object" ? (v as { option?: unknown }).option : undefined))
    .filter((o): o is string => typeof o === "string");
}

export function parseClue(text: string, notAfter: string): ParsedImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ImportFileError(
      "This file is not complete JSON: it may be cut short. Export it from Clue again.",
    );
  }
  if (!Array.isArray(data)) {
    throw new ImportFileError("This is not Clue's measurements.json: Clue's file is a list of measurements.");
  }
  const looksRight = data.every(
    (m) =>
      m &&
      typeof m === "object" &&
      typeof (m as { date?: unknown }).date === "string" &&
      typeof (m as { type?: unknown }).type === "string",
  );
  if (!looksRight) {
    throw new ImportFileError(
      "This is not Clue's measurements.json: each measurement needs a date and a type.",
    );
  }
  const into = createCollector(notAfter);
  for (const m of data as { date: string; type: string; value?: unknown }[]) {
    const date = m.date.slice(0, 10);
    const type = m.type.slice(0, 60);
    const what = `Clue ${type}`;
    switch (type) {
      case "period":
        for (const o of options(m.value)) {
          const flow = lookup(FLOW, o);
          if (flow !== undefined) into.bleeding(date, flow, what);
          else into.skip(`${what}: ${o.slice(0, 40)}`, "not a flow Bloom knows");
        }
        if (options(m.value).length === 0) into.skip(what, "no flow given");
        break;
      case "spotting":
        into.bleeding(date, 0, what);
        break;
      case "bbt": {
        const t = (m.value as { temperature?: unknown } | null)?.temperature;
        if (typeof t !== "number") into.skip(what, "no temperature given");
        // Clue keeps °C; a value in the °F range is converted.
        else into.temperature(date, t > 50 ? ((t - 32) * 5) / 9 : t, null, what);
        break;
      }
      case "discharge":
        for (const o of options(m.value)) {
          const part = lookup(DISCHARGE, o);
          if (part) into.mucus(date, part, what);
          else into.skip(`${what}: ${o.slice(0, 40)}`, "Bloom's mucus scale has no such kind");
        }
        break;
      case "pain":
      case "feelings":
      case "energy":
      case "digestion":
        for (const o of options(m.value)) {
          const symptom =
            type === "pain"
              ? lookup(PAIN, o)
              : type === "digestion" && o === "nauseous"
                ? "nausea"
                : undefined;
          const mood =
            type === "feelings" ? lookup(FEELINGS, o) : type === "energy" ? lookup(ENERGY, o) : undefined;
          if (symptom) into.symptom(date, symptom, what);
          else if (mood) into.mood(date, mood, what);
          else if (o !== "pain_free")
            into.skip(`${what}: ${o.slice(0, 40)}`, "Bloom has no matching symptom or mood");
        }
        break;
      case "tests":
      case "ovulation_test":
        for (const o of options(m.value)) {
          if (/^ovulation.*pos/.test(o)) into.lhTest(date, "positive", what);
          else if (/^ovulation.*neg/.test(o)) into.lhTest(date, "negative", what);
          else into.skip(`${what}: ${o.slice(0, 40)}`, "only ovulation tests are kept");
        }
        break;
      default:
        into.skip(what, "Bloom's cycle tracker has no place for it");
    }
  }
  return into.result();
}
