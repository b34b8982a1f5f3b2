/** Pregnancy symptoms and insights: fetcher, query key and hook for each call. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SymptomInput } from "../../../shared/pregnancy/symptoms";
import { call, withQuery } from "../../lib/api";
import { client } from "../../lib/client";
import { userTimeZone as tz } from "../../lib/time-zone";

// Her weeks and days are counted on her calendar: every call that dates something sends her zone.
export const pregnancyKeys = {
  all: ["pregnancy"] as const,
  symptoms: ["pregnancy", "symptoms"] as const,
  insights: ["pregnancy", "insights"] as const,
};

const pregnancy = client.pregnancy;
export const pregnancyApi = {
  symptoms: (limit = 20) => call(pregnancy.symptoms.$get({ query: { limit: String(limit) } })),
  logSymptom: (input: SymptomInput) => call(pregnancy.symptoms.$post(withQuery({ json: input }, { tz }))),
  deleteSymptom: (id: string) => call(pregnancy.symptoms[":id"].$delete({ param: { id } })),
  insights: () => call(pregnancy.insights.$get({ query: { tz } })),
};

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
