import { describe, expect, it } from "vitest";
import { type CycleDayLog, emptyDay } from "../../cycle/observations";
import { zoneOffsetIn } from "../../fhir/bundle";
import { cycleLengthFigures, median } from "../report";
import { createCollector, planImport } from "./core";

const day = (date: string, patch: Partial<CycleDayLog>): CycleDayLog => ({ ...emptyDay(date), ...patch });
const temp = (valueC: number) => ({ valueC, time: null, exclude: false, note: null });

describe("planning an import over her days", () => {
  const hers = new Map([
    ["2026-10-01", day("2026-10-01", { temperature: temp(36.5), note: "mine" })],
    ["2026-10-02", day("2026-10-02", { bleeding: { value: 2, exclude: false } })],
  ]);
  const file = [
    day("2026-10-01", { temperature: temp(36.7), bleeding: { value: 3, exclude: false } }),
    day("2026-10-02", { bleeding: { value: 2, exclude: false } }),
    day("2026-10-03", { symptoms: ["cramps"] }),
  ];

  it("adds what she has not logged, keeps what she logged differently, and leaves matching days alone", () => {
    const plan = planImport(file, hers, "keep");
    expect(plan).toMatchObject({ newDays: 1, addedToDays: 0, conflictDays: 1, unchangedDays: 1 });
    const first = plan.write.find((d) => d.date === "2026-10-01")!;
    expect(first.temperature?.valueC).toBe(36.5);
    expect(first.bleeding?.value).toBe(3);
    expect(first.note).toBe("mine");
    expect(plan.write.map((d) => d.date)).toEqual(["2026-10-01", "2026-10-03"]);
  });

  it("takes the file's reading where they differ only when she says so", () => {
    const plan = planImport(file, hers, "replace");
    expect(plan.write.find((d) => d.date === "2026-10-01")!.temperature?.valueC).toBe(36.7);
  });

  it("writes nothing the second time", () => {
    const after = new Map(hers);
    for (const d of planImport(file, hers, "keep").write) after.set(d.date, d);
    expect(planImport(file, after, "keep")).toMatchObject({
      write: [],
      newDays: 0,
      addedToDays: 0,
      unchangedDays: 2,
    });
  });
});

describe("collecting a file's records", () => {
  it("keeps flow over spotting, skips days after today and temperatures no body has", () => {
    const into = createCollector("2026-10-31");
    into.bleeding("2026-10-01", 0, "spot");
    into.bleeding("2026-10-01", 2, "flow");
    into.bleeding("2026-11-02", 2, "flow");
    into.temperature("2026-10-02", 98.2, null, "bbt");
    const r = into.result();
    expect(r.days.map((d) => [d.date, d.bleeding?.value])).toEqual([["2026-10-01", 2]]);
    expect(r.unmapped.map((u) => u.why).sort()).toEqual([
      "its date is after today",
      "the reading is not a body temperature",
    ]);
  });
});

describe("the report's figures", () => {
  it("gives the median, range and sample spread of her cycle lengths", () => {
    expect(median([30, 26, 28, 29])).toBe(28.5);
    expect(cycleLengthFigures([28, 29, 30])).toEqual({
      count: 3,
      median: 29,
      shortest: 28,
      longest: 30,
      spread: 1,
    });
    expect(cycleLengthFigures([])).toBeNull();
  });
});

describe("FHIR times", () => {
  it("writes her zone's offset for the day, summer time included", () => {
    const london = zoneOffsetIn("Europe/London");
    expect(london("2026-08-12", "06:30")).toBe("+01:00");
    expect(london("2026-12-12", "06:30")).toBe("+00:00");
    expect(zoneOffsetIn("America/New_York")("2026-12-12", "06:30")).toBe("-05:00");
  });
});
