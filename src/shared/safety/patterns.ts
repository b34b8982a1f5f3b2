import type { Token } from "./text";

/**
 * A small phrase language for the rules, so each rule reads like the words it looks for.
 *
 *   "severe|worst|splitting ~3 headache*|migraine*"
 *
 * - Slots are separated by spaces and must follow one another in the text.
 * - `a|b|c` is a choice; `word*` matches words that start with "word"; `#` matches a number;
 *   `$` matches the end of a clause (a comma, a full stop or the end of the text) without using
 *   it up; `can_not` (words joined by `_`) is a run of words inside one choice.
 * - A slot ending in `?` may be absent: "my? baby".
 * - `~3` lets up to three other words (and commas) sit between the slots around it. A gap never
 *   crosses the end of a sentence, a "but", or a negation ("not", "no", "never"…), so
 *   "headache, not severe" does not read as "headache … severe".
 */
type Atom =
  | { kind: "word"; word: string }
  | { kind: "prefix"; stem: string }
  | { kind: "number" }
  | { kind: "end" };

/**
 * One slot's choices, sorted for speed: single words in a set, prefixes in a list, and runs of
 * several words (or `#`, `$`) tried one by one.
 */
interface Choice {
  kind: "choice";
  words: Set<string>;
  prefixes: string[];
  /** Runs of several atoms that start with a word, by that word. */
  runsByFirst: Map<string, Atom[][]>;
  /** Runs that start with a prefix, a number or the end of a clause. */
  otherRuns: Atom[][];
  optional: boolean;
}
type Slot = Choice | { kind: "gap"; max: number };

export interface Pattern {
  source: string;
  slots: Slot[];
  /** The words a match can start with, when the first slot is a plain choice of words; else null. */
  starts: Set<string> | null;
}

/** Words a gap may not step over: a negation or a turn in the sentence changes what follows. */
export const NEGATIONS = new Set(["no", "not", "never", "without", "none", "nor", "neither", "nothing"]);
export const CLAUSE_TURNS = new Set(["but", "although", "though", "however", "except", "whereas", "yet"]);

function atom(text: string): Atom {
  if (text === "#") return { kind: "number" };
  if (text === "$") return { kind: "end" };
  if (text.endsWith("*")) return { kind: "prefix", stem: text.slice(0, -1) };
  return { kind: "word", word: text };
}

export function compile(source: string): Pattern {
  const slots: Slot[] = source
    .trim()
    .split(/\s+/)
    .map((part): Slot => {
      const gap = /^~(\d+)$/.exec(part);
      if (gap) return { kind: "gap", max: Number(gap[1]) };
      const optional = part.endsWith("?");
      const choice: Choice = {
        kind: "choice",
        words: new Set(),
        prefixes: [],
        runsByFirst: new Map(),
        otherRuns: [],
        optional,
      };
      for (const alt of (optional ? part.slice(0, -1) : part).split("|")) {
        const run = alt.split("_").map(atom);
        const first = run[0]!;
        if (run.length === 1 && first.kind === "word") choice.words.add(first.word);
        else if (run.length === 1 && first.kind === "prefix") choice.prefixes.push(first.stem);
        else if (first.kind === "word") {
          const list = choice.runsByFirst.get(first.word) ?? [];
          list.push(run);
          choice.runsByFirst.set(first.word, list);
        } else choice.otherRuns.push(run);
      }
      return choice;
    });
  const first = slots[0];
  const starts =
    first?.kind === "choice" && !first.optional && first.prefixes.length === 0 && first.otherRuns.length === 0
      ? new Set([...first.words, ...first.runsByFirst.keys()])
      : null;
  return { source, slots, starts };
}

const wordsOfRun = (run: Atom[]) => run.flatMap((a) => (a.kind === "word" ? [a.word] : []));

/** Every word a pattern spells out in full. */
export function wordsOf(p: Pattern): string[] {
  return p.slots.flatMap((s) =>
    s.kind === "gap"
      ? []
      : [...s.words, ...[...s.runsByFirst.values(), s.otherRuns].flat().flatMap(wordsOfRun)],
  );
}

export interface Span {
  start: number;
  /** One past the last token of the match. */
  end: number;
}

/** Where a run of atoms starting at `at` ends, or -1. */
function runEnd(run: Atom[], tokens: Token[], masked: boolean[], at: number): number {
  for (const a of run) {
    const t = tokens[at];
    if (a.kind === "end") {
      if (t && t.kind !== "stop" && t.kind !== "comma") return -1;
      continue;
    }
    if (!t || masked[at]) return -1;
    if (a.kind === "number" ? t.kind !== "num" : t.kind !== "word") return -1;
    if (a.kind === "word" && t.w !== a.word) return -1;
    if (a.kind === "prefix" && !t.w.startsWith(a.stem)) return -1;
    at++;
  }
  return at;
}

/** Matches the slots from `slot` on, starting exactly at `pos`; the end of the shortest match, or -1. */
function matchFrom(slots: Slot[], slot: number, tokens: Token[], masked: boolean[], pos: number): number {
  if (slot === slots.length) return pos;
  const s = slots[slot]!;
  if (s.kind === "gap") {
    let words = 0;
    for (let at = pos; at <= tokens.length; at++) {
      const end = matchFrom(slots, slot + 1, tokens, masked, at);
      if (end >= 0) return end;
      const t = tokens[at];
      if (!t || t.kind === "stop" || NEGATIONS.has(t.w) || CLAUSE_TURNS.has(t.w)) return -1;
      if (t.kind !== "comma" && ++words > s.max) return -1;
    }
    return -1;
  }
  const t = tokens[pos];
  const word = t && t.kind === "word" && !masked[pos] ? t.w : null;
  if (word !== null) {
    let single = s.words.has(word);
    for (let i = 0; !single && i < s.prefixes.length; i++) single = word.startsWith(s.prefixes[i]!);
    if (single) {
      const end = matchFrom(slots, slot + 1, tokens, masked, pos + 1);
      if (end >= 0) return end;
    }
  }
  for (const runs of [word === null ? undefined : s.runsByFirst.get(word), s.otherRuns]) {
    if (!runs) continue;
    for (const run of runs) {
      const at = runEnd(run, tokens, masked, pos);
      if (at < 0) continue;
      const end = matchFrom(slots, slot + 1, tokens, masked, at);
      if (end >= 0) return end;
    }
  }
  return s.optional ? matchFrom(slots, slot + 1, tokens, masked, pos) : -1;
}

const NONE: readonly Span[] = Object.freeze([]);

/**
 * Where each word of a text stands, built once per text: a pattern that must start with one of a
 * few words is tried only where they are, not at every word (hundreds of patterns read every text).
 */
const placesOf = new WeakMap<Token[], Map<string, number[]>>();

function places(tokens: Token[]): Map<string, number[]> {
  let found = placesOf.get(tokens);
  if (!found) {
    found = new Map();
    tokens.forEach((t, i) => {
      if (t.kind !== "word") return;
      const list = found!.get(t.w);
      if (list) list.push(i);
      else found!.set(t.w, [i]);
    });
    placesOf.set(tokens, found);
  }
  return found;
}

/** Every place the pattern matches, left to right, without overlaps. */
export function findAll(p: Pattern, tokens: Token[], masked: boolean[]): readonly Span[] {
  if (p.starts) {
    const at = places(tokens);
    let starts: number[] | null = null;
    let several = false;
    for (const word of p.starts) {
      const here = at.get(word);
      if (!here) continue;
      several = starts !== null;
      starts = starts === null ? here : [...starts, ...here];
    }
    // Most patterns start with words the text does not hold: nothing is allocated for them.
    if (starts === null) return NONE;
    if (several) starts.sort((a, b) => a - b);
    const spans: Span[] = [];
    let free = 0;
    for (const start of starts) {
      if (start < free) continue;
      const end = matchFrom(p.slots, 0, tokens, masked, start);
      if (end > start) {
        spans.push({ start, end });
        free = end;
      }
    }
    return spans;
  }
  const spans: Span[] = [];
  for (let start = 0; start < tokens.length; start++) {
    const t = tokens[start]!;
    if (t.kind === "stop" || t.kind === "comma") continue;
    const end = matchFrom(p.slots, 0, tokens, masked, start);
    if (end > start) {
      spans.push({ start, end });
      start = end - 1;
    }
  }
  return spans;
}
