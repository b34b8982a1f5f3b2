import { useState } from "react";
import { POSTPARTUM_CHECKIN_SIGNS } from "../../../shared/courses";
import { SAFETY_SIGNS, type SafetyFinding } from "../../../shared/safety";
import { HerUrgentHelp } from "../../components/safety/her-urgent-help";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";

/**
 * Before each session of a postpartum course: has she noticed any of the warning signs after
 * birth? Ticking one, or writing about one, stops the session and shows the urgent help.
 */
export function CheckinDialog({
  open,
  onOpenChange,
  onSubmit,
  pending,
  finding,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (checkin: { signs: string[]; note?: string }) => void;
  pending: boolean;
  finding: SafetyFinding | null;
}) {
  const [signs, setSigns] = useState<string[]>([]);
  const [note, setNote] = useState("");
  const toggle = (id: string, on: boolean) => setSigns((s) => (on ? [...s, id] : s.filter((x) => x !== id)));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      title={finding ? "Please get help now" : "Before you start"}
      description={
        finding
          ? "Don't exercise today. What you told us needs care from a doctor or midwife."
          : "Since giving birth, have you had any of these today or in the past few days?"
      }
    >
      {finding ? (
        <div className="space-y-4">
          <HerUrgentHelp finding={finding} focusOnMount />
          <Button variant="outline" className="w-full" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </div>
      ) : (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit({ signs, ...(note.trim() ? { note: note.trim() } : {}) });
          }}
        >
          <fieldset>
            <legend className="sr-only">Warning signs after birth</legend>
            <ul className="space-y-2">
              {POSTPARTUM_CHECKIN_SIGNS.map((id) => (
                <li key={id}>
                  <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border border-line px-3 py-2 text-sm has-[:checked]:border-red-700 has-[:checked]:bg-red-50">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-5 shrink-0 accent-red-700"
                      checked={signs.includes(id)}
                      onChange={(e) => toggle(id, e.target.checked)}
                    />
                    {SAFETY_SIGNS[id].label}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <label className="block text-sm font-medium text-plum-900">
            Anything else about how you feel? (optional)
            <textarea
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={2000}
              rows={2}
              className="mt-1 block w-full rounded-2xl border border-line px-3 py-2 font-normal"
            />
          </label>
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? "Checking…" : signs.length ? "Continue" : "None of these, start my workout"}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
