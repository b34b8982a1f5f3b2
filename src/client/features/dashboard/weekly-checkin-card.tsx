import { CalendarCheck, CheckCircle2 } from "lucide-react";
import { checkinOfWeek } from "../../../shared/checkin-week";
import { weekStart } from "../../../shared/dates";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { todayLocal } from "../../lib/time-zone";
import { useCheckins } from "../wellness";

/**
 * The dashboard's Weekly Check-In: "Start check-in" until this week (Monday to Sunday, her
 * calendar) has its check-in, then "This week's check-in is done" (the server takes one a week).
 */
export function WeeklyCheckinCard({ onStart }: { onStart: () => void }) {
  const { data, isPending } = useCheckins();
  const done = data ? checkinOfWeek(data, weekStart(todayLocal())) !== null : false;
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4">
      <div className="flex items-start gap-3">
        <span className="flex size-11 items-center justify-center rounded-2xl bg-sage-100 text-sage-700">
          {done ? (
            <CheckCircle2 className="size-5" aria-hidden="true" />
          ) : (
            <CalendarCheck className="size-5" aria-hidden="true" />
          )}
        </span>
        <div>
          <h2 className="text-xl">Weekly Check-In</h2>
          <p className="text-sm text-plum-500">
            {done
              ? "This week's check-in is done. See you next week."
              : "Measurements and progress photos, private to you."}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <ButtonLink to="/checkins" variant={done ? "outline" : "ghost"} size="sm">
          History
        </ButtonLink>
        {!done && (
          <Button size="sm" onClick={onStart} disabled={isPending}>
            Start check-in
          </Button>
        )}
      </div>
    </Card>
  );
}
