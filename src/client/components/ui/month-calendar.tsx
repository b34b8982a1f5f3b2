import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn";

const WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];
// Made once: toLocaleDateString builds a formatter on every call, 31 times a render.
const MONTH_TITLE = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const DAY_LABEL = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});
const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m + 1).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/**
 * A month grid (weeks from Monday). Days in `marked` carry a dot: something was logged.
 * With `onSelect` the days are buttons; without, the calendar is for reading only.
 */
export function MonthCalendar({
  selected,
  onSelect,
  marked = new Set(),
  max,
  label = "Calendar",
}: {
  selected?: string;
  onSelect?: (date: string) => void;
  marked?: Set<string>;
  /** The last selectable day (YYYY-MM-DD). */
  max?: string;
  label?: string;
}) {
  const start = selected ?? max ?? iso(new Date().getFullYear(), new Date().getMonth(), new Date().getDate());
  const [month, setMonth] = useState(() => ({
    y: Number(start.slice(0, 4)),
    m: Number(start.slice(5, 7)) - 1,
  }));
  const first = new Date(Date.UTC(month.y, month.m, 1));
  const lead = (first.getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(month.y, month.m + 1, 0)).getUTCDate();
  const title = MONTH_TITLE.format(first);
  const shift = (delta: number) =>
    setMonth(({ y, m }) => ({
      y: m + delta < 0 ? y - 1 : m + delta > 11 ? y + 1 : y,
      m: (m + delta + 12) % 12,
    }));
  const nextFirst = iso(month.m === 11 ? month.y + 1 : month.y, (month.m + 1) % 12, 1);
  const nextDisabled = max !== undefined && nextFirst > max;

  return (
    <fieldset className="w-full border-0 p-0">
      <legend className="sr-only">{label}</legend>
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          onClick={() => shift(-1)}
          className="rounded-full p-2 hover:bg-blush-50"
          aria-label="Previous month"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <p className="font-medium text-plum-900" aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          onClick={() => shift(1)}
          disabled={nextDisabled}
          className="rounded-full p-2 hover:bg-blush-50 disabled:opacity-40"
          aria-label="Next month"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs text-plum-500" aria-hidden="true">
        {WEEKDAYS.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      <div className="mt-1 grid grid-cols-7 gap-1">
        {Array.from({ length: lead }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the first day
          <span key={`blank-${i}`} />
        ))}
        {Array.from({ length: days }, (_, i) => {
          const date = iso(month.y, month.m, i + 1);
          const isSelected = date === selected;
          const isMarked = marked.has(date);
          const disabled = max !== undefined && date > max;
          const text = DAY_LABEL.format(new Date(`${date}T12:00:00Z`));
          const inner = (
            <>
              {i + 1}
              {isMarked && (
                <span
                  className="absolute bottom-1 left-1/2 size-1 -translate-x-1/2 rounded-full bg-sage-500"
                  aria-hidden="true"
                />
              )}
            </>
          );
          const cls = cn(
            "relative flex aspect-square items-center justify-center rounded-xl text-sm",
            isSelected ? "bg-blush-600 font-semibold text-white" : "text-plum-700",
            onSelect && !disabled && !isSelected && "hover:bg-blush-50",
            disabled && "opacity-40",
          );
          return onSelect ? (
            <button
              key={date}
              type="button"
              className={cls}
              onClick={() => onSelect(date)}
              disabled={disabled}
              aria-pressed={isSelected}
              aria-label={`${text}${isMarked ? ", something logged" : ""}`}
            >
              {inner}
            </button>
          ) : (
            <span
              key={date}
              className={cls}
              aria-label={`${text}${isMarked ? ", something logged" : ""}`}
              role="img"
            >
              {inner}
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
