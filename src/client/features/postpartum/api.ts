/** Postpartum education and the Postpartum Prep Guide: fetcher, query key and hook for each call. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PostpartumEducation, PostpartumTopic, PrepGuide, PrepItem } from "../../../shared/postpartum";
import { api } from "../../lib/api";
import { userTimeZone } from "../../lib/query";

const tz = `tz=${encodeURIComponent(userTimeZone)}`;

export const postpartumKeys = {
  all: ["postpartum"] as const,
  topics: () => [...postpartumKeys.all, "topics"] as const,
  prep: () => [...postpartumKeys.all, "prep"] as const,
};

export const fetchTopics = () => api<PostpartumEducation>(`/api/postpartum/topics?${tz}`);
export const fetchPrepGuide = () => api<PrepGuide>(`/api/postpartum/prep?${tz}`);
export const completeModule = (id: string) =>
  api<PostpartumTopic>(`/api/postpartum/modules/${encodeURIComponent(id)}/complete`, { method: "POST" });
export const completePrepItem = (id: string) =>
  api<PrepItem>(`/api/postpartum/prep/${encodeURIComponent(id)}/complete`, { method: "POST" });

export function usePostpartumTopics(enabled = true) {
  // Her weeks follow her profile's dates, which change on another page: always refetch on mount.
  return useQuery({ queryKey: postpartumKeys.topics(), queryFn: fetchTopics, enabled, staleTime: 0 });
}

export function usePrepGuide(enabled = true) {
  return useQuery({ queryKey: postpartumKeys.prep(), queryFn: fetchPrepGuide, enabled, staleTime: 0 });
}

/** The answer is the module's topic as it now stands; it replaces that topic in the cached list. */
export function useCompleteModule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeModule,
    onSuccess: (topic) =>
      client.setQueryData<PostpartumEducation>(postpartumKeys.topics(), (old) =>
        old ? { ...old, topics: old.topics.map((t) => (t.id === topic.id ? topic : t)) } : old,
      ),
  });
}

export function useCompletePrepItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completePrepItem,
    onSuccess: (item) =>
      client.setQueryData<PrepGuide>(postpartumKeys.prep(), (old) => {
        if (!old) return old;
        const swap = (list: PrepItem[]) => list.map((i) => (i.id === item.id ? item : i));
        return { ...old, currentFocus: swap(old.currentFocus), comingUp: swap(old.comingUp) };
      }),
  });
}
