import { lazy, Suspense, useState } from "react";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { useTrends } from "./api";

const TrendChart = lazy(() => import("./trend-chart"));
const WorkoutMinutesChart = lazy(() =>
  import("./trend-chart").then((m) => ({ default: m.WorkoutMinutesChart })),
);

/** Mood, sleep and workout minutes over the last 7 or 30 days, from what the user logged. */
export function ProgressCharts() {
  const [days, setDays] = useState<7 | 30>(7);
  const { data, isLoading, isError } = useTrends(days);
  const empty = data?.every((p) => p.moodScore === null && p.sleepHours === null && p.workoutMinutes === 0);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl">Your progress</h2>
        <fieldset className="flex rounded-full border-0 bg-blush-50 p-1">
          <legend className="sr-only">Chart range</legend>
          {([7, 30] as const).map((d) => (
            <button
              key={d}
              type="button"
              onClick={() => setDays(d)}
              aria-pressed={days === d}
              className={cn(
                "rounded-full px-3 py-1 text-sm",
                days === d ? "bg-white font-medium text-blush-800 shadow-soft" : "text-plum-700",
              )}
            >
              {d} days
            </button>
          ))}
        </fieldset>
      </div>
      <div className="mt-4 min-h-64">
        {isLoading ? (
          <div className="h-64 animate-pulse rounded-2xl bg-blush-50" />
        ) : isError ? (
          <p className="text-plum-500">Your charts could not be loaded. They will try again shortly.</p>
        ) : empty ? (
          <p className="rounded-2xl bg-cream p-6 text-center text-plum-500">
            Nothing logged in the last {days} days yet. Log a mood check-in, your sleep or a workout and your
            trends appear here.
          </p>
        ) : (
          <Suspense fallback={<div className="h-64 animate-pulse rounded-2xl bg-blush-50" />}>
            <h3 className="sr-only">Mood, energy, stress and sleep</h3>
            <TrendChart points={data!} />
            <h3 className="mt-4 text-sm font-medium text-plum-700">Workout minutes</h3>
            <WorkoutMinutesChart points={data!} />
          </Suspense>
        )}
      </div>
    </Card>
  );
}
