import { ImagePlus, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { addDays } from "../../../shared/dates";
import { pregnancyWeek } from "../../../shared/pregnancy/dates";
import {
  JOURNAL_DEFAULT_MOOD,
  JOURNAL_DEFAULT_TITLE,
  type JournalEntry,
  MAX_JOURNAL_PHOTOS,
} from "../../../shared/pregnancy/journal";
import { DEFAULT_UNITS, type UnitSystem, unitLabel, weightToShow, weightUnitOf } from "../../../shared/units";
import { HerUrgentHelp, useUrgentHelpAfterSave } from "../../components/safety/her-urgent-help";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { describedBy, Field, FormAlert, Input, Textarea } from "../../components/ui/form";
import { SafeImage } from "../../components/ui/safe-image";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { QUEUED_NOTE, QUEUED_TITLE } from "../../lib/offline/copy";
import { readOffline } from "../../lib/offline/read-offline";
import { useAuth } from "../auth";
import { useSaveJournalEntry } from "./api";
import { weeksAndDays } from "./copy";
import { useToday } from "./use-today";

const MOOD_HINT = "1 is very low, 10 is wonderful.";
/** Entries may be back-dated this far (the server's limit too). */
const OLDEST_ENTRY_DAYS = 400;

interface Draft {
  date: string;
  title: string;
  content: string;
  mood: string;
  milestone: string;
  weight: string;
  babyKicks: string;
}

const draftOf = (entry: JournalEntry | null, today: string, units: UnitSystem): Draft => ({
  date: entry?.date ?? today,
  title: entry?.title ?? "",
  content: entry?.content ?? "",
  mood: String(entry?.mood ?? JOURNAL_DEFAULT_MOOD),
  milestone: entry?.milestone ?? "",
  // Stored in lbs; she reads and edits it in her units.
  weight: entry?.weight != null ? String(weightToShow(entry.weight, "lb", units)) : "",
  babyKicks: entry?.babyKicks != null ? String(entry.babyKicks) : "",
});

/**
 * The New Entry dialog (and the same form to edit one). What she typed stays while the dialog is
 * closed and after an error; only a save clears it. The server fills the week from her due date,
 * defaults a blank title and an invalid mood, and reads her words for warning signs.
 */
export function JournalEntryDialog({
  open,
  onOpenChange,
  entry,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry to edit; null for a new one. */
  entry: JournalEntry | null;
}) {
  const today = useToday();
  const { profile } = useAuth();
  const units = profile?.units ?? DEFAULT_UNITS;
  const [draft, setDraft] = useState<Draft>(() => draftOf(entry, today, units));
  const [photos, setPhotos] = useState<File[]>([]);
  const [removing, setRemoving] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveJournalEntry();
  const help = useUrgentHelpAfterSave(onOpenChange);
  const id = useId();
  const errorRef = useRef<HTMLDivElement>(null);
  // On a phone the form is taller than the screen: bring the server's message into view.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: "nearest" });
  }, [error]);

  const previews = useMemo(() => photos.map((file) => URL.createObjectURL(file)), [photos]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const set = (field: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));

  const due = profile?.due_date ?? null;
  const week = due && /^\d{4}-\d{2}-\d{2}$/.test(draft.date) ? pregnancyWeek(due, draft.date) : null;
  const kept = (entry?.photos ?? []).filter((p) => !removing.includes(p.id));
  const dateHint =
    week && !week.beyondDates
      ? `Week ${week.week}: ${weeksAndDays(week.week, week.day)} on this day, from your due date.`
      : due
        ? "Outside your pregnancy's weeks: saved without a week."
        : "Add your due date and Bloom fills in the week.";
  const room = MAX_JOURNAL_PHOTOS - kept.length - photos.length;

  function addPhotos(e: React.ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(e.target.files ?? []);
    e.target.value = "";
    if (chosen.length > room)
      setError(
        `An entry can have at most ${MAX_JOURNAL_PHOTOS} photos. The first ${Math.max(room, 0)} were added.`,
      );
    else setError(null);
    setPhotos((p) => [...p, ...chosen.slice(0, Math.max(room, 0))]);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const form = new FormData();
    for (const [key, value] of Object.entries(draft)) form.append(key, value);
    form.append("units", units);
    for (const file of photos) form.append("photos", file, file.name);
    for (const photoId of removing) form.append("removePhotos", photoId);
    try {
      const result = await save.mutateAsync({ id: entry?.id, form });
      if (result.status === "saved") notify.success("Journal entry saved");
      else notify.info(QUEUED_TITLE, QUEUED_NOTE);
      setDraft(draftOf(null, today, units));
      setPhotos([]);
      setRemoving([]);
      help.afterSave(
        result.status === "saved"
          ? result.answer.safety
          : await readOffline(profile?.motherhood_stage, draft.title, draft.content, draft.milestone),
      );
    } catch (err) {
      // Everything she typed and chose stays in the form.
      setError(messageOf(err, "Something went wrong. Please try again."));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={help.onOpenChange}
      title={entry ? "Edit Entry" : "New Entry"}
      description="Your pregnancy in your own words, private to you."
      wide
    >
      {help.finding && <HerUrgentHelp finding={help.finding} focusOnMount onDismiss={help.dismiss} />}
      <form hidden={help.finding !== null} onSubmit={submit} noValidate className="space-y-4">
        <div ref={errorRef} className="empty:hidden">
          {error && <FormAlert>{error}</FormAlert>}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-date`} label="Date" hint={dateHint}>
            <Input
              type="date"
              value={draft.date}
              max={today}
              min={addDays(today, -OLDEST_ENTRY_DAYS)}
              onChange={set("date")}
              required
              {...describedBy(`${id}-date`, undefined, dateHint)}
            />
          </Field>
          <Field id={`${id}-mood`} label="Mood (1 to 10)" hint={MOOD_HINT}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={10}
              step={1}
              value={draft.mood}
              onChange={set("mood")}
              {...describedBy(`${id}-mood`, undefined, MOOD_HINT)}
            />
          </Field>
        </div>
        <Field id={`${id}-title`} label="Title">
          <Input
            value={draft.title}
            maxLength={120}
            placeholder={JOURNAL_DEFAULT_TITLE}
            onChange={set("title")}
            {...describedBy(`${id}-title`)}
          />
        </Field>
        <Field id={`${id}-content`} label="What would you like to remember?">
          <Textarea
            value={draft.content}
            maxLength={10_000}
            onChange={set("content")}
            className="min-h-32"
            {...describedBy(`${id}-content`)}
          />
        </Field>
        <Field id={`${id}-milestone`} label="Milestone (optional)">
          <Input
            value={draft.milestone}
            maxLength={200}
            placeholder="First kicks, the 20-week scan…"
            onChange={set("milestone")}
            {...describedBy(`${id}-milestone`)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-weight`} label={`Weight in ${unitLabel(weightUnitOf(units))} (optional)`}>
            <Input
              inputMode="decimal"
              value={draft.weight}
              onChange={set("weight")}
              {...describedBy(`${id}-weight`)}
            />
          </Field>
          <Field id={`${id}-kicks`} label="Baby kicks (optional)">
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={draft.babyKicks}
              onChange={set("babyKicks")}
              {...describedBy(`${id}-kicks`)}
            />
          </Field>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-plum-700">Photos (up to {MAX_JOURNAL_PHOTOS})</legend>
          <ul className="flex flex-wrap gap-2">
            {kept.map((p, i) => (
              <li key={p.id} className="relative">
                <SafeImage
                  src={p.url}
                  alt={`Saved photo ${i + 1}`}
                  className="size-20 rounded-xl object-cover"
                />
                <button
                  type="button"
                  className="absolute -top-2 -right-2 rounded-full bg-white p-1 shadow-soft"
                  aria-label={`Remove saved photo ${i + 1}`}
                  onClick={() => setRemoving((r) => [...r, p.id])}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
            {photos.map((file, i) => (
              <li key={previews[i]} className="relative">
                <img
                  src={previews[i]}
                  alt={`New, ${i + 1}: ${file.name}`}
                  className="size-20 rounded-xl object-cover"
                />
                <button
                  type="button"
                  className="absolute -top-2 -right-2 rounded-full bg-white p-1 shadow-soft"
                  aria-label={`Remove new photo ${i + 1}`}
                  onClick={() => setPhotos((list) => list.filter((_, j) => j !== i))}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          {room > 0 && (
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-blush-200 px-4 text-sm font-medium text-blush-700 focus-within:ring-2 focus-within:ring-blush-200 hover:bg-blush-50">
              <ImagePlus className="size-4" aria-hidden="true" />
              Add photos
              <input type="file" accept="image/*" multiple className="sr-only" onChange={addPhotos} />
            </label>
          )}
          <p className="text-xs text-plum-500">
            Photos are kept privately for you; Bloom removes their location and camera details.
          </p>
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={() => help.onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save entry"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
