import { lazy, type ReactNode, Suspense, useState } from "react";
import { moodChartReason, sleepChartReason, workoutChartReason } from "../../../shared/trend-reasons";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { useTrends } from "./api";

const MoodChart = lazy(() => import("./trend-chart").then((m) => ({ default: m.MoodChart })));
const SleepChart = lazy(() => import("./trend-chart").then((m) => ({ default: m.SleepChart })));
const WorkoutMinutesChart = lazy(() =>
  import("./trend-chart").then((m) => ({ default: m.WorkoutMinutesChart })),
);

/**
 * Mood, sleep and workout minutes over the last 7 or 30 days, from what she logged: three charts,
 * one unit each. A chart without enough to draw says why and what to log.
 */
export function ProgressCharts() {
  const [days, setDays] = useState<7 | 30>(7);
  const { data, isLoading, isError } = useTrends(days);
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
        ) : isError || !data ? (
          <p className="text-plum-500">Your charts could not be loaded. They will try again shortly.</p>
        ) : (
          <div className="space-y-6">
            <ChartSection
              id="chart-mood"
              title="Mood, energy and stress"
              reason={moodChartReason(data, days)}
            >
              <MoodChart points={data} />
            </ChartSection>
            <ChartSection id="chart-sleep" title="Sleep (hours)" reason={sleepChartReason(data, days)}>
              <SleepChart points={data} />
            </ChartSection>
            <ChartSection id="chart-workouts" title="Workout minutes" reason={workoutChartReason(data, days)}>
              <WorkoutMinutesChart points={data} />
            </ChartSection>
          </div>
        )}
      </div>
    </Card>
  );
}

/** One chart under its heading, or the reason it has nothing to draw yet. */
function ChartSection({
  id,
  title,
  reason,
  children,
}: {
  id: string;
  title: string;
  reason: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-sm font-medium text-plum-700">
        {title}
      </h3>
      {reason ? (
        <p className="rounded-2xl bg-cream px-4 py-6 text-center text-sm text-plum-700">{reason}</p>
      ) : (
        <Suspense fallback={<div className="h-44 animate-pulse rounded-2xl bg-blush-50" />}>
          {children}
        </Suspense>
      )}
    </section>
  );
}
