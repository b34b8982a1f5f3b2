import { describe, expect, it } from "vitest";
import { CHART_BACKGROUND, CHART_TEXT, contrastRatio, LINE_STYLES, SERIES, TICK } from "./chart-theme";

describe("chart colours", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 1);
  });

  it("writes legends and axis labels at 4.5:1 or more against the card", () => {
    expect(contrastRatio(CHART_TEXT, CHART_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(TICK.fill, CHART_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
  });

  it("draws every series at 3:1 or more, and would pass as legend text too", () => {
    for (const [name, color] of Object.entries(SERIES)) {
      expect(contrastRatio(color, CHART_BACKGROUND), name).toBeGreaterThanOrEqual(4.5);
    }
    expect(new Set(LINE_STYLES.map((s) => s.color)).size).toBe(LINE_STYLES.length);
  });

  it("no longer uses the colours that failed: honey-400 and sage-100 on white", () => {
    expect(contrastRatio("#f2b84b", CHART_BACKGROUND)).toBeLessThan(3);
    expect(contrastRatio("#e1eadf", CHART_BACKGROUND)).toBeLessThan(3);
    expect(Object.values(SERIES)).not.toContain("#f2b84b");
  });
});
