import type { BleedingValue, Mood, MucusFeeling, MucusTexture, Symptom } from "../../cycle/observations";
import { addDays, isIsoDate } from "../../dates";
import { createCollector, ImportFileError, lookup, type ParsedImport } from "./core";

/**
 * Flo's JSON data export: `operationalData.cycles` (each with `period_start_date` and
 * `period_end_date`) and `operationalData.point_events_manual_v2` (each a `date`, a `category`
 * and a `subcategory`, e.g. Symptom / Headache). Flo's cycles say which days were period days but
 * not how heavy: Bloom marks them medium unless a flow event that day says otherwise.
 */

/** A period longer than this is a broken end date, not a period: only its first days are kept. */
const LONGEST_PERIOD_DAYS = 15;

const FLOW: Record<string, BleedingValue> = { Spotting: 0, Light: 1, Medium: 2, Heavy: 3 };
const SYMPTOMS: Record<string, Symptom> = {
  DrawingPain: "cramps",
  Cramps: "cramps",
  Headache: "headache",
  TenderBreasts: "tenderBreasts",
  Backache: "backache",
  Nausea: "nausea",
  OvulationPain: "ovulationPain",
};
const MOODS: Record<string, Mood> = {
  Happy: "happy",
  Sad: "sad",
  Angry: "angry",
  Anxious: "anxious",
  Calm: "balanced",
  Energetic: "energetic",
  Tired: "fatigue",
  Fatigue: "fatigue",
};
const FLUID: Record<string, { feeling?: MucusFeeling; texture?: MucusTexture }> = {
  Dry: { feeling: 0 },
  None: { texture: 0 },
  Sticky: { texture: 1 },
  Creamy: { texture: 1 },
  EggWhite: { texture: 2 },
  Watery: { feeling: 3 },
};

const day = (v: unknown) => (typeof v === "string" ? v.slice(0, 10) : "");

export function parseFlo(text: string, notAfter: string): ParsedImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ImportFileError(
      "This file is not complete JSON: it may be cut short. Export it from Flo again.",
    );
  }
  const ops = (data as { operationalData?: unknown } | null)?.operationalData as
    | { cycles?: unknown; point_events_manual_v2?: unknown }
    | undefined;
  if (
    !ops ||
    typeof ops !== "object" ||
    (!Array.isArray(ops.cycles) && !Array.isArray(ops.point_events_manual_v2))
  ) {
    throw new ImportFileError(
      "This is not Flo's data export: it has no cycles or events in operationalData.",
    );
  }
  const into = createCollector(notAfter);
  const cycles = Array.isArray(ops.cycles) ? ops.cycles : [];
  const events = Array.isArray(ops.point_events_manual_v2) ? ops.point_events_manual_v2 : [];

  // Events first: a flow event names a day's strength, which a cycle's period days then keep.
  for (const e of events as { date?: unknown; category?: unknown; subcategory?: unknown }[]) {
    const date = day(e?.date);
    const category = typeof e?.category === "string" ? e.category.slice(0, 40) : "";
    const sub = typeof e?.subcategory === "string" ? e.subcategory.slice(0, 40) : "";
    const what = `Flo ${category || "event"}${sub ? `: ${sub}` : ""}`;
    const flow = lookup(FLOW, sub);
    const symptom = lookup(SYMPTOMS, sub);
    const mood = lookup(MOODS, sub);
    const fluid = lookup(FLUID, sub);
    if (category === "Period" || category === "MenstrualFlow") {
      if (flow !== undefined) into.bleeding(date, flow, what);
      else into.skip(what, "not a flow Bloom knows");
    } else if (category === "Symptom" && symptom) into.symptom(date, symptom, what);
    else if (category === "Mood" && mood) into.mood(date, mood, what);
    else if ((category === "Fluid" || category === "VaginalDischarge") && fluid)
      into.mucus(date, fluid, what);
    else if (category === "OvulationTest" && (sub === "Positive" || sub === "Negative")) {
      into.lhTest(date, sub === "Positive" ? "positive" : "negative", what);
    } else into.skip(what, "Bloom's cycle tracker has no place for it");
  }
  for (const c of cycles as { period_start_date?: unknown; period_end_date?: unknown }[]) {
    const start = day(c?.period_start_date);
    const end = day(c?.period_end_date) || start;
    if (!isIsoDate(start) || !isIsoDate(end) || end < start) {
      into.skip("Flo cycle", "its period dates could not be read");
      continue;
    }
    let d = start;
    for (let i = 0; i < LONGEST_PERIOD_DAYS && d <= end; i++, d = addDays(d, 1)) {
      into.bleeding(d, 2, "Flo period day", true);
    }
    if (d <= end) into.skip("Flo period days", `a period is at most ${LONGEST_PERIOD_DAYS} days`);
  }

  return into.result();
}
