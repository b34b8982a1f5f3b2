import { isIsoDate } from "../dates";
import {
  CONTRACEPTION,
  type Contraception,
  type CycleDayLog,
  emptyDay,
  isEmptyDay,
  MOODS,
  type Mood,
  type MucusFeeling,
  type MucusTexture,
  type MucusValue,
  mucusValue,
  SYMPTOMS,
  type Symptom,
} from "./observations";
import { TIME_OF_DAY } from "./schemas";
import { MAX_TEMPERATURE_C, MIN_TEMPERATURE_C } from "./temperature";

/**
 * Her history in drip's CSV format, both ways: temperatures in °C, bleeding 0-3 (spotting..heavy),
 * mucus feeling 0-3, texture 0-2 and value 0-4, cervix opening 0-2, firmness 0-1, position 0-2,
 * desire 0-2, and the sex, pain and mood lists as true/false columns. Reading is all or nothing:
 * the first problem stops it and names its line.
 */

const SEX_ACTIVITY = ["solo", "partner"] as const;

export const DRIP_COLUMNS = [
  "date",
  "temperature.value",
  "temperature.exclude",
  "temperature.time",
  "temperature.note",
  "bleeding.value",
  "bleeding.exclude",
  "mucus.feeling",
  "mucus.texture",
  "mucus.value",
  "mucus.exclude",
  "cervix.opening",
  "cervix.firmness",
  "cervix.position",
  "cervix.exclude",
  "note.value",
  "desire.value",
  ...SEX_ACTIVITY.map((s) => `sex.${s}`),
  ...CONTRACEPTION.map((c) => `sex.${c}`),
  "sex.note",
  ...SYMPTOMS.map((s) => `pain.${s}`),
  "pain.note",
  ...MOODS.map((m) => `mood.${m}`),
  "mood.note",
] as const;

/** A file Bloom cannot read; `line` is the line of the file where the problem is (1 = header). */
export class CycleCsvError extends Error {
  constructor(
    readonly line: number,
    problem: string,
  ) {
    super(`Line ${line}: ${problem}`);
    this.name = "CycleCsvError";
  }
}

interface Row {
  line: number;
  fields: string[];
}

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks), with their first line. */
function records(text: string): Row[] {
  const rows: Row[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === "")) rows.push({ line: rowLine, fields });
    fields = [];
    field = "";
  };
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === ",") {
      fields.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else field += ch;
  }
  if (quoted) throw new CycleCsvError(rowLine, "a quoted value is never closed.");
  if (field !== "" || fields.length) endRow();
  return rows;
}

type Get = (column: string) => string;

function readRow(get: Get, line: number, notAfter: string | undefined): CycleDayLog {
  const fail = (problem: string): never => {
    throw new CycleCsvError(line, problem);
  };
  const int = (column: string, max: number): number | null => {
    const raw = get(column);
    if (raw === "") return null;
    if (!/^\d+$/.test(raw) || Number(raw) > max)
      fail(`${column} "${raw}" must be a whole number from 0 to ${max}.`);
    return Number(raw);
  };
  const bool = (column: string): boolean => {
    const raw = get(column).toLowerCase();
    if (raw === "" || raw === "false") return false;
    if (raw === "true") return true;
    return fail(`${column} "${get(column)}" must be true or false.`);
  };
  const text = (column: string): string | null => get(column).trim() || null;

  const date = get("date");
  if (!isIsoDate(date)) fail(`date "${date}" is not a date like 2024-03-14.`);
  if (notAfter && date > notAfter) fail(`${date} has not come yet.`);
  const day = emptyDay(date);

  const temp = get("temperature.value");
  if (temp !== "") {
    const valueC = Number(temp);
    if (!/^\d+(\.\d+)?$/.test(temp) || valueC < MIN_TEMPERATURE_C || valueC > MAX_TEMPERATURE_C) {
      fail(
        `temperature.value "${temp}" is not a temperature in °C (${MIN_TEMPERATURE_C} to ${MAX_TEMPERATURE_C}).`,
      );
    }
    const time = get("temperature.time");
    if (time !== "" && !TIME_OF_DAY.test(time)) fail(`temperature.time "${time}" is not a time like 06:45.`);
    day.temperature = {
      valueC,
      time: time || null,
      exclude: bool("temperature.exclude"),
      note: text("temperature.note"),
    };
  }

  const bleeding = int("bleeding.value", 3);
  if (bleeding !== null) {
    day.bleeding = { value: bleeding as 0 | 1 | 2 | 3, exclude: bool("bleeding.exclude") };
  }

  const feeling = int("mucus.feeling", 3) as MucusFeeling | null;
  const texture = int("mucus.texture", 2) as MucusTexture | null;
  const value = (int("mucus.value", 4) as MucusValue | null) ?? mucusValue(feeling, texture);
  if (value !== null) day.mucus = { feeling, texture, value, exclude: bool("mucus.exclude") };

  const opening = int("cervix.opening", 2) as 0 | 1 | 2 | null;
  const firmness = int("cervix.firmness", 1) as 0 | 1 | null;
  const position = int("cervix.position", 2) as 0 | 1 | 2 | null;
  if (opening !== null || firmness !== null || position !== null) {
    day.cervix = { opening, firmness, position, exclude: bool("cervix.exclude") };
  }

  day.note = text("note.value");
  day.desire = int("desire.value", 2) as 0 | 1 | 2 | null;

  const contraception = CONTRACEPTION.filter((c) => bool(`sex.${c}`)) as Contraception[];
  const sex = {
    partner: bool("sex.partner"),
    solo: bool("sex.solo"),
    contraception,
    note: text("sex.note"),
  };
  if (sex.partner || sex.solo || contraception.length || sex.note) day.sex = sex;

  day.symptoms = SYMPTOMS.filter((s) => bool(`pain.${s}`)) as Symptom[];
  day.symptomNote = text("pain.note");
  day.moods = MOODS.filter((m) => bool(`mood.${m}`)) as Mood[];
  day.moodNote = text("mood.note");
  return day;
}

export interface ParsedCycleCsv {
  /** Days with something logged, oldest first (rows with only a date are skipped). */
  days: CycleDayLog[];
  /** Header columns Bloom does not know; their values are not imported. */
  ignoredColumns: string[];
}

/** @param options.notAfter refuse days after this date (her today) */
export function parseCycleCsv(text: string, options: { notAfter?: string } = {}): ParsedCycleCsv {
  const rows = records(text);
  const header = rows[0];
  if (!header) throw new CycleCsvError(1, "the file is empty; it should start with drip's header line.");
  const names = header.fields.map((f) => f.trim());
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new CycleCsvError(1, `the column "${name}" appears twice.`);
    seen.add(name);
  }
  if (!seen.has("date")) throw new CycleCsvError(1, 'there is no "date" column; is this a drip export?');
  const known = new Set<string>(DRIP_COLUMNS);
  const index = new Map(names.map((n, i) => [n, i]));

  const firstLine = new Map<string, number>();
  const days: CycleDayLog[] = [];
  for (const row of rows.slice(1)) {
    if (row.fields.length !== names.length) {
      throw new CycleCsvError(
        row.line,
        `it has ${row.fields.length} values but the header has ${names.length}.`,
      );
    }
    const get: Get = (column) => {
      const i = index.get(column);
      return i === undefined ? "" : row.fields[i]!.trim();
    };
    const day = readRow(get, row.line, options.notAfter);
    const earlier = firstLine.get(day.date);
    if (earlier !== undefined) {
      throw new CycleCsvError(row.line, `${day.date} appears twice (first on line ${earlier}).`);
    }
    firstLine.set(day.date, row.line);
    if (!isEmptyDay(day)) days.push(day);
  }
  days.sort((a, b) => (a.date < b.date ? -1 : 1));
  return { days, ignoredColumns: names.filter((n) => n !== "" && !known.has(n)) };
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const flag = (on: boolean) => (on ? "true" : "");
const num = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

function formatRow(day: CycleDayLog): string[] {
  const t = day.temperature;
  const b = day.bleeding;
  const m = day.mucus;
  const c = day.cervix;
  const s = day.sex;
  return [
    day.date,
    t ? String(t.valueC) : "",
    t ? String(t.exclude) : "",
    t?.time ?? "",
    t?.note ?? "",
    num(b?.value),
    b ? String(b.exclude) : "",
    num(m?.feeling),
    num(m?.texture),
    num(m?.value),
    m ? String(m.exclude) : "",
    num(c?.opening),
    num(c?.firmness),
    num(c?.position),
    c ? String(c.exclude) : "",
    day.note ?? "",
    num(day.desire),
    ...SEX_ACTIVITY.map((a) => flag(!!s?.[a])),
    ...CONTRACEPTION.map((k) => flag(!!s?.contraception.includes(k))),
    s?.note ?? "",
    ...SYMPTOMS.map((k) => flag(day.symptoms.includes(k))),
    day.symptomNote ?? "",
    ...MOODS.map((k) => flag(day.moods.includes(k))),
    day.moodNote ?? "",
  ];
}

/** Her days as drip's CSV, oldest first, with a header line and a final line break. */
export function formatCycleCsv(days: readonly CycleDayLog[]): string {
  const sorted = [...days].sort((a, b) => (a.date < b.date ? -1 : 1));
  const lines = [DRIP_COLUMNS.join(","), ...sorted.map((d) => formatRow(d).map(csvField).join(","))];
  return `${lines.join("\n")}\n`;
}
