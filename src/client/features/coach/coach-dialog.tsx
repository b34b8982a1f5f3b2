import { SendHorizontal, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, useEffect, useId, useRef } from "react";
import { COACH_MESSAGE_MAX_LENGTH } from "../../../shared/coach/api";
import { showsSuggestionChips } from "../../../shared/coach/chat";
import { nameToGreet, type Random, suggestionChips } from "../../../shared/coach/coaches";
import { herStage } from "../../../shared/stage-safety";
import { HerUrgentHelp } from "../../components/safety/her-urgent-help";
import { cn } from "../../lib/cn";
import { QueryProvider } from "../../lib/query-provider";
import { todayLocal } from "../../lib/time-zone";
import { useAuth } from "../auth";
import { CoachReplyView } from "./coach-reply";
import { type ChatEntry, useCoachChat } from "./use-coach-chat";

export interface CoachDialogProps {
  onClose: () => void;
  /** Injected so tests are exact (which coach she meets). */
  random?: Random;
  now?: () => Date;
}

export const COACH_NOTICE =
  "Your coach is automated: it is not a doctor and cannot examine you. This conversation is not stored; it ends when you close this window.";

/**
 * The wellness coach chat (spec §2, §4). Mounted only while open, so closing it resets the coach
 * and the messages. Loaded on demand: the home page does not carry it.
 */
export default function CoachDialog(props: CoachDialogProps) {
  return (
    <QueryProvider>
      <CoachChatDialog {...props} />
    </QueryProvider>
  );
}

function CoachChatDialog({ onClose, random = Math.random, now = () => new Date() }: CoachDialogProps) {
  const { profile, user } = useAuth();
  // Her stage as her dates give it today: the coach's workout links are for this stage only.
  const stage = herStage(profile, todayLocal(now()));
  const chat = useCoachChat({
    stage,
    name: nameToGreet(profile?.display_name, user?.email),
    random,
    now,
  });
  const { coach, messages, typing, escalation, error, draft } = chat;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const busy = coach === null || typing;
  const last = messages.at(-1);
  // The help stays pinned once the urgent reply itself has moved up the conversation.
  const pinned = escalation && last?.reply?.kind !== "urgent" ? escalation : null;
  const chips = !escalation && showsSuggestionChips(messages.length) ? suggestionChips(stage) : [];

  // A new message is shown from its first line (a long answer or the urgent help is read from the
  // top); the typing indicator is kept in view below it.
  const newest = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message arrives
  useEffect(() => {
    newest.current?.scrollIntoView?.({ block: "start" });
  }, [messages.length]);
  useEffect(() => {
    if (typing) end.current?.scrollIntoView?.({ block: "end" });
  }, [typing]);
  // Give the box back to her once she may type again.
  useEffect(() => {
    if (!busy && input.current && input.current.closest("[role=dialog]")?.contains(document.activeElement))
      input.current.focus();
  }, [busy]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void chat.send(draft);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-plum-900/40" />
        <Dialog.Content
          className={cn(
            "fixed inset-x-0 bottom-0 z-50 flex h-[92dvh] flex-col rounded-t-3xl bg-white shadow-soft",
            "sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:h-[min(44rem,90dvh)] sm:w-[calc(100%-2rem)] sm:max-w-xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl",
          )}
        >
          <header className="flex items-start gap-3 border-b border-line px-4 py-3 sm:px-5">
            <span
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-blush-100 font-display text-xl text-blush-700"
              aria-hidden="true"
            >
              {coach ? coach.name.charAt(0) : "…"}
            </span>
            <div className="min-w-0 flex-1">
              <Dialog.Title className="font-display text-xl text-plum-900">Wellness Coach</Dialog.Title>
              <p className="text-sm text-plum-700">
                {coach ? (
                  <>
                    {coach.name} · {coach.specialty}{" "}
                    <span className="inline-flex items-center gap-1 text-sage-700">
                      <span className="size-2 rounded-full bg-sage-500" aria-hidden="true" />
                      Online
                    </span>
                  </>
                ) : (
                  "Finding a coach for you"
                )}
              </p>
            </div>
            <Dialog.Close
              className="-mr-1 rounded-full p-2 text-plum-500 hover:bg-blush-50"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </header>
          <Dialog.Description className="border-b border-line bg-cream px-4 py-2 text-xs text-plum-700 sm:px-5">
            {COACH_NOTICE}
          </Dialog.Description>

          <div className="flex-1 overflow-y-auto px-4 py-4 sm:px-5">
            <div role="log" aria-label="Conversation" aria-live="polite" className="space-y-3">
              {coach === null && (
                <div className="flex flex-col items-center gap-3 py-10 text-plum-700">
                  <span
                    className="size-10 animate-spin rounded-full border-4 border-blush-100 border-t-blush-600"
                    aria-hidden="true"
                  />
                  <p role="status">Searching for a coach…</p>
                </div>
              )}
              {messages.map((m, i) => (
                <div key={m.id} ref={i === messages.length - 1 ? newest : undefined} className="scroll-mt-2">
                  <Message message={m} escalated={escalation !== null} busy={busy} onPick={chat.send} />
                </div>
              ))}
              {typing && coach && (
                <p role="status" className="flex items-center gap-2 text-sm text-plum-500">
                  <span className="flex gap-1" aria-hidden="true">
                    <span className="size-1.5 animate-bounce rounded-full bg-plum-500" />
                    <span className="size-1.5 animate-bounce rounded-full bg-plum-500 [animation-delay:150ms]" />
                    <span className="size-1.5 animate-bounce rounded-full bg-plum-500 [animation-delay:300ms]" />
                  </span>
                  {coach.name} is typing…
                </p>
              )}
            </div>
            {chips.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-2" aria-label="Suggestions">
                {chips.map((chip) => (
                  <li key={chip}>
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => void chat.send(chip)}
                      className="min-h-9 rounded-full border border-blush-200 bg-white px-3 text-left text-sm text-blush-700 hover:bg-blush-50 disabled:opacity-60"
                    >
                      {chip}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div ref={end} />
          </div>

          {pinned && (
            <div className="max-h-[40%] overflow-y-auto border-t border-line px-4 py-2 sm:px-5">
              <HerUrgentHelp finding={pinned} variant="compact" announce={false} />
            </div>
          )}
          {error && (
            <p role="alert" className="border-t border-line bg-red-50 px-4 py-2 text-sm text-red-800 sm:px-5">
              {error}
            </p>
          )}
          <form onSubmit={submit} className="flex items-center gap-2 border-t border-line px-4 py-3 sm:px-5">
            <label htmlFor={inputId} className="sr-only">
              Message to your coach
            </label>
            <input
              id={inputId}
              ref={input}
              value={draft}
              onChange={(e) => chat.setDraft(e.target.value)}
              disabled={busy}
              maxLength={COACH_MESSAGE_MAX_LENGTH}
              autoComplete="off"
              placeholder={coach ? "Type your question" : "Finding a coach…"}
              className="min-h-11 min-w-0 flex-1 rounded-full border border-line bg-white px-4 text-plum-900 placeholder:text-plum-500 disabled:bg-cream"
            />
            <button
              type="submit"
              disabled={busy || !draft.trim()}
              aria-label="Send message"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-blush-600 text-white hover:bg-blush-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <SendHorizontal className="size-5" aria-hidden="true" />
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Message({
  message,
  escalated,
  busy,
  onPick,
}: {
  message: ChatEntry;
  escalated: boolean;
  busy: boolean;
  onPick: (text: string) => void;
}) {
  if (message.sender === "user") {
    return (
      <div className="flex justify-end">
        <p className="max-w-[85%] rounded-2xl rounded-tr-md bg-blush-600 px-4 py-2 whitespace-pre-line text-white">
          <span className="sr-only">You: </span>
          {message.content}
        </p>
      </div>
    );
  }
  return (
    <div>
      {message.reply ? (
        <CoachReplyView reply={message.reply} escalated={escalated} busy={busy} onPick={onPick} />
      ) : (
        <p className="max-w-[92%] rounded-2xl rounded-tl-md bg-blush-50 px-4 py-3 text-plum-900">
          {message.content}
        </p>
      )}
    </div>
  );
}
