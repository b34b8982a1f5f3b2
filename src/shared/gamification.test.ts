import { describe, expect, it } from "vitest";
import {
  ACHIEVEMENTS,
  achievementsFor,
  LEVELS,
  levelFor,
  levelTitle,
  POINTS,
  streaks,
  totalPoints,
  WEEKLY_GOALS,
  weeklyGoalsFor,
} from "./gamification";

describe("the spec's constants", () => {
  it("gives the quick-win points of content.md §9", () => {
    expect(POINTS).toEqual({ mood: 5, post: 10, workout: 15, reply: 20 });
  });

  it("titles the seven levels in the spec's order", () => {
    expect(LEVELS.map((l) => l.title)).toEqual([
      "New Mom",
      "Growing Strong",
      "Wellness Explorer",
      "Healthy Habit Builder",
      "Wellness Champion",
      "Mom Mentor",
      "Wellness Legend",
    ]);
  });

  it("has five achievements worth 10, 25, 20, 30 and 50 points", () => {
    expect(ACHIEVEMENTS.map((a) => a.points)).toEqual([10, 25, 20, 30, 50]);
  });

  it("has weekly goals with targets 3, 7, 5 and 3", () => {
    expect(WEEKLY_GOALS.map((g) => g.target)).toEqual([3, 7, 5, 3]);
  });
});

describe("levels", () => {
  it("puts the spec's sample (125 points) at level 2 with the next level at 200", () => {
    const level = levelFor(125);
    expect(level).toMatchObject({ level: 2, title: "Growing Strong", next: { level: 3, min: 200 } });
    expect(level.progress).toBe(25);
  });

  it("starts at New Mom and reaches a level exactly at its threshold", () => {
    expect(levelFor(0)).toMatchObject({ level: 1, title: "New Mom", progress: 0 });
    expect(levelFor(99).title).toBe("New Mom");
    expect(levelFor(100).title).toBe("Growing Strong");
    expect(levelFor(200).title).toBe("Wellness Explorer");
  });

  it("ends at Wellness Legend with no next level", () => {
    expect(levelFor(1600)).toMatchObject({ level: 7, title: "Wellness Legend", next: null, progress: 100 });
    expect(levelFor(50_000).level).toBe(7);
  });
});

describe("streaks", () => {
  const today = "2026-11-26";

  it("counts consecutive days ending today", () => {
    expect(streaks(["2026-11-24", "2026-11-25", "2026-11-26"], today)).toEqual({ current: 3, longest: 3 });
  });

  it("keeps yesterday's streak alive before she logs today", () => {
    expect(streaks(["2026-11-23", "2026-11-24", "2026-11-25"], today).current).toBe(3);
  });

  it("is broken by a day without anything", () => {
    expect(streaks(["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-24"], today)).toEqual({
      current: 0,
      longest: 3,
    });
  });

  it("counts a day once however many things she logged, in any order", () => {
    expect(streaks(["2026-11-26", "2026-11-25", "2026-11-26", "2026-11-25"], today)).toEqual({
      current: 2,
      longest: 2,
    });
  });

  it("runs across a month and a year's end", () => {
    expect(streaks(["2025-12-31", "2026-01-01"], "2026-01-01").current).toBe(2);
    expect(streaks(["2026-02-28", "2026-03-01"], "2026-03-01").current).toBe(2);
  });

  it("is zero with nothing logged, and ignores days after today", () => {
    expect(streaks([], today)).toEqual({ current: 0, longest: 0 });
    expect(streaks(["2026-11-27"], today)).toEqual({ current: 0, longest: 0 });
  });
});

describe("achievements and points", () => {
  const none = { moodDays: 0, workouts: 0, helpful: 0, posts: 0, longestStreak: 0 };

  it("counts progress up to the goal and completes there", () => {
    const list = achievementsFor({ ...none, moodDays: 3, workouts: 12 });
    const byId = Object.fromEntries(list.map((a) => [a.id, a]));
    expect(byId["first-check-in"]).toMatchObject({ progress: 1, maxProgress: 1, completed: true });
    expect(byId["workout-warrior"]).toMatchObject({ progress: 10, maxProgress: 10, completed: true });
    expect(byId["mindful-month"]).toMatchObject({ progress: 3, maxProgress: 30, completed: false });
    expect(byId["seven-day-streak"]).toMatchObject({ progress: 0, completed: false });
  });

  it("adds completed achievements' points to the action points", () => {
    const list = achievementsFor({ ...none, moodDays: 1, longestStreak: 7 });
    expect(totalPoints(40, list)).toBe(40 + 10 + 20);
    expect(totalPoints(0, achievementsFor(none))).toBe(0);
  });

  it("caps weekly goals at their targets", () => {
    const goals = weeklyGoalsFor({ workouts: 4, moodDays: 2, selfCareDays: 5, community: 0 });
    expect(goals.map((g) => [g.id, g.progress, g.completed])).toEqual([
      ["workouts", 3, true],
      ["mood", 2, false],
      ["self-care", 5, true],
      ["community", 0, false],
    ]);
  });
});

describe("level titles for her journey", () => {
  it("keeps the spec's titles for mothers after birth and of toddlers", () => {
    expect(levelFor(0, "postpartum").title).toBe("New Mom");
    expect(levelFor(1100, "toddler").title).toBe("Mom Mentor");
    expect(levelFor(0, "none").title).toBe("Fresh Start");
  });

  it("never calls a member trying to conceive a mom", () => {
    for (let level = 1; level <= LEVELS.length; level++) {
      expect(levelTitle(level, "ttc")).not.toMatch(/mom/i);
    }
    expect(levelFor(0, "ttc")).toMatchObject({ title: "Fresh Start", next: { title: "Growing Strong" } });
    expect(levelFor(0, "pregnant").title).toBe("Mom-to-Be");
  });
});
