import { useState } from "react";
import { cycleDay } from "../../../shared/cycle/cycles";
import {
  type CycleOverview,
  type CycleSummary,
  EXCLUSION_REASONS,
  type ExclusionReason,
} from "../../../shared/cycle/overview";
import { Button } from "../../components/ui/button";
import { Select } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useExcludeCycle } from "./api";
import { EXCLUSION_LABEL, FERTILITY_LABEL, longDate, PHASE_LABEL, plural, shortDate } from "./copy";

const RULE_LABEL = {
  regular: "regular rule",
  "first-exception": "first exception",
  "second-exception": "second exception",
};

/** Overview: where she is in this cycle and what her signs said; detailed adds every cycle. */
export function OverviewTab({ overview, detailed }: { overview: CycleOverview; detailed: boolean }) {
  const { today, cycles } = overview;
  const current = cycles.at(-1);
  const inCurrent = current && current.end === null;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-3">
        <div className="rounded-2xl bg-blush-50 p-3">
          <dt className="text-xs text-plum-700">Cycle day</dt>
          <dd className="mt-1 text-lg font-semibold text-plum-900">{today.cycleDay ?? "–"}</dd>
        </div>
        <div className="rounded-2xl bg-blush-50 p-3">
          <dt className="text-xs text-plum-700">Phase</dt>
          <dd className="mt-1 text-lg font-semibold text-plum-900">
            {today.phase ? PHASE_LABEL[today.phase] : "–"}
          </dd>
        </div>
        <div className="rounded-2xl bg-blush-50 p-3">
          <dt className="text-xs text-plum-700">Fertility</dt>
          <dd className="mt-1 text-lg font-semibold text-plum-900">
            {today.fertility ? FERTILITY_LABEL[today.fertility].replace(" fertility", "") : "–"}
          </dd>
        </div>
      </dl>
      {!current ? (
        <p className="rounded-2xl border border-dashed border-line p-4 text-sm text-plum-700">
          Nothing logged yet. Log the first day of your period to start your first cycle; add your waking
          temperature and cervical mucus each day, and Bloom reads your fertile and infertile days from them
          (the symptothermal method).
        </p>
      ) : inCurrent ? (
        <CurrentCycle cycle={current} today={today.date} />
      ) : (
        <p className="rounded-2xl border border-dashed border-line p-4 text-sm text-plum-700">
          Your last logged cycle ended on {longDate(current.end!)}. Log the first day of your period when it
          comes.
        </p>
      )}
      {detailed && cycles.length > 0 && <CycleList cycles={cycles} />}
    </div>
  );
}

function CurrentCycle({ cycle, today }: { cycle: CycleSummary; today: string }) {
  const shift = cycle.temperatureShift;
  const peak = cycle.mucusPeak;
  return (
    <ul className="space-y-2 text-sm text-plum-900">
      <li>
        This cycle started on {longDate(cycle.start)} (day {cycleDay(cycle.start, today)} today).
      </li>
      <li>
        {shift
          ? `Temperature shift confirmed on ${longDate(shift.confirmedOn)} (${RULE_LABEL[shift.rule]}): ovulation was around ${longDate(cycle.ovulationDay!)}.`
          : "No temperature shift yet this cycle."}
      </li>
      <li>
        {peak
          ? `Mucus peak on ${longDate(peak.peakDay)}, confirmed on ${longDate(peak.confirmedOn)}.`
          : "No mucus peak confirmed yet."}
      </li>
      <li>
        {cycle.infertileFrom
          ? `Both signs agree: the infertile phase after ovulation began on the evening of ${longDate(cycle.infertileFrom)}.`
          : cycle.preOvulatory
            ? `Infertile days before ovulation: up to ${longDate(cycle.preOvulatory.until)} (${cycle.preOvulatory.rule} rule).`
            : "Treat every day from now on as possibly fertile until both signs confirm ovulation."}
      </li>
    </ul>
  );
}

function CycleList({ cycles }: { cycles: CycleSummary[] }) {
  return (
    <section aria-labelledby="cycle-list-title" className="space-y-2">
      <h3 id="cycle-list-title" className="text-lg font-semibold text-plum-900">
        Your cycles
      </h3>
      <p className="text-sm text-plum-700">
        Leave a cycle out of averages and predictions after a pregnancy, an illness or emergency
        contraception.
      </p>
      <ul className="divide-y divide-line">
        {[...cycles]
          .reverse()
          .slice(0, 12)
          .map((c) => (
            <CycleRow key={c.start} cycle={c} />
          ))}
      </ul>
    </section>
  );
}

function CycleRow({ cycle }: { cycle: CycleSummary }) {
  const [reason, setReason] = useState<ExclusionReason>("illness");
  const exclude = useExcludeCycle();
  async function change(next: ExclusionReason | null) {
    try {
      await exclude.mutateAsync({ start: cycle.start, reason: next });
      notify.success(next ? "Cycle left out of your predictions" : "Cycle counted again");
    } catch (err) {
      notify.error("Error", messageOf(err, "Something went wrong. Please try again."));
    }
  }
  const shift = cycle.temperatureShift;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <div>
        <p className="font-medium text-plum-900">
          {shortDate(cycle.start)}
          {cycle.end ? ` to ${shortDate(cycle.end)}, ${plural(cycle.length!, "day")}` : ", current"}
        </p>
        <p className="text-plum-700">
          {shift
            ? `Shift on ${shortDate(shift.firstHighDay)}, cover line ${shift.coverLineC.toFixed(2)} °C`
            : "No shift"}
          {cycle.lutealLength ? `, luteal ${cycle.lutealLength} days` : ""}
          {cycle.excluded &&
            `; left out (${EXCLUSION_LABEL[cycle.exclusionReason ?? "other"].toLowerCase()})`}
        </p>
      </div>
      {cycle.excluded ? (
        <Button size="sm" variant="outline" disabled={exclude.isPending} onClick={() => change(null)}>
          Count it again
        </Button>
      ) : (
        <div className="flex items-center gap-2">
          <Select
            aria-label={`Why leave out the cycle of ${shortDate(cycle.start)}`}
            className="w-auto py-1.5 text-sm"
            value={reason}
            onChange={(e) => setReason(e.target.value as ExclusionReason)}
          >
            {EXCLUSION_REASONS.map((r) => (
              <option key={r} value={r}>
                {EXCLUSION_LABEL[r]}
              </option>
            ))}
          </Select>
          <Button size="sm" variant="outline" disabled={exclude.isPending} onClick={() => change(reason)}>
            Leave out
          </Button>
        </div>
      )}
    </li>
  );
}
