import { useId, useState } from "react";
import { TEMPERATURE_ALREADY_LOGGED } from "../../../shared/cycle/temperature";
import { DEFAULT_UNITS, temperatureUnitOf } from "../../../shared/units";
import { Button } from "../../components/ui/button";
import { FormAlert, Input } from "../../components/ui/form";
import { ApiError, messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { QUEUED_NOTE, QUEUED_TITLE } from "../../lib/offline/copy";
import { useAuth } from "../auth";
import { useLogTemperature } from "./api";

/**
 * This morning's temperature in one line. One reading a day: a second one for the same day gets
 * the spec's 'Temperature already logged' toast, and the offer to edit the first (in the day dialog).
 */
export function TemperatureQuickLog({
  today,
  onEditFirst,
}: {
  today: string;
  onEditFirst: (typed: string) => void;
}) {
  const { profile } = useAuth();
  const unit = temperatureUnitOf(profile?.units ?? DEFAULT_UNITS);
  const [value, setValue] = useState("");
  const [time, setTime] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [already, setAlready] = useState<string | null>(null);
  const log = useLogTemperature();
  const id = useId();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    setAlready(null);
    const n = Number(value.replace(",", "."));
    if (value.trim() === "" || !Number.isFinite(n)) {
      setError(`Type your temperature, like ${unit === "F" ? "97.70." : "36.50."}`);
      return;
    }
    try {
      const result = await log.mutateAsync({ date: today, input: { value: n, unit, time: time || null } });
      if (result.status === "queued") notify.info(QUEUED_TITLE, QUEUED_NOTE);
      else notify.success("Cycle data logged");
      setValue("");
      setTime("");
    } catch (err) {
      if (err instanceof ApiError && err.code === TEMPERATURE_ALREADY_LOGGED) {
        notify.error("Temperature already logged", "You've already recorded your temperature today");
        setAlready(value);
      } else {
        setError(messageOf(err, "Something went wrong. Please try again."));
      }
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2" aria-label="Log today's temperature">
      <div className="flex flex-wrap items-end gap-2">
        <label className="min-w-32 flex-1 text-sm font-medium text-plum-700" htmlFor={`${id}-t`}>
          Today's temperature (°{unit})
          <Input
            id={`${id}-t`}
            inputMode="decimal"
            className="mt-1"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={unit === "F" ? "e.g. 97.70" : "e.g. 36.50"}
          />
        </label>
        <label className="w-32 text-sm font-medium text-plum-700" htmlFor={`${id}-time`}>
          Time
          <Input
            id={`${id}-time`}
            type="time"
            className="mt-1"
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={log.isPending}>
          {log.isPending ? "Saving..." : "Log temperature"}
        </Button>
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      {already && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-2 rounded-xl bg-honey-100 p-3 text-sm text-plum-900"
        >
          <span>You've already recorded your temperature today.</span>
          <Button size="sm" variant="outline" onClick={() => onEditFirst(already)}>
            Edit the first reading
          </Button>
        </div>
      )}
    </form>
  );
}
