/** Saved plans: fetcher, query key and hook for each call. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PlanKind, SavedPlan, SavedPlanInput } from "../../../shared/library";
import { call } from "../../lib/api";
import { client } from "../../lib/client";

export const planKeys = {
  latest: (kind: PlanKind) => ["plans", "latest", kind] as const,
};

export const fetchLatestPlan = (kind: PlanKind) => call(client.plans.latest.$get({ query: { kind } }));
export const savePlan = (plan: SavedPlanInput) => call(client.plans.$post({ json: plan }));

/** The user's newest saved plan of a kind, or null when there is none. */
export const latestPlanQuery = (kind: PlanKind) =>
  queryOptions({ queryKey: planKeys.latest(kind), queryFn: () => fetchLatestPlan(kind) });

export function useLatestPlan(kind: PlanKind) {
  return useQuery(latestPlanQuery(kind));
}

/** Saves one or more plans (the meal quiz's "both" saves a meal and a workout plan). */
export function useSavePlans() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plans: SavedPlanInput[]) => {
      const saved: SavedPlan[] = [];
      for (const plan of plans) saved.push(await savePlan(plan));
      return saved;
    },
    onSuccess: (saved) => {
      for (const plan of saved) queryClient.setQueryData(planKeys.latest(plan.kind), plan);
    },
  });
}
