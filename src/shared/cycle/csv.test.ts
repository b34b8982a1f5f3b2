import { describe, expect, it } from "vitest";
import { cycleHistory } from "../../../tests/support/cycle-days";
import { CycleCsvError, DRIP_COLUMNS, formatCycleCsv, parseCycleCsv } from "./csv";
import { type CycleDayLog, emptyDay } from "./observations";

const HEADER = DRIP_COLUMNS.join(",");
/** A drip row: the date and the values of the named columns, the rest empty. */
function row(date: string, values: Record<string, string> = {}): string {
  return DRIP_COLUMNS.map((c) => (c === "date" ? date : (values[c] ?? ""))).join(",");
}

function parseError(text: string): CycleCsvError {
  try {
    parseCycleCsv(text);
  } catch (err) {
    if (err instanceof CycleCsvError) return err;
    throw err;
  }
  throw new Error("the file was accepted");
}

describe("drip's CSV", () => {
  it("has drip's header, with the sex, pain and mood columns", () => {
    expect(HEADER).toBe(
      "date,temperature.value,temperature.exclude,temperature.time,temperature.note,bleeding.value,bleeding.exclude," +
        "mucus.feeling,mucus.texture,mucus.value,mucus.exclude,cervix.opening,cervix.firmness,cervix.position," +
        "cervix.exclude,note.value,desire.value,sex.solo,sex.partner,sex.condom,sex.pill,sex.iud,sex.patch,sex.ring," +
        "sex.implant,sex.diaphragm,sex.none,sex.other,sex.note,pain.cramps,pain.ovulationPain,pain.headache," +
        "pain.backache,pain.nausea,pain.tenderBreasts,pain.migraine,pain.other,pain.note,mood.happy,mood.sad," +
        "mood.stressed,mood.balanced,mood.fine,mood.anxious,mood.energetic,mood.fatigue,mood.angry,mood.other,mood.note",
    );
  });

  it("reads a drip export into her days", () => {
    const text = [
      HEADER,
      row("2024-03-02", {
        "temperature.value": "36.55",
        "temperature.exclude": "false",
        "temperature.time": "06:40",
      }),
      row("2024-03-01", {
        "bleeding.value": "2",
        "bleeding.exclude": "false",
        "pain.cramps": "true",
        "mood.fatigue": "true",
        "note.value": '"heavy, tired"',
      }),
      row("2024-03-14", {
        "mucus.feeling": "3",
        "mucus.texture": "2",
        "mucus.value": "4",
        "mucus.exclude": "false",
        "cervix.opening": "2",
        "cervix.firmness": "1",
        "cervix.position": "2",
        "cervix.exclude": "false",
        "sex.partner": "true",
        "sex.none": "true",
        "desire.value": "2",
      }),
      row("2024-03-15"),
    ].join("\r\n");
    const { days, ignoredColumns } = parseCycleCsv(text);
    expect(ignoredColumns).toEqual([]);
    expect(days.map((d) => d.date)).toEqual(["2024-03-01", "2024-03-02", "2024-03-14"]);
    expect(days[0]).toEqual({
      ...emptyDay("2024-03-01"),
      bleeding: { value: 2, exclude: false },
      symptoms: ["cramps"],
      moods: ["fatigue"],
      note: "heavy, tired",
    });
    expect(days[1]?.temperature).toEqual({ valueC: 36.55, time: "06:40", exclude: false, note: null });
    expect(days[2]).toMatchObject({
      mucus: { feeling: 3, texture: 2, value: 4, exclude: false },
      cervix: { opening: 2, firmness: 1, position: 2, exclude: false },
      sex: { partner: true, solo: false, contraception: ["none"], note: null },
      desire: 2,
    });
  });

  it("computes the mucus value from feeling and texture when the column is empty", () => {
    const { days } = parseCycleCsv(
      [HEADER, row("2024-03-10", { "mucus.feeling": "0", "mucus.texture": "1" })].join("\n"),
    );
    expect(days[0]?.mucus).toEqual({ feeling: 0, texture: 1, value: 3, exclude: false });
  });

  it("accepts drip's columns in any order and reports columns it does not know", () => {
    const { days, ignoredColumns } = parseCycleCsv("bleeding.value,date,fancy.new\n1,2024-05-01,x\n");
    expect(days[0]?.bleeding).toEqual({ value: 1, exclude: false });
    expect(ignoredColumns).toEqual(["fancy.new"]);
  });

  it("names the first bad line and refuses the whole file", () => {
    const text = [
      HEADER,
      row("2024-03-01", { "bleeding.value": "2" }),
      row("2024-03-02", { "temperature.value": "98.6" }),
      row("2024-03-03", { "bleeding.value": "7" }),
    ].join("\n");
    const err = parseError(text);
    expect(err.line).toBe(3);
    expect(err.message).toBe('Line 3: temperature.value "98.6" is not a temperature in °C (34 to 42).');
  });

  it.each([
    [row("2024-02-30"), 'Line 2: date "2024-02-30" is not a date like 2024-03-14.'],
    [
      row("2024-03-01", { "bleeding.value": "4" }),
      'Line 2: bleeding.value "4" must be a whole number from 0 to 3.',
    ],
    [
      row("2024-03-01", { "mucus.value": "1.5" }),
      'Line 2: mucus.value "1.5" must be a whole number from 0 to 4.',
    ],
    [row("2024-03-01", { "pain.cramps": "yes" }), 'Line 2: pain.cramps "yes" must be true or false.'],
    [
      row("2024-03-01", { "temperature.value": "36.5", "temperature.time": "7am" }),
      'Line 2: temperature.time "7am" is not a time like 06:45.',
    ],
    ["2024-03-01,36.5", "Line 2: it has 2 values but the header has 49."],
  ])("explains a bad value: %s", (line, message) => {
    expect(parseError(`${HEADER}\n${line}\n`).message).toBe(message);
  });

  it("refuses days that have not come yet", () => {
    const text = [HEADER, row("2024-03-01"), row("2024-03-03", { "bleeding.value": "1" })].join("\n");
    expect(() => parseCycleCsv(text, { notAfter: "2024-03-02" })).toThrow(
      "Line 3: 2024-03-03 has not come yet.",
    );
  });

  it("refuses a date that appears twice", () => {
    const err = parseError([HEADER, row("2024-03-01"), row("2024-03-02"), row("2024-03-01")].join("\n"));
    expect(err.message).toBe("Line 4: 2024-03-01 appears twice (first on line 2).");
  });

  it("counts lines inside quoted notes when naming a bad line", () => {
    const text = [
      HEADER,
      row("2024-03-01", { "note.value": '"first line\nsecond line"' }),
      row("2024-13-01"),
    ].join("\n");
    expect(parseError(text).line).toBe(4);
  });

  it("refuses a file without a header or without a date column", () => {
    expect(parseError("").message).toMatch(/^Line 1: the file is empty/);
    expect(parseError("temperature.value\n36.5\n").message).toMatch(/^Line 1: there is no "date" column/);
  });

  it("writes her days back in the same format, so a round trip keeps everything", () => {
    const { days } = cycleHistory("2024-01-01", [{ length: 28, ovulationDay: 14 }]);
    const extra: CycleDayLog = {
      ...emptyDay("2024-01-20"),
      temperature: { valueC: 36.528, time: null, exclude: true, note: 'late night, "party"' },
      cervix: { opening: 1, firmness: null, position: 0, exclude: false },
      lhTest: null,
      sex: { partner: true, solo: false, contraception: ["condom"], note: null },
      desire: 1,
      symptoms: ["headache", "tenderBreasts"],
      symptomNote: "mild",
      moods: ["happy"],
      moodNote: null,
      note: "line one\nline two",
    };
    const mine = [...days.filter((d) => d.date !== extra.date), extra];
    const text = formatCycleCsv(mine);
    expect(text.split("\n")[0]).toBe(HEADER);
    expect(parseCycleCsv(text).days).toEqual([...mine].sort((a, b) => (a.date < b.date ? -1 : 1)));
    expect(formatCycleCsv(parseCycleCsv(text).days)).toBe(text);
  });
});
