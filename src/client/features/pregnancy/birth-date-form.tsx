import { useState } from "react";
import { isIsoDate } from "../../../shared/dates";
import { pregnancyDateBounds, timeSinceBirth } from "../../../shared/pregnancy/dates";
import { Button } from "../../components/ui/button";
import { describedBy, Field, FormAlert, Input } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useAuth } from "../auth";
import { longDate, weeksAndDays } from "./copy";
import { useToday } from "./use-today";

/** Her baby's birth date: Bloom counts the weeks since from it, and her postpartum stage follows. */
export function BirthDateForm() {
  const { profile, updateProfile } = useAuth();
  const today = useToday();
  const range = pregnancyDateBounds(today).baby_birth_date;
  const [value, setValue] = useState(profile?.baby_birth_date ?? "");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const valid = isIsoDate(value) && value >= range.min && value <= range.max;
  const since = valid ? timeSinceBirth(value, today) : null;

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (!valid) {
      setError(`Please enter a date between ${longDate(range.min)} and today.`);
      return;
    }
    setSaving(true);
    try {
      await updateProfile({ baby_birth_date: value }, { quiet: true });
      notify.success("Your baby's birth date is saved");
    } catch (err) {
      setError(messageOf(err, "The birth date could not be saved. Please try again."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="space-y-3">
      {error && <FormAlert>{error}</FormAlert>}
      <Field id="baby_birth_date" label="Your baby's birth date">
        <Input
          type="date"
          min={range.min}
          max={range.max}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          {...describedBy("baby_birth_date")}
        />
      </Field>
      {since && (
        <p className="text-sm text-sage-700" aria-live="polite">
          {since.totalDays === 0
            ? "Born today."
            : `${weeksAndDays(since.weeks, since.days)} since the birth.`}
        </p>
      )}
      <Button type="submit" disabled={saving || value === (profile?.baby_birth_date ?? "")}>
        {saving ? "Saving..." : "Set birth date"}
      </Button>
    </form>
  );
}
