import { useState } from "react";
import { isIsoDate } from "../../../shared/dates";
import { dueDateFromLastPeriod, pregnancyDateBounds, pregnancyWeek } from "../../../shared/pregnancy/dates";
import { Button } from "../../components/ui/button";
import { describedBy, Field, FormAlert, Input } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useAuth } from "../auth";
import { countdown, longDate, TRIMESTER_NAME, weeksAndDays } from "./copy";
import { useToday } from "./use-today";

type Known = "due" | "period";

/**
 * Her due date, or the first day of her last period (Bloom works out the due date). What she
 * typed stays in the form when saving fails.
 */
export function DueDateForm({
  onSaved,
  submitLabel = "Set due date",
}: {
  onSaved?: () => void;
  submitLabel?: string;
}) {
  const { profile, updateProfile } = useAuth();
  const today = useToday();
  const bounds = pregnancyDateBounds(today);
  const [known, setKnown] = useState<Known>("due");
  const [value, setValue] = useState(profile?.due_date ?? "");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const range = known === "due" ? bounds.due_date : bounds.last_period_start;
  const valid = isIsoDate(value) && value >= range.min && value <= range.max;
  const due = valid ? (known === "due" ? value : dueDateFromLastPeriod(value)) : null;
  const preview = due ? pregnancyWeek(due, today) : null;
  const fieldId = known === "due" ? "due_date" : "last_period_start";

  const choose = (next: Known) => {
    setKnown(next);
    setValue(next === "due" ? (profile?.due_date ?? "") : (profile?.last_period_start ?? ""));
    setError(null);
  };

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (!valid) {
      setError(
        known === "due"
          ? `Please enter a due date between ${longDate(range.min)} and ${longDate(range.max)}.`
          : `Please enter a date between ${longDate(range.min)} and today.`,
      );
      return;
    }
    setSaving(true);
    try {
      await updateProfile(known === "due" ? { due_date: value } : { last_period_start: value }, {
        quiet: true,
      });
      notify.success("Your due date is saved", due ? longDate(due) : undefined);
      onSaved?.();
    } catch (err) {
      setError(messageOf(err, "Your due date could not be saved. Please try again."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="space-y-4">
      {error && <FormAlert>{error}</FormAlert>}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-plum-700">What do you know?</legend>
        <div className="flex flex-wrap gap-2">
          {(
            [
              ["due", "My due date"],
              ["period", "The first day of my last period"],
            ] as const
          ).map(([key, label]) => (
            <label
              key={key}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-line px-4 py-2 text-sm has-[:checked]:border-blush-500 has-[:checked]:bg-blush-50"
            >
              <input
                type="radio"
                name="known"
                value={key}
                checked={known === key}
                onChange={() => choose(key)}
                className="accent-blush-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        id={fieldId}
        label={known === "due" ? "Due date" : "First day of your last period"}
        hint={
          known === "due"
            ? "From your midwife, doctor or scan."
            : "Bloom adds 280 days (40 weeks) to find your due date."
        }
      >
        <Input
          type="date"
          min={range.min}
          max={range.max}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          required
          {...describedBy(fieldId, undefined, "hint")}
        />
      </Field>
      {preview && due && (
        <p className="rounded-xl bg-sage-50 px-4 py-3 text-sm text-sage-700" aria-live="polite">
          {known === "period" && <>Your due date: {longDate(due)}. </>}
          Today you are {weeksAndDays(preview.week, preview.day)} pregnant, in your{" "}
          {TRIMESTER_NAME[preview.trimester]}. {countdown(preview)}.
        </p>
      )}
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : submitLabel}
      </Button>
    </form>
  );
}
