/** The TTC Cycle Tracker's calls: fetcher, query key and hook for each (see docs/decisions/006). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CycleDayLog } from "../../../shared/cycle/observations";
import type {
  CalendarDay,
  CycleExclusion,
  CycleOverview,
  ExclusionReason,
} from "../../../shared/cycle/overview";
import type { DayInput, TemperatureInput } from "../../../shared/cycle/schemas";
import type { WithSafety } from "../../../shared/safety";
import { api } from "../../lib/api";
import { userTimeZone } from "../../lib/time-zone";

const tz = `tz=${encodeURIComponent(userTimeZone)}`;

export interface FertilityRecipe {
  slug: string;
  title: string;
  category: string;
  folateDfeUg: number;
  ironMg: number;
  folatePercentDv: number;
  ironPercentDv: number;
  partial: boolean;
}

// Everything under ["cycle"]: one saved day changes the overview, the calendar and the day itself.
export const cycleKeys = {
  all: ["cycle"] as const,
  overview: () => ["cycle", "overview"] as const,
  calendar: (from: string, to: string) => ["cycle", "calendar", from, to] as const,
  day: (date: string) => ["cycle", "day", date] as const,
  recipes: () => ["cycle-recipes"] as const,
};

export const fetchOverview = () => api<CycleOverview>(`/api/cycle/overview?${tz}`);
export const fetchCalendar = (from: string, to: string) =>
  api<{ days: CalendarDay[] }>(`/api/cycle/calendar?from=${from}&to=${to}&${tz}`).then((r) => r.days);
export const fetchDay = (date: string) => api<CycleDayLog>(`/api/cycle/days/${date}?${tz}`);
export const saveDay = (date: string, input: DayInput) =>
  api<WithSafety<CycleDayLog>>(`/api/cycle/days/${date}?${tz}`, { method: "PUT", json: input });
export const logTemperature = (date: string, input: TemperatureInput) =>
  api<CycleDayLog>(`/api/cycle/days/${date}/temperature?${tz}`, { method: "POST", json: input });
export const fetchFertilityRecipes = () =>
  api<{ recipes: FertilityRecipe[]; dailyValues: { folateDfeUg: number; ironMg: number } }>(
    `/api/cycle/fertility-recipes`,
  );
export const importCycles = (csv: string) =>
  api<{ imported: number; ignoredColumns: string[] }>(`/api/cycle/import?${tz}`, {
    method: "POST",
    body: csv,
    headers: { "content-type": "text/csv" },
  });
export const excludeCycle = (start: string, reason: ExclusionReason) =>
  api<CycleExclusion>(`/api/cycle/exclusions/${start}?${tz}`, { method: "PUT", json: { reason } });
export const includeCycle = (start: string) =>
  api<null>(`/api/cycle/exclusions/${start}?${tz}`, { method: "DELETE" });
/** A plain link downloads the CSV: the browser sends the session cookie with it. */
export const exportUrl = `/api/cycle/export?${tz}`;

export function useCycleOverview() {
  return useQuery({ queryKey: cycleKeys.overview(), queryFn: fetchOverview });
}

export function useCycleCalendar(from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: cycleKeys.calendar(from, to),
    queryFn: () => fetchCalendar(from, to),
    enabled,
  });
}

export function useCycleDay(date: string, enabled = true) {
  return useQuery({ queryKey: cycleKeys.day(date), queryFn: () => fetchDay(date), enabled });
}

export function useFertilityRecipes() {
  return useQuery({ queryKey: cycleKeys.recipes(), queryFn: fetchFertilityRecipes, staleTime: Infinity });
}

function useInvalidateCycle() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: cycleKeys.all });
}

export function useSaveDay() {
  const invalidate = useInvalidateCycle();
  return useMutation({
    mutationFn: ({ date, input }: { date: string; input: DayInput }) => saveDay(date, input),
    onSuccess: invalidate,
  });
}

export function useLogTemperature() {
  const invalidate = useInvalidateCycle();
  return useMutation({
    mutationFn: ({ date, input }: { date: string; input: TemperatureInput }) => logTemperature(date, input),
    onSuccess: invalidate,
  });
}

export function useImportCycles() {
  const invalidate = useInvalidateCycle();
  return useMutation({ mutationFn: importCycles, onSuccess: invalidate });
}

export function useExcludeCycle() {
  const invalidate = useInvalidateCycle();
  return useMutation({
    mutationFn: ({ start, reason }: { start: string; reason: ExclusionReason | null }) =>
      reason ? excludeCycle(start, reason) : includeCycle(start),
    onSuccess: invalidate,
  });
}
