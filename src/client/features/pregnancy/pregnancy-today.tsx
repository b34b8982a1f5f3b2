import { useState } from "react";
import { pregnancyWeek } from "../../../shared/pregnancy/dates";
import { AfterPaint } from "../../lib/after-paint";
import { useAuth } from "../auth";
import { ReportCard } from "../data-transfer";
import { ContractionTimer } from "./contraction-timer";
import { PregnancyJournal } from "./journal-card";
import { PregnancyJourneyCard } from "./journey-card";
import { KickCounter } from "./kick-counter";
import { PregnancyEndedDialog } from "./pregnancy-ended-dialog";
import { useToday } from "./use-today";

/** What a pregnant user's dashboard Today tab shows, loaded only for her (see index.ts). */
export default function PregnancyToday() {
  const { profile } = useAuth();
  const [ending, setEnding] = useState(false);
  const today = useToday();
  const due = profile?.due_date ?? null;
  // Kick counting is advised from the third trimester (ACOG: from 28 weeks), and that is when labour
  // timing matters: before it the two tools would only crowd her page.
  const week = due ? pregnancyWeek(due, today) : null;
  const lateTools = week !== null && (week.beyondDates || week.trimester === 3);
  return (
    <div className="space-y-4">
      <PregnancyJourneyCard onPregnancyEnded={() => setEnding(true)} />
      {/* Her week first; the journal and the tools in a render of their own just after. */}
      <AfterPaint placeholder={<div className="h-40" />}>
        <PregnancyJournal />
      </AfterPaint>
      {lateTools ? (
        <>
          <KickCounter dueDate={due} />
          <ContractionTimer />
        </>
      ) : (
        due && (
          <p className="px-1 text-sm text-plum-500">
            From week 27, your third trimester, a kick counter and a contraction timer appear here.
          </p>
        )
      )}
      <ReportCard initial={["pregnancy"]} />
      <PregnancyEndedDialog open={ending} onOpenChange={setEnding} />
    </div>
  );
}
