import { describe, expect, it } from "vitest";
import { cycleDays } from "../../../tests/support/cycle-days";
import { addDays } from "../dates";
import { findRiseInProgress, findTemperatureShift } from "./temperature-shift";

const START = "2025-03-01";
const day = (n: number) => addDays(START, n - 1);
/** Six low readings whose highest (the cover line) is 36.50 °C. */
const LOWS = [36.4, 36.5, 36.35, 36.45, 36.5, 36.4];
const shiftOf = (temps: Parameters<typeof cycleDays>[1]["temps"]) =>
  findTemperatureShift(cycleDays(START, { temps }));

describe("the temperature shift (Sensiplan)", () => {
  it("is confirmed by three higher readings when the third is 0.2 °C above the cover line", () => {
    expect(shiftOf([...LOWS, 36.6, 36.65, 36.7, 36.75])).toEqual({
      firstHighDay: day(7),
      confirmedOn: day(9),
      rule: "regular",
      coverLineC: 36.5,
    });
  });

  it("draws the cover line at the highest of the six readings before the first higher one", () => {
    const shift = shiftOf([36.2, 36.3, ...LOWS, 36.6, 36.65, 36.75]);
    expect(shift?.coverLineC).toBe(36.5);
    expect(shift?.firstHighDay).toBe(day(9));
  });

  it("needs six readings before the first higher one", () => {
    expect(shiftOf([36.4, 36.5, 36.4, 36.45, 36.5, 36.9, 37.0, 37.1])).toBeNull();
  });

  it("waits for a fourth reading above the cover line when the third is less than 0.2 °C above (first exception)", () => {
    expect(shiftOf([...LOWS, 36.6, 36.6, 36.65])).toBeNull();
    expect(shiftOf([...LOWS, 36.6, 36.6, 36.65, 36.55])).toEqual({
      firstHighDay: day(7),
      confirmedOn: day(10),
      rule: "first-exception",
      coverLineC: 36.5,
    });
  });

  it("does not confirm the first exception when the fourth reading is on the cover line", () => {
    expect(shiftOf([...LOWS, 36.6, 36.6, 36.65, 36.5])).toBeNull();
  });

  it("lets one of the 2nd and 3rd readings fall to the cover line when a 4th is 0.2 °C above (second exception)", () => {
    const dropSecond = shiftOf([...LOWS, 36.6, 36.5, 36.65, 36.7]);
    expect(dropSecond).toEqual({
      firstHighDay: day(7),
      confirmedOn: day(10),
      rule: "second-exception",
      coverLineC: 36.5,
    });
    const dropThird = shiftOf([...LOWS, 36.6, 36.65, 36.3, 36.75]);
    expect(dropThird?.rule).toBe("second-exception");
    expect(dropThird?.confirmedOn).toBe(day(10));
  });

  it("does not confirm the second exception when the 4th reading is less than 0.2 °C above", () => {
    expect(shiftOf([...LOWS, 36.6, 36.5, 36.65, 36.65])).toBeNull();
  });

  it("never combines the exceptions: a fall and then a third reading short of 0.2 °C is no shift", () => {
    // 2nd falls (second exception) and the 4th is above but not by 0.2 (what the first would accept).
    expect(shiftOf([...LOWS, 36.6, 36.45, 36.6, 36.6, 36.45])).toBeNull();
  });

  it("is no shift when both the 2nd and 3rd readings fall", () => {
    expect(shiftOf([...LOWS, 36.6, 36.5, 36.45, 36.8])).toBeNull();
  });

  it("moves on to a later higher reading when an earlier one does not hold", () => {
    // Day 7 is a one-off; the rise from day 10 is the real shift, over the six readings before it.
    const shift = shiftOf([...LOWS, 36.6, 36.45, 36.4, 36.7, 36.75, 36.85]);
    expect(shift).toMatchObject({
      firstHighDay: day(10),
      confirmedOn: day(12),
      rule: "regular",
      coverLineC: 36.6,
    });
  });

  it("skips excluded readings: a fever does not raise the cover line", () => {
    const temps = [
      36.4,
      36.5,
      { c: 37.4, exclude: true as const },
      36.35,
      36.45,
      36.5,
      36.4,
      36.6,
      36.65,
      36.7,
    ];
    expect(shiftOf(temps)).toMatchObject({ firstHighDay: day(8), confirmedOn: day(10), coverLineC: 36.5 });
  });

  it("skips excluded readings among the higher ones: the run of three goes on past them", () => {
    const temps = [...LOWS, 36.6, { c: 36.3, exclude: true as const }, 36.65, 36.7];
    expect(shiftOf(temps)).toMatchObject({ firstHighDay: day(7), confirmedOn: day(10), rule: "regular" });
  });

  it("skips days without a reading", () => {
    expect(shiftOf([...LOWS, 36.6, null, 36.65, null, 36.7])).toMatchObject({
      confirmedOn: day(11),
      rule: "regular",
    });
  });

  it("rounds readings to 0.05 °C before comparing", () => {
    // 36.68 rounds to 36.70, exactly 0.2 above a cover line of 36.50: the regular rule applies.
    expect(shiftOf([...LOWS, 36.6, 36.62, 36.68])?.rule).toBe("regular");
    // 36.52 rounds to 36.50, which is on the cover line, not above it.
    expect(shiftOf([...LOWS, 36.52, 36.6, 36.7, 36.75])?.firstHighDay).toBe(day(8));
    // 36.53 rounds to 36.55 and so counts as higher.
    expect(shiftOf([...LOWS, 36.53, 36.6, 36.7])?.firstHighDay).toBe(day(7));
  });

  it("reports a cover line drawn from rounded readings", () => {
    expect(shiftOf([36.4, 36.48, 36.3, 36.35, 36.42, 36.4, 36.6, 36.65, 36.7])?.coverLineC).toBe(36.5);
  });
});

describe("a temperature rise under way", () => {
  const riseOf = (temps: Parameters<typeof cycleDays>[1]["temps"]) =>
    findRiseInProgress(cycleDays(START, { temps }));

  it("starts at a first higher reading while the next ones could still confirm a shift", () => {
    expect(riseOf([...LOWS, 36.6])).toBe(day(7));
    expect(riseOf([...LOWS, 36.6, 36.65])).toBe(day(7));
    // The third is less than 0.2 °C above the line: the first exception waits for a fourth.
    expect(riseOf([...LOWS, 36.6, 36.6, 36.65])).toBe(day(7));
    // One of the 2nd and 3rd at the line: the second exception waits for a fourth.
    expect(riseOf([...LOWS, 36.6, 36.5, 36.65])).toBe(day(7));
  });

  it("is none once a shift is confirmed, ruled out, or before six lower readings", () => {
    expect(riseOf([...LOWS, 36.6, 36.65, 36.75])).toBeNull();
    expect(riseOf([...LOWS, 36.6, 36.45, 36.4])).toBeNull();
    expect(riseOf([...LOWS])).toBeNull();
    expect(riseOf([36.4, 36.5, 36.9])).toBeNull();
  });
});
