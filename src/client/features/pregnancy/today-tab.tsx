import { weekContent } from "../../../content/pregnancy";
import { SOURCE_ORG_NAMES } from "../../../content/sources";
import { PREGNANCY_DAYS, type PregnancyWeek } from "../../../shared/pregnancy/dates";
import { countdown, longDate, TRIMESTER_NAME, weeksAndDays } from "./copy";
import { lengthText, weightText } from "./size";

/** Today: where she is, how big her baby is, and what this week may bring for both of them. */
export function TodayTab({ now, dueDate }: { now: PregnancyWeek; dueDate: string }) {
  const content = weekContent(now.week);
  const progress = Math.min(100, Math.round((now.daysPregnant / PREGNANCY_DAYS) * 100));
  return (
    <div className="space-y-5">
      <div>
        <p className="font-display text-3xl text-plum-900">
          Week {now.week} · Day {now.day}
        </p>
        <p className="mt-1 text-sm text-plum-500">
          {weeksAndDays(now.week, now.day)} pregnant, in your {TRIMESTER_NAME[now.trimester]}.{" "}
          {countdown(now)} (due {longDate(dueDate)}).
        </p>
        <div
          className="mt-3 h-2 overflow-hidden rounded-full bg-blush-50"
          role="progressbar"
          aria-label="Pregnancy progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className="h-full rounded-full bg-blush-500" style={{ width: `${progress}%` }} />
        </div>
      </div>
      {content ? (
        <>
          <div className="rounded-2xl bg-sage-50 p-4">
            <p className="text-sm font-medium text-sage-700">Your baby this week</p>
            <p className="mt-1 text-lg text-plum-900">About the size of {content.size.like}</p>
            <p className="text-sm text-plum-500">
              {lengthText(content.size.lengthCm)}{" "}
              {content.size.measured === "crown-rump" ? "from head to bottom" : "from head to heel"}
              {content.size.weightG ? `, about ${weightText(content.size.weightG)}` : ""}
            </p>
            <p className="mt-3 text-plum-700">{content.baby}</p>
          </div>
          <div>
            <h3 className="text-base font-semibold text-plum-900">Your body this week</h3>
            <p className="mt-1 text-plum-700">{content.body}</p>
          </div>
          {content.tip && (
            <p className="rounded-xl bg-blush-50 px-4 py-3 text-sm text-plum-700">{content.tip}</p>
          )}
          <p className="text-xs text-plum-500">
            Sources: {content.sources.map((s) => `${SOURCE_ORG_NAMES[s.org]}, ${s.title}`).join("; ")}. Sizes
            are typical averages; every baby grows at their own pace.
          </p>
        </>
      ) : (
        <p className="text-plum-700">
          Bloom's week-by-week notes about your baby begin at week 4. Until then, rest, eat well and take
          folic acid if you can.
        </p>
      )}
    </div>
  );
}
