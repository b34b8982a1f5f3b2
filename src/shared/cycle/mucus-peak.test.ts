import { describe, expect, it } from "vitest";
import { cycleDays } from "../../../tests/support/cycle-days";
import { addDays } from "../dates";
import { findMucusPeak } from "./mucus-peak";
import { mucusValue } from "./observations";

const START = "2025-03-01";
const day = (n: number) => addDays(START, n - 1);
const peakOf = (
  mucus: Parameters<typeof cycleDays>[1]["mucus"],
  temperatureConfirmedOn: string | null = null,
) => findMucusPeak(cycleDays(START, { mucus }), temperatureConfirmedOn);

describe("the mucus peak (Sensiplan)", () => {
  it("is the last day of the best quality, confirmed on the 3rd day of lower quality after it", () => {
    //             1  2  3  4  5  6  7  8  9 10 11 12 13 14
    expect(peakOf([0, 0, 0, 0, 1, 1, 2, 3, 4, 4, 3, 2, 0, 0])).toEqual({
      peakDay: day(10),
      confirmedOn: day(13),
    });
  });

  it("is not confirmed until 3 days of lower quality have been observed", () => {
    expect(peakOf([0, 0, 0, 0, 1, 1, 2, 3, 4, 4, 3, 2])).toBeNull();
  });

  it("needs an observation on each of the 3 days after the peak", () => {
    expect(peakOf([0, 0, 0, 0, 1, 1, 2, 3, 4, 4, 3, null, 0, 0])).toBeNull();
  });

  it("can be S when S+ never appears", () => {
    expect(peakOf([0, 0, 1, 2, 3, 3, 2, 1, 1])).toEqual({ peakDay: day(6), confirmedOn: day(9) });
  });

  it("is not a change from nothing to dry", () => {
    expect(peakOf([1, 1, 1, 0, 0, 0, 0])).toBeNull();
  });

  it("looks again when mucus as good returns before the temperature shift is confirmed", () => {
    //              1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18
    const mucus = [0, 0, 1, 2, 4, 3, 2, 2, 2, 3, 4, 4, 2, 1, 0, 0, 0, 0] as const;
    // The temperature rise is confirmed on day 16: the return of S+ on day 11 was before that.
    expect(peakOf([...mucus], day(16))).toEqual({ peakDay: day(12), confirmedOn: day(15) });
    // Without any temperature shift the evaluation is never complete: the latest peak counts.
    expect(peakOf([...mucus], null)).toEqual({ peakDay: day(12), confirmedOn: day(15) });
    // Once both signs were confirmed (day 8), later mucus does not move the peak.
    expect(peakOf([...mucus], day(8))).toEqual({ peakDay: day(5), confirmedOn: day(8) });
  });

  it("is pending when better mucus returned and no new peak has been confirmed yet", () => {
    expect(peakOf([0, 0, 1, 2, 4, 3, 2, 2, 2, 4], day(12))).toBeNull();
  });

  it("skips excluded observations", () => {
    const days = cycleDays(START, { mucus: [0, 0, 2, 3, 4, 3, 2, 1, 1] });
    // A day-6 observation marked excluded leaves a gap after the peak: nothing is confirmed.
    days[5]!.mucus!.exclude = true;
    expect(findMucusPeak(days, null)).toBeNull();
  });
});

describe("the mucus value", () => {
  it("takes the better of what she felt and what she saw", () => {
    expect(mucusValue(0, 0)).toBe(0); // dry
    expect(mucusValue(1, 0)).toBe(1); // nothing
    expect(mucusValue(2, 0)).toBe(2); // moist: f
    expect(mucusValue(0, 1)).toBe(3); // creamy: S
    expect(mucusValue(2, 2)).toBe(4); // egg white: S+
    expect(mucusValue(3, 0)).toBe(4); // wet or slippery: S+
    expect(mucusValue(null, 1)).toBe(3);
    expect(mucusValue(null, null)).toBeNull();
  });
});
