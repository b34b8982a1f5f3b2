import { Flower2 } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { pregnancyWeek } from "../../../shared/pregnancy/dates";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { tabListClass, tabTriggerClass } from "../../components/ui/tabs";
import { useAuth } from "../auth";
import { BabyArrived, BabyIsHere } from "./baby-arrived";
import { DueDateForm } from "./due-date-form";
import { InsightsTab } from "./insights-tab";
import { StageOffer } from "./stage-offer";
import { SymptomsTab } from "./symptoms-tab";
import { TodayTab } from "./today-tab";
import { useToday } from "./use-today";

/**
 * The pregnant user's Pregnancy Journey card: Today, Symptoms, Insights. Every week shown is
 * computed from her due date on her calendar; without a due date the card asks for one.
 */
export function PregnancyJourneyCard({ onPregnancyEnded }: { onPregnancyEnded?: () => void }) {
  const { profile } = useAuth();
  const today = useToday();
  const due = profile?.due_date ?? null;
  const now = due ? pregnancyWeek(due, today) : null;

  return (
    <Card aria-labelledby="pregnancy-journey-title" role="region" className="space-y-4">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-blush-100 text-blush-700">
          <Flower2 className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="pregnancy-journey-title" className="text-xl">
            Pregnancy Journey
          </h2>
          <p className="text-sm text-plum-500">Your week, your symptoms and your insights, private to you.</p>
        </div>
      </div>
      {!due || !now ? (
        <AskForDueDate />
      ) : now.beyondDates ? (
        <PastTheDates />
      ) : (
        <>
          <StageOffer />
          <Tabs.Root defaultValue="today">
            <Tabs.List className={tabListClass} aria-label="Pregnancy Journey">
              <Tabs.Trigger value="today" className={tabTriggerClass}>
                Today
              </Tabs.Trigger>
              <Tabs.Trigger value="symptoms" className={tabTriggerClass}>
                Symptoms
              </Tabs.Trigger>
              <Tabs.Trigger value="insights" className={tabTriggerClass}>
                Insights
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="today" className="mt-4">
              <TodayTab now={now} dueDate={due} />
            </Tabs.Content>
            <Tabs.Content value="symptoms" className="mt-4">
              <SymptomsTab dueDate={due} />
            </Tabs.Content>
            <Tabs.Content value="insights" className="mt-4">
              <InsightsTab />
            </Tabs.Content>
          </Tabs.Root>
        </>
      )}
      {onPregnancyEnded && (
        <p className="flex flex-wrap gap-x-5 gap-y-2 border-t border-line pt-3 text-sm">
          <BabyIsHere />
          <button
            type="button"
            className="text-plum-500 underline hover:text-plum-700"
            onClick={onPregnancyEnded}
          >
            If your pregnancy has ended
          </button>
        </p>
      )}
    </Card>
  );
}

function AskForDueDate() {
  return (
    <div className="space-y-3">
      <p className="text-plum-700">
        When is your baby due? Bloom counts your weeks from your due date, so everything here is about your
        pregnancy, not an average one.
      </p>
      <DueDateForm />
    </div>
  );
}

/** More than 42 weeks and 6 days: Bloom stops counting and asks, without assuming. */
function PastTheDates() {
  const [changing, setChanging] = useState(false);
  if (changing) return <DueDateForm onSaved={() => setChanging(false)} />;
  return (
    <div className="space-y-3">
      <p className="text-plum-700">
        Your due date has passed by more than two weeks. Has your baby arrived? When you are ready, tell Bloom
        and it will follow you into your next stage.
      </p>
      <div className="flex flex-wrap gap-2">
        <BabyArrivedButton />
        <Button variant="outline" size="sm" onClick={() => setChanging(true)}>
          My due date has changed
        </Button>
      </div>
    </div>
  );
}

export function BabyArrivedButton() {
  const [open, setOpen] = useState(false);
  if (open) return <BabyArrived onCancel={() => setOpen(false)} />;
  return (
    <Button size="sm" onClick={() => setOpen(true)}>
      My baby has arrived
    </Button>
  );
}
