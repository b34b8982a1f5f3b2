import { describe, expect, it } from "vitest";
import { POSTPARTUM_TOPICS, PREP_ITEMS } from "../../content/postpartum";
import {
  COMING_UP_LIMIT,
  EDUCATION_CATEGORIES,
  groupByCategory,
  prepComingUp,
  prepCurrentFocus,
  topicCompleted,
  topicsAfterLoss,
  topicsForWeek,
} from "./index";

const weeks = (items: { week: number }[]) => items.map((i) => i.week);
const item = (week: number, category: "recovery" | "baby" | "home" = "recovery") => ({ week, category });

describe("the prep list's Current Focus", () => {
  it("holds every item due by her current week plus two, earliest first", () => {
    const items = [item(36), item(28), item(35), item(37), item(30)];
    expect(weeks(prepCurrentFocus(items, 34))).toEqual([28, 30, 35, 36]);
    expect(weeks(prepCurrentFocus(items, 26))).toEqual([28]);
    expect(weeks(prepCurrentFocus(items, 25))).toEqual([]);
  });

  it("moves with her real week rather than a fixed week 34", () => {
    const at = (w: number) => prepCurrentFocus(PREP_ITEMS, w).map((i) => i.id);
    expect(at(20)).toEqual([]);
    expect(at(26)).toEqual(["postpartum-care-plan"]);
    expect(at(34).length).toBeGreaterThan(at(30).length);
    expect(at(40)).toHaveLength(PREP_ITEMS.length);
  });
});

describe("the prep list's Coming Up", () => {
  it("shows at most three items more than two weeks past her current week, soonest first", () => {
    const items = [item(40), item(37), item(36), item(38), item(39), item(35)];
    expect(weeks(prepComingUp(items, 33))).toEqual([36, 37, 38]);
    expect(prepComingUp(items, 33)).toHaveLength(COMING_UP_LIMIT);
    expect(weeks(prepComingUp(items, 36))).toEqual([39, 40]);
    expect(weeks(prepComingUp(items, 38))).toEqual([]);
  });

  it("never repeats an item that is in Current Focus", () => {
    for (let week = 4; week <= 42; week++) {
      const focus = new Set(prepCurrentFocus(PREP_ITEMS, week).map((i) => i.id));
      expect(prepComingUp(PREP_ITEMS, week).filter((i) => focus.has(i.id))).toEqual([]);
    }
  });
});

describe("postpartum topics for her week", () => {
  const topics = [item(0), item(1), item(3), item(6), item(10)];

  it("shows the topics up to her baby's age in weeks plus two", () => {
    expect(weeks(topicsForWeek(topics, 0))).toEqual([0, 1]);
    expect(weeks(topicsForWeek(topics, 4))).toEqual([0, 1, 3, 6]);
    expect(weeks(topicsForWeek(topics, 30))).toEqual([0, 1, 3, 6, 10]);
  });

  it("hides nothing on a guess when the birth date is unknown", () => {
    expect(topicsForWeek(topics, null)).toHaveLength(topics.length);
  });
});

describe("topics and groups", () => {
  it("completes a topic only when every module is complete", () => {
    expect(topicCompleted([{ completed: true }, { completed: true }, { completed: true }])).toBe(true);
    expect(topicCompleted([{ completed: true }, { completed: false }, { completed: true }])).toBe(false);
    expect(topicCompleted([])).toBe(false);
  });

  it("groups by category in the catalogue's order, leaving out empty ones", () => {
    const groups = groupByCategory(
      [item(1, "home"), item(2, "recovery"), item(3, "home")],
      EDUCATION_CATEGORIES,
    );
    expect(groups.map((g) => [g.category, g.items.length])).toEqual([
      ["recovery", 1],
      ["home", 2],
    ]);
  });
});

describe("after a pregnancy loss", () => {
  it("keeps only the topics about her own recovery", () => {
    const left = topicsAfterLoss(POSTPARTUM_TOPICS);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((t) => t.category === "recovery")).toBe(true);
    for (const t of left) {
      const text = [
        t.title,
        t.description,
        ...t.modules.flatMap((m) => [m.title, m.content, ...(m.items ?? [])]),
      ];
      expect(text.join(" "), t.id).not.toMatch(/\bbaby\b|\bnewborn\b/i);
    }
  });
});
