import { SOURCE_ORG_NAMES } from "../../../content/sources";
import type { MoodTrend } from "../../../shared/pregnancy/insights";
import { symptomLabel } from "../../../shared/pregnancy/symptoms";
import { BMI_LABELS, type WeightInsight } from "../../../shared/pregnancy/weight";
import { DEFAULT_UNITS, formatWeight, weightToShow } from "../../../shared/units";
import { FormAlert } from "../../components/ui/form";
import { useAuth } from "../auth";
import { useInsights } from "./api";
import { MeasurementsForm } from "./measurements-form";

const TREND_TEXT: Record<MoodTrend, string> = {
  up: "Your mood has been brighter this week than in the three weeks before.",
  steady: "Your mood has been about the same this week as in the three weeks before.",
  down: "Your mood has been lower this week than in the three weeks before. Be gentle with yourself, and if low mood lasts more than two weeks, talk to your doctor or midwife.",
};

/** Insights: her symptoms, her mood and her weight, from what she logged; honest when there is little yet. */
export function InsightsTab() {
  const { data, isPending, isError, refetch } = useInsights();
  if (isPending) return <div className="h-40 animate-pulse rounded-2xl bg-blush-50" />;
  if (isError)
    return (
      <FormAlert>
        Your insights could not be loaded.{" "}
        <button type="button" className="underline" onClick={() => refetch()}>
          Try again
        </button>
      </FormAlert>
    );
  const top = data.symptoms[0]?.count ?? 1;
  return (
    <div className="space-y-6">
      <section aria-labelledby="insight-symptoms">
        <h3 id="insight-symptoms" className="text-base font-semibold text-plum-900">
          Symptoms in the last four weeks
        </h3>
        {data.symptoms.length === 0 ? (
          <p className="mt-1 text-sm text-plum-500">No symptoms logged in the last four weeks.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {data.symptoms.map((s) => (
              <li key={s.symptom}>
                <div className="flex justify-between text-sm text-plum-700">
                  <span>{symptomLabel(s.symptom)}</span>
                  <span>
                    {s.count} {s.count === 1 ? "time" : "times"}
                    {s.severe ? ` (${s.severe} severe)` : ""}
                  </span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-blush-50">
                  <div
                    className="h-full rounded-full bg-blush-500"
                    style={{ width: `${(s.count / top) * 100}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="insight-mood">
        <h3 id="insight-mood" className="text-base font-semibold text-plum-900">
          Your mood
        </h3>
        {data.moods.length === 0 ? (
          <p className="mt-1 text-sm text-plum-500">
            Log your mood from the dashboard (How are you today?) to see how it changes over the weeks.
          </p>
        ) : (
          <>
            <div
              className="mt-2 flex h-20 items-end gap-1"
              role="img"
              aria-label={`Daily average mood over ${data.moods.length} days`}
            >
              {data.moods.map((m) => (
                <div
                  key={m.date}
                  title={`${m.date}: ${m.moodScore}/10`}
                  className="flex-1 rounded-t bg-sage-500"
                  style={{ height: `${m.moodScore * 10}%`, maxWidth: "1.5rem" }}
                />
              ))}
            </div>
            <p className="mt-2 text-sm text-plum-700">
              {data.moodTrend
                ? TREND_TEXT[data.moodTrend]
                : "To see a trend, log your mood on at least 2 days this week and 2 days in the three weeks before: Bloom compares the two."}
            </p>
          </>
        )}
      </section>

      <section aria-labelledby="insight-weight">
        <h3 id="insight-weight" className="text-base font-semibold text-plum-900">
          Weight gain
        </h3>
        {data.weight ? (
          <WeightSummary weight={data.weight} />
        ) : (
          <div className="mt-1 space-y-3">
            <p className="text-sm text-plum-500">
              The healthy range for weight gain depends on your weight before pregnancy. Add your height and
              that weight to see yours.
            </p>
            <MeasurementsForm />
          </div>
        )}
      </section>
    </div>
  );
}

const WHERE: Record<NonNullable<WeightInsight["latest"]>, string> = {
  below: "below the range for your week",
  within: "within the range for your week",
  above: "above the range for your week",
};

function WeightSummary({ weight }: { weight: WeightInsight }) {
  const latest = weight.readings.at(-1);
  // The ranges and readings come in lbs (the IOM's unit); she reads them in her units.
  const units = useAuth().profile?.units ?? DEFAULT_UNITS;
  const w = (lbs: number) => formatWeight(lbs, "lb", units);
  const n = (lbs: number) => weightToShow(lbs, "lb", units);
  return (
    <div className="mt-1 space-y-2 text-sm text-plum-700">
      <p>
        With a BMI of {weight.bmi} before pregnancy ({BMI_LABELS[weight.category]}), the Institute of Medicine
        suggests gaining {n(weight.total.low)} to {w(weight.total.high)} over a pregnancy with one baby.
      </p>
      {latest && weight.latest ? (
        <>
          <p>
            At week {latest.week} you had gained {w(latest.gainLbs)}, {WHERE[weight.latest]} ({n(latest.low)}{" "}
            to {w(latest.high)}).
          </p>
          {weight.latest !== "within" && (
            <p>
              Gain varies from week to week, and your midwife or doctor knows your whole picture: mention it
              at your next appointment.
            </p>
          )}
          <ul className="divide-y divide-line">
            {weight.readings.map((r) => (
              <li key={`${r.date}-${r.weightLbs}`} className="flex justify-between py-1.5">
                <span>
                  {r.date} · week {r.week}
                </span>
                <span>
                  {w(r.weightLbs)} ({r.gainLbs >= 0 ? "+" : ""}
                  {n(r.gainLbs)})
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Add your weight to a journal entry and it will show here against your range.</p>
      )}
      <p className="text-xs text-plum-500">
        Source: {SOURCE_ORG_NAMES.IOM}, Weight Gain During Pregnancy: Reexamining the Guidelines (2009).
      </p>
    </div>
  );
}
