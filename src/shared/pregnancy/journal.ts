/**
 * The spec's Pregnancy journal entry (camelCase on the wire): id, date, week, title, content,
 * photos, mood, milestone, weight (lbs), babyKicks. It arrives as multipart form fields (photos
 * ride along), so every field is read from text here; the server fills `week` from her due date.
 *
 * The spec's rules: title "Journal Entry" when blank; mood 1-10, 8 when invalid; baby kicks >= 0.
 */
import type { WithSafety } from "../safety";
import type { JournalFields } from "./journal-input";

export const JOURNAL_DEFAULT_TITLE = "Journal Entry";
export const JOURNAL_DEFAULT_MOOD = 8;
export const MAX_JOURNAL_PHOTOS = 4;
export const JOURNAL_CONTENT_MAX = 10_000;

/** The spec: a mood outside 1-10, or not a number, is taken as 8. */
export function journalMood(value: unknown): number {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim()
        ? Number(value)
        : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= 10 ? n : JOURNAL_DEFAULT_MOOD;
}

export interface JournalPhoto {
  id: string;
  url: string;
}

export interface JournalEntry extends JournalFields {
  id: string;
  /** Her pregnancy week on the entry's date, from her due date; null without one. */
  week: number | null;
  photos: JournalPhoto[];
  createdAt: string;
  updatedAt: string;
}

/** POST and PUT answer with the entry and what the safety module read in her words. */
export type SavedJournalEntry = WithSafety<JournalEntry>;
