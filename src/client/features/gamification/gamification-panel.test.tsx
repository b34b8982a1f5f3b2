import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  achievementsFor,
  type GamificationProgress,
  levelFor,
  weeklyGoalsFor,
} from "../../../shared/gamification";
import { fakeServer, signedIn } from "../../test-support/fake-server";
import { renderScreen, resetScreen } from "../../test-support/render";
import { GamificationPanel } from "./gamification-panel";

afterEach(() => {
  resetScreen();
  vi.unstubAllGlobals();
});

const progress = (points: number, current: number): GamificationProgress => ({
  points,
  level: levelFor(points),
  streak: { current, longest: Math.max(current, 4) },
  achievements: achievementsFor({ moodDays: 1, workouts: 1, helpful: 0, posts: 0, longestStreak: 4 }),
  weeklyGoals: weeklyGoalsFor({ workouts: 1, moodDays: 1, selfCareDays: 0, community: 0 }),
  weekStart: "2026-11-23",
});

describe("the gamification panel", () => {
  it("shows her level, points, streak, goals and achievements as the server counted them", async () => {
    const server = fakeServer({ ...signedIn(), "GET /api/gamification": () => ({ body: progress(30, 1) }) });
    renderScreen(<GamificationPanel />, { path: "/community" });
    expect(await screen.findByText("New Mom")).toBeTruthy();
    expect(screen.getByText("30")).toBeTruthy();
    expect(screen.getByText("70 points to Growing Strong")).toBeTruthy();
    expect(screen.getByText("1-day streak")).toBeTruthy();
    expect(screen.getByText("(best 4)")).toBeTruthy();
    expect(
      screen.getByRole("progressbar", { name: "Complete 3 workouts" }).getAttribute("aria-valuenow"),
    ).toBe("1");
    expect(screen.getByLabelText("Completed")).toBeTruthy(); // First Check-In
    // Her calendar: the request carries her time zone.
    expect(server.to("GET /api/gamification")[0]!.query.get("tz")).toBeTruthy();
  });

  it("invites her to start a streak when she has none", async () => {
    fakeServer({ ...signedIn(), "GET /api/gamification": () => ({ body: progress(0, 0) }) });
    renderScreen(<GamificationPanel />, { path: "/community" });
    expect(await screen.findByText(/your cycle and pregnancy or postpartum logs count too/)).toBeTruthy();
  });
});
