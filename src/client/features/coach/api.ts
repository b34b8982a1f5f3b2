/** The coach's one call, POST /api/coach/reply: fetcher, key and hook. Nothing she sends is stored. */
import { useMutation } from "@tanstack/react-query";
import type { CoachReplyInput } from "../../../shared/coach/api";
import { call } from "../../lib/api";
import { client } from "../../lib/client";

export const coachKeys = {
  reply: () => ["coach", "reply"] as const,
};

export const fetchCoachReply = (input: CoachReplyInput, signal?: AbortSignal) =>
  call(client.coach.reply.$post({ json: input }, { init: { signal } }));

/** One reply per message; never retried (a second answer to the same message would be confusing). */
export function useCoachReply() {
  return useMutation({
    mutationKey: coachKeys.reply(),
    mutationFn: ({ input, signal }: { input: CoachReplyInput; signal?: AbortSignal }) =>
      fetchCoachReply(input, signal),
    retry: false,
  });
}
