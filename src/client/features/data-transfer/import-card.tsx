import { Upload } from "lucide-react";
import { useId, useState } from "react";
import {
  type ConflictChoice,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  IMPORT_SOURCE_LABELS,
  IMPORT_SOURCES,
  type ImportPreview,
  type ImportSource,
} from "../../../shared/data-transfer/imports/core";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field, FormAlert, Select } from "../../components/ui/form";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { usePreviewImport, useRunImport } from "./api";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Imports from the app she leaves: she picks the file, reads what would come over, then confirms. */
export function ImportCard() {
  const ids = useId();
  const [source, setSource] = useState<ImportSource>("clue");
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [conflicts, setConflicts] = useState<ConflictChoice>("keep");
  const [problem, setProblem] = useState<string | null>(null);
  const previewer = usePreviewImport();
  const importer = useRunImport();
  const busy = previewer.isPending || importer.isPending;

  function reset() {
    setPreview(null);
    setProblem(null);
    setConflicts("keep");
  }

  function check(e: React.FormEvent) {
    e.preventDefault();
    if (!file) return;
    reset();
    setProgress(0);
    previewer.mutate(
      { source, file, onProgress: setProgress },
      {
        onSuccess: setPreview,
        onError: (error) => setProblem(messageOf(error, "The file could not be read. Please try again.")),
        onSettled: () => setProgress(null),
      },
    );
  }

  function confirm() {
    if (!file || !preview) return;
    setProgress(0);
    importer.mutate(
      { source, file, onProgress: setProgress, conflicts },
      {
        onSuccess: (result) => {
          notify.success(
            "Import finished",
            result.written + result.weightWeeks === 0
              ? "Nothing new: your log already holds everything in this file."
              : `${plural(result.written, "day")} written to your cycle log.` +
                  (result.weightWeeks > 0 ? ` ${plural(result.weightWeeks, "weekly check-in")} added.` : ""),
          );
          setPreview(null);
          setFile(null);
        },
        onError: (error) => setProblem(messageOf(error, "The import did not finish; nothing was changed.")),
        onSettled: () => setProgress(null),
      },
    );
  }

  const changes = preview
    ? preview.newDays + preview.addedToDays + (conflicts === "replace" ? preview.conflictDays : 0)
    : 0;
  const weeks = preview?.newWeightWeeks ?? 0;

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl">
        <Upload className="size-5" aria-hidden="true" />
        Bring your history from another app
      </h2>
      <p className="mt-1 text-sm text-plum-500">
        Periods, basal temperature, cervical mucus, ovulation tests, symptoms and moods from Clue, Flo or
        Apple Health become days of your cycle tracker. You see what comes over before anything is saved.
      </p>
      <form onSubmit={check} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${ids}-source`} label="Import from">
            <Select
              id={`${ids}-source`}
              value={source}
              onChange={(e) => {
                setSource(e.target.value as ImportSource);
                reset();
              }}
            >
              {IMPORT_SOURCES.map((s) => (
                <option key={s} value={s}>
                  {IMPORT_SOURCE_LABELS[s]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${ids}-file`} label="File">
            <input
              id={`${ids}-file`}
              type="file"
              accept={source === "apple-health" ? ".xml,application/xml,text/xml" : ".json,application/json"}
              className="block min-h-11 w-full text-sm"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                reset();
              }}
            />
          </Field>
        </div>
        {source === "apple-health" && (
          <p className="text-xs text-plum-500">
            In the Health app: your picture, Export All Health Data. Unzip the file and choose export.xml.
          </p>
        )}
        {progress !== null && (
          <div className="space-y-1">
            <label htmlFor={`${ids}-progress`} className="block text-sm text-plum-700">
              {progress < 1 ? "Sending the file" : "Reading the file"}
            </label>
            <progress id={`${ids}-progress`} className="h-2 w-full" max={1} value={progress} />
          </div>
        )}
        {problem && <FormAlert>{problem}</FormAlert>}
        {!preview && (
          <Button type="submit" variant="outline" disabled={!file || busy}>
            {previewer.isPending ? "Checking..." : "Check file"}
          </Button>
        )}
      </form>
      {preview && (
        <section
          aria-label="What this import brings"
          className="mt-4 space-y-3 rounded-2xl bg-cream p-3 text-sm"
        >
          <h3 className="font-semibold text-plum-900">
            {preview.days === 0
              ? "Nothing in this file maps to your cycle tracker."
              : `${plural(preview.days, "day")} from ${preview.firstDate} to ${preview.lastDate}`}
          </h3>
          <ul className="grid gap-1 sm:grid-cols-2">
            {IMPORT_KINDS.filter((k) => preview.counts[k] > 0).map((k) => (
              <li key={k}>
                {IMPORT_KIND_LABELS[k]}: {plural(preview.counts[k], "day")}
              </li>
            ))}
          </ul>
          <p className="text-plum-700">
            {plural(preview.newDays, "new day")}, {preview.addedToDays} of your days gain readings,{" "}
            {plural(preview.unchangedDays, "day")} already match.
          </p>
          {preview.weightWeeks > 0 && (
            <p className="text-plum-700">
              Body weight in {plural(preview.weightWeeks, "week")}: {plural(weeks, "new weekly check-in")}{" "}
              with the week's last weight
              {preview.weightWeeks > weeks && ` (weeks you already checked in keep your check-in)`}.
            </p>
          )}
          {preview.unmapped.length > 0 && (
            <details>
              <summary className="cursor-pointer text-plum-700">
                Not imported ({preview.unmapped.length} kinds)
              </summary>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-plum-500">
                {preview.unmapped.slice(0, 30).map((u) => (
                  <li key={`${u.what}|${u.why}`}>
                    {u.what} ({u.count}): {u.why}
                  </li>
                ))}
              </ul>
            </details>
          )}
          {preview.conflictDays > 0 && (
            <fieldset className="space-y-1">
              <legend className="font-medium text-plum-900">
                On {plural(preview.conflictDays, "day")} you logged something different
                {preview.conflictDates.length > 0 && ` (${preview.conflictDates.slice(0, 3).join(", ")}…)`}
              </legend>
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${ids}-conflicts`}
                  className="size-5 accent-blush-600"
                  checked={conflicts === "keep"}
                  onChange={() => setConflicts("keep")}
                />
                Keep what I logged
              </label>
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${ids}-conflicts`}
                  className="size-5 accent-blush-600"
                  checked={conflicts === "replace"}
                  onChange={() => setConflicts("replace")}
                />
                Use the file's readings on those days
              </label>
            </fieldset>
          )}
          <div className="flex flex-wrap gap-3">
            <Button onClick={confirm} disabled={busy || changes + weeks === 0}>
              {importer.isPending
                ? "Importing..."
                : changes + weeks === 0
                  ? "Nothing new to import"
                  : changes > 0
                    ? `Import ${plural(changes, "day")}`
                    : `Import ${plural(weeks, "weight")}`}
            </Button>
            <Button variant="outline" onClick={reset} disabled={busy}>
              Cancel
            </Button>
          </div>
        </section>
      )}
    </Card>
  );
}
