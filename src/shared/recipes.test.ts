import { describe, expect, it } from "vitest";
import {
  averagePrepMinutes,
  fitsStage,
  formatMinutes,
  formatShoppingAmount,
  forStage,
  inCategoryTab,
  isValidServings,
  matchesSearch,
  quickBreakfasts,
  searchItems,
  similarRecipes,
  tabFromCategoryParam,
} from "./recipes";

const oats = {
  slug: "oats",
  title: "Blueberry Walnut Overnight Oats",
  description: "Creamy oats soaked overnight.",
  category: "Breakfast",
  tags: ["make-ahead", "no-cook"],
  ingredients: [{ food: "rolled oats" }, { food: "blueberries" }],
  journeys: ["ttc", "pregnant", "toddler"],
  stages: ["ttc-1-3", "pregnant-trimester-1"],
};
const curry = {
  slug: "curry",
  title: "Chickpea Spinach Curry",
  description: "A pantry curry, ready in half an hour.",
  category: "Dinner",
  tags: ["plant-based", "iron"],
  ingredients: [{ food: "canned chickpeas" }, { food: "frozen spinach" }],
  journeys: ["pregnant", "postpartum"],
  stages: ["pregnant-trimester-2", "postpartum-0-6"],
};
const dal = {
  slug: "dal",
  title: "Red Lentil Dal",
  description: "Comforting and cheap.",
  category: "Dinner",
  tags: ["budget"],
  ingredients: [{ food: "red lentils" }],
  journeys: ["postpartum"],
  stages: ["postpartum-6-12"],
};

describe("stage filtering", () => {
  it("matches the profile spelling against the catalogue spelling", () => {
    expect(fitsStage(curry, "pregnant_trimester_2")).toBe(true);
    expect(fitsStage(curry, "pregnant-trimester-2")).toBe(true);
    expect(fitsStage(curry, "postpartum_0-6")).toBe(true);
    expect(fitsStage(curry, "pregnant_trimester_1")).toBe(false);
  });

  it("lets a bare journey match every stage of it", () => {
    expect(forStage([oats, curry, dal], "postpartum").map((r) => r.slug)).toEqual(["curry", "dal"]);
    expect(forStage([oats, curry, dal], "pregnant").map((r) => r.slug)).toEqual(["oats", "curry"]);
  });

  it("treats a journey listed without any of its stages as fitting the whole journey", () => {
    expect(fitsStage(oats, "toddler_2-3")).toBe(true);
    expect(fitsStage(oats, "ttc_4-6")).toBe(false);
  });

  it("shows everything to a mother without a journey, and nothing fits an unknown stage", () => {
    expect(forStage([oats, curry, dal], "none")).toHaveLength(3);
    expect(forStage([oats, curry, dal], null)).toHaveLength(3);
    expect(fitsStage(oats, "none")).toBe(false);
  });
});

describe("search", () => {
  it("looks in title, description, tags and ingredients, ignoring case", () => {
    expect(matchesSearch(oats, "WALNUT")).toBe(true);
    expect(matchesSearch(oats, "soaked")).toBe(true);
    expect(matchesSearch(oats, "make ahead")).toBe(true);
    expect(matchesSearch(curry, "chickpeas")).toBe(true);
    expect(matchesSearch(dal, "chickpeas")).toBe(false);
  });

  it("needs every word of the query and keeps everything for an empty query", () => {
    expect(searchItems([oats, curry, dal], "spinach curry").map((r) => r.slug)).toEqual(["curry"]);
    expect(searchItems([oats, curry, dal], "red oats")).toEqual([]);
    expect(searchItems([oats, curry, dal], "   ")).toHaveLength(3);
  });
});

describe("category tabs", () => {
  it("preselects the tab named by ?category=, else Your Journey", () => {
    expect(tabFromCategoryParam("breakfast")).toBe("breakfast");
    expect(tabFromCategoryParam("Dinner")).toBe("dinner");
    expect(tabFromCategoryParam("snack")).toBe("snacks");
    expect(tabFromCategoryParam("favorites")).toBe("favorites");
    expect(tabFromCategoryParam("pudding")).toBe("journey");
    expect(tabFromCategoryParam(null)).toBe("journey");
  });

  it("puts a recipe in the tab of its category", () => {
    expect(inCategoryTab(oats, "breakfast")).toBe(true);
    expect(inCategoryTab(curry, "dinner")).toBe(true);
    expect(inCategoryTab(curry, "lunch")).toBe(false);
  });
});

describe("you might also like", () => {
  it("offers up to 3 other recipes sharing a journey, never the recipe itself", () => {
    const others = Array.from({ length: 5 }, (_, i) => ({ ...dal, slug: `dal-${i}` }));
    const similar = similarRecipes(curry, [curry, oats, ...others]);
    expect(similar).toHaveLength(3);
    expect(similar.map((r) => r.slug)).not.toContain("curry");
    expect(similarRecipes(dal, [dal, oats])).toEqual([]);
  });
});

describe("formatting", () => {
  it("writes times and amounts the way a cook reads them", () => {
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(75)).toBe("1 hr 15 min");
    expect(formatMinutes(360)).toBe("6 hr");
    expect(formatShoppingAmount({ grams: 1234 })).toBe("1.2 kg");
    expect(formatShoppingAmount({ grams: 452 })).toBe("450 g");
    expect(formatShoppingAmount({ grams: 12.4 })).toBe("12 g");
    expect(formatShoppingAmount({ count: 3, unit: "medium" })).toBe("3 medium");
    expect(formatShoppingAmount({ count: 4, unit: "clove" })).toBe("4 cloves");
    expect(formatShoppingAmount({ count: 2, unit: "whole" })).toBe("2");
    expect(formatShoppingAmount({ count: 2.5, unit: "whole" })).toBe("2½");
  });

  it("accepts 1 to 24 whole servings", () => {
    expect(isValidServings(1)).toBe(true);
    expect(isValidServings(24)).toBe(true);
    expect(isValidServings(0)).toBe(false);
    expect(isValidServings(25)).toBe(false);
    expect(isValidServings(2.5)).toBe(false);
  });
});

describe("meal plan and dashboard helpers", () => {
  it("averages prep minutes", () => {
    expect(averagePrepMinutes([{ prepMinutes: 5 }, { prepMinutes: 10 }, { prepMinutes: 10 }])).toBe(8);
    expect(averagePrepMinutes([])).toBe(0);
  });

  it("picks the quickest breakfasts for the stage, topped up with others", () => {
    const b = (slug: string, minutes: number, stages: string[]) => ({
      slug,
      category: "Breakfast",
      prepMinutes: minutes,
      cookMinutes: 0,
      journeys: ["pregnant", "ttc"],
      stages,
    });
    const all = [
      b("slow", 30, ["pregnant-trimester-1"]),
      b("fast", 5, ["pregnant-trimester-1"]),
      { ...b("other", 1, ["ttc-1-3"]), journeys: ["ttc"] },
      { ...b("lunch", 1, ["pregnant-trimester-1"]), category: "Lunch" },
    ];
    expect(quickBreakfasts(all, "pregnant_trimester_1").map((r) => r.slug)).toEqual([
      "fast",
      "slow",
      "other",
    ]);
    expect(quickBreakfasts(all, "pregnant_trimester_1", 1).map((r) => r.slug)).toEqual(["fast"]);
    // Five minutes to make and six hours in the fridge is not quick.
    const overnight = { ...b("overnight", 1, ["pregnant-trimester-1"]), rest: { minutes: 360 } };
    expect(quickBreakfasts([overnight, ...all], "pregnant_trimester_1").map((r) => r.slug)).toEqual([
      "fast",
      "slow",
      "overnight",
    ]);
  });
});
