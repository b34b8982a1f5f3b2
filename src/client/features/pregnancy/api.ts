import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PregnancyInsights } from "../../../shared/pregnancy/insights";
import type { SymptomEntry, SymptomInput } from "../../../shared/pregnancy/symptoms";
import { api } from "../../lib/api";
import { userTimeZone } from "../../lib/query";

// Her weeks and days are counted on her calendar: every call that dates something sends her zone.
const tz = `tz=${encodeURIComponent(userTimeZone)}`;

export const pregnancyKeys = {
  all: ["pregnancy"] as const,
  symptoms: ["pregnancy", "symptoms"] as const,
  insights: ["pregnancy", "insights"] as const,
};

export const pregnancyApi = {
  symptoms: (limit = 20) => api<SymptomEntry[]>(`/api/pregnancy/symptoms?limit=${limit}`),
  logSymptom: (input: SymptomInput) =>
    api<SymptomEntry>(`/api/pregnancy/symptoms?${tz}`, { method: "POST", json: input }),
  deleteSymptom: (id: string) =>
    api<void>(`/api/pregnancy/symptoms/${encodeURIComponent(id)}`, { method: "DELETE" }),
  insights: () => api<PregnancyInsights>(`/api/pregnancy/insights?${tz}`),
};

export function useSymptoms() {
  return useQuery({ queryKey: pregnancyKeys.symptoms, queryFn: () => pregnancyApi.symptoms() });
}

export function useInsights() {
  return useQuery({ queryKey: pregnancyKeys.insights, queryFn: pregnancyApi.insights });
}

export function useLogSymptom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: pregnancyApi.logSymptom,
    onSuccess: () => client.invalidateQueries({ queryKey: pregnancyKeys.all }),
  });
}

export function useDeleteSymptom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: pregnancyApi.deleteSymptom,
    onSuccess: () => client.invalidateQueries({ queryKey: pregnancyKeys.all }),
  });
}
