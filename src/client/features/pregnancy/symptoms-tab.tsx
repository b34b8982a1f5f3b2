import { AlertTriangle, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  SEVERITIES,
  type Severity,
  SYMPTOMS,
  type SymptomEntry,
  type SymptomId,
  symptomLabel,
} from "../../../shared/pregnancy/symptoms";
import { UrgentHelp } from "../../components/safety/urgent-help";
import { Button } from "../../components/ui/button";
import { describedBy, Field, FormAlert, Select, Textarea } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useDeleteSymptom, useLogSymptom, useSymptoms } from "./api";

const SEVERITY_LABEL: Record<Severity, string> = { mild: "Mild", moderate: "Moderate", severe: "Severe" };

/** Symptoms: log one with how bad it is, see her history. Warning signs answer with urgent help. */
export function SymptomsTab({ dueDate }: { dueDate: string | null }) {
  const log = useLogSymptom();
  const [symptom, setSymptom] = useState<SymptomId | "">("");
  const [severity, setSeverity] = useState<Severity>("mild");
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [urgent, setUrgent] = useState<SymptomEntry | null>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (!symptom) {
      setError("Choose the symptom you want to log.");
      return;
    }
    try {
      const entry = await log.mutateAsync({ symptom, severity, notes });
      notify.success("Symptom logged");
      setUrgent(entry.safety ? entry : null);
      setSymptom("");
      setSeverity("mild");
      setNotes("");
    } catch (err) {
      setError(messageOf(err, "Something went wrong. Please try again."));
    }
  }

  return (
    <div className="space-y-5">
      {urgent?.safety && (
        <UrgentHelp
          finding={urgent.safety}
          journey="pregnant"
          dueDate={dueDate}
          onDismiss={() => setUrgent(null)}
        />
      )}
      <form onSubmit={submit} noValidate className="space-y-4">
        {error && <FormAlert>{error}</FormAlert>}
        <Field id="symptom" label="Symptom">
          <Select
            value={symptom}
            onChange={(e) => setSymptom(e.target.value as SymptomId)}
            {...describedBy("symptom")}
          >
            <option value="">Choose a symptom</option>
            {SYMPTOMS.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </Select>
        </Field>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-plum-700">How bad is it?</legend>
          <div className="flex flex-wrap gap-2">
            {SEVERITIES.map((s) => (
              <label
                key={s}
                className="flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-line px-4 py-2 text-sm has-[:checked]:border-blush-500 has-[:checked]:bg-blush-50"
              >
                <input
                  type="radio"
                  name="severity"
                  value={s}
                  checked={severity === s}
                  onChange={() => setSeverity(s)}
                  className="accent-blush-600"
                />
                {SEVERITY_LABEL[s]}
              </label>
            ))}
          </div>
        </fieldset>
        <Field id="symptom-notes" label="Notes (optional)">
          <Textarea
            value={notes}
            maxLength={500}
            onChange={(e) => setNotes(e.target.value)}
            className="min-h-16"
            {...describedBy("symptom-notes")}
          />
        </Field>
        <Button type="submit" disabled={log.isPending}>
          {log.isPending ? "Saving..." : "Log symptom"}
        </Button>
      </form>
      <SymptomHistory />
    </div>
  );
}

function SymptomHistory() {
  const { data, isPending, isError, refetch } = useSymptoms();
  const remove = useDeleteSymptom();
  if (isPending) return <div className="h-24 animate-pulse rounded-2xl bg-blush-50" />;
  if (isError)
    return (
      <FormAlert>
        Your symptom history could not be loaded.{" "}
        <button type="button" className="underline" onClick={() => refetch()}>
          Try again
        </button>
      </FormAlert>
    );
  return (
    <section aria-labelledby="symptom-history">
      <h3 id="symptom-history" className="text-base font-semibold text-plum-900">
        Your history
      </h3>
      {data.length === 0 ? (
        <p className="mt-1 text-sm text-plum-500">Nothing logged yet. What you log stays private to you.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {data.map((s) => (
            <li key={s.id} className="flex items-start justify-between gap-3 py-2.5">
              <div>
                <p className="font-medium text-plum-900">
                  {symptomLabel(s.symptom)}{" "}
                  <span className="text-sm font-normal text-plum-500">· {SEVERITY_LABEL[s.severity]}</span>
                </p>
                <p className="text-xs text-plum-500">
                  {new Date(s.loggedAt).toLocaleString(undefined, {
                    dateStyle: "medium",
                    timeStyle: "short",
                  })}
                  {s.week !== null && ` · week ${s.week}`}
                </p>
                {s.notes && <p className="mt-1 text-sm text-plum-700">{s.notes}</p>}
                {s.safety && (
                  <p className="mt-1 flex items-center gap-1 text-sm font-medium text-red-800">
                    <AlertTriangle className="size-4" aria-hidden="true" /> A warning sign: if you have not
                    yet, call your doctor or midwife now.
                  </p>
                )}
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${symptomLabel(s.symptom)} logged ${new Date(s.loggedAt).toLocaleString()}`}
                onClick={() =>
                  remove.mutate(s.id, {
                    onError: () => notify.error("Error", "Something went wrong. Please try again."),
                  })
                }
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
