import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TrendPoint } from "../../../shared/wellness";
import { fakeServer, signedIn } from "../../test-support/fake-server";
import { renderScreen, resetScreen } from "../../test-support/render";
import { ProgressCharts } from "./progress-charts";

afterEach(() => {
  resetScreen();
  vi.unstubAllGlobals();
});

const days = (n: number, over: (i: number) => Partial<TrendPoint> = () => ({})): TrendPoint[] =>
  Array.from({ length: n }, (_, i) => ({
    date: `2026-11-${String(1 + i).padStart(2, "0")}`,
    moodScore: null,
    energyLevel: null,
    stressLevel: null,
    sleepHours: null,
    workoutMinutes: 0,
    ...over(i),
  }));

describe("the progress charts", () => {
  it("say why each chart is empty and what to log", async () => {
    const server = fakeServer({
      ...signedIn(),
      "GET /api/wellness/trends": (req) =>
        req.query.get("days") === "30"
          ? { body: days(30) }
          : { body: days(7, (i) => (i === 2 ? { moodScore: 6, energyLevel: 5, stressLevel: 4 } : {})) },
    });
    renderScreen(<ProgressCharts />);
    expect(
      await screen.findByText("You logged your mood on 1 day. Log it on 1 more day to see a trend."),
    ).toBeTruthy();
    expect(
      screen.getByText("No sleep logged in the last 7 days. Log last night's sleep to see your hours here."),
    ).toBeTruthy();
    expect(screen.getByText(/^No workouts finished in the last 7 days/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "30 days" }));
    expect(
      await screen.findByText("No mood logged in the last 30 days. Log your mood for 2 days to see a trend."),
    ).toBeTruthy();
    expect(server.to("GET /api/wellness/trends").map((r) => r.query.get("days"))).toEqual(["7", "30"]);
  });

  it("gives mood, sleep and workouts a heading each: one unit per chart", async () => {
    fakeServer({
      ...signedIn(),
      "GET /api/wellness/trends": () => ({
        body: days(7, (i) => ({
          moodScore: 5 + (i % 3),
          energyLevel: 6,
          stressLevel: 4,
          sleepHours: 7,
          workoutMinutes: 10,
        })),
      }),
    });
    renderScreen(<ProgressCharts />);
    for (const name of ["Mood, energy and stress", "Sleep (hours)", "Workout minutes"]) {
      expect(await screen.findByRole("heading", { name })).toBeTruthy();
    }
    expect(screen.queryByText(/to see a trend/)).toBeNull();
    expect(screen.queryByText(/appear here/)).toBeNull();
  });
});
