import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PlanKind, SavedPlan, SavedPlanInput } from "../../../shared/library";
import { api } from "../../lib/api";

const latestKey = (kind: PlanKind) => ["plans", "latest", kind] as const;

/** The user's newest saved plan of a kind, or null when there is none. */
export function useLatestPlan(kind: PlanKind) {
  return useQuery({
    queryKey: latestKey(kind),
    queryFn: () => api<SavedPlan | null>(`/api/plans/latest?kind=${kind}`),
  });
}

/** Saves one or more plans (the meal quiz's "both" saves a meal and a workout plan). */
export function useSavePlans() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plans: SavedPlanInput[]) => {
      const saved: SavedPlan[] = [];
      for (const plan of plans)
        saved.push(await api<SavedPlan>("/api/plans", { method: "POST", json: plan }));
      return saved;
    },
    onSuccess: (saved) => {
      for (const plan of saved) queryClient.setQueryData(latestKey(plan.kind), plan);
    },
  });
}
