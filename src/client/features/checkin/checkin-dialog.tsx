import { useRef, useState } from "react";
import {
  checkinDateRange,
  MEASUREMENTS,
  measurementRange,
  measurementUnit,
  PHOTO_VIEWS,
  type PhotoView,
} from "../../../shared/checkins";
import { DEFAULT_UNITS } from "../../../shared/units";
import { HerUrgentHelp, useUrgentHelpAfterSave } from "../../components/safety/her-urgent-help";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, FormAlert, Input, Textarea } from "../../components/ui/form";
import { ApiError, messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { todayLocal } from "../../lib/time-zone";
import { useAuth } from "../auth";
import { useSubmitCheckin } from "../wellness";

/**
 * The server's codes for a refused photo (src/server/images: the file itself; "too_large": the
 * photos together over the upload limit). The toast says "Upload failed" for these, whatever the
 * message's wording.
 */
const PHOTO_ERROR_CODES = new Set([
  "empty_file",
  "file_too_large",
  "image_too_large",
  "not_an_image",
  "unsupported_image",
  "corrupt_image",
  "too_large",
]);

type Values = Record<string, string>;

const emptyValues = (today: string): Values => ({
  week_date: today,
  ...Object.fromEntries(MEASUREMENTS.map((m) => [m.key, ""])),
  description: "",
  notes: "",
});

/**
 * The Weekly Check-In form: measurements in her units (lb and in, or kg and cm; the server stores kg
 * and cm), three optional photos, a description and notes.
 */
export function CheckinDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const today = todayLocal();
  const range = checkinDateRange(today);
  const [values, setValues] = useState<Values>(() => emptyValues(today));
  const [photos, setPhotos] = useState<Partial<Record<PhotoView, File>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmitCheckin();
  const help = useUrgentHelpAfterSave(onOpenChange);
  const units = useAuth().profile?.units ?? DEFAULT_UNITS;

  const set = (key: string) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  function pickPhoto(view: PhotoView, file: File | undefined) {
    setProblem(null);
    if (file && !file.type.startsWith("image/")) {
      setProblem(`The ${view} photo must be an image.`);
      return;
    }
    setPhotos((p) => ({ ...p, [view]: file }));
  }

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setProblem(null);
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.set(key, value);
    form.set("units", units);
    for (const view of PHOTO_VIEWS) {
      const file = photos[view];
      if (file) form.set(view, file, file.name);
    }
    try {
      const saved = await submit.mutateAsync(form);
      notify.success("Check-in completed!", "Your weekly progress has been recorded");
      setValues(emptyValues(today));
      setPhotos({});
      formRef.current?.reset();
      help.afterSave(saved.safety);
    } catch (error) {
      const message = messageOf(error, "Something went wrong. Please try again.");
      setProblem(message);
      const photoProblem = error instanceof ApiError && PHOTO_ERROR_CODES.has(error.code ?? "");
      if (photoProblem) notify.error("Upload failed", "Failed to upload progress photos");
      else notify.error("Check-in failed", message);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={help.onOpenChange}
      title="Weekly Check-In"
      description="Measurements and photos are optional: record what helps you."
      wide
    >
      {help.finding && <HerUrgentHelp finding={help.finding} focusOnMount onDismiss={help.dismiss} />}
      <form hidden={help.finding !== null} ref={formRef} onSubmit={onSubmit} className="space-y-5" noValidate>
        {problem && <FormAlert>{problem}</FormAlert>}
        <Field id="week_date" label="Week of">
          <Input
            id="week_date"
            type="date"
            min={range.min}
            max={range.max}
            value={values.week_date}
            onChange={set("week_date")}
            required
          />
        </Field>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-plum-700">Measurements</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {MEASUREMENTS.map((m) => (
              <Field key={m.key} id={`m-${m.key}`} label={`${m.label} (${measurementUnit(m, units)})`}>
                <Input
                  id={`m-${m.key}`}
                  type="number"
                  inputMode="decimal"
                  step={0.1}
                  min={measurementRange(m, units).min}
                  max={measurementRange(m, units).max}
                  value={values[m.key]}
                  onChange={set(m.key)}
                />
              </Field>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-plum-700">Progress photos</legend>
          <p className="mb-3 text-xs text-plum-500">
            Private to you. We remove location and camera details from every photo.
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            {PHOTO_VIEWS.map((view) => (
              <Field
                key={view}
                id={`photo-${view}`}
                label={`${view[0]!.toUpperCase()}${view.slice(1)} photo`}
              >
                <input
                  id={`photo-${view}`}
                  type="file"
                  accept="image/*"
                  onChange={(e) => pickPhoto(view, e.target.files?.[0])}
                  className="block w-full text-sm text-plum-700 file:mr-3 file:rounded-full file:border-0 file:bg-blush-100 file:px-3 file:py-2 file:text-blush-800"
                />
              </Field>
            ))}
          </div>
        </fieldset>
        <Field id="checkin-description" label="How was your week?">
          <Input
            id="checkin-description"
            value={values.description}
            onChange={set("description")}
            maxLength={500}
          />
        </Field>
        <Field id="checkin-notes" label="Notes">
          <Textarea id="checkin-notes" value={values.notes} onChange={set("notes")} maxLength={2000} />
        </Field>
        <Button type="submit" className="w-full" disabled={submit.isPending}>
          {submit.isPending ? "Saving..." : "Complete check-in"}
        </Button>
      </form>
    </Dialog>
  );
}
