import { useState } from "react";
import {
  CM_PER_INCH,
  DEFAULT_UNITS,
  lengthToStore,
  unitLabel,
  weightToShow,
  weightToStore,
  weightUnitOf,
} from "../../../shared/units";
import { Button } from "../../components/ui/button";
import { describedBy, Field, FormAlert, Input } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useAuth } from "../auth";

/** The weight before pregnancy she may enter, in lbs (where the profile keeps it). */
const WEIGHT_LBS = { min: 70, max: 700 } as const;

/**
 * Height and weight before pregnancy, for the IOM weight-gain range; kept on her profile in cm and
 * lbs, entered and shown in her units (feet and inches and lbs, or cm and kg).
 */
export function MeasurementsForm() {
  const { profile, updateProfile } = useAuth();
  const units = profile?.units ?? DEFAULT_UNITS;
  const unit = units === "us" ? "ftin" : "cm";
  const weightUnit = unitLabel(weightUnitOf(units));
  const startCm = profile?.height_cm ?? null;
  const startIn = startCm ? startCm / CM_PER_INCH : null;
  const [cm, setCm] = useState(startCm ? String(startCm) : "");
  const [feet, setFeet] = useState(startIn ? String(Math.floor(startIn / 12)) : "");
  const [inches, setInches] = useState(startIn ? String(Math.round(startIn % 12)) : "");
  const [weight, setWeight] = useState(
    profile?.pre_pregnancy_weight_lbs
      ? String(weightToShow(profile.pre_pregnancy_weight_lbs, "lb", units))
      : "",
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const heightCm =
    unit === "cm" ? Number(cm) : lengthToStore(Number(feet) * 12 + Number(inches || 0), "us", "cm");

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const typed = Number(weight.replace(",", "."));
    const lbs = weightToStore(typed, units, "lb");
    const min = weightToShow(WEIGHT_LBS.min, "lb", units);
    const max = weightToShow(WEIGHT_LBS.max, "lb", units);
    if (!Number.isFinite(heightCm) || heightCm < 120 || heightCm > 230) {
      setError("Please enter a height between 120 and 230 cm (3 ft 11 in to 7 ft 6 in).");
      return;
    }
    if (!weight || !Number.isFinite(typed) || typed < min || typed > max) {
      setError(
        `Please enter your weight before pregnancy in ${units === "us" ? "pounds" : "kilograms"}, between ${min} and ${max}.`,
      );
      return;
    }
    setSaving(true);
    try {
      await updateProfile(
        { height_cm: Math.round(heightCm * 10) / 10, pre_pregnancy_weight_lbs: lbs },
        { quiet: true },
      );
      notify.success("Saved", "Your weight-gain range is ready.");
    } catch (err) {
      setError(messageOf(err, "Something went wrong. Please try again."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="space-y-3">
      {error && <FormAlert>{error}</FormAlert>}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-plum-700">Height</legend>
        <p className="mb-2 text-xs text-plum-500">In your units; change them at the top of your profile.</p>
        {unit === "cm" ? (
          <Field id="height-cm" label="Height in cm">
            <Input
              type="number"
              inputMode="decimal"
              step="0.1"
              value={cm}
              onChange={(e) => setCm(e.target.value)}
              {...describedBy("height-cm")}
            />
          </Field>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <Field id="height-ft" label="Feet">
              <Input
                type="number"
                inputMode="numeric"
                value={feet}
                onChange={(e) => setFeet(e.target.value)}
                {...describedBy("height-ft")}
              />
            </Field>
            <Field id="height-in" label="Inches">
              <Input
                type="number"
                inputMode="numeric"
                value={inches}
                onChange={(e) => setInches(e.target.value)}
                {...describedBy("height-in")}
              />
            </Field>
          </div>
        )}
      </fieldset>
      <Field id="pre-pregnancy-weight" label={`Weight before pregnancy (${weightUnit})`}>
        <Input
          type="number"
          inputMode="decimal"
          step="0.1"
          value={weight}
          onChange={(e) => setWeight(e.target.value)}
          {...describedBy("pre-pregnancy-weight")}
        />
      </Field>
      <Button type="submit" size="sm" disabled={saving}>
        {saving ? "Saving..." : "Save height and weight"}
      </Button>
    </form>
  );
}
