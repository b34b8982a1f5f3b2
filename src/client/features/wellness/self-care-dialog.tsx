import { useState } from "react";
import { SELF_CARE_ACTIVITIES, type SelfCareActivityId } from "../../../shared/wellness";
import { HerUrgentHelp, useUrgentHelpAfterSave } from "../../components/safety/her-urgent-help";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Textarea } from "../../components/ui/form";
import { cn } from "../../lib/cn";
import { notify } from "../../lib/notify";
import { QUEUED_NOTE, QUEUED_TITLE } from "../../lib/offline/copy";
import { readOffline } from "../../lib/offline/read-offline";
import { useAuth } from "../auth";
import { useLogSelfCare } from "./api";

/** The activities she ticked, each with the minutes she typed (null until she types any). */
type Chosen = Partial<Record<SelfCareActivityId, number | null>>;

export function SelfCareDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [chosen, setChosen] = useState<Chosen>({});
  const [notes, setNotes] = useState("");
  const save = useLogSelfCare();
  const { profile } = useAuth();
  const help = useUrgentHelpAfterSave(onOpenChange);

  // Ticking an activity records that she did it; how long is hers to say (never the suggestion).
  const toggle = (id: SelfCareActivityId) =>
    setChosen((c) => {
      const next = { ...c };
      if (id in next) delete next[id];
      else next[id] = null;
      return next;
    });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const activities = Object.entries(chosen).map(([activity, minutes]) => ({
      activity: activity as SelfCareActivityId,
      minutes: minutes ?? null,
    }));
    if (activities.length === 0) {
      notify.error(
        "Please select at least one activity",
        "Choose the self-care activities you completed today.",
      );
      return;
    }
    try {
      const result = await save.mutateAsync({ activities, notes });
      if (result.status === "queued") notify.info(QUEUED_TITLE, QUEUED_NOTE);
      else
        notify.success(
          "Self-care logged successfully!",
          `Great job completing ${activities.length} self-care activities today!`,
        );
      setChosen({});
      setNotes("");
      help.afterSave(
        result.status === "saved"
          ? result.answer.safety
          : await readOffline(profile?.motherhood_stage, notes),
      );
    } catch {
      notify.error("Error logging self-care", "Please try again.");
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={help.onOpenChange}
      title="Log Self-Care"
      description="What did you do for yourself today?"
      wide
    >
      {help.finding && <HerUrgentHelp finding={help.finding} focusOnMount onDismiss={help.dismiss} />}
      <form hidden={help.finding !== null} onSubmit={submit} className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-plum-700">Activities</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {SELF_CARE_ACTIVITIES.map((a) => {
              const selected = a.id in chosen;
              return (
                <li
                  key={a.id}
                  className={cn(
                    "rounded-2xl border p-3",
                    selected ? "border-blush-500 bg-blush-50" : "border-line",
                  )}
                >
                  <label className="flex cursor-pointer items-center gap-3">
                    <input
                      type="checkbox"
                      className="size-5 accent-blush-600"
                      checked={selected}
                      onChange={() => toggle(a.id)}
                    />
                    <span className="flex-1">
                      <span className="block font-medium">{a.label}</span>
                      <span className="block text-xs text-plum-500">
                        Suggested {a.minMinutes}-{a.maxMinutes} min
                      </span>
                    </span>
                  </label>
                  {selected && (
                    <label className="mt-2 flex items-center gap-2 text-sm text-plum-700">
                      Minutes (optional)
                      <input
                        type="number"
                        min={1}
                        max={240}
                        value={chosen[a.id] ?? ""}
                        onChange={(e) =>
                          setChosen((c) => ({
                            ...c,
                            [a.id]:
                              e.target.value === ""
                                ? null
                                : Math.max(1, Math.min(240, Math.round(Number(e.target.value)) || 1)),
                          }))
                        }
                        className="w-20 rounded-lg border border-line px-2 py-1"
                        aria-label={`Minutes of ${a.label.toLowerCase()}`}
                      />
                    </label>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
        <Field id="self-care-notes" label="Notes (optional)">
          <Textarea
            id="self-care-notes"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            maxLength={2000}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save self-care"}
        </Button>
      </form>
    </Dialog>
  );
}
