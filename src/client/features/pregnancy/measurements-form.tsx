import { useState } from "react";
import { Button } from "../../components/ui/button";
import { describedBy, Field, FormAlert, Input } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useAuth } from "../auth";

/** Height and weight before pregnancy, for the IOM weight-gain range; kept on her profile. */
export function MeasurementsForm() {
  const { profile, updateProfile } = useAuth();
  const [unit, setUnit] = useState<"ftin" | "cm">("ftin");
  const startCm = profile?.height_cm ?? null;
  const startIn = startCm ? startCm / 2.54 : null;
  const [cm, setCm] = useState(startCm ? String(startCm) : "");
  const [feet, setFeet] = useState(startIn ? String(Math.floor(startIn / 12)) : "");
  const [inches, setInches] = useState(startIn ? String(Math.round(startIn % 12)) : "");
  const [weight, setWeight] = useState(
    profile?.pre_pregnancy_weight_lbs ? String(profile.pre_pregnancy_weight_lbs) : "",
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const heightCm = unit === "cm" ? Number(cm) : (Number(feet) * 12 + Number(inches || 0)) * 2.54;

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const lbs = Number(weight);
    if (!Number.isFinite(heightCm) || heightCm < 120 || heightCm > 230) {
      setError("Please enter a height between 120 and 230 cm (3 ft 11 in to 7 ft 6 in).");
      return;
    }
    if (!weight || !Number.isFinite(lbs) || lbs < 70 || lbs > 700) {
      setError("Please enter your weight before pregnancy in pounds, between 70 and 700.");
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
        <div className="mb-2 flex gap-2 text-sm">
          {(
            [
              ["ftin", "feet and inches"],
              ["cm", "centimetres"],
            ] as const
          ).map(([key, label]) => (
            <label key={key} className="flex items-center gap-1.5">
              <input
                type="radio"
                name="height-unit"
                checked={unit === key}
                onChange={() => setUnit(key)}
                className="accent-blush-600"
              />
              {label}
            </label>
          ))}
        </div>
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
      <Field id="pre-pregnancy-weight" label="Weight before pregnancy (lbs)">
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
