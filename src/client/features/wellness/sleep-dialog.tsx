import { useState } from "react";
import { SLEEP_DEFAULTS } from "../../../shared/wellness";
import { HerUrgentHelp, useUrgentHelpAfterSave } from "../../components/safety/her-urgent-help";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Textarea } from "../../components/ui/form";
import { SliderField } from "../../components/ui/slider-field";
import { notify } from "../../lib/notify";
import { QUEUED_NOTE, QUEUED_TITLE } from "../../lib/offline/copy";
import { readOffline } from "../../lib/offline/read-offline";
import { useAuth } from "../auth";
import { useLogSleep } from "./api";

const hoursText = (h: number) => `${h} ${h === 1 ? "hour" : "hours"}`;

export function SleepDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [hours, setHours] = useState<number>(SLEEP_DEFAULTS.hours);
  const [quality, setQuality] = useState<number>(SLEEP_DEFAULTS.quality);
  const [notes, setNotes] = useState("");
  const save = useLogSleep();
  const { profile } = useAuth();
  const help = useUrgentHelpAfterSave(onOpenChange);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    try {
      const result = await save.mutateAsync({ hours, quality, notes });
      if (result.status === "queued") notify.info(QUEUED_TITLE, QUEUED_NOTE);
      else
        notify.success(
          "Sleep logged successfully!",
          `Recorded ${hours} hours of sleep with quality rating ${quality}/10.`,
        );
      setHours(SLEEP_DEFAULTS.hours);
      setQuality(SLEEP_DEFAULTS.quality);
      setNotes("");
      help.afterSave(
        result.status === "saved"
          ? result.answer.safety
          : await readOffline(profile?.motherhood_stage, notes),
      );
    } catch {
      notify.error("Error logging sleep", "Please try again.");
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={help.onOpenChange}
      title="Log Sleep"
      description="How did you sleep last night?"
    >
      {help.finding && <HerUrgentHelp finding={help.finding} focusOnMount onDismiss={help.dismiss} />}
      <form hidden={help.finding !== null} onSubmit={submit} className="space-y-6">
        <SliderField
          id="sleep-hours"
          label="Hours slept"
          value={hours}
          min={1}
          max={12}
          step={0.5}
          onChange={setHours}
          format={hoursText}
        />
        <SliderField
          id="sleep-quality"
          label="Sleep quality"
          value={quality}
          min={1}
          max={10}
          onChange={setQuality}
          format={(q) => `${q}/10`}
          lowLabel="Restless"
          highLabel="Deep and restful"
        />
        <Field id="sleep-notes" label="Notes (optional)">
          <Textarea
            id="sleep-notes"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            maxLength={2000}
            placeholder="Night feeds, dreams, anything worth noting"
          />
        </Field>
        <Button type="submit" className="w-full" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save sleep"}
        </Button>
      </form>
    </Dialog>
  );
}
