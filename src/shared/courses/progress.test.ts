import { describe, expect, it } from "vitest";
import {
  type CourseProgressState,
  completeDay,
  dayAvailable,
  dayNumber,
  dayState,
  daysAway,
  enrolledState,
  pauseCourse,
  progressPercent,
  repeatWeek,
  repeatWeekOffer,
  resumeCourse,
  startDay,
  totalDays,
  weekChecked,
  weeklyStreak,
} from "./progress";

const at = (week: number, day: number, completedAt: string | null = null): CourseProgressState => ({
  currentWeek: week,
  currentDay: day,
  completedAt,
});
const NOW = new Date("2026-03-11T10:00:00Z"); // a Wednesday

describe("progress math (spec §4)", () => {
  it("counts total days as weeks × 7", () => {
    expect(totalDays(4)).toBe(28);
    expect(totalDays(8)).toBe(56);
  });

  it("numbers the day as (week − 1) × 7 + day, 0 when not enrolled", () => {
    expect(dayNumber(null)).toBe(0);
    expect(dayNumber(at(1, 1))).toBe(1);
    expect(dayNumber(at(1, 2))).toBe(2);
    expect(dayNumber(at(2, 1))).toBe(8);
    expect(dayNumber(at(4, 7))).toBe(28);
  });

  it("gives the percent of days, and 100 once completed", () => {
    expect(progressPercent(null, 4)).toBe(0);
    expect(progressPercent(at(1, 1), 4)).toBe(4); // 1/28
    expect(progressPercent(at(2, 7), 4)).toBe(50);
    expect(progressPercent(at(4, 7), 4)).toBe(100);
    expect(progressPercent(at(3, 2, NOW.toISOString()), 4)).toBe(100);
    expect(progressPercent(at(7, 7), 8)).toBe(88); // 49/56
  });
});

describe("day-button availability (spec §4)", () => {
  it("enables every day when she is not enrolled", () => {
    expect(dayState(null, { week: 4, day: 7 })).toBe("open");
    expect(dayAvailable(null, { week: 8, day: 1 })).toBe(true);
  });

  it("enables earlier weeks and every day of the current week, marks done and current", () => {
    const p = at(2, 3);
    expect(dayState(p, { week: 1, day: 7 })).toBe("done");
    expect(dayState(p, { week: 2, day: 2 })).toBe("done");
    expect(dayState(p, { week: 2, day: 3 })).toBe("current");
    expect(dayState(p, { week: 2, day: 7 })).toBe("open");
  });

  it("keeps the next week shut until she is on day 7", () => {
    expect(dayState(at(2, 6), { week: 3, day: 1 })).toBe("locked");
    expect(dayState(at(2, 7), { week: 3, day: 1 })).toBe("open");
    expect(dayState(at(2, 7), { week: 3, day: 7 })).toBe("open");
    expect(dayState(at(2, 7), { week: 4, day: 1 })).toBe("locked");
  });

  it("at the week-7 boundary of an 8-week course opens week 8 only from day 7", () => {
    expect(dayAvailable(at(7, 6), { week: 8, day: 1 })).toBe(false);
    expect(dayAvailable(at(7, 7), { week: 8, day: 1 })).toBe(true);
    expect(dayAvailable(at(6, 7), { week: 8, day: 1 })).toBe(false);
  });

  it("checks a week when the current week is at or beyond it", () => {
    expect(weekChecked(null, 1)).toBe(false);
    expect(weekChecked(at(2, 1), 1)).toBe(true);
    expect(weekChecked(at(2, 1), 2)).toBe(true);
    expect(weekChecked(at(2, 1), 3)).toBe(false);
  });
});

describe("enrolling, starting and completing days (spec §4)", () => {
  it("enrols at week 1, day 1", () => {
    expect(enrolledState()).toEqual(at(1, 1));
  });

  it("starting a day with no record begins there; a later day becomes current", () => {
    expect(startDay(null, { week: 1, day: 1 })).toEqual(at(1, 1));
    expect(startDay(at(2, 7), { week: 3, day: 2 })).toEqual(at(3, 2));
  });

  it("starting an earlier day to replay it keeps her furthest position", () => {
    const p = at(3, 4);
    expect(startDay(p, { week: 1, day: 2 })).toBe(p);
  });

  it("moves a day forward within a week", () => {
    expect(completeDay(at(1, 1), { week: 1, day: 1 }, 4, NOW)).toEqual({
      next: at(1, 2),
      outcome: "advanced-day",
    });
    expect(completeDay(at(2, 6), { week: 2, day: 6 }, 4, NOW).next).toEqual(at(2, 7));
  });

  it("after day 7 moves to day 1 of the next week", () => {
    expect(completeDay(at(1, 7), { week: 1, day: 7 }, 4, NOW)).toEqual({
      next: at(2, 1),
      outcome: "advanced-week",
    });
    expect(completeDay(at(7, 7), { week: 7, day: 7 }, 8, NOW).next).toEqual(at(8, 1));
  });

  it("on the last day of the last week keeps the position and sets completed_at", () => {
    expect(completeDay(at(4, 7), { week: 4, day: 7 }, 4, NOW)).toEqual({
      next: at(4, 7, NOW.toISOString()),
      outcome: "course-completed",
    });
    expect(completeDay(at(8, 7), { week: 8, day: 7 }, 8, NOW).outcome).toBe("course-completed");
  });

  it("clears completed_at when a day other than the last is completed from her position", () => {
    expect(completeDay(at(4, 6, "2026-01-01T00:00:00.000Z"), { week: 4, day: 6 }, 4, NOW).next).toEqual(
      at(4, 7),
    );
  });

  it("records a replayed earlier day without moving her", () => {
    const p = at(4, 7, "2026-01-01T00:00:00.000Z");
    expect(completeDay(p, { week: 1, day: 3 }, 4, NOW)).toEqual({ next: p, outcome: "replayed" });
  });
});

describe("missed days, pauses and the repeat offer", () => {
  const tz = "America/New_York";

  it("counts whole days away on her calendar", () => {
    expect(daysAway("2026-03-10T12:00:00Z", [], NOW, tz)).toBe(1);
    expect(daysAway("2026-03-04T12:00:00Z", [], NOW, tz)).toBe(7);
    // 02:00 UTC on the 11th is still the 10th in New York
    expect(daysAway("2026-03-04T02:00:00Z", [], new Date("2026-03-11T02:00:00Z"), tz)).toBe(7);
  });

  it("never counts her away while paused, and restarts the count when she resumes", () => {
    const paused = pauseCourse([], new Date("2026-02-20T10:00:00Z"), "illness");
    expect(daysAway("2026-02-19T10:00:00Z", paused, NOW, tz)).toBe(0);
    const resumed = resumeCourse(paused, new Date("2026-03-09T10:00:00Z"));
    expect(resumed[0]).toMatchObject({ reason: "illness", to: "2026-03-09T10:00:00.000Z" });
    expect(daysAway("2026-02-19T10:00:00Z", resumed, NOW, tz)).toBe(2);
  });

  it("offers to repeat the week after 7 days away, never fails her", () => {
    expect(repeatWeekOffer(at(2, 4), 6)).toBeNull();
    expect(repeatWeekOffer(at(2, 4), 7)).toEqual({ week: 2, day: 1 });
    expect(repeatWeekOffer(at(3, 1), 10)).toEqual({ week: 2, day: 1 });
    expect(repeatWeekOffer(at(1, 1), 30)).toBeNull();
    expect(repeatWeekOffer(at(4, 7, NOW.toISOString()), 30)).toBeNull();
    expect(repeatWeek({ week: 2, day: 1 })).toEqual(at(2, 1));
  });

  it("pausing twice keeps one open pause; resuming when not paused changes nothing", () => {
    const once = pauseCourse([], NOW, "travel");
    expect(pauseCourse(once, new Date("2026-03-12T00:00:00Z"), "busy")).toEqual(once);
    expect(resumeCourse([], NOW)).toEqual([]);
  });
});

describe("weekly streak in her time zone", () => {
  const tz = "Europe/London";

  it("counts weeks in a row with a completed day, this week once she has done one", () => {
    // Mon 2 Mar, Mon 23 Feb, Mon 16 Feb weeks; NOW is in the week of Mon 9 Mar
    const done = ["2026-03-03T08:00:00Z", "2026-02-25T08:00:00Z", "2026-02-17T08:00:00Z"];
    expect(weeklyStreak(done, [], NOW, tz)).toBe(3);
    expect(weeklyStreak([...done, "2026-03-10T08:00:00Z"], [], NOW, tz)).toBe(4);
  });

  it("is broken by an empty week and zero without sessions", () => {
    expect(weeklyStreak([], [], NOW, tz)).toBe(0);
    expect(weeklyStreak(["2026-03-03T08:00:00Z", "2026-02-17T08:00:00Z"], [], NOW, tz)).toBe(1);
  });

  it("is frozen, not broken, by a week she paused the course", () => {
    const done = ["2026-03-03T08:00:00Z", "2026-02-17T08:00:00Z"];
    const pauses = [{ from: "2026-02-23T09:00:00Z", to: "2026-02-28T09:00:00Z", reason: "illness" }];
    expect(weeklyStreak(done, pauses, NOW, tz)).toBe(2);
  });

  it("places a Sunday-night session in the week that is ending, on her calendar", () => {
    // 23:30 Sunday 8 March in New York is Monday 9 March in UTC
    const sundayNight = "2026-03-09T03:30:00Z";
    expect(weeklyStreak([sundayNight], [], NOW, "America/New_York")).toBe(1);
    expect(weeklyStreak([sundayNight], [], NOW, "UTC")).toBe(1);
    // with only that session and a session the Monday before, New York sees two weeks in a row
    const mondayBefore = "2026-03-02T15:00:00Z";
    expect(weeklyStreak([sundayNight, mondayBefore], [], NOW, "America/New_York")).toBe(1);
    expect(weeklyStreak([sundayNight, mondayBefore], [], NOW, "UTC")).toBe(2);
  });
});
