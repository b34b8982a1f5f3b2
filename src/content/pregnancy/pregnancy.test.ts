import { describe, expect, it } from "vitest";
import { PREGNANCY_WEEKS, weekContent } from "./index";
import { pregnancyWeekSchema } from "./schema";

describe("pregnancy week by week", () => {
  it.each(PREGNANCY_WEEKS.map((w) => [w.week, w] as const))("week %i passes the schema", (_week, content) => {
    const result = pregnancyWeekSchema.safeParse(content);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("covers every week from 4 to 42 exactly once, in order", () => {
    expect(PREGNANCY_WEEKS.map((w) => w.week)).toEqual(Array.from({ length: 39 }, (_, i) => i + 4));
    expect(weekContent(3)).toBeUndefined();
    expect(weekContent(43)).toBeUndefined();
  });

  it("measures crown to rump until week 19 and crown to heel from week 20", () => {
    for (const w of PREGNANCY_WEEKS) {
      expect(w.size.measured, `week ${w.week}`).toBe(w.week < 20 ? "crown-rump" : "crown-heel");
    }
  });

  it("has babies that only grow, within each way of measuring", () => {
    for (let i = 1; i < PREGNANCY_WEEKS.length; i++) {
      const [before, now] = [PREGNANCY_WEEKS[i - 1]!, PREGNANCY_WEEKS[i]!];
      if (before.size.measured === now.size.measured) {
        expect(now.size.lengthCm, `week ${now.week}`).toBeGreaterThan(before.size.lengthCm);
      }
      if (before.size.weightG && now.size.weightG) {
        expect(now.size.weightG, `week ${now.week}`).toBeGreaterThan(before.size.weightG);
      }
    }
  });

  it("tells her to call at once, never to wait, whenever baby movements are mentioned in a tip", () => {
    const movementTips = PREGNANCY_WEEKS.filter((w) => /movements? (slow|change)/i.test(w.tip ?? ""));
    expect(movementTips.length).toBeGreaterThan(0);
    for (const w of movementTips) expect(w.tip, `week ${w.week}`).toMatch(/straight away|now/i);
  });
});
