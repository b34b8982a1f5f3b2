import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Checkin } from "../../../shared/checkins";
import type { WithSafety } from "../../../shared/safety";
import type {
  DashboardData,
  DayLog,
  Hydration,
  MoodEntry,
  MoodInput,
  SelfCareInput,
  SelfCareLog,
  SleepInput,
  SleepLog,
  TrendPoint,
  WellnessSummary,
} from "../../../shared/wellness";
import { api } from "../../lib/api";
import { userTimeZone } from "../../lib/query";

const tz = `tz=${encodeURIComponent(userTimeZone)}`;

export const wellnessKeys = {
  all: ["wellness"] as const,
  dashboard: ["wellness", "dashboard"] as const,
  summary: ["wellness", "summary"] as const,
  moods: ["wellness", "moods"] as const,
  sleep: ["wellness", "sleep"] as const,
  selfCare: ["wellness", "self-care"] as const,
  trends: (days: number) => ["wellness", "trends", days] as const,
  day: (date: string) => ["wellness", "day", date] as const,
  hydration: (date: string) => ["wellness", "hydration", date] as const,
  checkins: ["checkins"] as const,
};

/** The dashboard refreshes every 30 seconds, as the spec asks. */
export const DASHBOARD_REFRESH_MS = 30_000;

export function useDashboard() {
  return useQuery({
    queryKey: wellnessKeys.dashboard,
    queryFn: () => api<DashboardData>(`/api/dashboard?${tz}`),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}

export function useWellnessSummary() {
  return useQuery({
    queryKey: wellnessKeys.summary,
    queryFn: () => api<WellnessSummary>(`/api/wellness/summary?${tz}`),
  });
}

export function useRecentMoods(limit = 3) {
  return useQuery({
    queryKey: [...wellnessKeys.moods, limit],
    queryFn: () => api<MoodEntry[]>(`/api/wellness/moods?limit=${limit}`),
  });
}

export function useRecentSleep(limit = 5) {
  return useQuery({
    queryKey: [...wellnessKeys.sleep, limit],
    queryFn: () => api<SleepLog[]>(`/api/wellness/sleep?limit=${limit}`),
  });
}

export function useRecentSelfCare(limit = 5) {
  return useQuery({
    queryKey: [...wellnessKeys.selfCare, limit],
    queryFn: () => api<SelfCareLog[]>(`/api/wellness/self-care?limit=${limit}`),
  });
}

export function useTrends(days: 7 | 30) {
  return useQuery({
    queryKey: wellnessKeys.trends(days),
    queryFn: () => api<TrendPoint[]>(`/api/wellness/trends?days=${days}&${tz}`),
  });
}

export function useDayLog(date: string) {
  return useQuery({
    queryKey: wellnessKeys.day(date),
    queryFn: () => api<DayLog>(`/api/wellness/day?date=${date}&${tz}`),
  });
}

export function useHydration(date: string) {
  return useQuery({
    queryKey: wellnessKeys.hydration(date),
    queryFn: () => api<Hydration>(`/api/wellness/hydration?date=${date}&${tz}`),
  });
}

/** After any save, everything computed from wellness records is refetched. */
function useInvalidateWellness() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: wellnessKeys.all });
}

export function useLogMood() {
  const invalidate = useInvalidateWellness();
  return useMutation({
    mutationFn: (input: MoodInput) =>
      api<WithSafety<MoodEntry>>("/api/wellness/moods", { method: "POST", json: input }),
    onSuccess: invalidate,
  });
}

export function useLogSleep() {
  const invalidate = useInvalidateWellness();
  return useMutation({
    mutationFn: (input: SleepInput) =>
      api<WithSafety<SleepLog>>("/api/wellness/sleep", { method: "POST", json: input }),
    onSuccess: invalidate,
  });
}

export function useLogSelfCare() {
  const invalidate = useInvalidateWellness();
  return useMutation({
    mutationFn: (input: SelfCareInput) =>
      api<WithSafety<SelfCareLog>>("/api/wellness/self-care", { method: "POST", json: input }),
    onSuccess: invalidate,
  });
}

export function useSetHydration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { date: string; glasses: number }) =>
      api<Hydration>(`/api/wellness/hydration?${tz}`, { method: "PUT", json: input }),
    onSuccess: (saved) => {
      client.setQueryData(wellnessKeys.hydration(saved.date), saved);
      return client.invalidateQueries({ queryKey: wellnessKeys.all });
    },
  });
}

export function useCheckins() {
  return useQuery({ queryKey: wellnessKeys.checkins, queryFn: () => api<Checkin[]>("/api/checkins") });
}

export function useSubmitCheckin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      api<WithSafety<Checkin>>(`/api/checkins?${tz}`, { method: "POST", body: form }),
    onSuccess: () => client.invalidateQueries({ queryKey: wellnessKeys.checkins }),
  });
}
