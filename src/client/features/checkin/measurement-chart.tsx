import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { type Checkin, MEASUREMENTS, measurementToShow, measurementUnit } from "../../../shared/checkins";
import type { UnitSystem } from "../../../shared/units";
import { ChartLegend } from "../../components/ui/chart-legend";
import { CHART_GRID, LINE_STYLES, SERIES, TICK } from "../../components/ui/chart-theme";

const CM = [
  ["chest_measurement", "Chest"],
  ["upper_arm_measurement", "Upper arm"],
  ["waist_measurement", "Waist"],
  ["hip_measurement", "Hips"],
  ["glute_measurement", "Glutes"],
  ["thigh_measurement", "Thigh"],
] as const;

/** A line needs two check-ins with a value. */
const MIN_POINTS = 2;

/**
 * Weight and body measurements over her check-ins, in her units, in two charts: one axis never
 * carries two units. A chart with fewer than two values says so instead of drawing a lone dot.
 */
export default function MeasurementChart({ checkins, units }: { checkins: Checkin[]; units: UnitSystem }) {
  const data = [...checkins].reverse().map((c) => {
    const shown = { ...c, label: c.week_date.slice(5) };
    for (const m of MEASUREMENTS) {
      const value = c[m.key];
      shown[m.key] = value === null ? null : measurementToShow(m, value, units);
    }
    return shown;
  });
  const weightUnit = measurementUnit(MEASUREMENTS[0], units);
  const lengthUnit = measurementUnit(MEASUREMENTS[1], units);
  const count = (key: keyof Checkin) => data.filter((d) => d[key] !== null).length;
  const weights = count("weight");
  const recorded = CM.filter(([key]) => count(key) > 0);
  const shown = CM.filter(([key]) => count(key) >= MIN_POINTS);
  const styleOf = (key: string) => LINE_STYLES[CM.findIndex(([k]) => k === key) % LINE_STYLES.length]!;
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-2">
      <section aria-labelledby="weight-chart">
        <h3 id="weight-chart" className="text-sm font-medium text-plum-700">
          Weight ({weightUnit})
        </h3>
        {weights >= MIN_POINTS ? (
          <div className="h-56">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={data} margin={{ top: 8, right: 8, bottom: 16, left: -16 }}>
                <CartesianGrid stroke={CHART_GRID} vertical={false} />
                <XAxis dataKey="label" tick={TICK} />
                <YAxis domain={["dataMin - 2", "dataMax + 2"]} tick={TICK} />
                <Tooltip />
                <Line
                  dataKey="weight"
                  name={`Weight (${weightUnit})`}
                  stroke={SERIES.rose}
                  strokeWidth={2}
                  connectNulls
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        ) : (
          <p className="mt-2 rounded-2xl bg-cream px-4 py-6 text-center text-sm text-plum-700">
            {weights === 0
              ? "No weight in your check-ins yet. Add it at 2 check-ins to see a line."
              : "Your weight is in 1 check-in. Add it at your next check-in to see a line."}
          </p>
        )}
      </section>
      <section aria-labelledby="measurements-chart">
        <h3 id="measurements-chart" className="text-sm font-medium text-plum-700">
          Measurements ({lengthUnit})
        </h3>
        {shown.length > 0 ? (
          <>
            <div className="h-56">
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={data} margin={{ top: 8, right: 8, bottom: 16, left: -16 }}>
                  <CartesianGrid stroke={CHART_GRID} vertical={false} />
                  <XAxis dataKey="label" tick={TICK} />
                  <YAxis tick={TICK} />
                  <Tooltip />
                  {shown.map(([key, name]) => (
                    <Line
                      key={key}
                      dataKey={key}
                      name={name}
                      stroke={styleOf(key).color}
                      strokeDasharray={styleOf(key).dash}
                      strokeWidth={2}
                      connectNulls
                    />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            </div>
            <ChartLegend
              items={shown.map(([key, name]) => ({
                label: name,
                color: styleOf(key).color,
                dash: styleOf(key).dash,
              }))}
            />
          </>
        ) : (
          <p className="mt-2 rounded-2xl bg-cream px-4 py-6 text-center text-sm text-plum-700">
            {recorded.length === 0
              ? "No measurements in your check-ins yet: photos only so far. Add a measurement at 2 check-ins to see a line."
              : "Each measurement is in 1 check-in so far. Measure again at your next check-in to see a line."}
          </p>
        )}
      </section>
    </div>
  );
}
