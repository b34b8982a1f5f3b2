/** The TTC Cycle Tracker's calls: fetcher, query key and hook for each (see docs/decisions/006). */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ExclusionReason } from "../../../shared/cycle/overview";
import type { DayInput, TemperatureInput } from "../../../shared/cycle/schemas";
import { call, withQuery } from "../../lib/api";
import { client } from "../../lib/client";
import { saveOrQueue } from "../../lib/offline/queue";
import { userTimeZone as tz } from "../../lib/time-zone";

const cycle = client.cycle;

/** One fertility-supporting recipe of the tracker's list, as the server answers it. */
export type FertilityRecipe = Awaited<ReturnType<typeof fetchFertilityRecipes>>["recipes"][number];

// Everything under ["cycle"]: one saved day changes the overview, the calendar and the day itself.
export const cycleKeys = {
  all: ["cycle"] as const,
  overview: () => ["cycle", "overview"] as const,
  calendar: (from: string, to: string) => ["cycle", "calendar", from, to] as const,
  day: (date: string) => ["cycle", "day", date] as const,
  recipes: () => ["cycle-recipes"] as const,
};

export const fetchOverview = () => call(cycle.overview.$get(withQuery({}, { tz })));
export const fetchCalendar = (from: string, to: string) =>
  call(cycle.calendar.$get(withQuery({}, { from, to, tz }))).then((r) => r.days);
export const fetchDay = (date: string) =>
  call(cycle.days[":date"].$get(withQuery({ param: { date } }, { tz })));
export const saveDay = (date: string, input: DayInput) =>
  call(cycle.days[":date"].$put(withQuery({ param: { date }, json: input }, { tz })));
export const logTemperature = (date: string, input: TemperatureInput) =>
  call(cycle.days[":date"].temperature.$post(withQuery({ param: { date }, json: input }, { tz })));
export const fetchFertilityRecipes = () => call(cycle["fertility-recipes"].$get());
/** The CSV file as drip exports it, sent as it is (text/csv). */
export const importCycles = (csv: string) =>
  call(
    cycle.import.$post(withQuery({}, { tz }), {
      headers: { "content-type": "text/csv" },
      init: { body: csv },
    }),
  );
export const excludeCycle = (start: string, reason: ExclusionReason) =>
  call(cycle.exclusions[":start"].$put(withQuery({ param: { start }, json: { reason } }, { tz })));
export const includeCycle = (start: string) =>
  call(cycle.exclusions[":start"].$delete(withQuery({ param: { start } }, { tz })));
/** A plain link downloads the CSV (not a fetch): the browser sends the session cookie with it. */
export const exportUrl = `/api/cycle/export?tz=${encodeURIComponent(tz)}`;

export const cycleOverviewQuery = () =>
  queryOptions({ queryKey: cycleKeys.overview(), queryFn: fetchOverview });

export function useCycleOverview() {
  return useQuery(cycleOverviewQuery());
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

/** The recipes for her fertility nutrition card (the same for everyone: never stale). */
export const fertilityRecipesQuery = () =>
  queryOptions({ queryKey: cycleKeys.recipes(), queryFn: fetchFertilityRecipes, staleTime: Infinity });

export function useFertilityRecipes() {
  return useQuery(fertilityRecipesQuery());
}

function useInvalidateCycle() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: cycleKeys.all });
}

// A day and a temperature can be logged without a connection: through her offline queue
// (lib/offline/queue.ts), each with an Idempotency-Key, sent in order, exactly once.
const dayPath = (date: string, rest = "") =>
  `/api/cycle/days/${encodeURIComponent(date)}${rest}?tz=${encodeURIComponent(tz)}`;

export function useSaveDay() {
  const invalidate = useInvalidateCycle();
  return useMutation({
    mutationFn: ({ date, input }: { date: string; input: DayInput }) =>
      saveOrQueue<Awaited<ReturnType<typeof saveDay>>>({
        kind: "cycle-day",
        label: `Cycle day ${date}`,
        method: "PUT",
        path: dayPath(date),
        body: input,
      }),
    // Offline it is queued, not paused: the queue decides when to send.
    networkMode: "always",
    onSuccess: invalidate,
  });
}

export function useLogTemperature() {
  const invalidate = useInvalidateCycle();
  return useMutation({
    mutationFn: ({ date, input }: { date: string; input: TemperatureInput }) =>
      saveOrQueue<Awaited<ReturnType<typeof logTemperature>>>({
        kind: "temperature",
        label: `Temperature for ${date}`,
        method: "POST",
        path: dayPath(date, "/temperature"),
        body: input,
      }),
    // Offline it is queued, not paused: the queue decides when to send.
    networkMode: "always",
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
