import { ChevronLeft, ChevronRight, Droplet, Thermometer } from "lucide-react";
import { useState } from "react";
import { BLEEDING_LEVELS } from "../../../shared/cycle/observations";
import type { CalendarDay } from "../../../shared/cycle/overview";
import { formatTemperature } from "../../../shared/cycle/temperature";
import { daysBetween } from "../../../shared/dates";
import { DEFAULT_UNITS, temperatureUnitOf } from "../../../shared/units";
import { Dialog } from "../../components/ui/dialog";
import { FormAlert } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useAuth } from "../auth";
import { useCycleCalendar } from "./api";
import { FERTILITY_LABEL, monthGrid, monthTitle, PHASE_CELL, PHASE_LABEL, shiftMonth } from "./copy";

const WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

/**
 * The Cycle Calendar: a month of her cycle, each day with its phase (from her logs, or from the
 * prediction for days ahead) and what she logged. A past day opens the day dialog.
 */
export function CalendarDialog({
  open,
  onOpenChange,
  today,
  onPickDay,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: string;
  onPickDay: (date: string) => void;
}) {
  const [month, setMonth] = useState(today.slice(0, 7));
  const grid = monthGrid(month);
  const calendar = useCycleCalendar(grid.from, grid.to, open);
  const { profile } = useAuth();
  const unit = temperatureUnitOf(profile?.units ?? DEFAULT_UNITS);
  const byDate = new Map((calendar.data ?? []).map((d) => [d.date, d]));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cycle Calendar"
      description="Your phases and logs, day by day. Choose a past day to log or edit it."
      wide
    >
      <div className="mb-3 flex items-center justify-between">
        <button
          type="button"
          onClick={() => setMonth((m) => shiftMonth(m, -1))}
          className="rounded-full p-2 text-plum-700 hover:bg-blush-50"
          aria-label="Previous month"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <h3 className="font-medium text-plum-900" aria-live="polite">
          {monthTitle(month)}
        </h3>
        <button
          type="button"
          onClick={() => setMonth((m) => shiftMonth(m, 1))}
          className="rounded-full p-2 text-plum-700 hover:bg-blush-50"
          aria-label="Next month"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      {calendar.isError && (
        <FormAlert>{messageOf(calendar.error, "Something went wrong. Please try again.")}</FormAlert>
      )}
      <div
        className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-plum-500"
        aria-hidden="true"
      >
        {WEEKDAYS.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      <ul
        className="mt-1 grid grid-cols-7 gap-1"
        aria-label={`Days of ${monthTitle(month)}`}
        aria-busy={calendar.isPending}
      >
        {daysBetween(grid.from, grid.to).map((date) => {
          const inMonth = date >= grid.first && date <= grid.last;
          const day = byDate.get(date);
          return (
            <li key={date}>
              <DayCell
                date={date}
                day={day}
                isToday={date === today}
                outside={!inMonth}
                future={date > today}
                unit={unit}
                onPick={onPickDay}
              />
            </li>
          );
        })}
      </ul>
      <Legend />
    </Dialog>
  );
}

function describe(date: string, day: CalendarDay | undefined, unit: "F" | "C", isToday: boolean): string {
  const parts = [
    new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
      weekday: "long",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }),
  ];
  if (isToday) parts.push("today");
  if (day?.cycleDay) parts.push(`cycle day ${day.cycleDay}`);
  if (day?.phase)
    parts.push(`${day.predicted ? "predicted " : ""}${PHASE_LABEL[day.phase].toLowerCase()} phase`);
  if (day?.fertility) parts.push(FERTILITY_LABEL[day.fertility].toLowerCase());
  if (day?.ovulation) parts.push(day.predicted ? "expected ovulation" : "ovulation");
  const log = day?.log;
  if (log?.bleeding) parts.push(`bleeding ${BLEEDING_LEVELS[log.bleeding.value]}`);
  if (log?.temperature) parts.push(`temperature ${formatTemperature(log.temperature.valueC, unit)}`);
  if (log?.mucus) parts.push("mucus noted");
  if (log?.lhTest) parts.push(`LH test ${log.lhTest}`);
  return parts.join(", ");
}

function DayCell({
  date,
  day,
  isToday,
  outside,
  future,
  unit,
  onPick,
}: {
  date: string;
  day: CalendarDay | undefined;
  isToday: boolean;
  /** A day of the month before or after, shown smaller (not faded: it keeps its contrast). */
  outside: boolean;
  future: boolean;
  unit: "F" | "C";
  onPick: (date: string) => void;
}) {
  const log = day?.log;
  const cls = cn(
    "relative flex aspect-square w-full flex-col items-center justify-center rounded-xl text-sm text-plum-900",
    day?.phase ? PHASE_CELL[day.phase] : "bg-white",
    day?.predicted && day.phase && "border-2 border-dashed border-plum-500",
    isToday && "outline-2 outline-offset-1 outline-plum-900",
  );
  const inner = (
    <>
      <span className={cn(isToday && "font-bold", outside && "text-xs")}>{Number(date.slice(8))}</span>
      <span className="flex h-3 items-center gap-0.5" aria-hidden="true">
        {log?.bleeding && <Droplet className="size-3 fill-blush-700 text-blush-700" />}
        {log?.temperature && <Thermometer className="size-3 text-plum-700" />}
        {day?.ovulation && <span className="size-2 rounded-full bg-honey-700" />}
      </span>
    </>
  );
  const label = describe(date, day, unit, isToday);
  return future ? (
    <span className={cls} role="img" aria-label={label}>
      {inner}
    </span>
  ) : (
    <button
      type="button"
      className={cn(cls, "hover:brightness-95")}
      aria-label={label}
      onClick={() => onPick(date)}
    >
      {inner}
    </button>
  );
}

function Legend() {
  return (
    <div className="mt-4 border-t border-line pt-3">
      <h4 className="text-sm font-semibold text-plum-900">Legend</h4>
      <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-xs text-plum-700 sm:grid-cols-4">
        {(Object.keys(PHASE_LABEL) as (keyof typeof PHASE_LABEL)[]).map((p) => (
          <li key={p} className="flex items-center gap-2">
            <span className={cn("size-4 rounded", PHASE_CELL[p])} aria-hidden="true" />
            {PHASE_LABEL[p]}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span className="size-4 rounded border-2 border-dashed border-plum-500" aria-hidden="true" />
          Predicted
        </li>
        <li className="flex items-center gap-2">
          <Droplet className="size-4 fill-blush-700 text-blush-700" aria-hidden="true" />
          Bleeding logged
        </li>
        <li className="flex items-center gap-2">
          <Thermometer className="size-4 text-plum-700" aria-hidden="true" />
          Temperature logged
        </li>
        <li className="flex items-center gap-2">
          <span className="size-2.5 rounded-full bg-honey-700" aria-hidden="true" />
          Ovulation
        </li>
      </ul>
      <p className="mt-3 text-xs text-plum-500">
        Phases come from what you logged; days ahead are a prediction, and this is not contraception.
      </p>
    </div>
  );
}
