import { describe, expect, it } from "vitest";
import { stageLabelFromData } from "./profile";

describe("her stage as the dashboard names it", () => {
  it("counts the months from the day she said she started trying", () => {
    expect(stageLabelFromData("ttc", "2025-07-01", "2026-03-12")).toBe("Trying to Conceive · 8 months");
    expect(stageLabelFromData("ttc_1-3", "2026-02-01", "2026-03-12")).toBe("Trying to Conceive · 1 month");
    expect(stageLabelFromData("ttc", "2026-03-01", "2026-03-12")).toBe("Trying to Conceive · under a month");
  });

  it("keeps the stage she chose when she gave no start, or is not trying to conceive", () => {
    expect(stageLabelFromData("ttc_6-12", null, "2026-03-12")).toBe("Trying to Conceive · 6-12 months");
    expect(stageLabelFromData("ttc", null, "2026-03-12")).toBe("Trying to Conceive");
    expect(stageLabelFromData("pregnant_trimester_2", "2025-01-01", "2026-03-12")).toBe(
      "Pregnant · Second trimester",
    );
  });
});
