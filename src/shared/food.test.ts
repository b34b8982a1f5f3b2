import { describe, expect, it } from "vitest";
import { BASELINE_KCAL, dailyEnergyTarget } from "./food";

describe("dailyEnergyTarget", () => {
  it.each([
    ["none", 2000],
    ["ttc", 2000],
    ["toddler", 2000],
    ["pregnant_trimester_1", 2000],
    ["pregnant_trimester_2", 2340],
    ["pregnant_trimester_3", 2450],
    ["pregnant", 2000],
    ["postpartum_12m+", 2000],
  ])("%s → %i kcal", (stage, kcal) => {
    expect(dailyEnergyTarget(stage).kcal).toBe(kcal);
  });

  it("adds 330 kcal while breastfeeding in the first six months, 400 after", () => {
    for (const stage of ["postpartum_0-6", "postpartum_6-12", "postpartum_3-6m"]) {
      expect(dailyEnergyTarget(stage, { breastfeeding: true }).kcal).toBe(2330);
      expect(dailyEnergyTarget(stage, { breastfeeding: false }).kcal).toBe(2000);
    }
    expect(dailyEnergyTarget("postpartum_6-12m", { breastfeeding: true }).kcal).toBe(2400);
  });

  it("does not assume breastfeeding, but says what it would add", () => {
    const t = dailyEnergyTarget("postpartum_0-6");
    expect(t.kcal).toBe(BASELINE_KCAL);
    expect(t.note).toMatch(/breastfeeding, about 330 kcal/);
  });

  it("treats unknown and missing stages as the baseline, with a caution", () => {
    expect(dailyEnergyTarget(undefined).kcal).toBe(2000);
    expect(dailyEnergyTarget("astronaut").kcal).toBe(2000);
    expect(dailyEnergyTarget(null).note).toMatch(/not a personal target/);
  });
});
