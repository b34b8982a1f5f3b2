/** Her reminders: fetcher, query key and hooks (lib/client over /api/reminders). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReminderSettingsInput } from "../../../shared/reminders-input";
import { call, withQuery } from "../../lib/api";
import { client } from "../../lib/client";

export const reminderKeys = { all: ["reminders"] as const };

export const fetchReminders = (stage: string) => call(client.reminders.$get(withQuery({}, { stage })));
export type Reminders = Awaited<ReturnType<typeof fetchReminders>>;

export function useReminders(stage: string) {
  return useQuery({ queryKey: [...reminderKeys.all, stage], queryFn: () => fetchReminders(stage) });
}

export function useSaveReminders() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderSettingsInput) => call(client.reminders.$put({ json: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: reminderKeys.all }),
  });
}

export function useSubscribePush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
      call(client.reminders.push.$post({ json: subscription })),
    onSuccess: () => qc.invalidateQueries({ queryKey: reminderKeys.all }),
  });
}
