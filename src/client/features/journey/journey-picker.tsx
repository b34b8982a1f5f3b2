import { Baby, Check, Flower2, HeartHandshake, Sparkles } from "lucide-react";
import { useState } from "react";
import { findJourney, JOURNEYS, type JourneyId, journeyOf } from "../../../shared/journeys";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { notify } from "../../lib/notify";
import { useAuth } from "../auth";

const ICONS: Record<JourneyId, typeof Baby> = {
  ttc: Sparkles,
  pregnant: Flower2,
  postpartum: HeartHandshake,
  toddler: Baby,
};

/**
 * Choose a journey, then optionally a stage, then Continue. Saves the stage (or the journey id
 * when no stage was chosen) to the profile.
 */
export function JourneyPicker({
  onDone,
  initialStage,
}: {
  onDone?: () => void;
  initialStage?: string | null;
}) {
  const { updateProfile } = useAuth();
  const initialJourney = journeyOf(initialStage);
  const [journey, setJourney] = useState<JourneyId | null>(initialJourney);
  const [stage, setStage] = useState<string | null>(
    initialJourney && initialStage !== initialJourney ? initialStage! : null,
  );
  const [saving, setSaving] = useState(false);

  const reset = () => {
    setJourney(null);
    setStage(null);
  };

  async function save() {
    if (!journey) {
      notify.error("Please select your current journey");
      return;
    }
    setSaving(true);
    try {
      await updateProfile({ motherhood_stage: stage ?? journey }, { quiet: true });
      notify.success("Your journey has been updated!");
      onDone?.();
    } catch {
      notify.error("Failed to update your journey. Please try again.");
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-6">
      {!journey ? (
        <fieldset>
          <legend className="mb-3 font-medium text-plum-700">Where are you on your journey?</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {JOURNEYS.map((j) => {
              const Icon = ICONS[j.id];
              return (
                <button
                  key={j.id}
                  type="button"
                  onClick={() => setJourney(j.id)}
                  className="flex items-start gap-3 rounded-2xl border border-line bg-white p-4 text-left hover:border-blush-200 hover:bg-blush-50"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blush-100 text-blush-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span>
                    <span className="block font-semibold text-plum-900">{j.title}</span>
                    <span className="block text-sm text-plum-500">{j.description}</span>
                  </span>
                </button>
              );
            })}
          </div>
        </fieldset>
      ) : (
        <fieldset>
          <legend className="mb-1 font-medium text-plum-700">{findJourney(journey).title}</legend>
          <p className="mb-3 text-sm text-plum-500">
            Pick your stage if you like: it helps us tailor what you see. It's optional.
          </p>
          <div className="grid gap-2 sm:grid-cols-2" role="radiogroup" aria-label="Stage">
            {findJourney(journey).stages.map((s) => {
              const selected = stage === s.value;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a styled radio card; role and state are explicit
                <button
                  key={s.value}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  onClick={() => setStage(selected ? null : s.value)}
                  className={cn(
                    "flex items-center justify-between gap-2 rounded-xl border p-3 text-left",
                    selected ? "border-blush-500 bg-blush-50" : "border-line bg-white hover:bg-blush-50",
                  )}
                >
                  <span>
                    <span className="block font-medium">{s.label}</span>
                    <span className="block text-xs text-plum-500">{s.description}</span>
                  </span>
                  {selected && <Check className="size-5 text-blush-600" aria-hidden="true" />}
                </button>
              );
            })}
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="ghost" size="sm" onClick={reset}>
              Change Journey
            </Button>
            <Button variant="ghost" size="sm" onClick={reset}>
              Back
            </Button>
          </div>
        </fieldset>
      )}
      <Button onClick={save} disabled={saving} className="w-full sm:w-auto">
        {saving ? "Saving..." : "Continue"}
      </Button>
    </div>
  );
}
