import { useState } from "react";
import { type MoodCare, moodCare } from "../../../shared/mood-care";
import { MOOD_DEFAULTS, type MoodScores } from "../../../shared/wellness";
import { HerUrgentHelp, useUrgentHelpAfterSave } from "../../components/safety/her-urgent-help";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Textarea } from "../../components/ui/form";
import { SliderField } from "../../components/ui/slider-field";
import { notify } from "../../lib/notify";
import { QUEUED_NOTE, QUEUED_TITLE } from "../../lib/offline/copy";
import { readOffline } from "../../lib/offline/read-offline";
import { todayLocal } from "../../lib/time-zone";
import { useAuth } from "../auth";
import { useLogMood } from "./api";
import { MoodCareNote } from "./mood-care-note";

export function MoodDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [values, setValues] = useState<MoodScores>({
    ...MOOD_DEFAULTS,
  });
  const [notes, setNotes] = useState("");
  const save = useLogMood();
  const { profile } = useAuth();
  // After a low mood with nothing urgent in her notes: a gentle note in place of the form.
  const [care, setCare] = useState<MoodCare | null>(null);
  const closeCare = () => {
    setCare(null);
    onOpenChange(false);
  };
  const help = useUrgentHelpAfterSave((next) => {
    if (!next) setCare(null);
    onOpenChange(next);
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    try {
      const result = await save.mutateAsync({ ...values, notes });
      // Reset and close only once the entry is kept (by the server, or on her phone until it is
      // back online); on failure everything stays as typed.
      setValues({ ...MOOD_DEFAULTS });
      setNotes("");
      if (result.status === "queued") {
        notify.info(QUEUED_TITLE, QUEUED_NOTE);
        help.afterSave(await readOffline(profile?.motherhood_stage, notes));
        return;
      }
      const saved = result.answer;
      notify.success("Mood logged successfully!");
      // Her numbers decide; her words only through what the server's safety reading found.
      const note = moodCare(saved, saved.safety, {
        stage: profile?.motherhood_stage,
        babyContent: profile?.show_pregnancy_content ?? true,
        babyBirthDate: profile?.baby_birth_date,
        today: todayLocal(),
      });
      if (note) setCare(note);
      else help.afterSave(saved.safety);
    } catch {
      notify.error("Error logging mood", "Please try again.");
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={help.onOpenChange}
      title="Daily Mood Check-In"
      description="How are you feeling right now?"
    >
      {help.finding && <HerUrgentHelp finding={help.finding} focusOnMount onDismiss={help.dismiss} />}
      {care && <MoodCareNote care={care} onClose={closeCare} />}
      <form hidden={help.finding !== null || care !== null} onSubmit={submit} className="space-y-6">
        <SliderField
          id="mood"
          label="Mood"
          value={values.mood_score}
          min={1}
          max={10}
          onChange={(mood_score) => setValues((v) => ({ ...v, mood_score }))}
          lowLabel="Low"
          highLabel="Great"
        />
        <SliderField
          id="energy"
          label="Energy"
          value={values.energy_level}
          min={1}
          max={10}
          onChange={(energy_level) => setValues((v) => ({ ...v, energy_level }))}
          lowLabel="Drained"
          highLabel="Energized"
        />
        <SliderField
          id="stress"
          label="Stress"
          value={values.stress_level}
          min={1}
          max={10}
          onChange={(stress_level) => setValues((v) => ({ ...v, stress_level }))}
          lowLabel="Calm"
          highLabel="Very stressed"
        />
        <Field id="mood-notes" label="Notes (optional)">
          <Textarea
            id="mood-notes"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            maxLength={2000}
            placeholder="Anything on your mind?"
          />
        </Field>
        <Button type="submit" className="w-full" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save check-in"}
        </Button>
      </form>
    </Dialog>
  );
}
