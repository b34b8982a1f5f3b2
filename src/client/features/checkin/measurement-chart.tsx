import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Checkin } from "../../../shared/checkins";

const COLOURS = ["#b8456b", "#6b8f67", "#f2b84b", "#4f3a46", "#cc5a7e", "#46643f"];
const CM = [
  ["chest_measurement", "Chest"],
  ["upper_arm_measurement", "Upper arm"],
  ["waist_measurement", "Waist"],
  ["hip_measurement", "Hips"],
  ["glute_measurement", "Glutes"],
  ["thigh_measurement", "Thigh"],
] as const;

export default function MeasurementChart({ checkins }: { checkins: Checkin[] }) {
  const data = [...checkins].reverse().map((c) => ({ ...c, label: c.week_date.slice(5) }));
  const shown = CM.filter(([key]) => data.some((d) => d[key] !== null));
  const hasWeight = data.some((d) => d.weight !== null);
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-2">
      {hasWeight && (
        <div className="h-56">
          <p className="text-sm font-medium text-plum-700">Weight (kg)</p>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data} margin={{ top: 8, right: 8, bottom: 16, left: -16 }}>
              <CartesianGrid stroke="#ecdfe2" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} />
              <YAxis domain={["dataMin - 2", "dataMax + 2"]} tick={{ fontSize: 11 }} />
              <Tooltip />
              <Line dataKey="weight" name="Weight" stroke="#b8456b" strokeWidth={2} connectNulls />
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
      {shown.length > 0 && (
        <div className="h-56">
          <p className="text-sm font-medium text-plum-700">Measurements (cm)</p>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data} margin={{ top: 8, right: 8, bottom: 16, left: -16 }}>
              <CartesianGrid stroke="#ecdfe2" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} />
              <YAxis tick={{ fontSize: 11 }} />
              <Tooltip />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {shown.map(([key, name], i) => (
                <Line
                  key={key}
                  dataKey={key}
                  name={name}
                  stroke={COLOURS[i % COLOURS.length]}
                  strokeWidth={2}
                  connectNulls
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
      {!hasWeight && shown.length === 0 && (
        <p className="text-plum-500">No measurements recorded yet: photos only so far.</p>
      )}
    </div>
  );
}
