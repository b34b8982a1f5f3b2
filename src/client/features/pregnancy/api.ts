/** Pregnancy symptoms, insights, journal, kicks, contractions and the end of a pregnancy: fetcher, query key and hook for each call. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BabyArrived, PregnancyEnded } from "../../../shared/pregnancy/profile";
import type { SymptomInput } from "../../../shared/pregnancy/symptoms-input";
import { call, withQuery } from "../../lib/api";
import { client } from "../../lib/client";
import { saveOrQueue } from "../../lib/offline/queue";
import { userTimeZone as tz } from "../../lib/time-zone";

// Her weeks and days are counted on her calendar: every call that dates something sends her zone.
export const pregnancyKeys = {
  all: ["pregnancy"] as const,
  symptoms: ["pregnancy", "symptoms"] as const,
  insights: ["pregnancy", "insights"] as const,
  journal: ["pregnancy", "journal"] as const,
  kicks: ["pregnancy", "kicks"] as const,
  contractions: ["pregnancy", "contractions"] as const,
};

const pregnancy = client.pregnancy;
export const pregnancyApi = {
  symptoms: (limit = 20) => call(pregnancy.symptoms.$get({ query: { limit: String(limit) } })),
  logSymptom: (input: SymptomInput) => call(pregnancy.symptoms.$post(withQuery({ json: input }, { tz }))),
  deleteSymptom: (id: string) => call(pregnancy.symptoms[":id"].$delete({ param: { id } })),
  insights: () => call(pregnancy.insights.$get({ query: { tz } })),
  journal: () => call(pregnancy.journal.$get()),
  /** The entry goes as multipart form data: its fields, new `photos`, and `removePhotos` ids on an edit. */
  saveJournalEntry: ({ id, form }: { id?: string; form: FormData }) =>
    id
      ? call(pregnancy.journal[":id"].$put(withQuery({ param: { id } }, { tz }), { init: { body: form } }))
      : call(pregnancy.journal.$post({ query: { tz } }, { init: { body: form } })),
  deleteJournalEntry: (id: string) => call(pregnancy.journal[":id"].$delete({ param: { id } })),
  kicks: () => call(pregnancy.kicks.$get({ query: {} })),
  startKicks: () => call(pregnancy.kicks.$post()),
  /** `count` is the session's count after this movement, so a retried tap counts once. */
  kick: ({ id, count }: { id: string; count: number }) =>
    call(pregnancy.kicks.sessions[":id"].kick.$post({ param: { id }, json: { count } })),
  stopKicks: (id: string) => call(pregnancy.kicks.sessions[":id"].stop.$post({ param: { id } })),
  deleteKicks: (id: string) => call(pregnancy.kicks.sessions[":id"].$delete({ param: { id } })),
  contractions: () => call(pregnancy.contractions.$get({ query: {} })),
  contraction: (action: ContractionAction) => {
    const c = pregnancy.contractions;
    switch (action.type) {
      case "start":
        return call(c.start.$post());
      case "stop":
        return call(c.stop.$post());
      case "end-session":
        return call(c.sessions[":id"].end.$post({ param: { id: action.id } }));
      case "delete-session":
        return call(c.sessions[":id"].$delete({ param: { id: action.id } }));
      case "delete":
        return call(c.entries[":id"].$delete({ param: { id: action.id } }));
    }
  },
  /** One step: the countdown and baby content stop, her journey becomes the one she picks. */
  pregnancyEnded: (input: PregnancyEnded) =>
    call(client.profile["pregnancy-ended"].$post(withQuery({ json: input }, { tz }))),
  /** One step: her baby's birth date, and the postpartum stage it gives on her calendar. */
  babyArrived: (input: BabyArrived) =>
    call(client.profile["baby-arrived"].$post(withQuery({ json: input }, { tz }))),
};

export type ContractionAction =
  | { type: "start" }
  | { type: "stop" }
  | { type: "end-session"; id: string }
  | { type: "delete-session"; id: string }
  | { type: "delete"; id: string };

export function useSymptoms() {
  return useQuery({ queryKey: pregnancyKeys.symptoms, queryFn: () => pregnancyApi.symptoms() });
}

export function useInsights() {
  return useQuery({ queryKey: pregnancyKeys.insights, queryFn: pregnancyApi.insights });
}

export function useLogSymptom() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: pregnancyApi.logSymptom,
    onSuccess: () => qc.invalidateQueries({ queryKey: pregnancyKeys.all }),
  });
}

export function useDeleteSymptom() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: pregnancyApi.deleteSymptom,
    onSuccess: () => qc.invalidateQueries({ queryKey: pregnancyKeys.all }),
  });
}

export const journalQuery = () =>
  queryOptions({ queryKey: pregnancyKeys.journal, queryFn: pregnancyApi.journal });

export function useJournal() {
  return useQuery(journalQuery());
}

export function useSaveJournalEntry() {
  const qc = useQueryClient();
  return useMutation({
    // A new entry goes through her offline queue (photos included): without a connection it
    // waits on the phone and is saved once when she is back online. An edit needs the network.
    mutationFn: ({ id, form }: { id?: string; form: FormData }) =>
      id
        ? pregnancyApi.saveJournalEntry({ id, form }).then((answer) => ({ status: "saved" as const, answer }))
        : saveOrQueue<Awaited<ReturnType<typeof pregnancyApi.saveJournalEntry>>>({
            kind: "journal",
            label: "Journal entry",
            method: "POST",
            path: `/api/pregnancy/journal?tz=${encodeURIComponent(tz)}`,
            body: [...form.entries()],
          }),
    networkMode: "always",
    onSuccess: () => qc.invalidateQueries({ queryKey: pregnancyKeys.all }),
  });
}

export function useDeleteJournalEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: pregnancyApi.deleteJournalEntry,
    onSuccess: () => qc.invalidateQueries({ queryKey: pregnancyKeys.all }),
  });
}

export function useKicks() {
  return useQuery({ queryKey: pregnancyKeys.kicks, queryFn: pregnancyApi.kicks });
}

/** Every kick-session change re-reads the sessions: the server's stamps are the timer. */
function useKickMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: pregnancyKeys.kicks }),
  });
}
export const useStartKicks = () => useKickMutation(pregnancyApi.startKicks);
export const useKick = () => useKickMutation(pregnancyApi.kick);
export const useStopKicks = () => useKickMutation(pregnancyApi.stopKicks);
export const useDeleteKicks = () => useKickMutation(pregnancyApi.deleteKicks);

export function useContractions() {
  return useQuery({ queryKey: pregnancyKeys.contractions, queryFn: pregnancyApi.contractions });
}

/** Each change answers with the whole timer state, which replaces the cached one. */
export function useContractionAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: pregnancyApi.contraction,
    onSuccess: (state) => qc.setQueryData(pregnancyKeys.contractions, state),
    onError: () => qc.invalidateQueries({ queryKey: pregnancyKeys.contractions }),
  });
}

export function usePregnancyEnded() {
  return useMutation({ mutationFn: pregnancyApi.pregnancyEnded });
}

export function useBabyArrived() {
  return useMutation({ mutationFn: pregnancyApi.babyArrived });
}
