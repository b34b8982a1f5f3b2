/** Today's Wellness Digest: fetcher, query key and hook for each call. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Digest } from "../../../shared/digest";
import { api } from "../../lib/api";
import { userTimeZone } from "../../lib/query";

const tz = `tz=${encodeURIComponent(userTimeZone)}`;

// Under the wellness prefix on purpose: every wellness save (sleep, water, a mood, a workout)
// invalidates ["wellness"], and the digest is computed from exactly those records.
export const digestKeys = {
  today: () => ["wellness", "digest", "today"] as const,
};

export const fetchDigest = () => api<Digest>(`/api/digest?${tz}`);
export const completeTip = (id: string) =>
  api<Digest>(`/api/digest/tips/${encodeURIComponent(id)}/complete?${tz}`, { method: "POST" });

export function useDigest() {
  return useQuery({ queryKey: digestKeys.today(), queryFn: fetchDigest });
}

/** Completing answers with the whole digest (progress changes), which replaces the cached one. */
export function useCompleteTip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeTip,
    onSuccess: (digest) => client.setQueryData(digestKeys.today(), digest),
    // A tip that left today's digest (a new day began): show today's instead.
    onError: () => client.invalidateQueries({ queryKey: digestKeys.today() }),
  });
}
