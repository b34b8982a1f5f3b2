/** Postpartum education and the Postpartum Prep Guide: fetcher, query key and hook for each call. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PostpartumEducation, PrepGuide, PrepItem } from "../../../shared/postpartum";
import { call } from "../../lib/api";
import { client } from "../../lib/client";
import { userTimeZone as tz } from "../../lib/time-zone";

export const postpartumKeys = {
  all: ["postpartum"] as const,
  topics: () => [...postpartumKeys.all, "topics"] as const,
  prep: () => [...postpartumKeys.all, "prep"] as const,
};

const postpartum = client.postpartum;
export const fetchTopics = () => call(postpartum.topics.$get({ query: { tz } }));
export const fetchPrepGuide = () => call(postpartum.prep.$get({ query: { tz } }));
export const completeModule = (id: string) =>
  call(postpartum.modules[":id"].complete.$post({ param: { id } }));
export const completePrepItem = (id: string) =>
  call(postpartum.prep[":id"].complete.$post({ param: { id } }));

export function usePostpartumTopics(enabled = true) {
  // Her weeks follow her profile's dates, which change on another page: always refetch on mount.
  return useQuery({ queryKey: postpartumKeys.topics(), queryFn: fetchTopics, enabled, staleTime: 0 });
}

export function usePrepGuide(enabled = true) {
  return useQuery({ queryKey: postpartumKeys.prep(), queryFn: fetchPrepGuide, enabled, staleTime: 0 });
}

/** The answer is the module's topic as it now stands; it replaces that topic in the cached list. */
export function useCompleteModule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: completeModule,
    onSuccess: (topic) =>
      qc.setQueryData<PostpartumEducation>(postpartumKeys.topics(), (old) =>
        old ? { ...old, topics: old.topics.map((t) => (t.id === topic.id ? topic : t)) } : old,
      ),
  });
}

export function useCompletePrepItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: completePrepItem,
    onSuccess: (item) =>
      qc.setQueryData<PrepGuide>(postpartumKeys.prep(), (old) => {
        if (!old) return old;
        const swap = (list: PrepItem[]) => list.map((i) => (i.id === item.id ? item : i));
        return { ...old, currentFocus: swap(old.currentFocus), comingUp: swap(old.comingUp) };
      }),
  });
}
