/** Wellness records, the dashboard and weekly check-ins: fetcher, query key and hook for each call. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MoodInput, SelfCareInput, SleepInput } from "../../../shared/wellness-input";
import { call, withQuery } from "../../lib/api";
import { client } from "../../lib/client";
import { userTimeZone as tz } from "../../lib/time-zone";

const wellness = client.wellness;

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

// A query's options once, for its hook and for the page that starts it early (`prefetch`).
export const dashboardQuery = () =>
  queryOptions({
    queryKey: wellnessKeys.dashboard,
    queryFn: () => call(client.dashboard.$get({ query: { tz } })),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });

export function useDashboard() {
  return useQuery(dashboardQuery());
}

export function useWellnessSummary() {
  return useQuery({
    queryKey: wellnessKeys.summary,
    queryFn: () => call(wellness.summary.$get({ query: { tz } })),
  });
}

export function useRecentMoods(limit = 3) {
  return useQuery({
    queryKey: [...wellnessKeys.moods, limit],
    queryFn: () => call(wellness.moods.$get({ query: { limit: String(limit) } })),
  });
}

export function useRecentSleep(limit = 5) {
  return useQuery({
    queryKey: [...wellnessKeys.sleep, limit],
    queryFn: () => call(wellness.sleep.$get({ query: { limit: String(limit) } })),
  });
}

export function useRecentSelfCare(limit = 5) {
  return useQuery({
    queryKey: [...wellnessKeys.selfCare, limit],
    queryFn: () => call(wellness["self-care"].$get({ query: { limit: String(limit) } })),
  });
}

export const trendsQuery = (days: 7 | 30) =>
  queryOptions({
    queryKey: wellnessKeys.trends(days),
    queryFn: () => call(wellness.trends.$get({ query: { days: String(days), tz } })),
  });

export function useTrends(days: 7 | 30) {
  return useQuery(trendsQuery(days));
}

export function useDayLog(date: string) {
  return useQuery({
    queryKey: wellnessKeys.day(date),
    queryFn: () => call(wellness.day.$get({ query: { date, tz } })),
  });
}

export const hydrationQuery = (date: string) =>
  queryOptions({
    queryKey: wellnessKeys.hydration(date),
    queryFn: () => call(wellness.hydration.$get({ query: { date, tz } })),
  });

export function useHydration(date: string) {
  return useQuery(hydrationQuery(date));
}

/** After any save, everything computed from wellness records is refetched. */
function useInvalidateWellness() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: wellnessKeys.all });
}

export function useLogMood() {
  const invalidate = useInvalidateWellness();
  return useMutation({
    // Her time zone: a check-in earns its points once a day of hers.
    mutationFn: (input: MoodInput) => call(wellness.moods.$post(withQuery({ json: input }, { tz }))),
    onSuccess: invalidate,
  });
}

export function useLogSleep() {
  const invalidate = useInvalidateWellness();
  return useMutation({
    mutationFn: (input: SleepInput) => call(wellness.sleep.$post({ json: input })),
    onSuccess: invalidate,
  });
}

export function useLogSelfCare() {
  const invalidate = useInvalidateWellness();
  return useMutation({
    mutationFn: (input: SelfCareInput) => call(wellness["self-care"].$post({ json: input })),
    onSuccess: invalidate,
  });
}

export function useSetHydration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { date: string; glasses: number }) =>
      call(wellness.hydration.$put(withQuery({ json: input }, { tz }))),
    onSuccess: (saved) => {
      qc.setQueryData(wellnessKeys.hydration(saved.date), saved);
      return qc.invalidateQueries({ queryKey: wellnessKeys.all });
    },
  });
}

export function useCheckins() {
  return useQuery({ queryKey: wellnessKeys.checkins, queryFn: () => call(client.checkins.$get()) });
}

export function useSubmitCheckin() {
  const qc = useQueryClient();
  return useMutation({
    // Photos travel as multipart form data, which the route reads itself (no validator to type it).
    mutationFn: (form: FormData) => call(client.checkins.$post({ query: { tz } }, { init: { body: form } })),
    // Refused because her week already has its check-in (409): the list shows it, and the card says so.
    onSettled: () => qc.invalidateQueries({ queryKey: wellnessKeys.checkins }),
  });
}
