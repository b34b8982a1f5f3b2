/**
 * The coach chat's state (spec §4): 'searching for a coach' for 2 s, then a random online coach for
 * her stage, a greeting 1 s later, and for each message a typing indicator for 1.5 s (longer only if
 * the server is slower) before the reply. Closing the dialog unmounts it, which resets everything.
 * Once a reply was urgent, the conversation stays escalated.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { CoachReply } from "../../../shared/coach/api";
import {
  type ChatMessage,
  COACH_GREETING_MS,
  COACH_REPLY_MS,
  COACH_SEARCH_MS,
  messageToSend,
} from "../../../shared/coach/chat";
import { assignCoach, type Coach, greeting, type Random } from "../../../shared/coach/coaches";
import { redFlagsIn, urgentReply } from "../../../shared/coach/reply";
import { mergeFindings, type SafetyFinding } from "../../../shared/safety";
import { messageOf } from "../../lib/api";
import { useCoachReply } from "./api";

/** A chat message, and for the coach's replies the reply it shows (the greeting has none). */
export type ChatEntry = ChatMessage & { reply?: CoachReply };

export interface CoachChatOptions {
  /** Her profile's motherhood_stage; null for a visitor. */
  stage: string | null;
  /** Whom the greeting names (spec §9's fallbacks already applied). */
  name: string;
  random: Random;
  now: () => Date;
}

export const UNEXPECTED_ERROR = "Something went wrong. Please try again.";

export function useCoachChat({ stage, name, random, now }: CoachChatOptions) {
  const [coach, setCoach] = useState<Coach | null>(null);
  const [messages, setMessages] = useState<ChatEntry[]>([]);
  const [typing, setTyping] = useState(false);
  const [escalation, setEscalation] = useState<SafetyFinding | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState("");
  const { mutateAsync } = useCoachReply();

  // Whatever her stage and name are when the coach arrives (her profile may still be loading).
  const latest = useRef({ stage, name, random, now });
  latest.current = { stage, name, random, now };
  const nextId = useRef(0);
  const entry = useCallback((sender: ChatEntry["sender"], content: string, reply?: CoachReply): ChatEntry => {
    nextId.current += 1;
    return { id: `m${nextId.current}`, sender, content, timestamp: latest.current.now(), reply };
  }, []);

  // Timers and the request in flight end with the dialog.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const aborter = useRef<AbortController | null>(null);
  const after = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        const t = setTimeout(() => {
          timers.current.delete(t);
          resolve();
        }, ms);
        timers.current.add(t);
      }),
    [],
  );
  useEffect(() => {
    const pending = timers.current;
    let open = true;
    void after(COACH_SEARCH_MS).then(() => {
      if (!open) return;
      const { stage, random } = latest.current;
      const assigned = assignCoach(stage, random);
      setCoach(assigned);
      void after(COACH_GREETING_MS).then(() => {
        if (open) setMessages((m) => [...m, entry("coach", greeting(assigned, latest.current.name))]);
      });
    });
    return () => {
      open = false;
      for (const t of pending) clearTimeout(t);
      pending.clear();
      aborter.current?.abort();
    };
  }, [after, entry]);

  const send = useCallback(
    async (text: string) => {
      const message = messageToSend(text, coach !== null && !typing);
      if (!message) return;
      const mine = entry("user", message);
      setMessages((m) => [...m, mine]);
      setDraft("");
      setError(null);
      setTyping(true);
      const controller = new AbortController();
      aborter.current = controller;
      const { stage } = latest.current;
      const answered = mutateAsync({ input: { message, stage }, signal: controller.signal }).then(
        (reply) => ({ reply }),
        (err: unknown) => ({ err }),
      );
      await after(COACH_REPLY_MS);
      const result = await answered;
      if (controller.signal.aborted) return;
      let reply = "reply" in result ? result.reply : null;
      // Safety does not wait for the network: when the server cannot answer, the same red-flag
      // reader runs here, so a warning sign still gets the urgent help.
      if (!reply) {
        const finding = redFlagsIn(message, stage);
        if (finding) reply = urgentReply(finding);
      }
      if (reply) {
        const answer = reply;
        setMessages((m) => [...m, entry("coach", answer.content, answer)]);
        if (answer.kind === "urgent") setEscalation((f) => mergeFindings(f, answer.safety));
      } else {
        // Nothing she wrote is lost: her message goes back into the box.
        setMessages((m) => m.filter((x) => x.id !== mine.id));
        setDraft(message);
        setError(messageOf("err" in result ? result.err : null, UNEXPECTED_ERROR));
      }
      setTyping(false);
    },
    [coach, typing, mutateAsync, after, entry],
  );

  return { coach, messages, typing, escalation, error, draft, setDraft, send };
}
