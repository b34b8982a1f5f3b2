import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { CHART_GRID, SERIES } from "../../components/ui/chart-theme";

export interface ChartPoint {
  cycleDay: number;
  date: string;
  /** In her unit, rounded as the evaluation rounds (0.05 °C). */
  value: number | null;
  excluded: number | null;
}

// The charts' checked palette (components/ui/chart-theme.ts): every colour at 4.5:1 on white.
const PLUM = SERIES.plum;
const BLUSH = SERIES.rose;
const SAGE = SERIES.sage;

/**
 * One cycle's basal temperatures by cycle day, with the cover line and the first higher reading
 * marked. Excluded readings are drawn apart (hollow) and not joined. The line breaks at every day
 * without a reading: joining across a gap would draw temperatures she never took. Loaded only
 * where it is shown.
 */
export default function TemperatureChart({
  points,
  coverLine,
  shiftDay,
  unit,
}: {
  points: ChartPoint[];
  coverLine: number | null;
  shiftDay: number | null;
  unit: "F" | "C";
}) {
  const values = points.flatMap((p) => [p.value, p.excluded]).filter((v): v is number => v !== null);
  const pad = unit === "F" ? 0.3 : 0.15;
  const min = Math.min(...values, coverLine ?? Infinity) - pad;
  const max = Math.max(...values, coverLine ?? -Infinity) + pad;
  return (
    <div className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 12, right: 12, bottom: 4, left: -8 }}>
          <CartesianGrid stroke={CHART_GRID} vertical={false} />
          <XAxis
            dataKey="cycleDay"
            tick={{ fontSize: 11, fill: PLUM }}
            interval="preserveStartEnd"
            minTickGap={12}
          />
          <YAxis
            domain={[Math.floor(min * 10) / 10, Math.ceil(max * 10) / 10]}
            tick={{ fontSize: 11, fill: PLUM }}
            tickFormatter={(v: number) => v.toFixed(1)}
            width={44}
          />
          <Tooltip
            formatter={(v) => [`${Number(v).toFixed(2)} °${unit}`, "Temperature"]}
            labelFormatter={(d) => `Cycle day ${d}`}
          />
          {coverLine !== null && (
            <ReferenceLine
              y={coverLine}
              stroke={SAGE}
              strokeDasharray="6 4"
              strokeWidth={2}
              ifOverflow="extendDomain"
            />
          )}
          {shiftDay !== null && <ReferenceLine x={shiftDay} stroke={BLUSH} strokeWidth={2} />}
          <Line
            dataKey="value"
            name="Temperature"
            stroke={PLUM}
            strokeWidth={2}
            dot={{ r: 3, fill: PLUM }}
            connectNulls={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="excluded"
            name="Excluded"
            stroke="transparent"
            dot={{ r: 4, fill: "#fff", stroke: PLUM, strokeWidth: 1.5 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
