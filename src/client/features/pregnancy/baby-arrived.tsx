import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { isIsoDate } from "../../../shared/dates";
import { pregnancyDateBounds } from "../../../shared/pregnancy/dates";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { describedBy, Field, FormAlert, Input } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useAuth } from "../auth";
import { useBabyArrived } from "./api";
import { useToday } from "./use-today";

/**
 * What the dashboard reads from the address's state after "My baby is here": it greets her and
 * puts her first postpartum lessons at the top of her Today tab.
 */
export const BABY_ARRIVED_STATE = { babyArrived: true } as const;

/**
 * Her baby is here (POST /api/profile/baby-arrived): the birth date moves her to the postpartum
 * stage that fits the baby's age, and she lands on her dashboard, welcomed, with her first lessons.
 */
export function BabyArrived({ onCancel }: { onCancel: () => void }) {
  const { profileChanged } = useAuth();
  const client = useQueryClient();
  const navigate = useNavigate();
  const arrived = useBabyArrived();
  const today = useToday();
  const range = pregnancyDateBounds(today).baby_birth_date;
  const [value, setValue] = useState(today);
  const [error, setError] = useState<string | null>(null);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (!isIsoDate(value) || value < range.min || value > range.max) {
      setError("Please enter your baby's birth date (today or earlier).");
      return;
    }
    try {
      const profile = await arrived.mutateAsync({ baby_birth_date: value });
      profileChanged(profile);
      // Everything cached was chosen for a pregnancy: read it again for the weeks after birth.
      void client.invalidateQueries();
      notify.success("Congratulations!", "Bloom will follow you and your baby from here.");
      navigate("/dashboard", { state: BABY_ARRIVED_STATE });
    } catch (err) {
      setError(messageOf(err, "Something went wrong. Please try again."));
    }
  }

  return (
    <form onSubmit={save} noValidate className="w-full space-y-3 rounded-2xl bg-sage-50 p-4">
      {error && <FormAlert>{error}</FormAlert>}
      <Field id="arrived-birth-date" label="Your baby's birth date">
        <Input
          type="date"
          min={range.min}
          max={range.max}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          {...describedBy("arrived-birth-date")}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={arrived.isPending}>
          {arrived.isPending ? "Saving..." : "Save and continue"}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The happy path beside "If your pregnancy has ended": one link that opens the birth date form. */
export function BabyIsHere() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="font-medium text-blush-700 underline hover:text-blush-800"
        onClick={() => setOpen(true)}
      >
        My baby is here
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="My baby is here"
        description="Congratulations! Tell Bloom your baby's birthday, and it will move with you into the weeks after birth."
      >
        <BabyArrived onCancel={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
