import type { CycleOverview } from "../../../shared/cycle/overview";
import { MIN_CYCLES_FOR_PREDICTION } from "../../../shared/cycle/predictions";
import { cn } from "../../lib/cn";
import { confidenceTone, fromToday, longDate, plural } from "./copy";

export const NOT_CONTRACEPTION =
  "Bloom's predictions are estimates from your own cycles to help you time trying; they are not contraception.";

/** "N more cycles needed": what she still has to log before Bloom predicts anything. */
export function cyclesNeededText(needed: number): string {
  return `${plural(needed, "more cycle")} needed`;
}

/**
 * Cycle Predictions: next period, ovulation and fertile window from her own cycles, the
 * confidence in the spec's colours. Never a date in the past: a late period says how late it is.
 */
export function CyclePredictions({ overview, detailed }: { overview: CycleOverview; detailed: boolean }) {
  const p = overview.prediction;
  const today = overview.today.date;
  return (
    <section aria-labelledby="cycle-predictions-title" className="space-y-4">
      <h3 id="cycle-predictions-title" className="text-lg font-semibold text-plum-900">
        Cycle Predictions
      </h3>
      {p.late ? (
        <div className="rounded-2xl bg-honey-100 p-4 text-plum-900">
          <p className="font-semibold">
            Your period is {plural(p.late.days, "day")} late (expected {longDate(p.late.expectedOn)}).
          </p>
          <p className="mt-1 text-sm">
            {p.late.withinUsualRange
              ? "That is still within how much your cycles usually vary. "
              : "That is later than your cycles usually vary. "}
            A home pregnancy test gives a reliable answer from the day your period was due. If it is negative
            and your period still does not come, test again in a few days or talk to your doctor.
          </p>
        </div>
      ) : p.nextPeriod ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={cn(
                "rounded-full px-3 py-1 text-sm font-semibold",
                confidenceTone(p.confidence!).className,
              )}
            >
              Confidence {p.confidence}%
            </span>
            <span className="text-sm text-plum-500">
              From your last {plural(p.basedOnCycles, "completed cycle")}.
            </span>
          </div>
          <dl className="grid gap-3 sm:grid-cols-3">
            <div className="rounded-2xl bg-blush-50 p-4">
              <dt className="text-sm text-plum-700">Next period</dt>
              <dd className="mt-1 font-semibold text-plum-900">{longDate(p.nextPeriod.start)}</dd>
              <dd className="text-sm text-plum-700">
                {fromToday(p.nextPeriod.start, today)}; between {longDate(p.nextPeriod.earliest)} and{" "}
                {longDate(p.nextPeriod.latest)}
              </dd>
            </div>
            {p.fertileWindow && (
              <div className="rounded-2xl bg-honey-100 p-4">
                <dt className="text-sm text-plum-700">Fertile window</dt>
                <dd className="mt-1 font-semibold text-plum-900">
                  {longDate(p.fertileWindow.start)} to {longDate(p.fertileWindow.end)}
                </dd>
                <dd className="text-sm text-plum-700">
                  Sex every day or two in this window gives the best chance.
                </dd>
              </div>
            )}
            {p.ovulation && (
              <div className="rounded-2xl bg-sage-50 p-4">
                <dt className="text-sm text-plum-700">Ovulation</dt>
                <dd className="mt-1 font-semibold text-plum-900">{longDate(p.ovulation.date)}</dd>
                <dd className="text-sm text-plum-700">
                  {p.ovulation.method === "temperature"
                    ? "From your confirmed ovulations and luteal length."
                    : "A calendar estimate (14 days before your next period): less certain until your temperatures confirm an ovulation."}
                </dd>
              </div>
            )}
          </dl>
          {detailed && (
            <p className="text-sm text-plum-700">
              The window is your average cycle length give or take how much your cycles vary; the confidence
              is the chance your period starts within 2 days of the day shown.
            </p>
          )}
        </>
      ) : p.cyclesNeeded > 0 ? (
        <div className="rounded-2xl border border-dashed border-line p-4">
          <p className="font-semibold text-plum-900">{cyclesNeededText(p.cyclesNeeded)}</p>
          <p className="mt-1 text-sm text-plum-700">
            Bloom predicts from your own cycles only, once {MIN_CYCLES_FOR_PREDICTION} are complete (from the
            first day of one period to the day before the next). You have{" "}
            {plural(p.basedOnCycles, "completed cycle")} so far. Log the first day of each period, or import
            your history from your profile.
          </p>
        </div>
      ) : (
        <p className="rounded-2xl border border-dashed border-line p-4 text-sm text-plum-700">
          No prediction right now: log the first day of your current period so Bloom knows where this cycle
          began.
        </p>
      )}
      <p className="text-sm font-medium text-plum-700">{NOT_CONTRACEPTION}</p>
    </section>
  );
}
