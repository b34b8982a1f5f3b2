/** Today's Wellness Digest: fetcher, query key and hook for each call. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, withQuery } from "../../lib/api";
import { client } from "../../lib/client";
import { userTimeZone as tz } from "../../lib/time-zone";

// Under the wellness prefix on purpose: every wellness save (sleep, water, a mood, a workout)
// invalidates ["wellness"], and the digest is computed from exactly those records.
export const digestKeys = {
  today: () => ["wellness", "digest", "today"] as const,
};

export const fetchDigest = () => call(client.digest.$get({ query: { tz } }));
export const completeTip = (id: string) =>
  call(client.digest.tips[":id"].complete.$post(withQuery({ param: { id } }, { tz })));

/** The query's options once, for the hook and for the dashboard that starts it early. */
export const digestQuery = () => queryOptions({ queryKey: digestKeys.today(), queryFn: fetchDigest });

export function useDigest() {
  return useQuery(digestQuery());
}

/** Completing answers with the whole digest (progress changes), which replaces the cached one. */
export function useCompleteTip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: completeTip,
    onSuccess: (digest) => qc.setQueryData(digestKeys.today(), digest),
    // A tip that left today's digest (a new day began): show today's instead.
    onError: () => qc.invalidateQueries({ queryKey: digestKeys.today() }),
  });
}
