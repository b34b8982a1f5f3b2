import { Download, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { journeyOf } from "../../../shared/journeys";
import { temperatureUnitOf, UNIT_SYSTEM_LABELS } from "../../../shared/units";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field, FormAlert, Input } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { todayLocal } from "../../lib/time-zone";
import { useAuth } from "../auth";
import { exportUrl, useImportCycles } from "./api";

/**
 * The profile's "Your cycle" card for a ttc user: when she started trying and her birth year (the advice needs both), and her history in and out as
 * drip's CSV.
 */
export function CycleProfileCard() {
  const { profile } = useAuth();
  if (!profile || journeyOf(profile.motherhood_stage) !== "ttc") return null;
  return (
    <Card role="region" aria-labelledby="cycle-profile-title" className="space-y-5">
      <h2 id="cycle-profile-title" className="text-xl">
        Your cycle
      </h2>
      <CycleSettings key={`${profile.ttc_since}|${profile.birth_year}`} />
      <CycleHistory />
    </Card>
  );
}

function CycleSettings() {
  const { profile, updateProfile } = useAuth();
  const id = useId();
  // She picks a month; Bloom keeps its first day.
  const [since, setSince] = useState(profile?.ttc_since?.slice(0, 7) ?? "");
  const [birthYear, setBirthYear] = useState(profile?.birth_year ? String(profile.birth_year) : "");
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const thisMonth = todayLocal().slice(0, 7);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setMessage(null);
    const year = birthYear.trim() === "" ? null : Number(birthYear);
    if (year !== null && !Number.isInteger(year)) {
      setMessage({ tone: "error", text: "Birth year must be a year like 1992." });
      return;
    }
    setSaving(true);
    try {
      await updateProfile({ ttc_since: since ? `${since}-01` : null, birth_year: year }, { quiet: true });
      notify.success("Profile updated successfully!");
    } catch (err) {
      setMessage({ tone: "error", text: messageOf(err, "Failed to update profile") });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
      {profile && (
        <p className="text-sm text-plum-700">
          Temperatures are shown in °{temperatureUnitOf(profile.units)}, from your units (
          {UNIT_SYSTEM_LABELS[profile.units]}) above.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-since`} label="Trying since" hint="The month you started trying to conceive.">
          <Input
            id={`${id}-since`}
            type="month"
            value={since}
            max={thisMonth}
            onChange={(e) => setSince(e.target.value)}
            aria-describedby={`${id}-since-hint`}
          />
        </Field>
        <Field
          id={`${id}-year`}
          label="Birth year"
          hint="From 35, Bloom suggests seeing a doctor after 6 months."
        >
          <Input
            id={`${id}-year`}
            inputMode="numeric"
            value={birthYear}
            onChange={(e) => setBirthYear(e.target.value)}
            placeholder="1992"
            aria-describedby={`${id}-year-hint`}
          />
        </Field>
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : "Save cycle settings"}
      </Button>
    </form>
  );
}

function CycleHistory() {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const importer = useImportCycles();
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function onFile(e: React.ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0];
    e.target.value = "";
    if (!chosen) return;
    setResult(null);
    try {
      const { imported } = await importer.mutateAsync(await chosen.text());
      setResult({
        tone: "success",
        text: `Imported ${imported} ${imported === 1 ? "day" : "days"} from ${chosen.name}.`,
      });
      notify.success("Cycle data logged");
    } catch (err) {
      // All or nothing: the server names the first bad line and keeps nothing of the file.
      setResult({
        tone: "error",
        text: `Nothing was imported. ${messageOf(err, "Something went wrong. Please try again.")}`,
      });
    }
  }

  return (
    <div className="space-y-3 border-t border-line pt-4">
      <h3 className="font-semibold text-plum-900">Your cycle history</h3>
      <p className="text-sm text-plum-700">
        Bring your charts over from the drip app (its CSV export), or download yours in the same format. A
        file is imported whole or not at all; a day in it replaces that day here.
      </p>
      {result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <label htmlFor={`${id}-file`} className={buttonClass("outline", "md", "cursor-pointer")}>
          <Upload className="size-4" aria-hidden="true" />
          {importer.isPending ? "Importing..." : "Import a CSV file"}
        </label>
        <input
          ref={file}
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          onChange={onFile}
          disabled={importer.isPending}
        />
        <a href={exportUrl} download className={buttonClass("outline")}>
          <Download className="size-4" aria-hidden="true" />
          Export as CSV
        </a>
      </div>
    </div>
  );
}
