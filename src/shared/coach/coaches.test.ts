import { describe, expect, it } from "vitest";
import { firstNameOf } from "../greeting";
import { assignCoach, COACHES, greeting, nameToGreet, suggestionChips } from "./coaches";

const always = (n: number) => () => n;

describe("assigning a coach (spec §4, §9)", () => {
  it("matches her journey's coach", () => {
    expect(assignCoach("pregnant_trimester_2", always(0)).specialty).toBe("Pregnancy & Prenatal");
    expect(assignCoach("postpartum_0-6", always(0.99)).specialty).toBe("Postpartum Recovery");
    expect(assignCoach("ttc", always(0.5)).specialty).toBe("TTC & Fertility");
  });

  it("falls back to General Wellness without a stage, with 'none', or for a toddler mom", () => {
    for (const stage of [null, undefined, "", "none", "toddler_2-3"]) {
      expect(assignCoach(stage, always(0)).specialty).toBe("General Wellness");
    }
  });

  it("picks at random among the online coaches that fit, and skips offline ones", () => {
    const twins = [
      { ...COACHES[0]!, id: "a", name: "A" },
      { ...COACHES[0]!, id: "b", name: "B" },
      { ...COACHES[0]!, id: "c", name: "C", isOnline: false },
      COACHES[3]!,
    ];
    expect(assignCoach("pregnant", always(0), twins).id).toBe("a");
    expect(assignCoach("pregnant", always(0.75), twins).id).toBe("b");
    const allAway = twins.map((c) => (c.journey === "pregnant" ? { ...c, isOnline: false } : c));
    expect(assignCoach("pregnant", always(0.5), allAway).specialty).toBe("General Wellness");
  });
});

describe("greeting her", () => {
  it("uses her display name, else her email's local part, else 'there'", () => {
    expect(nameToGreet("  Amara ", "amara@example.com")).toBe("Amara");
    expect(nameToGreet("", "jo.smith@example.com")).toBe("jo.smith");
    expect(nameToGreet(null, null)).toBe("there");
    expect(nameToGreet(undefined, "@example.com")).toBe("there");
  });

  it("greets her by the same first name the dashboard's welcome uses", () => {
    expect(nameToGreet("Tessa Lane", "tessa@example.com")).toBe("Tessa");
    expect(nameToGreet("Tessa Lane", "tessa@example.com")).toBe(
      firstNameOf("Tessa Lane", "tessa@example.com"),
    );
    expect(nameToGreet(null, "jo.smith@example.com")).toBe(firstNameOf(null, "jo.smith@example.com"));
    expect(greeting(COACHES[0]!, nameToGreet("  Tessa   Lane ", null))).toMatch(/^Hi Tessa! /);
  });

  it("says who the coach is and that it is automated", () => {
    const text = greeting(COACHES[1]!, "Amara");
    expect(text).toContain("Hi Amara!");
    expect(text).toContain(COACHES[1]!.name);
    expect(text).toContain("automated Postpartum Recovery coach");
  });
});

describe("suggestion chips (spec §9)", () => {
  it("shows four stage chips and two generic ones for ttc, pregnant and postpartum", () => {
    for (const stage of ["ttc_4-6", "pregnant", "postpartum_6-12m"]) {
      const chips = suggestionChips(stage);
      expect(chips).toHaveLength(6);
      expect(suggestionChips(null)).toEqual(expect.arrayContaining(chips.slice(4)));
    }
    expect(suggestionChips("pregnant")).not.toEqual(suggestionChips("postpartum"));
  });

  it("shows four generic chips otherwise", () => {
    expect(suggestionChips("toddler_1-2")).toHaveLength(4);
    expect(suggestionChips("none")).toEqual(suggestionChips(null));
  });
});
