/** Mood check-ins (PHQ-2, PHQ-9, GAD-7): fetcher, query key and hook for each call. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SCREENING_COPY } from "../../../content/screening/results-copy";
import type { ScreeningResultInput } from "../../../shared/screening/input";
import { call, withQuery } from "../../lib/api";
import { client } from "../../lib/client";
import { notify } from "../../lib/notify";
import { userTimeZone as tz } from "../../lib/time-zone";

export const screeningKeys = {
  all: ["screening"] as const,
};

export const fetchScreening = () => call(client.screening.$get({ query: { tz } }));
export const saveScreening = (input: ScreeningResultInput) =>
  call(client.screening.results.$post(withQuery({ json: input }, { tz })));
export const saveLicensed = (input: { answers: number[]; note?: string }) =>
  call(client.screening.licensed.$post(withQuery({ json: input }, { tz })));
export const skipScreening = () => call(client.screening.skip.$post(withQuery({}, { tz })));
export const deleteScreening = (id: string) =>
  call(client.screening.results[":id"].$delete({ param: { id } }));

export const screeningQuery = () => queryOptions({ queryKey: screeningKeys.all, queryFn: fetchScreening });

/** The check-in offered today (or none) and her results, newest first. */
export function useScreening() {
  return useQuery(screeningQuery());
}

function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: screeningKeys.all });
}

export function useSaveScreening() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: saveScreening, onSuccess: refresh });
}

export function useSaveLicensed() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: saveLicensed, onSuccess: refresh });
}

/** "Not now": that moment is not offered again, and she is told where to find check-ins. */
export function useSkipScreening() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: skipScreening,
    onSuccess: () => notify.info(SCREENING_COPY.skipped),
    onSettled: refresh,
  });
}

export function useDeleteScreening() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteScreening, onSuccess: refresh });
}
