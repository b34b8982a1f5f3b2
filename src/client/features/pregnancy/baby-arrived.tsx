import { useState } from "react";
import { isIsoDate } from "../../../shared/dates";
import { pregnancyDateBounds } from "../../../shared/pregnancy/dates";
import { Button } from "../../components/ui/button";
import { describedBy, Field, FormAlert, Input } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useAuth } from "../auth";
import { useToday } from "./use-today";

/** Her baby is here: the birth date moves her to the postpartum stage that fits the baby's age. */
export function BabyArrived({ onCancel }: { onCancel: () => void }) {
  const { updateProfile } = useAuth();
  const today = useToday();
  const range = pregnancyDateBounds(today).baby_birth_date;
  const [value, setValue] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (!isIsoDate(value) || value < range.min || value > range.max) {
      setError("Please enter your baby's birth date (today or earlier).");
      return;
    }
    setSaving(true);
    try {
      await updateProfile({ motherhood_stage: "postpartum", baby_birth_date: value }, { quiet: true });
      notify.success("Congratulations!", "Bloom will follow you and your baby from here.");
    } catch (err) {
      setError(messageOf(err, "Something went wrong. Please try again."));
      setSaving(false);
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
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? "Saving..." : "Save and continue"}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
