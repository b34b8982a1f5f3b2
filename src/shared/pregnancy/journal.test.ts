import { describe, expect, it } from "vitest";
import { journalMood } from "./journal";
import { journalFields } from "./journal-input";

describe("journal entry rules from the spec", () => {
  it("takes a mood of 1 to 10 and falls back to 8 for anything else", () => {
    expect(["1", "10", 5].map(journalMood)).toEqual([1, 10, 5]);
    expect(["0", "11", "7.5", "", "happy", undefined, null, -3].map(journalMood)).toEqual([
      8, 8, 8, 8, 8, 8, 8, 8,
    ]);
  });

  it("titles a blank entry 'Journal Entry' and keeps what she wrote otherwise", () => {
    expect(journalFields.parse({ date: "2026-04-01", title: "   " }).title).toBe("Journal Entry");
    expect(journalFields.parse({ date: "2026-04-01" }).title).toBe("Journal Entry");
    expect(journalFields.parse({ date: "2026-04-01", title: " Our scan " }).title).toBe("Our scan");
  });

  it("counts baby kicks from 0, in whole numbers", () => {
    expect(journalFields.parse({ date: "2026-04-01", babyKicks: "0" }).babyKicks).toBe(0);
    expect(journalFields.parse({ date: "2026-04-01", babyKicks: "" }).babyKicks).toBeNull();
    expect(journalFields.safeParse({ date: "2026-04-01", babyKicks: "-1" }).success).toBe(false);
    expect(journalFields.safeParse({ date: "2026-04-01", babyKicks: "1.5" }).success).toBe(false);
  });

  it("keeps weight in pounds to one decimal", () => {
    expect(journalFields.parse({ date: "2026-04-01", weight: "150,26" }).weight).toBe(150.3);
    expect(journalFields.safeParse({ date: "2026-04-01", weight: "20" }).success).toBe(false);
  });
});
