import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { TrendPoint } from "../../../shared/wellness";

const short = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/** Mood, energy and stress (1-10) as lines; sleep hours as bars. Loaded only where a chart is shown. */
export default function TrendChart({ points }: { points: TrendPoint[] }) {
  const data = points.map((p) => ({ ...p, label: short(p.date) }));
  return (
    <div className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
          <CartesianGrid stroke="#ecdfe2" vertical={false} />
          <XAxis
            dataKey="label"
            tick={{ fontSize: 11, fill: "#75606b" }}
            interval="preserveStartEnd"
            minTickGap={16}
          />
          <YAxis domain={[0, 12]} tick={{ fontSize: 11, fill: "#75606b" }} allowDecimals={false} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="sleepHours" name="Sleep (h)" fill="#e1eadf" radius={[4, 4, 0, 0]} />
          <Line
            dataKey="moodScore"
            name="Mood"
            stroke="#b8456b"
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
          />
          <Line
            dataKey="energyLevel"
            name="Energy"
            stroke="#f2b84b"
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
          />
          <Line
            dataKey="stressLevel"
            name="Stress"
            stroke="#4f3a46"
            strokeWidth={2}
            strokeDasharray="4 3"
            dot={{ r: 3 }}
            connectNulls
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Workout minutes per day as bars. */
export function WorkoutMinutesChart({ points }: { points: TrendPoint[] }) {
  const data = points.map((p) => ({ ...p, label: short(p.date) }));
  return (
    <div className="h-48 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
          <CartesianGrid stroke="#ecdfe2" vertical={false} />
          <XAxis
            dataKey="label"
            tick={{ fontSize: 11, fill: "#75606b" }}
            interval="preserveStartEnd"
            minTickGap={16}
          />
          <YAxis tick={{ fontSize: 11, fill: "#75606b" }} allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="workoutMinutes" name="Workout minutes" fill="#cc5a7e" radius={[4, 4, 0, 0]} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
