import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ScreeningResult } from "../../../shared/screening";
import { ChartLegend } from "../../components/ui/chart-legend";
import { CHART_GRID, SERIES, TICK } from "../../components/ui/chart-theme";

const short = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * Her PHQ-9 and GAD-7 scores over time, oldest first (a PHQ-2 or EPDS result is listed, not drawn).
 * Loaded only where it is shown: recharts is large. The list beside it says the same in words.
 */
export default function ScreeningTrendChart({ results }: { results: ScreeningResult[] }) {
  const points = [...results]
    .filter((r) => r.instrument === "phq9" || r.instrument === "gad7")
    .reverse()
    .map((r) => ({
      label: short(r.takenOn),
      phq9: r.instrument === "phq9" ? r.score : null,
      gad7: r.instrument === "gad7" ? r.score : null,
    }));
  if (points.length === 0) return null;
  return (
    <div aria-hidden="true">
      <div className="h-48 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
            <CartesianGrid stroke={CHART_GRID} vertical={false} />
            <XAxis dataKey="label" tick={TICK} interval="preserveStartEnd" minTickGap={16} />
            <YAxis domain={[0, 27]} ticks={[0, 5, 10, 15, 20, 27]} tick={TICK} allowDecimals={false} />
            <Tooltip />
            <Line
              dataKey="phq9"
              name="PHQ-9"
              stroke={SERIES.rose}
              strokeWidth={2}
              dot={{ r: 3 }}
              connectNulls
            />
            <Line
              dataKey="gad7"
              name="GAD-7"
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
          { label: "PHQ-9 mood (0-27)", color: SERIES.rose },
          { label: "GAD-7 worry (0-21)", color: SERIES.plum, dash: "6 3" },
        ]}
      />
    </div>
  );
}
