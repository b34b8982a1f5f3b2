/**
 * The coach feature's public face. Small on purpose: the home page imports it, and the dialog
 * itself (with the safety module and the chat) loads only when she opens it.
 */
import { lazy, Suspense } from "react";
import { COACH_TOAST, COACH_TOAST_MS } from "../../../shared/coach/chat";
import { notify } from "../../lib/notify";

const CoachDialog = lazy(() => import("./coach-dialog"));

/** The coach chat while `open`; closing unmounts it, which resets the coach and the messages. */
export function CoachChat({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CoachDialog onClose={onClose} />
    </Suspense>
  );
}

/** Spec §2 and §9: opening the coach shows a 3 s toast saying the coach is here to help. */
export function announceCoach() {
  notify.info(COACH_TOAST, undefined, COACH_TOAST_MS);
}
