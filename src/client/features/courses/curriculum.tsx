import { Check, Lock, Play } from "lucide-react";
import { type CourseDetail, dayState, weekChecked } from "../../../shared/courses";
import { cn } from "../../lib/cn";

/** Each week with its focus and seven day buttons, available as spec §4 says. */
export function Curriculum({
  detail,
  onDay,
  busy,
}: {
  detail: CourseDetail;
  onDay: (week: number, day: number) => void;
  busy: boolean;
}) {
  const p = detail.course.progress;
  const state = p
    ? { currentWeek: p.current_week, currentDay: p.current_day, completedAt: p.completed_at }
    : null;
  return (
    <ol className="space-y-4">
      {detail.weeks.map((w) => (
        <li key={w.id} className="rounded-[var(--radius-card)] border border-line bg-white p-4 sm:p-5">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h3 className="font-display text-lg">
                Week {w.week_number}: {w.title}
              </h3>
              <p className="mt-0.5 text-sm text-plum-500">{w.description}</p>
            </div>
            {weekChecked(state, w.week_number) && (
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-sage-500 text-white">
                <Check className="size-4" aria-label={`Week ${w.week_number} reached`} />
              </span>
            )}
          </div>
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={`Week ${w.week_number} focus areas`}>
            {w.focus_areas.map((f) => (
              <li
                key={f}
                className="rounded-full bg-sage-100 px-2.5 py-0.5 text-xs font-medium text-sage-700"
              >
                {f}
              </li>
            ))}
          </ul>
          <div className="mt-4 grid grid-cols-7 gap-1.5 sm:gap-2">
            {Array.from({ length: 7 }, (_, i) => i + 1).map((day) => {
              const s = dayState(state, { week: w.week_number, day });
              const label =
                s === "current"
                  ? `Week ${w.week_number}, day ${day}: today, start`
                  : s === "done"
                    ? `Week ${w.week_number}, day ${day}: done, do it again`
                    : s === "locked"
                      ? `Week ${w.week_number}, day ${day}: not open yet`
                      : `Week ${w.week_number}, day ${day}: start`;
              return (
                <button
                  key={day}
                  type="button"
                  disabled={s === "locked" || busy}
                  onClick={() => onDay(w.week_number, day)}
                  aria-label={label}
                  className={cn(
                    "flex min-h-12 flex-col items-center justify-center rounded-2xl border text-sm font-semibold transition-colors disabled:cursor-not-allowed",
                    s === "current" && "border-blush-600 bg-blush-600 text-white hover:bg-blush-700",
                    s === "done" && "border-sage-100 bg-sage-50 text-sage-700 hover:bg-sage-100",
                    s === "open" && "border-blush-200 bg-white text-plum-900 hover:bg-blush-50",
                    s === "locked" && "border-line bg-cream text-plum-500",
                  )}
                >
                  {s === "current" ? (
                    <Play className="size-4" aria-hidden="true" />
                  ) : s === "done" ? (
                    <Check className="size-4" aria-hidden="true" />
                  ) : s === "locked" ? (
                    <Lock className="size-3.5" aria-hidden="true" />
                  ) : null}
                  <span>{day}</span>
                </button>
              );
            })}
          </div>
        </li>
      ))}
    </ol>
  );
}
