import { lazy, Suspense, useState } from "react";
import type { CycleOverview, CycleSummary } from "../../../shared/cycle/overview";
import { fromCelsius, roundTemperature } from "../../../shared/cycle/temperature";
import { addDays, daysFrom } from "../../../shared/dates";
import { DEFAULT_UNITS, temperatureUnitOf } from "../../../shared/units";
import { Select } from "../../components/ui/form";
import { useAuth } from "../auth";
import { useCycleCalendar } from "./api";
import { longDate, plural, shortDate } from "./copy";

const TemperatureChart = lazy(() => import("./temperature-chart"));
/** The calendar route answers at most 62 days: a longer cycle's chart shows its first 62. */
const CHART_DAYS = 62;

const figure = (value: number | null, unit: string) => (value === null ? "Not yet" : `${value} ${unit}`);

/** Insights: every figure from her completed cycles; "Not yet" and why, until there are any. */
export function InsightsTab({ overview, detailed }: { overview: CycleOverview; detailed: boolean }) {
  const i = overview.insights;
  const items = [
    {
      label: "Average cycle length",
      value: figure(i.averageCycleLength, "days"),
      needs: "1 completed cycle",
    },
    {
      label: "Cycle variability",
      value: i.cycleVariability === null ? "Not yet" : `± ${i.cycleVariability} days`,
      needs: "2 completed cycles",
    },
    {
      label: "Ovulation timing",
      value: i.ovulationTiming === null ? "Not yet" : `Cycle day ${i.ovulationTiming}`,
      needs: "a temperature shift in a completed cycle",
    },
    {
      label: "Luteal phase length",
      value: figure(i.lutealPhaseLength, "days"),
      needs: "a temperature shift in a completed cycle",
    },
  ];
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className="rounded-2xl bg-blush-50 p-3">
            <dt className="text-xs text-plum-700">{item.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-plum-900">{item.value}</dd>
            {item.value === "Not yet" && <dd className="text-xs text-plum-700">Needs {item.needs}.</dd>}
          </div>
        ))}
      </dl>
      <p className="text-sm text-plum-700">
        {i.completedCycles === 0
          ? "Insights appear once a cycle is complete: from the first day of one period to the day before the next."
          : `From ${plural(i.completedCycles, "completed cycle")}, ${plural(i.confirmedOvulations, "with a confirmed ovulation", "with confirmed ovulations")}.`}
        {i.lengthTrend === "longer" && " Your last 3 cycles were longer than the ones before."}
        {i.lengthTrend === "shorter" && " Your last 3 cycles were shorter than the ones before."}
        {i.lengthTrend === "steady" && " Your cycle length has been steady."}
      </p>
      {detailed && i.trends.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-plum-900">Your last cycles</caption>
            <thead className="text-plum-700">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Started
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Length
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Ovulation
                </th>
                <th scope="col" className="py-1 font-medium">
                  Luteal phase
                </th>
              </tr>
            </thead>
            <tbody className="text-plum-900">
              {i.trends.map((t) => (
                <tr key={t.start} className="border-t border-line">
                  <td className="py-1.5 pr-3">
                    {shortDate(t.start)}
                    {t.excluded && " (excluded)"}
                  </td>
                  <td className="py-1.5 pr-3">{t.length} days</td>
                  <td className="py-1.5 pr-3">
                    {t.ovulationDay ? `Day ${t.ovulationDay}` : "Not confirmed"}
                  </td>
                  <td className="py-1.5">{t.lutealLength ? `${t.lutealLength} days` : "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <TemperatureChartSection cycles={overview.cycles} today={overview.today.date} />
    </div>
  );
}

function TemperatureChartSection({ cycles, today }: { cycles: CycleSummary[]; today: string }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const newestFirst = [...cycles].reverse();
  const cycle = newestFirst.find((c) => c.start === chosen) ?? newestFirst[0];
  return (
    <section aria-labelledby="temperature-chart-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h3 id="temperature-chart-title" className="text-lg font-semibold text-plum-900">
          Temperature chart
        </h3>
        {newestFirst.length > 1 && (
          <div className="flex items-center gap-2 text-sm text-plum-700">
            <label htmlFor="temperature-chart-cycle">Cycle</label>
            <Select
              id="temperature-chart-cycle"
              className="inline-block w-auto py-1.5"
              value={cycle?.start}
              onChange={(e) => setChosen(e.target.value)}
            >
              {newestFirst.map((c) => (
                <option key={c.start} value={c.start}>
                  {shortDate(c.start)}
                  {c.end ? ` to ${shortDate(c.end)}` : " (current)"}
                </option>
              ))}
            </Select>
          </div>
        )}
      </div>
      {cycle ? (
        <CycleChart cycle={cycle} today={today} />
      ) : (
        <p className="rounded-2xl border border-dashed border-line p-4 text-sm text-plum-700">
          No chart yet: your chart begins with the first day of your period. Log it, then your waking
          temperature each morning.
        </p>
      )}
    </section>
  );
}

function CycleChart({ cycle, today }: { cycle: CycleSummary; today: string }) {
  const { profile } = useAuth();
  const unit = temperatureUnitOf(profile?.units ?? DEFAULT_UNITS);
  const last = cycle.end ?? today;
  const to = daysFrom(cycle.start, last) >= CHART_DAYS ? addDays(cycle.start, CHART_DAYS - 1) : last;
  const days = useCycleCalendar(cycle.start, to);
  const points = (days.data ?? []).map((d, index) => {
    const t = d.log?.temperature;
    const shown = t ? fromCelsius(roundTemperature(t.valueC), unit) : null;
    return {
      cycleDay: index + 1,
      date: d.date,
      value: t && !t.exclude ? shown : null,
      excluded: t?.exclude ? shown : null,
    };
  });
  const readings = points.filter((p) => p.value !== null).length;
  const shift = cycle.temperatureShift;
  const coverLine = shift ? fromCelsius(shift.coverLineC, unit) : null;
  const shiftDay = shift ? daysFrom(cycle.start, shift.firstHighDay) + 1 : null;

  if (days.isPending) return <div className="h-56 animate-pulse rounded-2xl bg-blush-50" />;
  if (readings === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line p-4 text-sm text-plum-700">
        No temperatures in this cycle yet, so there is nothing to chart. Take your temperature on waking,
        before getting up, and log it here each morning.
      </p>
    );
  }
  const summary = shift
    ? `Temperature shift: first higher reading on cycle day ${shiftDay} (${longDate(shift.firstHighDay)}), confirmed on ${longDate(shift.confirmedOn)} by the ${shift.rule.replace("-", " ")} rule; cover line ${coverLine!.toFixed(2)} °${unit}.`
    : readings < 9
      ? `No temperature shift yet: ${plural(readings, "reading")} so far, and a shift needs 6 lower readings and 3 higher ones.`
      : "No temperature shift in this cycle so far.";
  return (
    <figure className="space-y-2">
      <div
        role="img"
        aria-label={`Basal temperatures of the cycle that started ${longDate(cycle.start)}. ${summary}`}
      >
        <Suspense fallback={<div className="h-56 animate-pulse rounded-2xl bg-blush-50" />}>
          <TemperatureChart points={points} coverLine={coverLine} shiftDay={shiftDay} unit={unit} />
        </Suspense>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-plum-700" aria-label="Chart legend">
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-plum-700" aria-hidden="true" />
          Temperature (°{unit})
        </li>
        <li className="flex items-center gap-1.5">
          <span
            className="size-2.5 rounded-full border-[1.5px] border-plum-700 bg-white"
            aria-hidden="true"
          />
          Excluded reading
        </li>
        {coverLine !== null && (
          <li className="flex items-center gap-1.5">
            <span className="w-4 border-t-2 border-dashed border-sage-700" aria-hidden="true" />
            Cover line
          </li>
        )}
        {shiftDay !== null && (
          <li className="flex items-center gap-1.5">
            <span className="h-3 border-l-2 border-blush-600" aria-hidden="true" />
            First higher reading
          </li>
        )}
      </ul>
      <figcaption className="text-sm text-plum-700">{summary}</figcaption>
    </figure>
  );
}
