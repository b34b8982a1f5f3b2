import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { FormAlert } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useAuth } from "../auth";
import { usePregnancyEnded } from "./api";

const NEXT = [
  {
    stage: "postpartum",
    label: "Recovering after birth",
    hint: "Your own body and mind; nothing about a baby.",
  },
  { stage: "ttc", label: "Trying to conceive, when I'm ready", hint: "Cycle tracking and fertility." },
  {
    stage: "none",
    label: "I'll choose later",
    hint: "Your dashboard will ask which journey fits, whenever you are ready.",
  },
] as const;

/**
 * Ending a pregnancy in one step (POST /api/profile/pregnancy-ended): the countdown, the weeks and
 * the baby content stop, and nothing about a pregnancy is offered again until she chooses it. Her
 * journal and records stay hers.
 */
export function PregnancyEndedDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { profileChanged } = useAuth();
  const client = useQueryClient();
  const ended = usePregnancyEnded();
  const [stage, setStage] = useState<(typeof NEXT)[number]["stage"]>("postpartum");
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function confirm(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const profile = await ended.mutateAsync({ motherhood_stage: stage });
      onOpenChange(false);
      profileChanged(profile);
      // Everything cached was chosen for a pregnancy: read it again for where she is now.
      await client.invalidateQueries();
      notify.success("Your journey has been updated!");
    } catch (err) {
      setError(messageOf(err, "Failed to update your journey. Please try again."));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="If your pregnancy has ended"
      description="We are so sorry. You can tell Bloom here, in one step."
    >
      <form onSubmit={confirm} className="space-y-4">
        {error && <FormAlert>{error}</FormAlert>}
        <p className="text-sm text-plum-700">
          Bloom will stop counting your weeks and stop showing anything about a baby, and will not suggest
          pregnancy content again unless you choose it. Your journal and everything you logged stay yours, to
          keep, export or delete from your profile.
        </p>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-plum-700">
            Where would you like Bloom to go with you?
          </legend>
          {NEXT.map((n) => (
            <label
              key={n.stage}
              className="flex cursor-pointer items-start gap-3 rounded-2xl border border-line px-4 py-3 has-[:checked]:border-blush-500 has-[:checked]:bg-blush-50"
            >
              <input
                type="radio"
                name={`${id}-next`}
                value={n.stage}
                checked={stage === n.stage}
                onChange={() => setStage(n.stage)}
                className="mt-1 accent-blush-600"
                aria-describedby={`${id}-${n.stage}`}
              />
              <span>
                <span className="block text-sm font-medium text-plum-900">{n.label}</span>
                <span id={`${id}-${n.stage}`} className="block text-xs text-plum-500">
                  {n.hint}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <p className="text-sm text-plum-700">
          If you are bleeding heavily, in severe pain or have a fever, call your doctor or midwife now, or 911
          in an emergency.
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Not now
          </Button>
          <Button type="submit" disabled={ended.isPending}>
            {ended.isPending ? "Saving..." : "Update my journey"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
