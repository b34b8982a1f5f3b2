import { CalendarDays, Flower, PenLine } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import type { CycleOverview } from "../../../shared/cycle/overview";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { tabListClass, tabTriggerClass } from "../../components/ui/tabs";
import { cn } from "../../lib/cn";
import { CalendarDialog } from "./calendar-dialog";
import { FERTILITY_LABEL, fromToday, longDate, PHASE_LABEL, plural } from "./copy";
import { DayDialog } from "./day-dialog";
import { InsightsTab } from "./insights-tab";
import { OverviewTab } from "./overview-tab";
import { CyclePredictions, cyclesNeededText } from "./predictions-tab";
import { TemperatureQuickLog } from "./temperature-quick-log";

/** One line on when her next period comes, or why Bloom cannot say yet. */
export function nextPeriodText(overview: CycleOverview): string {
  const p = overview.prediction;
  if (p.late) return `Your period is ${plural(p.late.days, "day")} late`;
  if (p.nextPeriod)
    return `Next period ${fromToday(p.nextPeriod.start, overview.today.date)}, ${longDate(p.nextPeriod.start)}`;
  if (p.cyclesNeeded > 0) return `${cyclesNeededText(p.cyclesNeeded)} to predict your next period`;
  return "Log the first day of your period to predict the next one";
}

/**
 * The TTC Cycle Tracker card on the ttc user's Today tab: today's phase and fertility, the next
 * period, logging, the calendar, and the tabs Overview, Insights and Predictions with the
 * simple/detailed toggle.
 */
export function CycleTracker({ overview }: { overview: CycleOverview }) {
  const [detailed, setDetailed] = useState(false);
  const [dialog, setDialog] = useState<null | "day" | "calendar">(null);
  const [dayDate, setDayDate] = useState(overview.today.date);
  const [typed, setTyped] = useState<string | null>(null);
  // Each opening of the day dialog starts fresh from the day it was opened for.
  const [opened, setOpened] = useState(0);
  const today = overview.today;
  const openDay = (date: string, typedTemperature: string | null = null) => {
    setDayDate(date);
    setTyped(typedTemperature);
    setOpened((n) => n + 1);
    setDialog("day");
  };

  return (
    <Card role="region" aria-labelledby="ttc-tracker-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-blush-100 text-blush-700">
            <Flower className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="ttc-tracker-title" className="text-xl">
              TTC Cycle Tracker
            </h2>
            <p className="text-sm text-plum-700">
              {today.phase ? (
                <>
                  Today: <strong>{PHASE_LABEL[today.phase]} phase</strong>
                  {today.fertility && (
                    <>
                      , <strong>{FERTILITY_LABEL[today.fertility].toLowerCase()}</strong>
                    </>
                  )}
                  {today.cycleDay && ` (cycle day ${today.cycleDay})`}
                </>
              ) : (
                "Today's phase shows once you log the first day of your period."
              )}
            </p>
            <p className="text-sm font-medium text-plum-900">{nextPeriodText(overview)}</p>
          </div>
        </div>
        <fieldset className="inline-flex rounded-full border-0 bg-blush-50 p-1 text-sm">
          <legend className="sr-only">View</legend>
          {(["Simple", "Detailed"] as const).map((label) => {
            const on = (label === "Detailed") === detailed;
            return (
              <button
                key={label}
                type="button"
                aria-pressed={on}
                onClick={() => setDetailed(label === "Detailed")}
                className={cn(
                  "min-h-9 rounded-full px-3 font-medium text-plum-700",
                  on && "bg-white text-blush-800 shadow-soft",
                )}
              >
                {label}
              </button>
            );
          })}
        </fieldset>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button onClick={() => openDay(today.date)}>
          <PenLine className="size-4" aria-hidden="true" /> Log today
        </Button>
        <Button variant="outline" onClick={() => setDialog("calendar")}>
          <CalendarDays className="size-4" aria-hidden="true" /> Cycle Calendar
        </Button>
      </div>
      <TemperatureQuickLog today={today.date} onEditFirst={(t) => openDay(today.date, t)} />

      <Tabs.Root defaultValue="overview">
        <Tabs.List className={tabListClass} aria-label="TTC Cycle Tracker">
          <Tabs.Trigger value="overview" className={tabTriggerClass}>
            Overview
          </Tabs.Trigger>
          <Tabs.Trigger value="insights" className={tabTriggerClass}>
            Insights
          </Tabs.Trigger>
          <Tabs.Trigger value="predictions" className={tabTriggerClass}>
            Predictions
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" className="mt-4">
          <OverviewTab overview={overview} detailed={detailed} />
        </Tabs.Content>
        <Tabs.Content value="insights" className="mt-4">
          <InsightsTab overview={overview} detailed={detailed} />
        </Tabs.Content>
        <Tabs.Content value="predictions" className="mt-4">
          <CyclePredictions overview={overview} detailed={detailed} />
        </Tabs.Content>
      </Tabs.Root>

      <DayDialog
        key={opened}
        open={dialog === "day"}
        onOpenChange={(open) => !open && setDialog(null)}
        date={dayDate}
        typedTemperature={typed}
      />
      <CalendarDialog
        open={dialog === "calendar"}
        onOpenChange={(open) => !open && setDialog(null)}
        today={today.date}
        onPickDay={(date) => openDay(date)}
      />
    </Card>
  );
}
