import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { TrendPoint } from "../../../shared/wellness";
import { ChartLegend } from "../../components/ui/chart-legend";
import { CHART_GRID, SERIES, TICK } from "../../components/ui/chart-theme";

const short = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

const withLabels = (points: TrendPoint[]) => points.map((p) => ({ ...p, label: short(p.date) }));
const MARGIN = { top: 8, right: 8, bottom: 0, left: -20 };

function DateAxis() {
  return <XAxis dataKey="label" tick={TICK} interval="preserveStartEnd" minTickGap={16} />;
}

/**
 * Mood, energy and stress, all on the same 1-10 scale, as lines. Sleep hours and workout minutes
 * have their own charts: one axis never carries two units. Loaded only where a chart is shown.
 */
export function MoodChart({ points }: { points: TrendPoint[] }) {
  return (
    <>
      <div className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={withLabels(points)} margin={MARGIN}>
            <CartesianGrid stroke={CHART_GRID} vertical={false} />
            {DateAxis()}
            <YAxis domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} tick={TICK} allowDecimals={false} />
            <Tooltip />
            <Line
              dataKey="moodScore"
              name="Mood"
              stroke={SERIES.rose}
              strokeWidth={2}
              dot={{ r: 3 }}
              connectNulls
            />
            <Line
              dataKey="energyLevel"
              name="Energy"
              stroke={SERIES.honey}
              strokeWidth={2}
              strokeDasharray="2 3"
              dot={{ r: 3 }}
              connectNulls
            />
            <Line
              dataKey="stressLevel"
              name="Stress"
              stroke={SERIES.plum}
              strokeWidth={2}
              strokeDasharray="6 3"
              dot={{ r: 3 }}
              connectNulls
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ChartLegend
        items={[
          { label: "Mood (1-10)", color: SERIES.rose },
          { label: "Energy (1-10)", color: SERIES.honey, dash: "2 3" },
          { label: "Stress (1-10)", color: SERIES.plum, dash: "6 3" },
        ]}
      />
    </>
  );
}

/** Hours slept each night, as bars. */
export function SleepChart({ points }: { points: TrendPoint[] }) {
  return (
    <div className="h-44 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={withLabels(points)} margin={MARGIN}>
          <CartesianGrid stroke={CHART_GRID} vertical={false} />
          {DateAxis()}
          <YAxis tick={TICK} allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="sleepHours" name="Sleep (hours)" fill={SERIES.sage} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Workout minutes per day, as bars. */
export function WorkoutMinutesChart({ points }: { points: TrendPoint[] }) {
  return (
    <div className="h-44 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={withLabels(points)} margin={MARGIN}>
          <CartesianGrid stroke={CHART_GRID} vertical={false} />
          {DateAxis()}
          <YAxis tick={TICK} allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="workoutMinutes" name="Workout minutes" fill={SERIES.wine} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
