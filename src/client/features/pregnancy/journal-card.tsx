import { BookHeart, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { JournalEntry } from "../../../shared/pregnancy/journal";
import { DEFAULT_UNITS, formatWeight } from "../../../shared/units";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { FormAlert } from "../../components/ui/form";
import { SafeImage } from "../../components/ui/safe-image";
import { messageOf } from "../../lib/api";
import { notify } from "../../lib/notify";
import { useAuth } from "../auth";
import { useDeleteJournalEntry, useJournal } from "./api";
import { longDate } from "./copy";
import { JournalEntryDialog } from "./journal-entry-dialog";

/** The Pregnancy Journal: her entries, newest first, a New Entry dialog, edit and delete. */
export function PregnancyJournal() {
  const { data, isPending, isError, refetch } = useJournal();
  const [editing, setEditing] = useState<JournalEntry | null>(null);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<JournalEntry | null>(null);
  // Each edit opens a fresh form from the saved entry; a new entry's draft is kept until it is saved.
  const [edits, setEdits] = useState(0);

  function edit(entry: JournalEntry | null) {
    if (entry) setEdits((n) => n + 1);
    setEditing(entry);
    setOpen(true);
  }

  return (
    <Card aria-labelledby="journal-title" role="region" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-sage-100 text-sage-700">
            <BookHeart className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="journal-title" className="text-xl">
              Pregnancy Journal
            </h2>
            <p className="text-sm text-plum-500">Your weeks in your own words and photos, private to you.</p>
          </div>
        </div>
        <Button size="sm" onClick={() => edit(null)}>
          <Plus className="size-4" aria-hidden="true" /> New Entry
        </Button>
      </div>
      {isPending ? (
        <div className="h-24 animate-pulse rounded-2xl bg-blush-50" />
      ) : isError ? (
        <FormAlert>
          Your journal could not be loaded.{" "}
          <button type="button" className="underline" onClick={() => refetch()}>
            Try again
          </button>
        </FormAlert>
      ) : data.length === 0 ? (
        <p className="text-sm text-plum-500">
          No entries yet. Write down how you feel, what changed this week, or a moment you want to keep.
        </p>
      ) : (
        <ul className="space-y-3">
          {data.map((entry) => (
            <li key={entry.id}>
              <JournalEntryView
                entry={entry}
                onEdit={() => edit(entry)}
                onDelete={() => setDeleting(entry)}
              />
            </li>
          ))}
        </ul>
      )}
      <JournalEntryDialog
        key={editing ? `edit-${edits}` : "new"}
        open={open}
        onOpenChange={setOpen}
        entry={editing}
      />
      <DeleteEntryDialog entry={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

function JournalEntryView({
  entry,
  onEdit,
  onDelete,
}: {
  entry: JournalEntry;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const units = useAuth().profile?.units ?? DEFAULT_UNITS;
  const facts = [
    `Mood ${entry.mood}/10`,
    entry.weight !== null && formatWeight(entry.weight, "lb", units),
    entry.babyKicks !== null && `${entry.babyKicks} ${entry.babyKicks === 1 ? "kick" : "kicks"}`,
  ].filter(Boolean);
  return (
    <article aria-labelledby={`entry-${entry.id}`} className="rounded-2xl border border-line p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`entry-${entry.id}`} className="break-words text-lg font-semibold text-plum-900">
            {entry.title}
          </h3>
          <p className="text-xs text-plum-500">
            {longDate(entry.date)}
            {entry.week !== null && ` · Week ${entry.week}`}
          </p>
        </div>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={onEdit}
            aria-label={`Edit ${entry.title}, ${entry.date}`}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete ${entry.title}, ${entry.date}`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {entry.milestone && (
        <p className="mt-2 inline-block rounded-full bg-blush-50 px-3 py-1 text-sm text-blush-700">
          Milestone: {entry.milestone}
        </p>
      )}
      {entry.content && <p className="mt-2 whitespace-pre-line break-words text-plum-700">{entry.content}</p>}
      <p className="mt-2 text-sm text-plum-500">{facts.join(" · ")}</p>
      {entry.photos.length > 0 && (
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {entry.photos.map((p, i) => (
            <li key={p.id}>
              <a
                href={p.url}
                target="_blank"
                rel="noreferrer"
                aria-label={`Open photo ${i + 1} of ${entry.title}`}
              >
                <SafeImage
                  src={p.url}
                  alt={`Photo ${i + 1} of ${entry.title}`}
                  loading="lazy"
                  className="aspect-square w-full rounded-xl object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function DeleteEntryDialog({ entry, onClose }: { entry: JournalEntry | null; onClose: () => void }) {
  const remove = useDeleteJournalEntry();
  async function confirm() {
    if (!entry) return;
    try {
      await remove.mutateAsync(entry.id);
      notify.success("Journal entry deleted");
      onClose();
    } catch (err) {
      notify.error("Error", messageOf(err, "Something went wrong. Please try again."));
    }
  }
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this entry?"
      description={
        entry
          ? `"${entry.title}" from ${longDate(entry.date)} and its photos will be gone for good.`
          : undefined
      }
    >
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? "Deleting..." : "Delete entry"}
        </Button>
      </div>
    </Dialog>
  );
}
