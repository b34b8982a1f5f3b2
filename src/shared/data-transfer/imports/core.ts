import {
  type BleedingValue,
  type CycleDayLog,
  emptyDay,
  type LhResult,
  type Mood,
  type MucusFeeling,
  type MucusTexture,
  mucusValue,
  type Symptom,
} from "../../cycle/observations";
import { isIsoDate, weekStart } from "../../dates";

// What every import shares: her days as Bloom keeps them, built from another app's records, with
// a count of what maps and a list of what does not (and why); then a plan of what writing them
// would change, so she sees it before anything is written.

export const IMPORT_SOURCES = ["clue", "flo", "apple-health"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const IMPORT_SOURCE_LABELS: Record<ImportSource, string> = {
  clue: "Clue (measurements.json)",
  flo: "Flo (JSON export)",
  "apple-health": "Apple Health (export.xml)",
};

/** The largest JSON file (Clue, Flo) Bloom reads; Apple Health's XML is read as a stream. */
export const MAX_JSON_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_XML_IMPORT_BYTES = 2 * 1024 * 1024 * 1024;

export const IMPORT_KINDS = ["bleeding", "temperature", "mucus", "lhTest", "symptoms", "moods"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  bleeding: "Bleeding",
  temperature: "Basal temperature",
  mucus: "Cervical mucus",
  lhTest: "Ovulation (LH) tests",
  symptoms: "Symptoms",
  moods: "Moods",
};

/** A file that is not what it claims, is cut short, or is built to hurt: nothing is written. */
export class ImportFileError extends Error {}

export interface Unmapped {
  what: string;
  why: string;
  count: number;
}

/** A body weight from the file, in kg: Bloom keeps weights as weekly check-ins (the week's last one). */
export interface ImportedWeight {
  date: string;
  kg: number;
}

export interface ParsedImport {
  days: CycleDayLog[];
  /** One per week (her last weighing of it), oldest first. */
  weights: ImportedWeight[];
  /** Records of each kind that map (a day with two records of a kind counts once). */
  counts: Record<ImportKind, number>;
  unmapped: Unmapped[];
}

/** Collects an import's records day by day (one per date; the last reading of a kind wins). */
export function createCollector(notAfter: string) {
  const days = new Map<string, CycleDayLog>();
  const unmapped = new Map<string, Unmapped>();
  const seen = new Map<ImportKind, Set<string>>(IMPORT_KINDS.map((k) => [k, new Set()]));
  const mucusParts = new Map<string, { feeling: MucusFeeling | null; texture: MucusTexture | null }>();
  const weights = new Map<string, ImportedWeight>();

  function skip(what: string, why: string) {
    const key = `${what}\u0000${why}`;
    const known = unmapped.get(key);
    if (known) known.count++;
    // A hostile file could name endless kinds: past 200, they are counted together.
    else if (unmapped.size < 200) unmapped.set(key, { what, why, count: 1 });
    else skip("other records", "more kinds than Bloom lists");
  }

  /** Her day for a date, or null (counted as not imported) when the date is not one she can log. */
  function day(date: string, what: string): CycleDayLog | null {
    if (!isIsoDate(date)) {
      skip(what, "its date could not be read");
      return null;
    }
    if (date > notAfter) {
      skip(what, "its date is after today");
      return null;
    }
    let d = days.get(date);
    if (!d) {
      d = emptyDay(date);
      days.set(date, d);
    }
    return d;
  }
  const mark = (kind: ImportKind, date: string) => seen.get(kind)!.add(date);

  return {
    skip,
    /** `unlessKnown`: a period day whose strength another record may already have given. */
    bleeding(date: string, value: BleedingValue, what: string, unlessKnown = false) {
      const d = day(date, what);
      if (!d) return;
      // Flow beats spotting when an app lists both for one day.
      if (!d.bleeding || (!unlessKnown && d.bleeding.value < value)) d.bleeding = { value, exclude: false };
      mark("bleeding", date);
    },
    temperature(date: string, celsius: number, time: string | null, what: string) {
      // Outside what a living body reads (and what Bloom's own form accepts), it is a typo or a wrong unit.
      if (!Number.isFinite(celsius) || celsius < 34 || celsius > 42)
        return skip(what, "the reading is not a body temperature");
      const d = day(date, what);
      if (!d) return;
      d.temperature = { valueC: Math.round(celsius * 100) / 100, time, exclude: false, note: null };
      mark("temperature", date);
    },
    mucus(date: string, part: { feeling?: MucusFeeling; texture?: MucusTexture }, what: string) {
      const d = day(date, what);
      if (!d) return;
      const parts = mucusParts.get(date) ?? { feeling: null, texture: null };
      if (part.feeling !== undefined) parts.feeling = part.feeling;
      if (part.texture !== undefined) parts.texture = part.texture;
      mucusParts.set(date, parts);
      d.mucus = { ...parts, value: mucusValue(parts.feeling, parts.texture)!, exclude: false };
      mark("mucus", date);
    },
    lhTest(date: string, result: LhResult, what: string) {
      const d = day(date, what);
      if (!d) return;
      // A positive test that day stays positive.
      if (d.lhTest !== "positive") d.lhTest = result;
      mark("lhTest", date);
    },
    symptom(date: string, symptom: Symptom, what: string) {
      const d = day(date, what);
      if (!d) return;
      if (!d.symptoms.includes(symptom)) d.symptoms.push(symptom);
      mark("symptoms", date);
    },
    mood(date: string, mood: Mood, what: string) {
      const d = day(date, what);
      if (!d) return;
      if (!d.moods.includes(mood)) d.moods.push(mood);
      mark("moods", date);
    },
    weight(date: string, kg: number, what: string) {
      if (!Number.isFinite(kg) || kg < 25 || kg > 300) return skip(what, "the reading is not a body weight");
      if (!isIsoDate(date)) return skip(what, "its date could not be read");
      if (date > notAfter) return skip(what, "its date is after today");
      const week = weekStart(date);
      const known = weights.get(week);
      if (!known || known.date <= date) weights.set(week, { date, kg: Math.round(kg * 10) / 10 });
    },
    result(): ParsedImport {
      return {
        days: [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1)),
        weights: [...weights.values()].sort((a, b) => (a.date < b.date ? -1 : 1)),
        counts: Object.fromEntries(IMPORT_KINDS.map((k) => [k, seen.get(k)!.size])) as Record<
          ImportKind,
          number
        >,
        unmapped: [...unmapped.values()].sort((a, b) => b.count - a.count),
      };
    },
  };
}
export type ImportCollector = ReturnType<typeof createCollector>;

/** What she chose for days she had already logged differently: keep hers, or take the file's. */
export const CONFLICT_CHOICES = ["keep", "replace"] as const;
export type ConflictChoice = (typeof CONFLICT_CHOICES)[number];

export interface ImportPlan {
  /** Days to write, each whole (her values kept where she chose so). */
  write: CycleDayLog[];
  newDays: number;
  /** Days she had logged that gain readings she had not logged. */
  addedToDays: number;
  /** Days where the file and her log disagree; written only when she chose "replace". */
  conflictDays: number;
  /** Days the file already matches: a second import of one file lands here. */
  unchangedDays: number;
  /** The first few dates that disagree, for the preview. */
  conflictDates: string[];
}

type Scalar = "temperature" | "bleeding" | "mucus" | "lhTest";
const SCALARS: Scalar[] = ["temperature", "bleeding", "mucus", "lhTest"];

function same(field: Scalar, a: CycleDayLog, b: CycleDayLog): boolean {
  switch (field) {
    case "temperature":
      return a.temperature?.valueC === b.temperature?.valueC;
    case "bleeding":
      return a.bleeding?.value === b.bleeding?.value;
    case "mucus":
      return (
        a.mucus?.value === b.mucus?.value &&
        a.mucus?.feeling === b.mucus?.feeling &&
        a.mucus?.texture === b.mucus?.texture
      );
    case "lhTest":
      return a.lhTest === b.lhTest;
  }
}

/**
 * What importing `incoming` over her `existing` days does. Readings she has not logged are added;
 * symptoms and moods are joined; a reading she logged differently is kept unless `conflicts` is
 * "replace". A day the import would not change is left alone, so re-importing adds nothing.
 */
export function planImport(
  incoming: readonly CycleDayLog[],
  existing: ReadonlyMap<string, CycleDayLog>,
  conflicts: ConflictChoice,
): ImportPlan {
  const plan: ImportPlan = {
    write: [],
    newDays: 0,
    addedToDays: 0,
    conflictDays: 0,
    unchangedDays: 0,
    conflictDates: [],
  };
  for (const day of incoming) {
    const hers = existing.get(day.date);
    if (!hers) {
      plan.newDays++;
      plan.write.push(day);
      continue;
    }
    const merged: CycleDayLog = structuredClone(hers);
    let adds = false;
    let disagrees = false;
    for (const field of SCALARS) {
      if (day[field] === null || same(field, hers, day)) continue;
      if (hers[field] === null) {
        (merged as unknown as Record<Scalar, unknown>)[field] = day[field];
        adds = true;
      } else {
        disagrees = true;
        if (conflicts === "replace") (merged as unknown as Record<Scalar, unknown>)[field] = day[field];
      }
    }
    for (const s of day.symptoms) {
      if (!merged.symptoms.includes(s)) {
        merged.symptoms.push(s);
        adds = true;
      }
    }
    for (const m of day.moods) {
      if (!merged.moods.includes(m)) {
        merged.moods.push(m);
        adds = true;
      }
    }
    if (disagrees) {
      plan.conflictDays++;
      if (plan.conflictDates.length < 10) plan.conflictDates.push(day.date);
    } else if (adds) plan.addedToDays++;
    else plan.unchangedDays++;
    if (adds || (disagrees && conflicts === "replace")) plan.write.push(merged);
  }
  return plan;
}

export interface WeightPlan {
  /** Weeks that get a check-in holding the file's weight. */
  write: (ImportedWeight & { weekStart: string })[];
  newWeeks: number;
  /** Weeks she already has a check-in for: never changed by an import. */
  keptWeeks: number;
}

/** Weights become check-ins only for weeks without one: a check-in she made is never touched. */
export function planWeights(
  weights: readonly ImportedWeight[],
  weeksWithCheckin: ReadonlySet<string>,
): WeightPlan {
  const write = weights
    .map((w) => ({ ...w, weekStart: weekStart(w.date) }))
    .filter((w) => !weeksWithCheckin.has(w.weekStart));
  return { write, newWeeks: write.length, keptWeeks: weights.length - write.length };
}

/** The preview she reads before confirming. */
export interface ImportPreview {
  source: ImportSource;
  /** Days in the file with something Bloom keeps. */
  days: number;
  firstDate: string | null;
  lastDate: string | null;
  counts: Record<ImportKind, number>;
  unmapped: Unmapped[];
  newDays: number;
  addedToDays: number;
  conflictDays: number;
  unchangedDays: number;
  conflictDates: string[];
  /** Weeks with a weight in the file, and how many of them would become check-ins. */
  weightWeeks: number;
  newWeightWeeks: number;
}

export interface ImportResult {
  source: ImportSource;
  /** Days written (new, added to, or replaced at her word). */
  written: number;
  newDays: number;
  addedToDays: number;
  conflictDays: number;
  /** Conflicting days written over at her word ("replace"), else 0. */
  replacedDays: number;
  unchangedDays: number;
  /** Weekly check-ins made from the file's weights. */
  weightWeeks: number;
}

export function previewOf(
  source: ImportSource,
  parsed: ParsedImport,
  plan: ImportPlan,
  weights: WeightPlan,
): ImportPreview {
  return {
    source,
    days: parsed.days.length,
    firstDate: parsed.days[0]?.date ?? null,
    lastDate: parsed.days.at(-1)?.date ?? null,
    counts: parsed.counts,
    unmapped: parsed.unmapped,
    newDays: plan.newDays,
    addedToDays: plan.addedToDays,
    conflictDays: plan.conflictDays,
    unchangedDays: plan.unchangedDays,
    conflictDates: plan.conflictDates,
    weightWeeks: parsed.weights.length,
    newWeightWeeks: weights.newWeeks,
  };
}

/** A table's own entry for a key from a file: "constructor" or "__proto__" find nothing. */
export function lookup<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
