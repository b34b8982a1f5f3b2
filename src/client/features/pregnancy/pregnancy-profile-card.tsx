import { useState } from "react";
import { journeyOf } from "../../../shared/journeys";
import { pregnancyWeek } from "../../../shared/pregnancy/dates";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { notify } from "../../lib/notify";
import { useAuth } from "../auth";
import { BabyIsHere } from "./baby-arrived";
import { BirthDateForm } from "./birth-date-form";
import { countdown, longDate, TRIMESTER_NAME, weeksAndDays } from "./copy";
import { DueDateForm } from "./due-date-form";
import { PregnancyEndedDialog } from "./pregnancy-ended-dialog";
import { StageOffer } from "./stage-offer";
import { useToday } from "./use-today";

/** The profile's "Your dates" card: what Bloom counts her weeks from, for her journey. */
export function PregnancyProfileCard() {
  const { profile } = useAuth();
  const journey = journeyOf(profile?.motherhood_stage);
  if (!profile) return null;
  const showsContentSwitch =
    journey !== "pregnant" && (profile.pregnancy_loss_on || !profile.show_pregnancy_content);
  if (journey !== "pregnant" && journey !== "postpartum" && journey !== "toddler" && !showsContentSwitch)
    return null;

  return (
    <Card className="space-y-4">
      <h2 className="text-xl">Your dates</h2>
      {journey === "pregnant" && <PregnancyDates />}
      {journey === "pregnant" && <PregnancyEnded />}
      {(journey === "postpartum" || journey === "toddler") && <BirthDateForm />}
      <StageOffer />
      {showsContentSwitch && <PregnancyContentSwitch />}
    </Card>
  );
}

function PregnancyDates() {
  const { profile } = useAuth();
  const today = useToday();
  const [editing, setEditing] = useState(false);
  const due = profile?.due_date;
  const now = due ? pregnancyWeek(due, today) : null;
  if (!due || editing) {
    return (
      <div className="space-y-2">
        {!due && <p className="text-sm text-plum-500">Bloom counts your weeks from your due date.</p>}
        <DueDateForm onSaved={() => setEditing(false)} />
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-plum-700">
        Due date: <strong>{longDate(due)}</strong>
      </p>
      {now && !now.beyondDates && (
        <p className="text-sm text-plum-500">
          {weeksAndDays(now.week, now.day)} today, {TRIMESTER_NAME[now.trimester]}. {countdown(now)}.
        </p>
      )}
      <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
        Change due date
      </Button>
    </div>
  );
}

/** One clear step for a birth, and one for a loss, on the profile as on the Journey card. */
function PregnancyEnded() {
  const [open, setOpen] = useState(false);
  return (
    <p className="flex flex-wrap gap-x-5 gap-y-2 border-t border-line pt-3 text-sm">
      <BabyIsHere />
      <button
        type="button"
        className="text-plum-500 underline hover:text-plum-700"
        onClick={() => setOpen(true)}
      >
        If your pregnancy has ended
      </button>
      <PregnancyEndedDialog open={open} onOpenChange={setOpen} />
    </p>
  );
}

/** After a loss Bloom keeps pregnancy content away; she alone decides when it may come back. */
function PregnancyContentSwitch() {
  const { profile, updateProfile } = useAuth();
  const shown = profile?.show_pregnancy_content ?? true;
  async function toggle() {
    try {
      await updateProfile({ show_pregnancy_content: !shown }, { quiet: true });
      notify.success(shown ? "Pregnancy content is now hidden" : "Pregnancy content can be shown again");
    } catch {
      notify.error("Error", "Something went wrong. Please try again.");
    }
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4 text-sm">
      <p className="text-plum-700">
        {shown
          ? "Bloom may show you pregnancy tips, recipes and community posts."
          : "Bloom is keeping pregnancy tips, recipes and community posts away from you."}
      </p>
      <Button size="sm" variant="ghost" onClick={toggle}>
        {shown ? "Hide pregnancy content" : "Show pregnancy content again"}
      </Button>
    </div>
  );
}
