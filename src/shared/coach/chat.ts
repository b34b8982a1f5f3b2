/**
 * The coach chat's rules (spec §4, §5, §9), as plain values and functions the dialog follows.
 * The dialog owns the timers; the numbers live here so a test can name them.
 */

/** Spec §9: search 2 s, greeting 1 s, reply 1.5 s, toast 3 s. */
export const COACH_SEARCH_MS = 2000;
export const COACH_GREETING_MS = 1000;
export const COACH_REPLY_MS = 1500;
export const COACH_TOAST_MS = 3000;

/** Spec §2: the Wellness Coach button's toast. */
export const COACH_TOAST = "Your wellness coach is here to help!";

/** Spec §3's Chat message. */
export interface ChatMessage {
  id: string;
  content: string;
  sender: "coach" | "user";
  timestamp: Date;
}

/** Spec §4: the quick-suggestion chips show only while there is exactly one message (the greeting). */
export function showsSuggestionChips(messageCount: number): boolean {
  return messageCount === 1;
}

/**
 * Spec §5: a message must be non-empty after trim, and sending with no coach assigned is ignored.
 * Returns the text to send, or null when nothing should be sent.
 */
export function messageToSend(text: string, coachAssigned: boolean): string | null {
  const trimmed = text.trim();
  return coachAssigned && trimmed ? trimmed : null;
}
