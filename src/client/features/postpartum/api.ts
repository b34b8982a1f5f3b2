/** Postpartum education and the Postpartum Prep Guide: fetcher, query key and hook for each call. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PostpartumEducation, PostpartumTopic, PrepGuide, PrepItem } from "../../../shared/postpartum";
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
export const tickChecklistItem = ({ id, index, ticked }: { id: string; index: number; ticked: boolean }) =>
  call(
    postpartum.modules[":id"].items[":index"].$put({ param: { id, index: String(index) }, json: { ticked } }),
  );
export const saveReflection = ({ id, content }: { id: string; content: string }) =>
  call(postpartum.modules[":id"].reflection.$put({ param: { id }, json: { content } }));
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

const replaceTopic = (topic: PostpartumTopic) => (old: PostpartumEducation | undefined) =>
  old ? { ...old, topics: old.topics.map((t) => (t.id === topic.id ? topic : t)) } : old;

/**
 * Ticks or unticks one checklist item. The box changes at once (her tap is the truth while the
 * server saves it); if saving fails it goes back, and the answer's topic replaces the cached one.
 */
export function useTickChecklistItem() {
  const qc = useQueryClient();
  const key = postpartumKeys.topics();
  return useMutation({
    mutationFn: tickChecklistItem,
    onMutate: async ({ id, index, ticked }) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<PostpartumEducation>(key);
      qc.setQueryData<PostpartumEducation>(key, (old) =>
        old
          ? {
              ...old,
              topics: old.topics.map((t) => ({
                ...t,
                modules: t.modules.map((m) =>
                  m.id === id ? { ...m, ticked: m.ticked.map((v, i) => (i === index ? ticked : v)) } : m,
                ),
              })),
            }
          : old,
      );
      return { before };
    },
    onError: (_error, _input, context) => qc.setQueryData(key, context?.before),
    onSuccess: (topic) => qc.setQueryData<PostpartumEducation>(key, replaceTopic(topic)),
  });
}

/** Saves what she wrote for a reflection; the answer carries the topic and the safety reading. */
export function useSaveReflection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveReflection,
    onSuccess: ({ safety: _safety, ...topic }) =>
      qc.setQueryData<PostpartumEducation>(postpartumKeys.topics(), replaceTopic(topic)),
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
