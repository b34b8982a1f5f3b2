import { describe, expect, it } from "vitest";
import { PREP_ITEMS } from "../../content/postpartum";
import { prepComingUp, prepCurrentFocus, prepNothingYet } from "./index";

describe("an empty week in the prep guide", () => {
  it("tells her at 24 weeks when her first item opens and how far off it is", () => {
    expect(prepCurrentFocus(PREP_ITEMS, 24)).toEqual([]);
    const line = prepNothingYet(24, prepComingUp(PREP_ITEMS, 24));
    expect(line).toBe(
      'Nothing to get ready yet in week 24. Your first item, "Make a postpartum care plan", opens in week 26, 2 weeks from now. Coming Up shows what follows.',
    );
  });

  it("opens the first item in the week the line promised", () => {
    expect(prepCurrentFocus(PREP_ITEMS, 25)).toEqual([]);
    expect(prepCurrentFocus(PREP_ITEMS, 26).length).toBeGreaterThan(0);
    expect(prepNothingYet(25, prepComingUp(PREP_ITEMS, 25))).toContain("opens in week 26, 1 week from now");
  });

  it("falls back to the plain line when nothing is coming", () => {
    expect(prepNothingYet(null, [])).toBe("No prep items for this week yet.");
  });
});
