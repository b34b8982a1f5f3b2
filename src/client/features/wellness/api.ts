/** Wellness records, the dashboard and weekly check-ins: fetcher, query key and hook for each call. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WithSafety } from "../../../shared/safety";
import {
  HYDRATION_GOAL,
  type Hydration,
  type MoodEntry,
  type SelfCareLog,
  type SleepLog,
} from "../../../shared/wellness";
import type { MoodInput, SelfCareInput, SleepInput } from "../../../shared/wellness-input";
import { call } from "../../lib/api";
import { client } from "../../lib/client";
import { saveOrQueue } from "../../lib/offline/queue";
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

// The logs below can be made without a connection: they go through her offline queue
// (lib/offline/queue.ts), which sends each with an Idempotency-Key, in order, exactly once.
const withTz = (path: string) => `${path}?tz=${encodeURIComponent(tz)}`;

export function useLogMood() {
  const invalidate = useInvalidateWellness();
  return useMutation({
    // Her time zone: a check-in earns its points once a day of hers.
    mutationFn: (input: MoodInput) =>
      saveOrQueue<WithSafety<MoodEntry>>({
        kind: "mood",
        label: "Mood check-in",
        method: "POST",
        path: withTz("/api/wellness/moods"),
        body: input,
      }),
    // Offline it is queued, not paused: the queue decides when to send.
    networkMode: "always",
    onSuccess: invalidate,
  });
}

export function useLogSleep() {
  const invalidate = useInvalidateWellness();
  return useMutation({
    mutationFn: (input: SleepInput) =>
      saveOrQueue<WithSafety<SleepLog>>({
        kind: "sleep",
        label: "Sleep",
        method: "POST",
        path: "/api/wellness/sleep",
        body: input,
      }),
    // Offline it is queued, not paused: the queue decides when to send.
    networkMode: "always",
    onSuccess: invalidate,
  });
}

export function useLogSelfCare() {
  const invalidate = useInvalidateWellness();
  return useMutation({
    mutationFn: (input: SelfCareInput) =>
      saveOrQueue<WithSafety<SelfCareLog>>({
        kind: "self-care",
        label: "Self-care",
        method: "POST",
        path: "/api/wellness/self-care",
        body: input,
      }),
    // Offline it is queued, not paused: the queue decides when to send.
    networkMode: "always",
    onSuccess: invalidate,
  });
}

export function useSetHydration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { date: string; glasses: number }) =>
      saveOrQueue<Hydration>({
        kind: "hydration",
        label: `Water: ${input.glasses} glasses on ${input.date}`,
        method: "PUT",
        path: withTz("/api/wellness/hydration"),
        body: input,
      }),
    networkMode: "always",
    onSuccess: (result, input) => {
      // Queued offline: her count shows at once (and waits in the sync list).
      const saved = result.status === "saved" ? result.answer : { ...input, goal: HYDRATION_GOAL };
      qc.setQueryData(wellnessKeys.hydration(saved.date), saved);
      if (result.status === "saved") return qc.invalidateQueries({ queryKey: wellnessKeys.all });
    },
  });
}

export const checkinsQuery = () =>
  queryOptions({ queryKey: wellnessKeys.checkins, queryFn: () => call(client.checkins.$get()) });

export function useCheckins() {
  return useQuery(checkinsQuery());
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
